import { Switch } from "radix-ui";
import { useId } from "react";
import { RECURRENCE_LABELS, RECURRENCE_PATTERNS, type RecurrencePattern } from "@/domain/events/recurrence";
import { InputField, SelectField } from "@/web/components/ui/field";
import { OptionList } from "@/web/components/ui/option-list";

/** The Create Event dialog's Recurrence: one event, or a series repeating until an end date (or for ever). */
export function RecurrenceChoice({
  recurring,
  pattern,
  endDate,
  earliestEnd,
  error,
  onChange,
}: {
  recurring: boolean;
  pattern: RecurrencePattern;
  endDate: string;
  /** The first day the series may end on. */
  earliestEnd: string;
  error?: string;
  onChange: (change: { recurring?: boolean; pattern?: RecurrencePattern; endDate?: string }) => void;
}) {
  const ids = { recurring: useId(), pattern: useId() };
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 font-semibold">Recurrence</legend>
      <div className="flex items-center gap-3">
        <Switch.Root
          id={ids.recurring}
          checked={recurring}
          onCheckedChange={(checked) => onChange({ recurring: checked })}
          className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-accent-600 dark:bg-slate-700"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
        <label htmlFor={ids.recurring} className="font-medium text-sm">
          Recurring Event
        </label>
      </div>
      {recurring && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Repeats"
            id={ids.pattern}
            value={pattern}
            onChange={(event) => onChange({ pattern: event.target.value as RecurrencePattern })}
          >
            <OptionList
              items={RECURRENCE_PATTERNS}
              toValue={(each) => each}
              toLabel={(each) => RECURRENCE_LABELS[each]}
            />
          </SelectField>
          <InputField
            label="End Date (optional)"
            type="date"
            min={earliestEnd}
            value={endDate}
            onChange={(event) => onChange({ endDate: event.target.value })}
            hint="Leave empty for indefinite recurrence"
            error={error}
          />
        </div>
      )}
    </fieldset>
  );
}
