import { and, count, eq, inArray, isNotNull, sum } from "drizzle-orm";
import { nextSpeakingMilestone, speakingMilestones } from "../../../domain/record/milestones";
import { withinTime } from "../../../domain/record/speaking-record";
import type { Database } from "../../db/client";
import { meetingFillerCounts, speechCredits } from "../../db/schema";
import type { ChangeFeed } from "../../realtime/change-feed";
import { keyedFeedCache } from "../../realtime/feed-cache";
import { SPEAKING_RECORD_TABLES, speakingRecord } from "../profile";

/**
 * What the home page shows of the member's speaking record (docs/features.md, "Progress that counts"; decision 242):
 * speeches and awards for Recent Activity, the milestones for the Achievement Spotlight, and the speeches counted
 * toward each pathway for Learning Progress. Meetings change it, not the member's own writes: the summary keeps it
 * with `cachedSpeakingHighlights`.
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

/** The most members whose highlights one server instance keeps, as many as their dashboard records. */
const MAX_HIGHLIGHTS_KEPT = 10_000;

const highlightsCache = (deps: { db: Database; changeFeed: ChangeFeed }) =>
  keyedFeedCache<SpeakingHighlights>(
    deps,
    "speaking-highlights",
    { every: SPEAKING_RECORD_TABLES, keyOf: () => undefined },
    async (userId) => ({ value: await speakingHighlights(deps.db, userId) }),
    MAX_HIGHLIGHTS_KEPT,
  );

/**
 * The member's speaking highlights, kept in memory per member until the change feed reports a write to any table the
 * speaking record is read from (any meeting's timings, counts, evaluations, votes, roles, its run or its event), and
 * for 30 s at most, so that a milestone of the calendar (a quarter without an "um") comes in time.
 */
export function cachedSpeakingHighlights(deps: { db: Database; changeFeed: ChangeFeed }, userId: string) {
  return highlightsCache(deps).get(userId);
}
