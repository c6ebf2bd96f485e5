import { type EvaluationForm, evaluationRecord } from "@/domain/tools/evaluator";
import { TOOL_MESSAGES } from "@/domain/tools/messages";
import { withRecord } from "@/domain/tools/records";
import { Card } from "@/web/components/ui/card";
import { EvaluationSteps } from "@/web/components/ui/evaluation-steps";
import { notify } from "@/web/lib/toast";
import { newRecordId } from "./browser-storage";
import { EvaluationHistory } from "./evaluator/evaluation-history";
import { newDraft, useEvaluationDraft, useEvaluationHistory } from "./evaluator/use-evaluation";
import { ToolHeader } from "./tool-header";

export function Component() {
  const [draft, saveDraft] = useEvaluationDraft();
  const [history, saveHistory] = useEvaluationHistory();
  const { step, form } = draft;

  const submit = () => {
    const record = evaluationRecord(form, newRecordId(), new Date());
    saveHistory(withRecord(history, record));
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
          <EvaluationSteps
            step={step}
            form={form}
            onChange={(changed: EvaluationForm) => saveDraft({ step, form: changed })}
            onStep={(next) => saveDraft({ step: next, form })}
            onSubmit={submit}
          />
        </Card>
        <EvaluationHistory />
      </div>
    </>
  );
}
