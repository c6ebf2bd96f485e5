import { useState } from "react";
import { zonedTime } from "@/domain/events/time-zones";
import { EVALUATION_MESSAGES } from "@/domain/meetings/evaluations";
import { type EvaluationForm, emptyEvaluation } from "@/domain/tools/evaluator";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { EvaluationSteps } from "@/web/components/ui/evaluation-steps";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { type ConsoleEvaluation, type ConsoleState, useSaveEvaluation } from "./api";

/**
 * The evaluator's panel in the meeting console (docs/decisions/159): the standalone evaluator's four steps for the
 * speaker they are paired with, started with the speaker's name and speech title; the first submission sends it
 * to the speaker, a later one updates it. Everyone sees who evaluated whom.
 */
export function EvaluationPanel({ state }: { state: ConsoleState }) {
  const { mine, given } = state.evaluations;
  return (
    <div className="space-y-6">
      {mine.map((pairing) => (
        <EvaluationOf key={pairing.speakerUserId} state={state} pairing={pairing} />
      ))}
      <Card>
        <CardHeader title="Evaluations" description="Who evaluated whom at this meeting." />
        <CardBody>
          {given.length === 0 ? (
            <p className="text-slate-600 text-sm dark:text-slate-400">No evaluations submitted yet.</p>
          ) : (
            <ul aria-label="Evaluations submitted" className="divide-y divide-slate-200 dark:divide-slate-800">
              {given.map((row) => (
                <li key={`${row.evaluator}\u0000${row.speaker}`} className="py-2">
                  {row.evaluator} evaluated {row.speaker}
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
    </div>
  );
}

/**
 * The saved form, else a new one with the speaker's name and speech title; a speech of a pathway project with
 * criteria of its own is rated on them (decision 242).
 */
function startingForm(pairing: ConsoleEvaluation): EvaluationForm {
  if (pairing.form) return pairing.form;
  const form = { ...emptyEvaluation(), speakerName: pairing.speakerName, speechTitle: pairing.speechTitle ?? "" };
  if (!pairing.criteria) return form;
  return { ...form, projectRatings: pairing.criteria.map(({ key, name }) => ({ key, name, score: 0, feedback: "" })) };
}

function EvaluationOf({ state, pairing }: { state: ConsoleState; pairing: ConsoleEvaluation }) {
  const save = useSaveEvaluation(state.meeting.id);
  // the evaluator's own copy: a live refresh of the console does not overwrite what they are typing
  const [form, setForm] = useState(() => startingForm(pairing));
  const [step, setStep] = useState(1);
  const submit = () =>
    save.mutate(
      { speakerUserId: pairing.speakerUserId, form },
      {
        onSuccess: (saved) =>
          notify(
            saved.firstSubmission
              ? EVALUATION_MESSAGES.delivered(form.speakerName)
              : EVALUATION_MESSAGES.updated(form.speakerName),
          ),
        onError: (error) => notifyRefusal(error, EVALUATION_MESSAGES.failed),
      },
    );
  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-5">
        <h2 className="font-semibold text-lg">Your evaluation of {pairing.speakerName}</h2>
        <p className="text-slate-600 text-sm dark:text-slate-400">
          {pairing.submittedAt
            ? `Sent to ${pairing.speakerName} at ${zonedTime(pairing.submittedAt).time}. You can still change it.`
            : `Not sent yet: ${pairing.speakerName} receives it when you submit it.`}
        </p>
      </div>
      <EvaluationSteps
        step={step}
        form={form}
        onChange={setForm}
        onStep={setStep}
        onSubmit={submit}
        submitLabel={pairing.submittedAt ? "Update Evaluation" : "Submit Evaluation"}
        busy={save.isPending}
      />
    </Card>
  );
}
