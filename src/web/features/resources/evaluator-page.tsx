import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { type FormEvent, useEffect, useRef } from "react";
import { EVALUATION_STEPS, type EvaluationForm, evaluationRecord, stepComplete } from "@/domain/tools/evaluator";
import { TOOL_MESSAGES } from "@/domain/tools/messages";
import { withRecord } from "@/domain/tools/records";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/components/ui/cn";
import { notify } from "@/web/lib/toast";
import { newRecordId } from "./browser-storage";
import { EvaluationHistory } from "./evaluator/evaluation-history";
import { BasicInformation, DetailedEvaluation, PositiveClosing, PositiveOpening } from "./evaluator/evaluation-steps";
import { newDraft, useEvaluationDraft, useEvaluationHistory } from "./evaluator/use-evaluation";
import { ToolHeader } from "./tool-header";

const STEP_CONTENT = [BasicInformation, PositiveOpening, DetailedEvaluation, PositiveClosing];

export function Component() {
  const [draft, saveDraft] = useEvaluationDraft();
  const [history, saveHistory] = useEvaluationHistory();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { step, form } = draft;
  const StepContent = STEP_CONTENT[step - 1] ?? BasicInformation;

  // After Next, Back or Submit, the keyboard and screen reader start at the new step's heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const change = (patch: Partial<EvaluationForm>) => saveDraft({ step, form: { ...form, ...patch } });
  const goTo = (next: number) => {
    moved.current = true;
    saveDraft({ step: next, form });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stepComplete(step, form)) return notify(TOOL_MESSAGES.evaluationMissingInformation);
    if (step < 4) return goTo(step + 1);
    const record = evaluationRecord(form, newRecordId(), new Date());
    saveHistory(withRecord(history, record));
    moved.current = true;
    saveDraft(newDraft());
    notify(TOOL_MESSAGES.evaluationSubmitted(record.speakerName));
  };

  return (
    <>
      <ToolHeader
        title="Evaluator Form"
        description="Give a speaker a structured, encouraging evaluation: open positive, rate seven skills, close positive."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="p-5 sm:p-6">
          <ol className="grid grid-cols-4 gap-2" aria-label="Steps">
            {EVALUATION_STEPS.map((name, index) => {
              const number = index + 1;
              return (
                <li key={name} aria-current={number === step ? "step" : undefined} className="min-w-0">
                  <span
                    className={cn(
                      "block h-1.5 rounded-full",
                      number <= step ? "bg-accent-600" : "bg-slate-200 dark:bg-slate-700",
                    )}
                  />
                  <span
                    className={cn(
                      "mt-2 block text-xs sm:text-sm",
                      number === step ? "font-semibold" : "text-slate-600 dark:text-slate-400",
                    )}
                  >
                    <span className="sm:hidden">{number}</span>
                    <span className="hidden sm:inline">{name}</span>
                    {number === step && <span className="sr-only"> (current step)</span>}
                  </span>
                </li>
              );
            })}
          </ol>
          <form onSubmit={submit} noValidate className="mt-6 space-y-6">
            <h2 ref={heading} tabIndex={-1} className="font-semibold text-xl">
              Step {step} of 4: {EVALUATION_STEPS[step - 1]}
            </h2>
            <StepContent form={form} change={change} />
            <div className="flex justify-between gap-3">
              {step > 1 ? (
                <Button variant="secondary" size="lg" onClick={() => goTo(step - 1)}>
                  <ArrowLeft aria-hidden="true" className="size-5" />
                  Back
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" size="lg">
                {step < 4 ? "Next" : "Submit Evaluation"}
                {step < 4 ? (
                  <ArrowRight aria-hidden="true" className="size-5" />
                ) : (
                  <Check aria-hidden="true" className="size-5" />
                )}
              </Button>
            </div>
          </form>
        </Card>
        <EvaluationHistory />
      </div>
    </>
  );
}
