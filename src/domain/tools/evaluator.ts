/**
 * The evaluator form's rules: the seven criteria, which fields each step needs, the overall score (the mean of the
 * rated criteria, one decimal, 0 when nothing is rated) and the saved record.
 */
import type { EvaluationRecord } from "./records";

export const CRITERIA = [
  { key: "clarity", name: "Clarity", hint: "Was the message clear, organised and easy to follow?" },
  { key: "vocalVariety", name: "Vocal Variety", hint: "Pace, pitch, volume and pauses that support the words." },
  { key: "eyeContact", name: "Eye Contact", hint: "Did the speaker connect with the whole room?" },
  { key: "gestures", name: "Gestures", hint: "Purposeful movement and body language." },
  { key: "comfortLevel", name: "Comfort Level", hint: "Confidence and ease in front of the audience." },
  { key: "interest", name: "Interest", hint: "Did the speech hold attention from start to finish?" },
  { key: "audienceAwareness", name: "Audience Awareness", hint: "Content and delivery suited to this audience." },
] as const;

export type CriterionKey = (typeof CRITERIA)[number]["key"];
export type Rating = { score: number; feedback: string };

export const EVALUATION_STEPS = ["Basic Information", "Positive Opening", "Detailed Evaluation", "Positive Closing"];
export const FIELD_MAX = 5_000;

/** A rating on one of a pathway project's own criteria (docs/decisions/242), named as the project names it. */
export type ProjectRating = Rating & { key: string; name: string };

export type EvaluationForm = {
  speakerName: string;
  speechTitle: string;
  positiveOpening: string;
  ratings: Record<CriterionKey, Rating>;
  /** At a meeting, for a speech of a pathway project with criteria of its own: the form rates those instead. */
  projectRatings?: ProjectRating[];
  improvementPoints: string;
  positiveClosing: string;
};

export const emptyEvaluation = (): EvaluationForm => ({
  speakerName: "",
  speechTitle: "",
  positiveOpening: "",
  ratings: Object.fromEntries(CRITERIA.map(({ key }) => [key, { score: 0, feedback: "" }])) as Record<
    CriterionKey,
    Rating
  >,
  improvementPoints: "",
  positiveClosing: "",
});

const filled = (value: string) => value.trim() !== "";

/** Whether Next (steps 1–3) or Submit (step 4) may go on; step 4 also re-checks every required field. */
export function stepComplete(step: number, form: EvaluationForm): boolean {
  switch (step) {
    case 1:
      return filled(form.speakerName) && filled(form.speechTitle);
    case 2:
      return filled(form.positiveOpening);
    case 3:
      return true;
    default:
      return (
        filled(form.speakerName) &&
        filled(form.speechTitle) &&
        filled(form.positiveOpening) &&
        filled(form.positiveClosing)
      );
  }
}

/** The mean of the rated criteria (scores 1–5) rounded to one decimal; 0 when nothing is rated. */
export function overallScore(scores: readonly number[]): number {
  const rated = scores.filter((score) => score >= 1 && score <= 5);
  if (rated.length === 0) return 0;
  const mean = rated.reduce((sum, score) => sum + score, 0) / rated.length;
  return Math.round(mean * 10) / 10;
}

export function formScore(form: EvaluationForm): number {
  return overallScore([
    ...CRITERIA.map(({ key }) => form.ratings[key].score),
    ...(form.projectRatings ?? []).map((rating) => rating.score),
  ]);
}

const clean = (value: string) => value.trim().slice(0, FIELD_MAX);

export function evaluationRecord(form: EvaluationForm, id: string, timestamp: Date): EvaluationRecord {
  return {
    id,
    speakerName: clean(form.speakerName),
    speechTitle: clean(form.speechTitle),
    positiveOpening: clean(form.positiveOpening),
    criteria: CRITERIA.map(({ key, name }) => ({
      name,
      score: form.ratings[key].score,
      feedback: clean(form.ratings[key].feedback),
    })),
    improvementPoints: clean(form.improvementPoints),
    positiveClosing: clean(form.positiveClosing),
    overallScore: formScore(form),
    timestamp: timestamp.toISOString(),
  };
}
