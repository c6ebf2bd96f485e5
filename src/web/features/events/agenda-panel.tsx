import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { AGENDA_DURATION, agendaDuration } from "@/domain/events/durations";
import {
  AGENDA_TYPE_LABELS,
  AGENDA_TYPES,
  type AgendaType,
  DEFAULT_DURATION,
  EVENT_LIMITS,
} from "@/domain/events/inputs";
import { AGENDA_MESSAGES } from "@/domain/events/messages";
import { Button } from "@/web/components/ui/button";
import { type ControlProps, Field, InputField, Select } from "@/web/components/ui/field";
import { Skeleton } from "@/web/components/ui/skeleton";
import { notify, notifyFailure } from "@/web/lib/toast";
import { type AgendaItem, useAddAgendaItem, useAgenda, useDeleteAgendaItem, useEventDetails } from "./api";
import { notifyIfEnded } from "./event-ended";
import { MinutesField } from "./minutes-field";

export function AgendaTypeSelect({
  value,
  onChange,
  ...control
}: ControlProps & { value: AgendaType; onChange: (value: AgendaType) => void }) {
  return (
    <Select {...control} value={value} onChange={(event) => onChange(event.target.value as AgendaType)}>
      {AGENDA_TYPES.map((type) => (
        <option key={type} value={type}>
          {AGENDA_TYPE_LABELS[type]}
        </option>
      ))}
    </Select>
  );
}

function AddAgendaItemForm({ eventId }: { eventId: string }) {
  const [title, setTitle] = useState("");
  const [duration, setDuration] = useState(String(DEFAULT_DURATION));
  const [type, setType] = useState<AgendaType>("general");
  const [description, setDescription] = useState("");
  const add = useAddAgendaItem(eventId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return; // without a title nothing happens (docs/features.md)
    add.mutate(
      { title: title.trim(), durationMinutes: agendaDuration(duration), agendaType: type, description },
      {
        onSuccess: () => {
          notify(AGENDA_MESSAGES.added);
          setTitle("");
          setDuration(String(DEFAULT_DURATION));
          setType("general");
          setDescription("");
        },
        onError: (error) => {
          if (!notifyIfEnded(error)) notifyFailure(AGENDA_MESSAGES.addFailed, error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="mt-4 grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2 dark:bg-slate-950">
      <InputField
        label="Item title"
        value={title}
        maxLength={EVENT_LIMITS.agendaTitle}
        onChange={(event) => setTitle(event.target.value)}
        className="sm:col-span-2"
      />
      <MinutesField label="Duration (minutes)" rule={AGENDA_DURATION} value={duration} onChange={setDuration} />
      <Field label="Type">{(control) => <AgendaTypeSelect {...control} value={type} onChange={setType} />}</Field>
      <InputField
        label="Description (optional)"
        value={description}
        maxLength={EVENT_LIMITS.agendaDescription}
        onChange={(event) => setDescription(event.target.value)}
        className="sm:col-span-2"
      />
      <Button type="submit" size="sm" disabled={add.isPending} className="sm:col-span-2 sm:justify-self-start">
        <Plus aria-hidden="true" className="size-4" />
        Add Item
      </Button>
    </form>
  );
}

function AgendaRow({ item, editing, eventId }: { item: AgendaItem; editing: boolean; eventId: string }) {
  const remove = useDeleteAgendaItem(eventId);
  const deleteItem = () =>
    remove.mutate(item.id, {
      onSuccess: () => notify(AGENDA_MESSAGES.deleted),
      onError: (error) => {
        if (!notifyIfEnded(error)) notifyFailure(AGENDA_MESSAGES.deleteFailed, error);
      },
    });
  return (
    <li className="flex items-start justify-between gap-3 py-2.5">
      <div className="min-w-0">
        <p className="font-medium text-sm">{item.title}</p>
        <p className="text-slate-600 text-xs dark:text-slate-400">
          {AGENDA_TYPE_LABELS[item.agendaType]} · {item.durationMinutes} min
        </p>
        {item.description && <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">{item.description}</p>}
      </div>
      {editing && (
        <Button
          size="sm"
          variant="ghost"
          onClick={deleteItem}
          disabled={remove.isPending}
          aria-label={`Delete agenda item ${item.title}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      )}
    </li>
  );
}

/**
 * The meeting's agenda in order; members who may edit toggle Edit Agenda / Done to add and delete items, until the
 * event has ended.
 */
export function AgendaPanel({
  eventId,
  ended,
  headingLevel,
}: {
  eventId: string;
  ended: boolean;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const agenda = useAgenda(eventId);
  const event = useEventDetails(eventId);
  const [editing, setEditing] = useState(false);
  const canEdit = event.data?.canEditAgenda === true && !ended;

  useEffect(() => {
    if (agenda.isError) notify(AGENDA_MESSAGES.loadFailed, "destructive");
  }, [agenda.isError]);

  const headingId = `agenda-${eventId}`;
  const items = agenda.data ?? [];
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex items-center justify-between gap-2">
        <Heading id={headingId} className="font-semibold">
          Meeting Agenda
        </Heading>
        {canEdit && (
          <Button size="sm" variant="secondary" onClick={() => setEditing((value) => !value)}>
            {editing ? "Done" : "Edit Agenda"}
          </Button>
        )}
      </div>
      {agenda.isPending ? (
        <div className="mt-3 space-y-2" aria-busy="true">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-3 text-slate-600 text-sm dark:text-slate-400">No agenda items yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item) => (
            <AgendaRow key={item.id} item={item} editing={editing && canEdit} eventId={eventId} />
          ))}
        </ol>
      )}
      {editing && canEdit && <AddAgendaItemForm eventId={eventId} />}
    </section>
  );
}
