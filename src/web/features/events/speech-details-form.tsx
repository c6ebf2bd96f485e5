import { type FormEvent, useState } from "react";
import { speechThresholds } from "@/domain/events/speech-timing";
import { SPEECH_LIMITS, SPEECH_MESSAGES, speechDetailsInput, speechRangeProblem } from "@/domain/events/speeches";
import { formatClock } from "@/domain/tools/timer";
import { Button } from "@/web/components/ui/button";
import { DialogClose, DialogContent, DialogHeader, DialogRoot } from "@/web/components/ui/dialog";
import { InputField, SelectField } from "@/web/components/ui/field";
import { OptionList } from "@/web/components/ui/option-list";
import { notify } from "@/web/lib/toast";
import { type Speaker, useSpeechDetails, useSpeechProjects } from "./api";
import { speechFailure } from "./speech-failure";

const OTHER = "other";

type Errors = Partial<Record<"title" | "project" | "other" | "minMinutes" | "maxMinutes", string>>;
/** A changed minute clears what was said about the range (it is one rule over both fields). */
const withoutRangeErrors = (shown: Errors): Errors => ({ ...shown, minMinutes: undefined, maxMinutes: undefined });

/**
 * The dialog where a speaker (or an officer of the club, or an admin) gives the speech's title, its project — one of
 * the speaker's pathway projects or program goals, or other text — and its time range in whole minutes.
 */
export default function SpeechDetailsForm({
  eventId,
  speaker,
  open,
  onOpenChange,
}: {
  eventId: string;
  speaker: Speaker;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const choices = useSpeechProjects(eventId, speaker.assignmentId, open);
  const save = useSpeechDetails(eventId);
  const speech = speaker.speech;
  const [title, setTitle] = useState(speech?.title ?? "");
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const [other, setOther] = useState(speech?.project ?? "");
  const [minMinutes, setMinMinutes] = useState(String(speech?.minMinutes ?? 5));
  const [maxMinutes, setMaxMinutes] = useState(String(speech?.maxMinutes ?? 7));
  const [errors, setErrors] = useState<Errors>({});

  const options = choices.data ?? [];
  // until the member picks, the saved project: one of the choices when it still is one, else other text
  const picked = choice ?? options.find((option) => option.title === speech?.project)?.id ?? (speech ? OTHER : "");
  const groups = [...new Set(options.map((option) => option.group))];
  const range = { minMinutes: Number(minMinutes), maxMinutes: Number(maxMinutes) };
  const marks = speechRangeProblem(range) ? undefined : speechThresholds(range);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const project =
      picked === OTHER ? { kind: "other" as const, title: other } : { kind: "choice" as const, id: picked };
    const parsed = speechDetailsInput.safeParse({ title, project, ...range });
    if (!parsed.success || picked === "") {
      const found: Errors = picked === "" ? { project: "Choose a project, or Other." } : {};
      for (const issue of parsed.error?.issues ?? []) {
        const [field, inner] = issue.path;
        const key = field === "project" ? (inner === "title" ? "other" : "project") : (field as keyof Errors);
        found[key] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    save.mutate(
      { assignmentId: speaker.assignmentId, details: parsed.data },
      {
        onSuccess: () => {
          notify(SPEECH_MESSAGES.saved);
          onOpenChange(false);
        },
        onError: (error) => speechFailure(error, SPEECH_MESSAGES.saveFailed),
      },
    );
  };

  const remove = () =>
    save.mutate(
      { assignmentId: speaker.assignmentId, details: null },
      {
        onSuccess: () => {
          notify(SPEECH_MESSAGES.cleared);
          onOpenChange(false);
        },
        onError: (error) => speechFailure(error, SPEECH_MESSAGES.saveFailed),
      },
    );

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent className="-translate-x-1/2 fixed top-4 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:top-10 dark:bg-slate-900">
        <DialogHeader
          title="Speech details"
          description={<>{speaker.name}'s speech: what the agenda and the timer show.</>}
          className="gap-3"
        />
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <InputField
            label="Speech title"
            value={title}
            maxLength={SPEECH_LIMITS.title}
            onChange={(event) => {
              setTitle(event.target.value);
              setErrors((shown) => ({ ...shown, title: undefined }));
            }}
            error={errors.title}
          />
          <SelectField
            label="Project"
            value={picked}
            onChange={(event) => {
              setChoice(event.target.value);
              setErrors((shown) => ({ ...shown, project: undefined }));
            }}
            error={errors.project}
            hint={
              choices.isPending ? "Loading the speaker's projects…" : "A pathway project or program goal, or Other."
            }
          >
            <option value="" disabled>
              Choose a project
            </option>
            {groups.map((group) => (
              <optgroup key={group} label={group}>
                <OptionList
                  items={options.filter((option) => option.group === group)}
                  toValue={(option) => option.id}
                  toLabel={(option) => option.title}
                />
              </optgroup>
            ))}
            <option value={OTHER}>Other (type it)</option>
          </SelectField>
          {picked === OTHER && (
            <InputField
              label="Other project"
              value={other}
              maxLength={SPEECH_LIMITS.project}
              onChange={(event) => {
                setOther(event.target.value);
                setErrors((shown) => ({ ...shown, other: undefined }));
              }}
              error={errors.other}
            />
          )}
          <div className="grid grid-cols-2 gap-3">
            <InputField
              label="Minimum minutes"
              type="number"
              inputMode="numeric"
              min={1}
              max={59}
              value={minMinutes}
              onChange={(event) => {
                setMinMinutes(event.target.value);
                setErrors(withoutRangeErrors);
              }}
              error={errors.minMinutes}
            />
            <InputField
              label="Maximum minutes"
              type="number"
              inputMode="numeric"
              min={2}
              max={60}
              value={maxMinutes}
              onChange={(event) => {
                setMaxMinutes(event.target.value);
                setErrors(withoutRangeErrors);
              }}
              error={errors.maxMinutes}
            />
          </div>
          <p className="text-slate-700 text-sm dark:text-slate-300" aria-live="polite">
            {marks
              ? `Timer: green at ${formatClock(marks.green)}, yellow at ${formatClock(marks.yellow)}, red at ${formatClock(marks.red)}.`
              : "Whole minutes, from 1 to 60, the maximum longer than the minimum."}
          </p>
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            {speech && (
              <Button type="button" variant="ghost" busy={save.isPending} onClick={remove} className="sm:mr-auto">
                Remove details
              </Button>
            )}
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" busy={save.isPending}>
              Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
