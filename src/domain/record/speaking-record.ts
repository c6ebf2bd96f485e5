/**
 * A member's speaking record (docs/features.md, "My speaking record"): what meetings stored about them — the roles
 * they held, their timed speeches with filler words, the evaluations they received and the votes they won — and the
 * trends drawn from it. Days are the meeting's own calendar days, in its club's time zone.
 */
import { dayKey, type Instant } from "../dates";
import type { Verdict } from "../meetings/verdict";
import type { VoteCategory } from "../meetings/votes";
import { MINUTE, SECOND } from "../time";
import { CRITERIA, type CriterionKey } from "../tools/evaluator";

/** The meeting a line of the record belongs to. */
export type RecordMeeting = {
  eventId: string;
  title: string;
  clubId: string | null;
  club: string | null;
  at: string;
  timeZone: string;
};

export type RecordRole = RecordMeeting & { role: string };

export type RecordSpeech = RecordMeeting & {
  speechTitle: string | null;
  project: string | null;
  /** The planned range in minutes, when the speech details gave one. */
  range: { min: number; max: number } | null;
  /** The timer's measurement; null when the speech was not timed. */
  durationSeconds: number | null;
  verdict: Verdict | null;
  /** Filler words the ah counter noted for the member at this meeting; null when nobody counted them. */
  fillers: number | null;
};

export type RecordEvaluation = RecordMeeting & {
  evaluator: string;
  scores: Partial<Record<CriterionKey, number>>;
  opening: string;
  improvement: string;
  closing: string;
};

export type RecordAward = RecordMeeting & { category: VoteCategory };

export type SpeakingRecord = {
  roles: RecordRole[];
  speeches: RecordSpeech[];
  evaluations: RecordEvaluation[];
  awards: RecordAward[];
};

/** Filler words per minute of speaking, to one decimal; null without a measured time. */
export function fillersPerMinute(fillers: number, durationSeconds: number | null): number | null {
  if (!durationSeconds || durationSeconds <= 0) return null;
  return Math.round((fillers / ((durationSeconds * SECOND) / MINUTE)) * 10) / 10;
}

/** The meeting's calendar day where it took place (YYYY-MM-DD). */
export const meetingDay = (meeting: Pick<RecordMeeting, "at" | "timeZone">) => dayKey(meeting.at, meeting.timeZone);

export type TrendPoint = { day: string; eventId: string; value: number };

/** Of the timed speeches, how many ended within their time; share in whole percent (null when none was timed). */
export function withinTime(speeches: readonly RecordSpeech[]) {
  const timed = speeches.filter((speech) => speech.verdict !== null);
  const within = timed.filter((speech) => speech.verdict === "within").length;
  return { within, timed: timed.length, percent: timed.length ? Math.round((within / timed.length) * 100) : null };
}

const byTime = <T extends { at: string }>(lines: readonly T[]) =>
  [...lines].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

/** Filler words per minute, speech by speech (oldest first), for speeches both timed and counted. */
export function fillerTrend(speeches: readonly RecordSpeech[]): TrendPoint[] {
  return byTime(speeches).flatMap((speech) => {
    const value = speech.fillers === null ? null : fillersPerMinute(speech.fillers, speech.durationSeconds);
    return value === null ? [] : [{ day: meetingDay(speech), eventId: speech.eventId, value }];
  });
}

/** Each criterion's score, evaluation by evaluation (oldest first); a criterion left unscored (0) is skipped. */
export function scoreTrends(evaluations: readonly RecordEvaluation[]): Record<CriterionKey, TrendPoint[]> {
  const ordered = byTime(evaluations);
  return Object.fromEntries(
    CRITERIA.map(({ key }) => [
      key,
      ordered.flatMap((evaluation) => {
        const score = evaluation.scores[key];
        return score ? [{ day: meetingDay(evaluation), eventId: evaluation.eventId, value: score }] : [];
      }),
    ]),
  ) as Record<CriterionKey, TrendPoint[]>;
}

/** The best (highest, or lowest when `lowerIsBetter`) and the latest point of a trend. */
export function bestAndLatest(points: readonly TrendPoint[], lowerIsBetter = false) {
  const best = points.reduce<TrendPoint | undefined>(
    (found, point) =>
      !found || (lowerIsBetter ? point.value < found.value : point.value > found.value) ? point : found,
    undefined,
  );
  return { best, latest: points.at(-1) };
}

/** The lines of a record within a club and a period (from and to are instants; either may be left open). */
export function recordWithin(
  record: SpeakingRecord,
  filter: { clubId?: string; from?: Instant; to?: Instant },
): SpeakingRecord {
  const from = filter.from === undefined ? Number.NEGATIVE_INFINITY : new Date(filter.from).getTime();
  const to = filter.to === undefined ? Number.POSITIVE_INFINITY : new Date(filter.to).getTime();
  const keeps = (line: RecordMeeting) =>
    (filter.clubId === undefined || line.clubId === filter.clubId) &&
    Date.parse(line.at) >= from &&
    Date.parse(line.at) < to;
  return {
    roles: record.roles.filter(keeps),
    speeches: record.speeches.filter(keeps),
    evaluations: record.evaluations.filter(keeps),
    awards: record.awards.filter(keeps),
  };
}
