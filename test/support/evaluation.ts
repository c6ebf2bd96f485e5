/** An evaluator's form for the tests of evaluations, and its submission on a meeting's console (docs/decisions/159). */
import { type EvaluationForm, emptyEvaluation } from "../../src/domain/tools/evaluator";
import type { TestClient } from "./server";

/**
 * The form as an evaluator fills it in for Pia's "Bridges": an opening, a rated clarity, a point to improve and a
 * closing; `changes` on top.
 */
export function anEvaluation(changes: Partial<EvaluationForm> = {}): EvaluationForm {
  const empty = emptyEvaluation();
  return {
    ...empty,
    speakerName: "Pia",
    speechTitle: "Bridges",
    positiveOpening: "A gripping opening story.",
    ratings: { ...empty.ratings, clarity: { score: 4, feedback: "Clear structure" } },
    improvementPoints: "Pause after the question.",
    positiveClosing: "I look forward to your next speech.",
    ...changes,
  };
}

/** The evaluator sends `form` (a filled one unless given) for the speaker: PUT /api/meetings/:id/evaluations/:speaker. */
export const evaluate = (client: TestClient, eventId: string, speakerUserId: string, form: unknown = anEvaluation()) =>
  client.api.meetings[":id"].evaluations[":speakerUserId"].$put({
    param: { id: eventId, speakerUserId },
    json: form as EvaluationForm,
  });
