import { z } from "zod";
import { textField } from "../text";
import { SPEAKER_NAME_MAX } from "../tools/ah-counter";
import { CRITERIA, type CriterionKey, type EvaluationForm, FIELD_MAX, formScore } from "../tools/evaluator";

/**
 * An evaluation written at a meeting (docs/decisions/159): the standalone evaluator's four-step form, with its
 * limits and required fields, sent by the evaluator paired with the speaker and delivered to that speaker.
 */

export const EVALUATION_LIMITS = {
  speakerName: SPEAKER_NAME_MAX,
  speechTitle: 200,
  field: FIELD_MAX,
  criterionKey: 60,
  criterionName: 80,
  projectCriteria: 10,
} as const;

const required = (label: string, max: number, multiLine = false) =>
  textField(label, max, { multiLine }).refine((value) => value !== "", `${label} is required.`);
const optional = (label: string) => textField(label, FIELD_MAX, { multiLine: true }).default("");

const rating = (name: string) =>
  z.strictObject({
    score: z
      .number({ error: `The ${name} rating must be a number of stars.` })
      .int(`The ${name} rating must be whole stars.`)
      .min(0, `The ${name} rating is 0 (not rated) to 5 stars.`)
      .max(5, `The ${name} rating is 0 (not rated) to 5 stars.`),
    feedback: optional(`${name} feedback`),
  });

const ratings = z.strictObject(
  Object.fromEntries(CRITERIA.map(({ key, name }) => [key, rating(name)])) as Record<
    CriterionKey,
    ReturnType<typeof rating>
  >,
);

/** Ratings on the project's own criteria (decision 242); the server keeps those the speaker's project defines. */
const projectRatings = z
  .array(
    rating("project criterion").extend({
      key: textField("Criterion", EVALUATION_LIMITS.criterionKey),
      name: textField("Criterion", EVALUATION_LIMITS.criterionName),
    }),
  )
  .max(EVALUATION_LIMITS.projectCriteria, "A project has at most 10 criteria.")
  .optional();

/** The form as the console sends it: the same fields, limits and required ones as the standalone evaluator. */
export const evaluationInput = z.strictObject({
  speakerName: required("Speaker name", EVALUATION_LIMITS.speakerName),
  speechTitle: required("Speech title", EVALUATION_LIMITS.speechTitle),
  positiveOpening: required("Positive opening", FIELD_MAX, true),
  ratings,
  projectRatings,
  improvementPoints: optional("Improvement points"),
  positiveClosing: required("Positive closing", FIELD_MAX, true),
});
export type EvaluationInput = z.input<typeof evaluationInput>;

/** The checked input as the evaluator's form (the shape saved and shown). */
export const evaluationForm = (input: z.output<typeof evaluationInput>): EvaluationForm => input;

export const EVALUATION_MESSAGES = {
  notPaired: "Only an evaluator paired with this speaker can evaluate them.",
  noPairing: "You are not paired with a speaker at this meeting yet: an officer pairs evaluators with speakers.",
  /** The evaluator's toast: first time and after a change. */
  delivered: (speaker: string) => ({
    title: "Evaluation Submitted",
    description: `Your evaluation of ${speaker} has been saved and sent to them.`,
  }),
  updated: (speaker: string) => ({
    title: "Evaluation Updated",
    description: `Your evaluation of ${speaker} has been updated.`,
  }),
  failed: { title: "Evaluation Not Saved", description: "Your evaluation could not be saved. Please try again." },
} as const;

export type EvaluationSection = { heading: string; lines: string[] };

/**
 * The evaluation as a reader sees it, in the form's order: the opening, each rated or commented criterion
 * ("Clarity: 4/5 — clear structure"), the overall score, the points to improve and the closing.
 * Empty parts are left out.
 */
export function evaluationSections(form: EvaluationForm): EvaluationSection[] {
  const rated = [...CRITERIA.map(({ key, name }) => ({ name, ...form.ratings[key] })), ...(form.projectRatings ?? [])];
  const criteria = rated.flatMap(({ name, score, feedback }) => {
    const stars = score > 0 ? `${score}/5` : "not rated";
    if (score === 0 && !feedback.trim()) return [];
    return [`${name}: ${stars}${feedback.trim() ? ` — ${feedback.trim()}` : ""}`];
  });
  const score = formScore(form);
  const sections: EvaluationSection[] = [
    { heading: "What worked", lines: [form.positiveOpening.trim()] },
    {
      heading: "Ratings",
      lines: [...criteria, `Overall score: ${score > 0 ? `${score.toFixed(1)} / 5` : "not rated"}`],
    },
    { heading: "To improve", lines: form.improvementPoints.trim() ? [form.improvementPoints.trim()] : [] },
    { heading: "Looking ahead", lines: [form.positiveClosing.trim()] },
  ];
  return sections.filter((section) => section.lines.some((line) => line !== ""));
}
