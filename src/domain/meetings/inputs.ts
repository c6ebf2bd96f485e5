import { z } from "zod";
import { ID_PATTERN } from "../ids";
import { textField } from "../text";
import { HOUR } from "../time";
import { FILLER_WORDS, SPEAKER_NAME_MAX } from "../tools/ah-counter";
import { SPEECH_TYPES } from "../tools/timer";

/**
 * What a meeting's console sends (docs/decisions/159): each action carries the id its device gave it, so an action
 * that arrives twice (a retry, a replay after the device was offline) counts once, and the moment it happened on
 * the server's clock (`at`), so a replay records the time it was done, not the time it arrived.
 */

export const MEETING_LIMITS = {
  speechTitle: 120,
  speakerName: SPEAKER_NAME_MAX,
  /** An action may say it happened up to this long before the meeting's start (early arrivals set up)… */
  earlyMs: 2 * HOUR,
  /** …and no later than this after the server's now (clock skew). */
  aheadMs: 10_000,
  graceSecondsMax: 120,
} as const;

const uuid = (label: string) => z.string().regex(ID_PATTERN, `${label} must be an id.`);
const instant = z.iso.datetime({ offset: true, error: "at must be a date and time (ISO 8601)." });

export const actionInput = z.strictObject({ actionId: uuid("actionId"), at: instant.optional() });
export type ActionInput = z.infer<typeof actionInput>;

export const itemStartInput = z.strictObject({ at: instant.optional() });

const speechTypeIds = SPEECH_TYPES.map((type) => type.id) as [string, ...string[]];

/** The fields of a speech the timer starts. */
const timingStartFields = {
  id: uuid("id"),
  at: instant.optional(),
  agendaItemId: uuid("agendaItemId").optional(),
  speakerUserId: z.string().min(1).max(100).optional(),
  speakerName: textField("Speaker name", MEETING_LIMITS.speakerName).optional(),
  speechTitle: textField("Speech title", MEETING_LIMITS.speechTitle).optional(),
  speechTypeId: z.enum(speechTypeIds, { error: "Choose a speech type." }).optional(),
};

/** A speech the timer starts: a member of the meeting (by id) or a guest (by name). */
export const timingStartInput = z
  .strictObject(timingStartFields)
  .refine((value) => value.speakerUserId !== undefined || (value.speakerName ?? "").trim() !== "", {
    message: "Choose a speaker or give a name.",
  });
export type TimingStartInput = z.infer<typeof timingStartInput>;

export const TIMING_ACTIONS = ["pause", "resume", "stop"] as const;
export type TimingAction = (typeof TIMING_ACTIONS)[number];

const thresholdSeconds = z.number().int().min(0);

/**
 * A timer action as the console keeps it on the device until the server has it (docs/decisions/159): the server's
 * input with its kind and its moment — a start is timingStartInput's fields, plus the speaker's name and the marks
 * the screen shows meanwhile; a pause, resume or stop is actionInput's id and moment, plus the speech it changes.
 */
export const queuedTimerAction = z.discriminatedUnion("kind", [
  z.object({
    ...timingStartFields,
    kind: z.literal("start"),
    at: instant,
    /** A member's name (the server is sent their id) or the guest's name as typed. */
    speakerName: timingStartFields.speakerName.unwrap(),
    thresholds: z.object({
      green: thresholdSeconds,
      yellow: thresholdSeconds,
      red: thresholdSeconds,
      overtime: thresholdSeconds,
    }),
  }),
  z.object({ kind: z.enum(TIMING_ACTIONS), id: uuid("id"), timingId: uuid("timingId"), at: instant }),
]);
export type QueuedTimerAction = z.infer<typeof queuedTimerAction>;

/** A tap of the ah counter: one more (or, to correct a slip, one fewer) of a word for a speaker. */
export const fillerTapInput = z
  .strictObject({
    actionId: uuid("actionId"),
    speakerUserId: z.string().min(1).max(100).optional(),
    speakerName: textField("Speaker name", MEETING_LIMITS.speakerName).optional(),
    word: z.enum(FILLER_WORDS, { error: "Count one of the eight filler words." }),
    delta: z.union([z.literal(1), z.literal(-1)]).default(1),
  })
  .refine((value) => value.speakerUserId !== undefined || (value.speakerName ?? "").trim() !== "", {
    message: "Choose a speaker or give a name.",
  });
export type FillerTapInput = z.infer<typeof fillerTapInput>;

export const graceInput = z
  .number({ error: "The grace must be a number of seconds." })
  .int("The grace must be whole seconds.")
  .min(0, "The grace cannot be negative.")
  .max(MEETING_LIMITS.graceSecondsMax, `The grace is at most ${MEETING_LIMITS.graceSecondsMax} seconds.`);

/** Where `at` may lie: from two hours before the meeting to a few seconds past the server's now. */
export function actionTimeProblem(at: Date, meetingStart: Date, now: number): string | undefined {
  if (Number.isNaN(at.getTime())) return "at must be a date and time (ISO 8601).";
  if (at.getTime() > now + MEETING_LIMITS.aheadMs) return "That moment has not come yet.";
  if (at.getTime() < meetingStart.getTime() - MEETING_LIMITS.earlyMs) return "That moment is before the meeting.";
  return undefined;
}
