import { z } from "zod";
import { formatDate } from "../dates";
import { isId } from "../ids";
import type { Message } from "../messages";
import { textField } from "../text";
import { DAY, SECOND } from "../time";
import { FILLER_WORDS } from "../tools/ah-counter";
import { CRITERIA, type CriterionKey, type Rating } from "../tools/evaluator";
import { type EvaluationRecord, recordId } from "../tools/records";
import { SPEECH_TYPES } from "../tools/timer";
import { type EvaluationInput, evaluationInput } from "./evaluations";
import { MEETING_LIMITS } from "./inputs";

/**
 * Attaching a standalone tool's saved entry to a meeting afterwards (docs/decisions/244): a timer log, one counted
 * speaker of an ah-counter session or an evaluation lands in the meeting's own tables, for a speaker who held a role
 * at the meeting or attended it, from the meeting's start until 30 days after it. The entry's id makes a repeat one.
 */

export const ATTACHED_TOOLS = ["timer", "ah-counter", "evaluator"] as const;
export type AttachedTool = (typeof ATTACHED_TOOLS)[number];

/** How long after a meeting's start its entries may still be attached. */
export const ATTACH_WINDOW_MS = 30 * DAY;

export type AttachWindowProblem = "cancelled" | "notBegun" | "tooLate";

export function attachWindowProblem(
  meeting: { eventDate: Date | string; cancelledAt: Date | string | null },
  now: number,
): AttachWindowProblem | undefined {
  if (meeting.cancelledAt) return "cancelled";
  const start = new Date(meeting.eventDate).getTime();
  if (now < start) return "notBegun";
  if (now > start + ATTACH_WINDOW_MS) return "tooLate";
  return undefined;
}

const speakerUserId = z.string({ error: "Choose a speaker." }).min(1, "Choose a speaker.").max(100);
const countOfWord = z.number().int().min(0).max(10_000);

/** A timer log: the speech's duration, when it was logged, its speech type as the timer named it and a title. */
export const attachTimingInput = z.strictObject({
  entryId: recordId,
  speakerUserId,
  speechTitle: textField("Speech title", MEETING_LIMITS.speechTitle).optional(),
  speechType: textField("Speech type", MEETING_LIMITS.speechTitle),
  durationSeconds: z
    .number()
    .int()
    .min(1)
    .max(DAY / SECOND),
  loggedAt: z.iso.datetime({ offset: true, error: "loggedAt must be a date and time (ISO 8601)." }),
});
export type AttachTimingInput = z.infer<typeof attachTimingInput>;

/** One counted speaker of an ah-counter session: the session's id, the speaker's id in it and the counts per word. */
export const attachFillersInput = z.strictObject({
  entryId: recordId,
  countedSpeakerId: recordId,
  speakerUserId,
  counts: z.partialRecord(z.enum(FILLER_WORDS), countOfWord),
});
export type AttachFillersInput = z.infer<typeof attachFillersInput>;

/** An evaluation written in the standalone evaluator, with the form the meeting's console sends. */
export const attachEvaluationInput = z.strictObject({ entryId: recordId, speakerUserId, form: evaluationInput });
export type AttachEvaluationInput = z.infer<typeof attachEvaluationInput>;

/** Each tool's input, which the browser checks an entry with before sending it. */
export const ATTACH_INPUTS = {
  timer: attachTimingInput,
  "ah-counter": attachFillersInput,
  evaluator: attachEvaluationInput,
} as const satisfies Record<AttachedTool, z.ZodType>;

/** A counted speaker's counts of the eight filler words (a word the session did not count is left out). */
export const countsOfWords = (fillerWords: Readonly<Record<string, number>>): AttachFillersInput["counts"] =>
  Object.fromEntries(FILLER_WORDS.flatMap((word) => (word in fillerWords ? [[word, fillerWords[word]]] : [])));

/** The timer's speech type of a log (by the name it was logged with), when it is one of the fixed ones. */
export const speechTypeIdNamed = (name: string) => SPEECH_TYPES.find((type) => type.name === name)?.id;

/** The id a timer log's timed speech takes at the meeting: the log's own, when the browser made it a UUID. */
export const timingIdOf = (entryId: string, fresh: () => string) => (isId(entryId) ? entryId : fresh());

/** A saved evaluation as the meeting's form: its ratings by criterion (a criterion it lacks is not rated). */
export function evaluationFormOfRecord(record: EvaluationRecord): EvaluationInput {
  const ratings = Object.fromEntries(
    CRITERIA.map(({ key, name }) => {
      const saved = record.criteria.find((criterion) => criterion.name === name);
      return [key, { score: saved?.score ?? 0, feedback: saved?.feedback ?? "" }];
    }),
  ) as Record<CriterionKey, Rating>;
  return {
    speakerName: record.speakerName,
    speechTitle: record.speechTitle,
    positiveOpening: record.positiveOpening,
    ratings,
    improvementPoints: record.improvementPoints,
    positiveClosing: record.positiveClosing,
  };
}

export type AttachMeeting = { title: string; club: string | null; at: string; timeZone: string };

/** "Club Night · Riverside Speakers · Mar 4, 7:00 PM": the meeting, its club and its start in the club's zone. */
export const attachMeetingLabel = (meeting: AttachMeeting) =>
  [meeting.title, meeting.club, formatDate(meeting.at, "month-day-time", { timeZone: meeting.timeZone })]
    .filter(Boolean)
    .join(" · ");

export const ATTACH_MESSAGES = {
  notAllowed: "Only an active member of the meeting's club can attach entries to its meetings.",
  notBegun: "This meeting has not begun yet: attach entries once it has started.",
  tooLate: "Entries can be attached until 30 days after a meeting.",
  notAtMeeting: "Choose someone who held a role at this meeting or attended it.",
  ownEvaluation: "You cannot attach an evaluation of your own speech.",
  evaluated: (speaker: string) => `You have already evaluated ${speaker} at this meeting.`,
  alreadyAttached: (meeting: string) => `This entry is already attached to ${meeting}.`,
  attached: (speaker: string, meeting: string): Message => ({
    title: "Entry Attached",
    description: `Added to ${speaker}'s speaking record for ${meeting}.`,
  }),
  failed: { title: "Not Attached", description: "The entry could not be attached. Please try again." },
} as const;
