import { CRITERIA, type CriterionKey, type EvaluationForm, FIELD_MAX, formScore } from "@/domain/tools/evaluator";
import { InputField, TextAreaField } from "@/web/components/ui/field";
import { StarRating } from "./star-rating";

type StepProps = { form: EvaluationForm; change: (patch: Partial<EvaluationForm>) => void };

export function BasicInformation({ form, change }: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        label="Speaker Name *"
        required
        autoComplete="off"
        maxLength={100}
        value={form.speakerName}
        onChange={(event) => change({ speakerName: event.target.value })}
      />
      <InputField
        label="Speech Title *"
        required
        autoComplete="off"
        maxLength={200}
        value={form.speechTitle}
        onChange={(event) => change({ speechTitle: event.target.value })}
      />
    </div>
  );
}

export function PositiveOpening({ form, change }: StepProps) {
  return (
    <TextAreaField
      label="Positive Opening *"
      hint="Start with what worked: a specific strength the speaker should keep."
      required
      maxLength={FIELD_MAX}
      rows={6}
      value={form.positiveOpening}
      onChange={(event) => change({ positiveOpening: event.target.value })}
    />
  );
}

export function DetailedEvaluation({ form, change }: StepProps) {
  const rate = (key: CriterionKey, patch: Partial<EvaluationForm["ratings"][CriterionKey]>) =>
    change({ ratings: { ...form.ratings, [key]: { ...form.ratings[key], ...patch } } });
  return (
    <div className="space-y-5">
      <ul className="space-y-5">
        {CRITERIA.map(({ key, name, hint }) => (
          <li key={key} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <h3 className="font-semibold">{name}</h3>
            <p className="text-slate-600 text-sm dark:text-slate-400">{hint}</p>
            <div className="mt-2">
              <StarRating
                name={key}
                label={name}
                value={form.ratings[key].score}
                onChange={(score) => rate(key, { score })}
              />
            </div>
            <TextAreaField
              className="mt-3"
              label={`${name} feedback`}
              rows={2}
              maxLength={FIELD_MAX}
              value={form.ratings[key].feedback}
              onChange={(event) => rate(key, { feedback: event.target.value })}
            />
          </li>
        ))}
      </ul>
      <TextAreaField
        label="Improvement Points"
        hint="One or two concrete suggestions for the next speech."
        maxLength={FIELD_MAX}
        value={form.improvementPoints}
        onChange={(event) => change({ improvementPoints: event.target.value })}
      />
    </div>
  );
}

export function PositiveClosing({ form, change }: StepProps) {
  const score = formScore(form);
  const rated = CRITERIA.filter(({ key }) => form.ratings[key].score > 0);
  return (
    <div className="space-y-5">
      <TextAreaField
        label="Positive Closing *"
        hint="End on encouragement: what you look forward to in their next speech."
        required
        maxLength={FIELD_MAX}
        rows={5}
        value={form.positiveClosing}
        onChange={(event) => change({ positiveClosing: event.target.value })}
      />
      <section aria-labelledby="evaluation-summary" className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
        <h3 id="evaluation-summary" className="font-semibold">
          Summary
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600 dark:text-slate-400">Speaker</dt>
          <dd className="break-words">{form.speakerName.trim()}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Speech</dt>
          <dd className="break-words">{form.speechTitle.trim()}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Overall score</dt>
          <dd className="font-semibold">{score > 0 ? `${score.toFixed(1)} / 5` : "Not rated"}</dd>
          {rated.map(({ key, name }) => (
            <div key={key} className="contents">
              <dt className="text-slate-600 dark:text-slate-400">{name}</dt>
              <dd>{form.ratings[key].score} / 5</dd>
            </div>
          ))}
          {form.improvementPoints.trim() && (
            <>
              <dt className="text-slate-600 dark:text-slate-400">To improve</dt>
              <dd className="whitespace-pre-line break-words">{form.improvementPoints.trim()}</dd>
            </>
          )}
        </dl>
      </section>
    </div>
  );
}
