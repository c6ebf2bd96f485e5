/**
 * Who sees a member's speaking record (docs/decisions/241): the member may hide it from other members; the officers
 * of their clubs (and admins) still see the roles they held and the dates of their speeches, for scheduling — not
 * what was measured, counted or written about them.
 */
import { z } from "zod";
import type { SpeakingRecord } from "./speaking-record";

export const recordVisibilityInput = z.strictObject({ hidden: z.boolean() });
export type RecordVisibilityInput = z.infer<typeof recordVisibilityInput>;

export const RECORD_VISIBILITY_MESSAGES = {
  label: "Hide my speaking record from other members",
  hint: "Your clubs' officers still see the roles you held and the dates of your speeches, to plan meetings; never your times, filler words, evaluations or awards.",
  hidden: {
    title: "Speaking record hidden",
    description:
      "Other members no longer see your speaking record. Your clubs' officers still see your roles and speech dates.",
  },
  shown: {
    title: "Speaking record shown",
    description: "Members of your clubs can see your speaking record again.",
  },
  failed: { title: "Not saved", description: "Your choice could not be saved. Please try again." },
} as const;

/** How much of a record a reader is given: all of it, or roles and speech dates only (a hidden record's officers). */
export type RecordDetail = "full" | "schedule";

/** A speech as a hidden record's officers see it besides its meeting and date. */
export const NOTHING_MEASURED = {
  speechTitle: null,
  project: null,
  range: null,
  durationSeconds: null,
  verdict: null,
  fillers: null,
} as const;

/**
 * The record as the officers of a member who hid it see it: the roles held and the speeches' meetings and dates at
 * the meetings of `clubIds` (every meeting when null); no title, project, time, verdict or filler count of a speech,
 * no evaluation and no award.
 */
export function scheduleOnly(record: SpeakingRecord, clubIds: readonly string[] | null): SpeakingRecord {
  const ofTheirClubs = <T extends { clubId: string | null }>(lines: readonly T[]) =>
    clubIds === null ? [...lines] : lines.filter((line) => line.clubId !== null && clubIds.includes(line.clubId));
  return {
    roles: ofTheirClubs(record.roles),
    speeches: ofTheirClubs(record.speeches).map((speech) => ({
      eventId: speech.eventId,
      title: speech.title,
      clubId: speech.clubId,
      club: speech.club,
      at: speech.at,
      timeZone: speech.timeZone,
      ...NOTHING_MEASURED,
    })),
    evaluations: [],
    awards: [],
  };
}
