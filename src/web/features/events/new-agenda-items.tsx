import { AGENDA_DURATION } from "@/domain/events/durations";
import { type AgendaType, DEFAULT_DURATION, EVENT_LIMITS } from "@/domain/events/inputs";
import { AgendaTypeSelect } from "@/web/components/ui/agenda-selects";
import { Field, InputField } from "@/web/components/ui/field";
import { AddRowButton, type DraftRows, newRowKey, RemoveRowButton } from "./draft-rows";
import { MinutesField } from "./minutes-field";

export type AgendaDraft = { key: number; title: string; duration: string; type: AgendaType };

export const newAgendaRow = (): AgendaDraft => ({
  key: newRowKey(),
  title: "",
  duration: String(DEFAULT_DURATION),
  type: "general",
});

/** The Create Event dialog's Agenda Items: at least one, each with its title, minutes and type. */
export function NewAgendaItems({ agenda }: { agenda: DraftRows<AgendaDraft> }) {
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 font-semibold">Agenda Items</legend>
      {agenda.rows.map((row, index) => (
        <div key={row.key} className="grid items-end gap-3 sm:grid-cols-[1fr_7rem_9rem_auto]">
          <InputField
            label={`Item ${index + 1} title`}
            value={row.title}
            maxLength={EVENT_LIMITS.agendaTitle}
            onChange={(event) => agenda.update(row.key, { title: event.target.value })}
          />
          <MinutesField
            label="Minutes"
            rule={AGENDA_DURATION}
            value={row.duration}
            onChange={(duration) => agenda.update(row.key, { duration })}
          />
          <Field label="Type" id={`agenda-type-${row.key}`}>
            {(control) => (
              <AgendaTypeSelect {...control} value={row.type} onChange={(type) => agenda.update(row.key, { type })} />
            )}
          </Field>
          <RemoveRowButton
            className="h-11"
            disabled={agenda.rows.length <= 1}
            onClick={() => agenda.remove(row.key)}
            label={`Remove agenda item ${index + 1}`}
          />
        </div>
      ))}
      <AddRowButton
        disabled={agenda.rows.length >= EVENT_LIMITS.agendaItems}
        onClick={() => agenda.add(newAgendaRow())}
      >
        Add Agenda Item
      </AddRowButton>
    </fieldset>
  );
}
