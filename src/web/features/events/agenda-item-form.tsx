import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { AGENDA_DURATION, agendaDuration } from "@/domain/events/durations";
import { type AgendaType, DEFAULT_DURATION, EVENT_LIMITS } from "@/domain/events/inputs";
import { AGENDA_MESSAGES } from "@/domain/events/messages";
import { AgendaTypeSelect, RoleSlotSelect } from "@/web/components/ui/agenda-selects";
import { Button } from "@/web/components/ui/button";
import { Field, InputField } from "@/web/components/ui/field";
import { notify, notifyFailure, notifyIfEnded } from "@/web/lib/toast";
import { type AgendaItem, useAddAgendaItem, useUpdateAgendaItem } from "./agenda-api";
import { MinutesField } from "./minutes-field";
import { useEventRoleSet } from "./roles-api";

type Draft = { title: string; duration: string; type: AgendaType; slot: string | null; description: string };

const EMPTY_DRAFT: Draft = {
  title: "",
  duration: String(DEFAULT_DURATION),
  type: "general",
  slot: null,
  description: "",
};

const draftOf = (item: AgendaItem): Draft => ({
  title: item.title,
  duration: String(item.durationMinutes),
  type: item.agendaType,
  slot: item.roleType,
  description: item.description ?? "",
});

/** What the server takes from a draft; undefined without a title (then nothing happens, docs/features.md). */
function itemOf(draft: Draft) {
  const title = draft.title.trim();
  if (!title) return undefined;
  return {
    title,
    durationMinutes: agendaDuration(draft.duration),
    agendaType: draft.type,
    roleType: draft.slot,
    description: draft.description,
  };
}

/** The fields of an agenda item, as the add and edit forms show them. */
function AgendaItemFields({
  eventId,
  draft,
  onChange,
}: {
  eventId: string;
  draft: Draft;
  onChange: (draft: Draft) => void;
}) {
  const roles = useEventRoleSet(eventId);
  const set = (change: Partial<Draft>) => onChange({ ...draft, ...change });
  return (
    <>
      <InputField
        label="Item title"
        value={draft.title}
        maxLength={EVENT_LIMITS.agendaTitle}
        onChange={(event) => set({ title: event.target.value })}
        className="sm:col-span-2"
      />
      <MinutesField
        label="Duration (minutes)"
        rule={AGENDA_DURATION}
        value={draft.duration}
        onChange={(duration) => set({ duration })}
      />
      <Field label="Type">
        {(control) => <AgendaTypeSelect {...control} value={draft.type} onChange={(type) => set({ type })} />}
      </Field>
      <Field label="Role slot" hint="The meeting role this item belongs to, if any.">
        {(control) => (
          <RoleSlotSelect {...control} roles={roles} value={draft.slot} onChange={(slot) => set({ slot })} />
        )}
      </Field>
      <InputField
        label="Description (optional)"
        value={draft.description}
        maxLength={EVENT_LIMITS.agendaDescription}
        onChange={(event) => set({ description: event.target.value })}
        className="sm:col-span-2"
      />
    </>
  );
}

const FORM_CLASS = "grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2 dark:bg-slate-950";

export function AddAgendaItemForm({ eventId }: { eventId: string }) {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const add = useAddAgendaItem(eventId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const item = itemOf(draft);
    if (!item) return;
    add.mutate(item, {
      onSuccess: () => {
        notify(AGENDA_MESSAGES.added);
        setDraft(EMPTY_DRAFT);
      },
      onError: (error) => {
        if (!notifyIfEnded(error)) notifyFailure(AGENDA_MESSAGES.addFailed, error);
      },
    });
  };

  return (
    <form onSubmit={submit} className={`mt-4 ${FORM_CLASS}`}>
      <AgendaItemFields eventId={eventId} draft={draft} onChange={setDraft} />
      <Button type="submit" size="sm" busy={add.isPending} className="sm:col-span-2 sm:justify-self-start">
        <Plus aria-hidden="true" className="size-4" />
        Add Item
      </Button>
    </form>
  );
}

/** Edits one item in its place in the list; Save keeps the changes, Cancel (or Escape) the item as it was. */
export function EditAgendaItemForm({
  eventId,
  item,
  onDone,
}: {
  eventId: string;
  item: AgendaItem;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(item));
  const update = useUpdateAgendaItem(eventId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = itemOf(draft);
    if (!changes) return;
    update.mutate(
      { itemId: item.id, changes },
      {
        onSuccess: () => {
          notify(AGENDA_MESSAGES.updated);
          onDone();
        },
        onError: (error) => {
          if (!notifyIfEnded(error)) notifyFailure(AGENDA_MESSAGES.updateFailed, error);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => event.key === "Escape" && onDone()}
      aria-label={`Edit agenda item ${item.title}`}
      className={`my-1 ${FORM_CLASS}`}
    >
      <AgendaItemFields eventId={eventId} draft={draft} onChange={setDraft} />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" busy={update.isPending}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
