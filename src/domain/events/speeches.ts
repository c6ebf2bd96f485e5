import { z } from "zod";
import { ID_PATTERN } from "../ids";
import { errorMessage } from "../messages";
import { textField } from "../text";
import { DEFAULT_SPEECH_RANGE, SPEECH_MINUTES_MAX, type SpeechRange } from "./speech-timing";

/**
 * A pitcher's speech details (docs/decisions/145) and an evaluator's pairing with a speaker (docs/decisions/146):
 * limits, input schemas and the words the pages and the server share.
 */

export const SPEECH_LIMITS = {
  title: 120,
  project: 120,
  projectChoice: 200,
  minMinutes: 1,
  maxMinutes: SPEECH_MINUTES_MAX,
} as const;

/** A range of whole minutes: at least 1, at most 60, the minimum below the maximum. */
export function speechRangeProblem({ minMinutes, maxMinutes }: SpeechRange): string | undefined {
  const whole = (value: number) => Number.isInteger(value);
  if (!whole(minMinutes) || !whole(maxMinutes)) return "Times must be whole minutes.";
  if (minMinutes < SPEECH_LIMITS.minMinutes) return "The minimum time must be at least 1 minute.";
  if (maxMinutes > SPEECH_LIMITS.maxMinutes)
    return `The maximum time must be at most ${SPEECH_LIMITS.maxMinutes} minutes.`;
  if (minMinutes >= maxMinutes) return "The maximum time must be longer than the minimum time.";
  return undefined;
}

const minutes = (label: string) =>
  z.number({ error: `${label} must be a number of minutes.` }).int(`${label} must be whole minutes.`);

/** The project a speech is for: one of the holder's own choices (its id) or free text. */
export const speechProjectInput = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("choice"),
    id: textField("Project", SPEECH_LIMITS.projectChoice).min(1, "Choose a project."),
  }),
  z.strictObject({
    kind: z.literal("other"),
    title: textField("Project", SPEECH_LIMITS.project).min(1, "Project is required"),
  }),
]);
export type SpeechProjectInput = z.infer<typeof speechProjectInput>;

export const speechDetailsInput = z
  .strictObject({
    title: textField("Speech title", SPEECH_LIMITS.title).min(1, "Speech title is required"),
    project: speechProjectInput,
    minMinutes: minutes("Minimum time").default(DEFAULT_SPEECH_RANGE.minMinutes),
    maxMinutes: minutes("Maximum time").default(DEFAULT_SPEECH_RANGE.maxMinutes),
  })
  .superRefine((value, context) => {
    const problem = speechRangeProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["maxMinutes"] });
  });
export type SpeechDetailsInput = z.infer<typeof speechDetailsInput>;

export const pairingInput = z.strictObject({
  speakerAssignmentId: z.string().regex(ID_PATTERN, "speakerAssignmentId must be a role assignment's id.").nullable(),
});

/** Ids of a member's project choices: "pathway:<pathway id>:<project number>" or "goal:<program id>:<goal id>". */
export const pathwayProjectChoiceId = (pathwayId: string, number: number) => `pathway:${pathwayId}:${number}`;
export const goalChoiceId = (programId: number, goalId: string) => `goal:${programId}:${goalId}`;

export type ProjectChoice =
  | { kind: "pathway"; pathwayId: string; projectNumber: number }
  | { kind: "goal"; programId: number; goalId: string };

/** The pathway project or goal a choice's id names; undefined for an id of neither form. */
export function parseProjectChoice(choiceId: string): ProjectChoice | undefined {
  const [kind, owner, rest, ...extra] = choiceId.split(":");
  if (extra.length > 0 || !owner || !rest) return undefined;
  if (kind === "pathway" && ID_PATTERN.test(owner) && /^[1-9]\d{0,3}$/.test(rest)) {
    return { kind, pathwayId: owner, projectNumber: Number(rest) };
  }
  if (kind === "goal" && /^[1-9]\d{0,3}$/.test(owner)) return { kind, programId: Number(owner), goalId: rest };
  return undefined;
}

/** "5–7 min" */
export const speechRangeText = ({ minMinutes, maxMinutes }: SpeechRange) => `${minMinutes}–${maxMinutes} min`;

export const SPEECH_MESSAGES = {
  notAPitcher: "Speech details belong to a speaking role (a pitcher's, a speaker's): this assignment is not one.",
  notAnEvaluator: "Only an evaluator's role can be paired with a speaker.",
  speakerGone: "That speaker's role assignment no longer exists.",
  speakerNotAPitcher: "An evaluator can only be paired with an evaluated speaker of the same meeting.",
  speakerTaken: (evaluator: string) => `${evaluator} already evaluates this speaker. Each speaker has one evaluator.`,
  mayNotEditSpeech: "Only the speaker, an officer of the club or an admin can change these speech details.",
  mayNotPair: "Only the evaluator, an officer of the club or an admin can choose whom this evaluator evaluates.",
  unknownProject: "That project is not one of the speaker's pathway projects or certification goals.",
  saved: { title: "Speech Details Saved", description: "The speech details are on the agenda." },
  cleared: { title: "Speech Details Removed", description: "The speech details were removed." },
  paired: (evaluator: string, speaker: string) => ({
    title: "Evaluator Paired",
    description: `${evaluator} evaluates ${speaker}.`,
  }),
  unpaired: { title: "Pairing Removed", description: "The evaluator is no longer paired with a speaker." },
  saveFailed: errorMessage("Failed to save the speech details."),
  pairFailed: errorMessage("Failed to pair the evaluator."),
} as const;
