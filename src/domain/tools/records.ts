/**
 * What the three meeting tools keep in the browser's local storage, under the specification's keys, and how a
 * stored value is read back: anything that is not a list of well-formed records (corrupt JSON, another app's data,
 * an older shape) is ignored record by record, never a crash.
 */
import { z } from "zod";

export const STORAGE_KEYS = {
  timer: "toastmasters-timer-history",
  ahCounter: "ah-counter-history",
  evaluator: "evaluator-form-history",
} as const;

const text = z.string().max(10_000);
const timestamp = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "a date");
const count = z.number().int().min(0).max(1_000_000);
/** A saved entry's id: made in the browser (a UUID where the browser can make one). */
export const recordId = z.string().min(1).max(200);

export const timerRecordSchema = z.object({
  id: recordId,
  speakerName: text,
  speechType: text,
  duration: count,
  finalStage: z.enum(["green", "yellow", "red"]),
  timestamp,
});
export type TimerRecord = z.infer<typeof timerRecordSchema>;

export const counterSpeakerSchema = z.object({
  id: recordId,
  name: text,
  fillerWords: z.record(z.string().max(100), count),
  totalCount: count,
});
export type CounterSpeaker = z.infer<typeof counterSpeakerSchema>;

export const counterSessionSchema = z.object({
  id: recordId,
  timestamp,
  speakers: z.array(counterSpeakerSchema).max(1000),
});
export type CounterSession = z.infer<typeof counterSessionSchema>;

export const evaluationRecordSchema = z.object({
  id: recordId,
  speakerName: text,
  speechTitle: text,
  positiveOpening: text,
  criteria: z.array(z.object({ name: text, score: z.number().int().min(0).max(5), feedback: text })).max(50),
  improvementPoints: text,
  positiveClosing: text,
  overallScore: z.number().min(0).max(5),
  timestamp,
});
export type EvaluationRecord = z.infer<typeof evaluationRecordSchema>;

/** The well-formed records of a stored value (null, corrupt JSON or a non-list give none). */
export function readRecords<T>(stored: string | null, schema: z.ZodType<T>): T[] {
  if (stored === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A new record goes first: history lists show the newest on top. */
export function withRecord<T>(records: readonly T[], record: T): T[] {
  return [record, ...records];
}
