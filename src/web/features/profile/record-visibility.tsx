import { RECORD_VISIBILITY_MESSAGES } from "@/domain/record/visibility";
import { notify, notifyFailure } from "@/web/lib/toast";
import { useRecordVisibility, useSaveRecordVisibility } from "./api";
import { LoadedSection } from "./loaded-section";

/** A switch: hide the speaking record from other members (decision 241); officers still see roles and dates. */
export function RecordVisibility() {
  const visibility = useRecordVisibility();
  return (
    <LoadedSection
      failure="Your choice could not be loaded. Please reload the page."
      query={visibility}
      shapes={["h-11"]}
    >
      {(data) => <HideRecord hidden={data.hidden} />}
    </LoadedSection>
  );
}

function HideRecord({ hidden }: { hidden: boolean }) {
  const save = useSaveRecordVisibility();
  const toggle = () =>
    save.mutate(!hidden, {
      onSuccess: (saved) => notify(saved.hidden ? RECORD_VISIBILITY_MESSAGES.hidden : RECORD_VISIBILITY_MESSAGES.shown),
      onError: (error) => notifyFailure(RECORD_VISIBILITY_MESSAGES.failed, error),
    });
  return (
    <div className="space-y-2">
      <label htmlFor="record-hidden" className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input
          id="record-hidden"
          type="checkbox"
          role="switch"
          checked={hidden}
          aria-checked={hidden}
          aria-describedby="record-hidden-hint"
          disabled={save.isPending}
          onChange={toggle}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:bg-indigo-600 peer-checked:after:translate-x-5 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-indigo-500 peer-focus-visible:outline-offset-2 peer-disabled:opacity-60 dark:bg-slate-700"
        />
        <span>{RECORD_VISIBILITY_MESSAGES.label}</span>
      </label>
      <p id="record-hidden-hint" className="text-slate-600 text-sm dark:text-slate-400">
        {RECORD_VISIBILITY_MESSAGES.hint}
      </p>
    </div>
  );
}
