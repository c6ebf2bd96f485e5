import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef } from "react";
import { PROJECT_CRITERIA_BY_KEY } from "@/domain/learning/project-criteria";
import {
  CRITERIA,
  EVALUATION_STEPS,
  type EvaluationForm,
  FIELD_MAX,
  formScore,
  type Rating,
  stepComplete,
} from "@/domain/tools/evaluator";
import { TOOL_MESSAGES } from "@/domain/tools/messages";
import { TitledSection } from "@/web/components/ui/titled-section";
import { notify } from "@/web/lib/toast";
import { Button } from "./button";
import { cn } from "./cn";
import { InputField, TextAreaField } from "./field";
import { StarRating } from "./star-rating";

/**
 * The evaluator's four-step form (Basic Information, Positive Opening, Detailed Evaluation, Positive Closing): the
 * standalone evaluator's and the meeting console's. Next checks the step's required fields; Submit (step 4) calls
 * `onSubmit` once every required field is filled. The caller keeps the step and the form.
 */
export function EvaluationSteps({
  step,
  form,
  onChange,
  onStep,
  onSubmit,
  submitLabel = "Submit Evaluation",
  busy = false,
}: {
  step: number;
  form: EvaluationForm;
  onChange: (form: EvaluationForm) => void;
  onStep: (step: number) => void;
  onSubmit: () => void;
  submitLabel?: string;
  busy?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const StepContent = STEP_CONTENT[step - 1] ?? BasicInformation;

  // After Next, Back or Submit, the keyboard and screen reader start at the new step's heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    onStep(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stepComplete(step, form)) return notify(TOOL_MESSAGES.evaluationMissingInformation);
    if (step < 4) return goTo(step + 1);
    moved.current = true;
    onSubmit();
  };

  return (
    <>
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
        <StepContent form={form} change={(patch) => onChange({ ...form, ...patch })} />
        <div className="flex justify-between gap-3">
          {step > 1 ? (
            <Button variant="secondary" size="lg" onClick={() => goTo(step - 1)}>
              <ArrowLeft aria-hidden="true" className="size-5" />
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" size="lg" busy={busy && step === 4}>
            {step < 4 ? "Next" : submitLabel}
            {step < 4 ? (
              <ArrowRight aria-hidden="true" className="size-5" />
            ) : (
              <Check aria-hidden="true" className="size-5" />
            )}
          </Button>
        </div>
      </form>
    </>
  );
}

type StepProps = { form: EvaluationForm; change: (patch: Partial<EvaluationForm>) => void };

/** A text area of one of the evaluation's texts: its value, its limit and its change. */
function textOf({ form, change }: StepProps, key: "positiveOpening" | "improvementPoints" | "positiveClosing") {
  return {
    maxLength: FIELD_MAX,
    value: form[key],
    onChange: (event: { target: { value: string } }) => change({ [key]: event.target.value }),
  };
}

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

export function PositiveOpening(props: StepProps) {
  return (
    <TextAreaField
      label="Positive Opening *"
      hint="Start with what worked: a specific strength the speaker should keep."
      required
      rows={6}
      {...textOf(props, "positiveOpening")}
    />
  );
}

type Row = { key: string; name: string; hint: string; rating: Rating; rate: (patch: Partial<Rating>) => void };

/** The criteria the form rates: the speech's project's own where it has them (decision 242), else the standard. */
function criteriaRows(form: EvaluationForm, change: StepProps["change"]): Row[] {
  const own = form.projectRatings;
  if (own && own.length > 0) {
    return own.map((rating, index) => ({
      key: rating.key,
      name: rating.name,
      hint: PROJECT_CRITERIA_BY_KEY.get(rating.key)?.hint ?? "",
      rating,
      rate: (patch) => change({ projectRatings: own.map((each, at) => (at === index ? { ...each, ...patch } : each)) }),
    }));
  }
  return CRITERIA.map(({ key, name, hint }) => ({
    key,
    name,
    hint,
    rating: form.ratings[key],
    rate: (patch) => change({ ratings: { ...form.ratings, [key]: { ...form.ratings[key], ...patch } } }),
  }));
}

export function DetailedEvaluation({ form, change }: StepProps) {
  const rows = criteriaRows(form, change);
  return (
    <div className="space-y-5">
      {form.projectRatings && form.projectRatings.length > 0 && (
        <p className="text-slate-600 text-sm dark:text-slate-400">The criteria of the speech's pathway project.</p>
      )}
      <ul className="space-y-5">
        {rows.map(({ key, name, hint, rating, rate }) => (
          <li key={key} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <h3 className="font-semibold">{name}</h3>
            {hint && <p className="text-slate-600 text-sm dark:text-slate-400">{hint}</p>}
            <div className="mt-2">
              <StarRating name={key} label={name} value={rating.score} onChange={(score) => rate({ score })} />
            </div>
            <TextAreaField
              className="mt-3"
              label={`${name} feedback`}
              rows={2}
              maxLength={FIELD_MAX}
              value={rating.feedback}
              onChange={(event) => rate({ feedback: event.target.value })}
            />
          </li>
        ))}
      </ul>
      <TextAreaField
        label="Improvement Points"
        hint="One or two concrete suggestions for the next speech."
        {...textOf({ form, change }, "improvementPoints")}
      />
    </div>
  );
}

export function PositiveClosing({ form, change }: StepProps) {
  const summaryId = useId();
  const score = formScore(form);
  const rated = [
    ...CRITERIA.map(({ key, name }) => ({ key, name, score: form.ratings[key].score })),
    ...(form.projectRatings ?? []),
  ].filter((rating) => rating.score > 0);
  return (
    <div className="space-y-5">
      <TextAreaField
        label="Positive Closing *"
        hint="End on encouragement: what you look forward to in their next speech."
        required
        rows={5}
        {...textOf({ form, change }, "positiveClosing")}
      />
      <TitledSection
        id={summaryId}
        title="Summary"
        level={3}
        className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60"
        titleClassName="font-semibold"
      >
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600 dark:text-slate-400">Speaker</dt>
          <dd className="break-words">{form.speakerName.trim()}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Speech</dt>
          <dd className="break-words">{form.speechTitle.trim()}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Overall score</dt>
          <dd className="font-semibold">{score > 0 ? `${score.toFixed(1)} / 5` : "Not rated"}</dd>
          {rated.map(({ key, name, score }) => (
            <div key={key} className="contents">
              <dt className="text-slate-600 dark:text-slate-400">{name}</dt>
              <dd>{score} / 5</dd>
            </div>
          ))}
          {form.improvementPoints.trim() && (
            <>
              <dt className="text-slate-600 dark:text-slate-400">To improve</dt>
              <dd className="whitespace-pre-line break-words">{form.improvementPoints.trim()}</dd>
            </>
          )}
        </dl>
      </TitledSection>
    </div>
  );
}

const STEP_CONTENT = [BasicInformation, PositiveOpening, DetailedEvaluation, PositiveClosing];
