/**
 * What the speaking record's page shows (docs/decisions/240): the filters a member chooses (a club, a period), the
 * figures, and each trend as rows — the same rows the chart draws, its table lists and its summary tells, with the
 * best and the latest marked. The CSV export and the printable page use the same numbers.
 */
import { subMonths } from "date-fns";
import { formatDate } from "../dates";
import { plural } from "../plurals";
import { CRITERIA, type CriterionKey } from "../tools/evaluator";
import { formatClock } from "../tools/timer";
import {
  bestAndLatest,
  fillersPerMinute,
  fillerTrend,
  meetingDay,
  type RecordEvaluation,
  type RecordMeeting,
  type RecordSpeech,
  recordWithin,
  type SpeakingRecord,
  scoreTrends,
  type TrendPoint,
} from "./speaking-record";

/** The periods a member looks back over; "all" is every meeting. Kept in the page's address as `?period=`. */
export const RECORD_PERIODS = [
  { key: "3m", label: "Last 3 months", months: 3 },
  { key: "6m", label: "Last 6 months", months: 6 },
  { key: "12m", label: "Last 12 months", months: 12 },
  { key: "all", label: "All time", months: null },
] as const;

export type RecordPeriod = (typeof RECORD_PERIODS)[number]["key"];

export const isRecordPeriod = (value: unknown): value is RecordPeriod =>
  RECORD_PERIODS.some((period) => period.key === value);

/** The filter of the page's address (`?club=…&period=…`); anything unknown is "all clubs" and "all time". */
export type RecordFilter = { clubId?: string; period: RecordPeriod };

export function recordFilterOf(params: { club?: string | null; period?: string | null }): RecordFilter {
  return {
    ...(params.club ? { clubId: params.club } : {}),
    period: isRecordPeriod(params.period) ? params.period : "all",
  };
}

/** The address's search part for a filter ("" for all clubs and all time). */
export function recordFilterQuery(filter: RecordFilter): string {
  const query = new URLSearchParams();
  if (filter.clubId) query.set("club", filter.clubId);
  if (filter.period !== "all") query.set("period", filter.period);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The first instant of a period, counted back from now (undefined: all time). */
export function periodStart(period: RecordPeriod, now: Date): Date | undefined {
  const months = RECORD_PERIODS.find((each) => each.key === period)?.months;
  return months ? subMonths(now, months) : undefined;
}

/** The record within the filter's club and period. */
export const filteredRecord = (record: SpeakingRecord, filter: RecordFilter, now: Date) =>
  recordWithin(record, { clubId: filter.clubId, from: periodStart(filter.period, now) });

/** The clubs a record's lines belong to, by name, for the club filter. */
export function recordClubs(record: SpeakingRecord): Array<{ id: string; name: string }> {
  const clubs = new Map<string, string>();
  for (const line of [...record.roles, ...record.speeches, ...record.evaluations, ...record.awards]) {
    if (line.clubId && line.club) clubs.set(line.clubId, line.club);
  }
  return [...clubs].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The mean of an evaluation's scored criteria, to one decimal (null when nothing was scored). */
export function averageScore(scores: RecordEvaluation["scores"]): number | null {
  const given = Object.values(scores).filter((score): score is number => typeof score === "number" && score > 0);
  if (given.length === 0) return null;
  return Math.round((given.reduce((sum, score) => sum + score, 0) / given.length) * 10) / 10;
}

/** The meeting's day in words, where it took place ("Mar 4, 2026"). */
export const meetingDate = (line: Pick<RecordMeeting, "at" | "timeZone">) =>
  formatDate(line.at, "date-medium", { timeZone: line.timeZone });

/** "5:38" */
export const durationText = (seconds: number) => formatClock(seconds);

/** "5–7 min" */
export const rangeText = (range: RecordSpeech["range"]) => (range ? `${range.min}–${range.max} min` : "");

/** Filler words per minute of a speech, as the page shows it (null: not both timed and counted). */
export const speechFillerRate = (speech: RecordSpeech) =>
  speech.fillers === null ? null : fillersPerMinute(speech.fillers, speech.durationSeconds);

/** The distinct meetings a record holds lines of. */
export function meetingCount(record: SpeakingRecord): number {
  return new Set(
    [...record.roles, ...record.speeches, ...record.evaluations, ...record.awards].map((line) => line.eventId),
  ).size;
}

export const isEmptyRecord = (record: SpeakingRecord) =>
  record.roles.length + record.speeches.length + record.evaluations.length + record.awards.length === 0;

// ---- Trends ---------------------------------------------------------------------------------------------------------

/** One point of a trend as the chart, its table and its summary show it. */
export type TrendRow = {
  key: string;
  /** The meeting's day where it took place (YYYY-MM-DD): the chart's x. */
  day: string;
  /** The day in words. */
  date: string;
  meeting: string;
  /** What the point is about: the speech's title, the evaluator. */
  about: string;
  value: number;
  /** The value as the page writes it ("1.2", "4.5", "75%"). */
  text: string;
  best: boolean;
  latest: boolean;
};

export type TrendView = {
  id: "scores" | "fillers" | "within";
  title: string;
  /** What a value is, for the table's heading and the summary. */
  measure: string;
  lowerIsBetter: boolean;
  rows: TrendRow[];
  /** The trend in one or two sentences, for everyone (and screen readers, who cannot see the chart). */
  summary: string;
  /** The y axis's range (scores 0–5, shares 0–100); open when undefined. */
  range?: [number, number];
};

type Described = { point: TrendPoint; line: RecordMeeting; about: string };

function trendRows(described: Described[], text: (value: number) => string, lowerIsBetter: boolean): TrendRow[] {
  const { best, latest } = bestAndLatest(
    described.map((each) => each.point),
    lowerIsBetter,
  );
  return described.map(({ point, line, about }, index) => ({
    key: `${point.eventId}-${index}`,
    day: point.day,
    date: meetingDate(line),
    meeting: line.title,
    about,
    value: point.value,
    text: text(point.value),
    best: point === best,
    latest: point === latest,
  }));
}

function summaryOf(view: Omit<TrendView, "summary">, noneYet: string): string {
  const { rows } = view;
  const first = rows[0];
  const best = rows.find((row) => row.best);
  const latest = rows.find((row) => row.latest);
  if (!first || !best || !latest) return noneYet;
  const span =
    rows.length === 1
      ? `${plural(1, { one: "# point", other: "# points" })} on ${first.date}`
      : `${plural(rows.length, { one: "# point", other: "# points" })} from ${first.date} to ${latest.date}`;
  const bestPart = best === latest ? "" : ` Best ${best.text} on ${best.date} (${best.meeting}).`;
  return `${view.title}: ${span}. Latest ${latest.text} on ${latest.date} (${latest.meeting})${
    best === latest ? ", also the best" : ""
  }.${bestPart}`;
}

const ordered = <T extends { at: string }>(lines: readonly T[]) =>
  [...lines].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

/** Filler words per minute, speech by speech (lower is better). */
export function fillerView(speeches: readonly RecordSpeech[]): TrendView {
  const points = fillerTrend(speeches);
  // fillerTrend keeps the speeches timed and counted, oldest first: the same speeches in the same order
  const counted = ordered(speeches).filter((speech) => speechFillerRate(speech) !== null);
  const rows = trendRows(
    points.map((point, index) => {
      const speech = counted[index] as RecordSpeech;
      return { point, line: speech, about: speech.speechTitle ?? "Untitled speech" };
    }),
    (value) => value.toFixed(1),
    true,
  );
  const view = { id: "fillers" as const, title: "Filler words per minute", measure: "Per minute", lowerIsBetter: true };
  return {
    ...view,
    rows,
    summary: summaryOf({ ...view, rows }, "No speech was both timed and counted by an ah counter yet."),
  };
}

/** The share of timed speeches within time so far, speech by speech (each point counts all timed before it). */
export function withinTimeView(speeches: readonly RecordSpeech[]): TrendView {
  const timed = ordered(speeches).filter((speech) => speech.verdict !== null);
  let within = 0;
  const described = timed.map((speech, index) => {
    if (speech.verdict === "within") within += 1;
    return {
      point: { day: meetingDay(speech), eventId: speech.eventId, value: Math.round((within / (index + 1)) * 100) },
      line: speech,
      about: speech.speechTitle ?? "Untitled speech",
    };
  });
  const rows = trendRows(described, (value) => `${value}%`, false);
  const view = {
    id: "within" as const,
    title: "Speeches within time",
    measure: "Share so far",
    lowerIsBetter: false,
    range: [0, 100] as [number, number],
  };
  return { ...view, rows, summary: summaryOf({ ...view, rows }, "No speech was timed yet.") };
}

export type ScoreSeries = CriterionKey | "average";

export const SCORE_SERIES: ReadonlyArray<{ key: ScoreSeries; name: string }> = [
  { key: "average", name: "Average of all criteria" },
  ...CRITERIA.map(({ key, name }) => ({ key, name })),
];

/** Evaluation scores over time (1–5): the average of each evaluation's criteria, or one criterion's. */
export function scoreView(evaluations: readonly RecordEvaluation[], series: ScoreSeries = "average"): TrendView {
  const chosen = ordered(evaluations);
  const points: TrendPoint[] =
    series === "average"
      ? chosen.flatMap((evaluation) => {
          const value = averageScore(evaluation.scores);
          return value === null ? [] : [{ day: meetingDay(evaluation), eventId: evaluation.eventId, value }];
        })
      : scoreTrends(chosen)[series];
  const scored = chosen.filter((evaluation) =>
    series === "average" ? averageScore(evaluation.scores) !== null : Boolean(evaluation.scores[series]),
  );
  const rows = trendRows(
    points.map((point, index) => {
      const evaluation = scored[index] as RecordEvaluation;
      return { point, line: evaluation, about: `Evaluated by ${evaluation.evaluator}` };
    }),
    (value) => value.toFixed(1),
    false,
  );
  const name = SCORE_SERIES.find((each) => each.key === series)?.name ?? "Average of all criteria";
  const view = {
    id: "scores" as const,
    title: `Evaluation scores — ${name}`,
    measure: "Score (1–5)",
    lowerIsBetter: false,
    range: [0, 5] as [number, number],
  };
  return { ...view, rows, summary: summaryOf({ ...view, rows }, "No evaluation with scores yet.") };
}
