/**
 * The speaking record as a CSV file (docs/decisions/240): one row per line of the record — each role held, each
 * speech, each evaluation received, each vote won — oldest first, with the numbers the page shows (time, verdict,
 * filler words and their rate per minute, scores and their average). Written as the club lists are
 * (docs/decisions/227): papaparse, a byte order mark, formula cells defused.
 */

import { z } from "zod";
import { csvText } from "../clubs/roster-export";
import { dayKey, wallClockTime } from "../dates";
import { VERDICT_LABELS } from "../meetings/verdict";
import { VOTE_CATEGORY_LABELS } from "../meetings/votes";
import { fileNamePart } from "../text";
import { CRITERIA } from "../tools/evaluator";
import {
  averageScore,
  durationText,
  RECORD_PERIODS,
  type RecordPeriod,
  rangeText,
  speechFillerRate,
} from "./record-views";
import type { RecordMeeting, SpeakingRecord } from "./speaking-record";

export const RECORD_CSV_HEADER = [
  "Date",
  "Time",
  "Meeting",
  "Club",
  "Line",
  "Role",
  "Speech",
  "Project",
  "Planned",
  "Actual time",
  "Seconds",
  "Verdict",
  "Filler words",
  "Filler words per minute",
  "Evaluator",
  ...CRITERIA.map((criterion) => criterion.name),
  "Average score",
  "Opening",
  "To improve",
  "Closing",
  "Award",
] as const;

type Cells = Partial<Record<(typeof RECORD_CSV_HEADER)[number], string>>;

const meetingCells = (line: RecordMeeting): Cells => ({
  Date: dayKey(line.at, line.timeZone),
  Time: wallClockTime(line.at, line.timeZone),
  Meeting: line.title,
  Club: line.club ?? "",
});

const number = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));
/** A rate or an average as the page writes it, to one decimal ("2.0"). */
const decimal = (value: number | null) => (value === null ? "" : value.toFixed(1));

/** The record's rows, oldest first; within a meeting: roles, speeches, evaluations, awards. */
export function recordCsvRows(record: SpeakingRecord): string[][] {
  const lines: Array<{ at: string; order: number; cells: Cells }> = [
    ...record.roles.map((role) => ({
      at: role.at,
      order: 0,
      cells: { ...meetingCells(role), Line: "Role", Role: role.role },
    })),
    ...record.speeches.map((speech) => ({
      at: speech.at,
      order: 1,
      cells: {
        ...meetingCells(speech),
        Line: "Speech",
        Speech: speech.speechTitle ?? "",
        Project: speech.project ?? "",
        Planned: rangeText(speech.range),
        "Actual time": speech.durationSeconds === null ? "" : durationText(speech.durationSeconds),
        Seconds: number(speech.durationSeconds),
        Verdict: speech.verdict ? VERDICT_LABELS[speech.verdict] : "",
        "Filler words": number(speech.fillers),
        "Filler words per minute": decimal(speechFillerRate(speech)),
      },
    })),
    ...record.evaluations.map((evaluation) => ({
      at: evaluation.at,
      order: 2,
      cells: {
        ...meetingCells(evaluation),
        Line: "Evaluation",
        Evaluator: evaluation.evaluator,
        ...Object.fromEntries(CRITERIA.map(({ key, name }) => [name, number(evaluation.scores[key] || null)])),
        "Average score": decimal(averageScore(evaluation.scores)),
        Opening: evaluation.opening,
        "To improve": evaluation.improvement,
        Closing: evaluation.closing,
      },
    })),
    ...record.awards.map((award) => ({
      at: award.at,
      order: 3,
      cells: { ...meetingCells(award), Line: "Award", Award: VOTE_CATEGORY_LABELS[award.category] },
    })),
  ];
  return lines
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.order - b.order)
    .map(({ cells }) => RECORD_CSV_HEADER.map((column) => cells[column] ?? ""));
}

export const recordCsv = (record: SpeakingRecord) => csvText(RECORD_CSV_HEADER, recordCsvRows(record));

/** "marcus-chen-speaking-record-2026-11-28.csv" */
export const recordFileName = (memberName: string, day: string) =>
  `${fileNamePart(memberName) || "my"}-speaking-record-${day}.csv`;

/** The CSV's address takes the page's filter (`?club=…&period=…`); without it, the whole record. */
export const recordCsvQuery = z.object({
  club: z.string().max(100).optional(),
  period: z.enum(RECORD_PERIODS.map((period) => period.key) as [RecordPeriod, ...RecordPeriod[]]).optional(),
});
