/**
 * The evaluation being written, kept in local storage as a draft (a reload or a dropped tab loses nothing), and the
 * history of submitted evaluations under the specification's key.
 */
import { z } from "zod";
import { CRITERIA, type CriterionKey, type EvaluationForm, emptyEvaluation } from "@/domain/tools/evaluator";
import { type EvaluationRecord, evaluationRecordSchema, readRecords, STORAGE_KEYS } from "@/domain/tools/records";
import { parseJson, useStored } from "../browser-storage";

export const EVALUATION_DRAFT_KEY = "evaluator-form-draft";

export type EvaluationDraft = { step: number; form: EvaluationForm };

const text = z.string().max(10_000);
const draftSchema = z.object({
  step: z.number().int().min(1).max(4),
  form: z.object({
    speakerName: text,
    speechTitle: text,
    positiveOpening: text,
    ratings: z.object(
      Object.fromEntries(
        CRITERIA.map(({ key }) => [key, z.object({ score: z.number().int().min(0).max(5), feedback: text })]),
      ) as Record<CriterionKey, z.ZodObject<{ score: z.ZodNumber; feedback: z.ZodString }>>,
    ),
    improvementPoints: text,
    positiveClosing: text,
  }),
});

export const newDraft = (): EvaluationDraft => ({ step: 1, form: emptyEvaluation() });

const parseDraft = (raw: string | null): EvaluationDraft => {
  const parsed = draftSchema.safeParse(parseJson(raw));
  return parsed.success ? parsed.data : newDraft();
};

export function useEvaluationDraft() {
  return useStored(EVALUATION_DRAFT_KEY, parseDraft);
}

const parseHistory = (raw: string | null) => readRecords(raw, evaluationRecordSchema);

export function useEvaluationHistory() {
  return useStored<EvaluationRecord[]>(STORAGE_KEYS.evaluator, parseHistory);
}
