import { and, count, eq, inArray, isNotNull, sum } from "drizzle-orm";
import { nextSpeakingMilestone, speakingMilestones } from "../../../domain/record/milestones";
import { withinTime } from "../../../domain/record/speaking-record";
import type { Database } from "../../db/client";
import { meetingFillerCounts, speechCredits } from "../../db/schema";
import { speakingRecord } from "../profile";

/**
 * What the home page shows of the member's speaking record (docs/features.md, "Progress that counts"; decision 242):
 * speeches and awards for Recent Activity, the milestones for the Achievement Spotlight, and the speeches counted
 * toward each pathway for Learning Progress. Read on each request: meetings change it, not the member's own writes.
 */
export async function speakingHighlights(db: Database, userId: string, now = new Date()) {
  const record = await speakingRecord(db, userId, now);
  const counted = record.speeches.filter((speech) => speech.fillers !== null).map((speech) => speech.eventId);
  const [ums, credits] = await Promise.all([
    counted.length === 0
      ? []
      : db
          .select({ eventId: meetingFillerCounts.eventId, ums: sum(meetingFillerCounts.count).mapWith(Number) })
          .from(meetingFillerCounts)
          .where(
            and(
              eq(meetingFillerCounts.speakerUserId, userId),
              eq(meetingFillerCounts.word, "Um"),
              inArray(meetingFillerCounts.eventId, counted),
            ),
          )
          .groupBy(meetingFillerCounts.eventId),
    db
      .select({ pathwayId: speechCredits.pathwayId, speeches: count() })
      .from(speechCredits)
      .where(and(eq(speechCredits.userId, userId), isNotNull(speechCredits.pathwayId)))
      .groupBy(speechCredits.pathwayId),
  ]);
  const umsAt = new Map(counted.map((eventId) => [eventId, 0]));
  for (const row of ums) umsAt.set(row.eventId, row.ums);
  const milestones = speakingMilestones(record, umsAt, now);
  return {
    speeches: record.speeches,
    awards: record.awards,
    withinTime: withinTime(record.speeches),
    milestones,
    nextMilestone: nextSpeakingMilestone(milestones) ?? null,
    spokenProjects: new Map(credits.map((row) => [row.pathwayId ?? "", row.speeches])),
  };
}

export type SpeakingHighlights = Awaited<ReturnType<typeof speakingHighlights>>;
