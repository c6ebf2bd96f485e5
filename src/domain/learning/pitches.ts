import { z } from "zod";
import { textField } from "../text";

/** Longest pitch texts the server accepts. */
export const PITCH_LIMITS = { title: 120, description: 500, content: 10_000 } as const;

export const PITCH_TIPS = [
  "Open with a hook: a question, a surprising number or a short story that makes the problem real.",
  "Say who it is for and what changes for them — outcomes, not features.",
  "Keep one clear structure: problem, solution, proof, ask.",
  "Back every claim with one concrete example, customer quote or figure.",
  "End with a specific ask and rehearse it out loud until it sounds like you.",
] as const;

/** The Progress checklist of the pitch screen. */
export function pitchChecklist(pitch: { title: string; description: string; content: string }) {
  return [
    { label: "Title", done: pitch.title.trim().length > 0 },
    { label: "Description", done: pitch.description.trim().length > 0 },
    { label: "Content", done: pitch.content.trim().length > 0 },
  ];
}

/** Title and content must not be blank (the spec's only rule), and every text has a cap. */
export const isPitchReady = (pitch: { title: string; content: string }) =>
  pitch.title.trim().length > 0 && pitch.content.trim().length > 0;

const pitchTexts = {
  title: textField("Pitch Title", PITCH_LIMITS.title).min(1, "Pitch Title is required"),
  description: textField("Description", PITCH_LIMITS.description, { multiLine: true }).default(""),
  content: textField("Pitch Content", PITCH_LIMITS.content, { multiLine: true }).min(1, "Pitch Content is required"),
};

const goalId = textField("Goal", 80).min(1, "Goal is required");

export const newPitchInput = z.strictObject({
  certificationId: z.number().int().positive(),
  goalId,
  ...pitchTexts,
});

export const pitchChangeInput = z.strictObject({ goalId: goalId.optional(), ...pitchTexts });

export type NewPitchInput = z.infer<typeof newPitchInput>;
export type PitchChangeInput = z.infer<typeof pitchChangeInput>;
