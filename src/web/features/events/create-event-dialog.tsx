import { Plus, Trash2, X } from "lucide-react";
import { Switch } from "radix-ui";
import { type FormEvent, useCallback, useId, useState } from "react";
import { dayKey, runtimeTimeZone } from "@/domain/dates";
import { AGENDA_DURATION, agendaDuration, EVENT_LENGTH, eventLength, lengthLabel } from "@/domain/events/durations";
import {
  type AgendaType,
  DEFAULT_DURATION,
  DEFAULT_EVENT_LENGTH,
  EVENT_LIMITS,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  type EventType,
} from "@/domain/events/inputs";
import { createdRecurring, EVENT_CHANGE_MESSAGES, EVENT_MESSAGES } from "@/domain/events/messages";
import { type EventDateProblem, eventDateProblems, wallClockOf } from "@/domain/events/new-event-dates";
import { RECURRENCE_LABELS, RECURRENCE_PATTERNS, type RecurrencePattern } from "@/domain/events/recurrence";
import { CREATION_ROLE_TYPES, firstBrokenAssignment, hasMeetingRoles, ROLE_NAMES } from "@/domain/events/roles";
import { zonedTime, zoneLabel } from "@/domain/events/time-zones";
import type { Message } from "@/domain/messages";
import { Button } from "@/web/components/ui/button";
import { DialogClose, DialogContent, DialogDescription, DialogRoot, DialogTitle } from "@/web/components/ui/dialog";
import { Field, InputField, SelectField, TextAreaField } from "@/web/components/ui/field";
import { ApiError } from "@/web/lib/api";
import { notify, notifyFailure } from "@/web/lib/toast";
import { AgendaTypeSelect } from "./agenda-item-form";
import { type EventDetails, useCreateEvents, usePlanningChoices, useUpdateEvent } from "./api";
import { type MeetingStart, useClubMeetingStart } from "./club-meeting-start";
import { MemberPicker, type PickedMember } from "./member-picker";
import { MinutesField } from "./minutes-field";
import { type TemplateChoice, TemplateField, templateIdOf } from "./template-field";

type CreationRole = (typeof CREATION_ROLE_TYPES)[number];
type AgendaDraft = { key: number; title: string; duration: string; type: AgendaType };
type RoleDraft = { key: number; member?: PickedMember; roleType: CreationRole };
type Errors = {
  title?: string;
  date?: string;
  time?: string;
  endDate?: string;
  access?: string;
  roles?: Record<number, string>;
};

let nextKey = 1;
const newAgendaRow = (): AgendaDraft => ({
  key: nextKey++,
  title: "",
  duration: String(DEFAULT_DURATION),
  type: "general",
});
const newRoleRow = (): RoleDraft => ({ key: nextKey++, roleType: "pitcher" });

const EMPTY = {
  title: "",
  eventType: "meeting" as EventType,
  date: "",
  time: "",
  length: String(DEFAULT_EVENT_LENGTH),
  location: "",
  description: "",
  clubId: "",
  isPublic: true,
  recurring: false,
  pattern: "weekly" as RecurrencePattern,
  endDate: "",
};

/** Where the dialog shows each date problem (src/domain/events/new-event-dates.ts), and in which words. */
const DATE_PROBLEMS: Record<EventDateProblem, { field: "date" | "time" | "endDate"; text: string }> = {
  "date-missing": { field: "date", text: "Date is required" },
  "time-missing": { field: "time", text: "Time is required" },
  "end-in-the-past": { field: "endDate", text: "End Date cannot be in the past" },
  "end-before-date": { field: "endDate", text: "End Date must be on or after the event's date" },
  "not-ahead": { field: "date", text: "Choose a date and time in the future" },
};

/** The form filled with the event being edited, its date and time read where it takes place. */
function formOf(event: EventDetails): typeof EMPTY {
  const { date, time } = wallClockOf(event.eventDate, event.timeZone ?? runtimeTimeZone());
  return {
    ...EMPTY,
    title: event.title,
    eventType: event.eventType,
    date,
    time,
    length: String(event.durationMinutes),
    location: event.location ?? "",
    description: event.description ?? "",
    clubId: event.clubId ?? "",
    isPublic: event.isPublic,
  };
}

function validate(
  form: typeof EMPTY,
  roles: RoleDraft[],
  options: { timeZone: string; unchangedStart?: { date: string; time: string } },
  now = new Date(),
): Errors {
  const errors: Errors = {};
  if (!form.title.trim()) errors.title = "Event Title is required";
  if (!form.isPublic && !form.clubId)
    errors.access = "Members only needs a club: choose the club whose members may come.";
  const endDate = form.recurring ? form.endDate : "";
  const kept = options.unchangedStart?.date === form.date && options.unchangedStart?.time === form.time;
  for (const problem of eventDateProblems({ ...form, timeZone: options.timeZone, endDate }, now)) {
    if (kept && problem === "not-ahead") continue; // a running event keeps its start while other details change
    const { field, text } = DATE_PROBLEMS[problem];
    errors[field] = text;
  }
  const filled = roles.filter((row) => row.member);
  const broken = firstBrokenAssignment(filled.map((row) => ({ userId: row.member?.id ?? "", roleType: row.roleType })));
  if (broken) {
    const row = filled[broken.index];
    if (row) errors.roles = { [row.key]: `${broken.refusal.title}: ${broken.refusal.description}` };
  }
  return errors;
}

/**
 * The Create Event dialog of admins and club officers (docs/decisions/140): one event or a recurring series, with
 * agenda items and role assignments; `clubId` chooses the club to start with. With `editing` it edits that one
 * event (no series, agenda or roles), in the zone where it takes place.
 */
export default function CreateEventDialog({
  open,
  onOpenChange,
  clubId,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clubId?: string;
  editing?: EventDetails;
}) {
  const ids = { type: useId(), club: useId(), pattern: useId(), recurring: useId(), access: useId() };
  const initial = editing ? formOf(editing) : { ...EMPTY, clubId: clubId ?? "" };
  const [form, setForm] = useState(initial);
  const [agenda, setAgenda] = useState<AgendaDraft[]>([newAgendaRow()]);
  const [roles, setRoles] = useState<RoleDraft[]>([]);
  const [template, setTemplate] = useState<{ clubId: string; choice: TemplateChoice }>({ clubId: "", choice: "" });
  const templateChoice = template.clubId === form.clubId ? template.choice : ""; // a new club starts from its default
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string>();
  const create = useCreateEvents();
  const update = useUpdateEvent(editing?.id ?? "");
  const choices = usePlanningChoices(!editing);
  const clubs = choices.data?.clubs ?? [];
  const noClubAllowed = choices.data?.noClubAllowed ?? false;
  const chosenClub = form.clubId || (!editing && !noClubAllowed ? (clubs[0]?.id ?? "") : "");
  const club = editing ? undefined : clubs.find((choice) => choice.id === chosenClub);
  /** A club's events take place in the club's zone (docs/decisions/175); others in the planner's own. */
  const timeZone = editing?.timeZone ?? club?.timeZone ?? runtimeTimeZone();
  const startFrom = useCallback((start: MeetingStart) => {
    const given = Object.fromEntries(Object.entries(start).filter(([, value]) => value !== undefined));
    setForm((current) => ({ ...current, ...given }));
  }, []);
  useClubMeetingStart(club, form.eventType, startFrom);

  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const updateAgenda = (key: number, change: Partial<AgendaDraft>) =>
    setAgenda((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const updateRole = (key: number, change: Partial<RoleDraft>) =>
    setRoles((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const reset = () => {
    setForm(initial);
    setAgenda([newAgendaRow()]);
    setRoles([]);
    setTemplate({ clubId: "", choice: "" });
    setErrors({});
    setServerError(undefined);
  };

  const refused = (failure: Message) => (error: Error) => {
    notifyFailure(failure, error);
    if (error instanceof ApiError && error.status < 500 && error.status !== 0) setServerError(error.message);
  };

  // a social event has no meeting roles (docs/decisions/196): no Role Assignments, none sent
  const withRoles = hasMeetingRoles(form.eventType);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = { ...form, clubId: chosenClub };
    const found = validate(filled, withRoles ? roles : [], { timeZone, unchangedStart: editing ? initial : undefined });
    setErrors(found);
    setServerError(undefined);
    if (Object.keys(found).length > 0) return;
    if (editing) {
      update.mutate(
        {
          title: form.title,
          eventType: form.eventType,
          date: form.date,
          time: form.time,
          durationMinutes: eventLength(form.length),
          timeZone,
          location: form.location,
          description: form.description,
          isPublic: form.isPublic,
        },
        {
          onSuccess: (result) => {
            notify(result.changed ? EVENT_CHANGE_MESSAGES.updated : EVENT_CHANGE_MESSAGES.unchanged);
            onOpenChange(false);
          },
          onError: refused(EVENT_CHANGE_MESSAGES.updateFailed),
        },
      );
      return;
    }
    create.mutate(
      {
        title: form.title,
        eventType: form.eventType,
        date: form.date,
        time: form.time,
        durationMinutes: eventLength(form.length),
        timeZone,
        location: form.location,
        description: form.description,
        clubId: chosenClub || null,
        isPublic: form.isPublic,
        recurrence: form.recurring ? { pattern: form.pattern, endDate: form.endDate || null } : null,
        agenda: agenda.map((row) => ({
          title: row.title.trim(),
          durationMinutes: agendaDuration(row.duration),
          agendaType: row.type,
          description: "",
        })),
        roles: withRoles ? roles.map((row) => ({ userId: row.member?.id ?? "", roleType: row.roleType })) : [],
        templateId: form.clubId ? templateIdOf(templateChoice) : undefined,
      },
      {
        onSuccess: (result) => {
          notify(form.recurring ? createdRecurring(result.count) : EVENT_MESSAGES.created);
          reset();
          onOpenChange(false);
        },
        onError: refused(EVENT_MESSAGES.createFailed),
      },
    );
  };
  const pending = create.isPending || update.isPending;

  const today = dayKey(new Date());
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent className="fixed inset-x-2 top-4 bottom-4 z-50 mx-auto flex max-w-2xl flex-col rounded-2xl bg-white shadow-xl sm:inset-x-6 sm:top-10 sm:bottom-10 dark:bg-slate-900">
        <div className="flex items-start justify-between border-slate-200 border-b p-5 dark:border-slate-800">
          <div>
            <DialogTitle className="font-semibold text-xl">{editing ? "Edit Event" : "Create Event"}</DialogTitle>
            <DialogDescription className="mt-1 text-slate-600 text-sm dark:text-slate-400">
              {form.isPublic ? "Events are public." : "Members only: only the club's members see this event."}{" "}
              {editing
                ? `Times are where the event takes place (${zonedTime(new Date(), timeZone).zone}). Everyone taking part is e-mailed what changes.`
                : club?.timeZone
                  ? `Times are in the club's time zone (${zoneLabel(club.timeZone)}).`
                  : `Times are in your time zone (${zonedTime(new Date()).zone}).`}
            </DialogDescription>
          </div>
          <DialogClose className="rounded-lg p-2 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label="Close">
            <X aria-hidden="true" className="size-5" />
          </DialogClose>
        </div>
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <div className="min-h-0 flex-1 space-y-5 overflow-y-auto p-5">
            <InputField
              label="Event Title"
              value={form.title}
              maxLength={EVENT_LIMITS.title}
              onChange={(event) => set("title", event.target.value)}
              error={errors.title}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Event Type"
                id={ids.type}
                value={form.eventType}
                onChange={(event) => set("eventType", event.target.value as EventType)}
              >
                {EVENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {EVENT_TYPE_LABELS[type]}
                  </option>
                ))}
              </SelectField>
              {editing ? (
                <InputField label="Club" value={editing.clubName ?? "No club"} readOnly disabled />
              ) : (
                <SelectField
                  label={noClubAllowed ? "Club (optional)" : "Club"}
                  id={ids.club}
                  value={chosenClub}
                  onChange={(event) => set("clubId", event.target.value)}
                >
                  {noClubAllowed && <option value="">No club</option>}
                  {clubs.map((club) => (
                    <option key={club.id} value={club.id}>
                      {club.name}
                    </option>
                  ))}
                </SelectField>
              )}
              <InputField
                label="Date"
                type="date"
                min={today}
                value={form.date}
                onChange={(event) => set("date", event.target.value)}
                error={errors.date}
              />
              <InputField
                label="Time"
                type="time"
                value={form.time}
                onChange={(event) => set("time", event.target.value)}
                error={errors.time}
              />
              <MinutesField
                label="Length (minutes)"
                rule={EVENT_LENGTH}
                value={form.length}
                onChange={(value) => set("length", value)}
                hint={`${lengthLabel(eventLength(form.length))}; the event is listed until it ends.`}
              />
            </div>
            <TemplateField
              clubId={form.clubId}
              eventType={form.eventType}
              value={templateChoice}
              onChange={(choice) => setTemplate({ clubId: form.clubId, choice })}
            />
            <InputField
              label="Location"
              value={form.location}
              maxLength={EVENT_LIMITS.location}
              onChange={(event) => set("location", event.target.value)}
            />
            <TextAreaField
              label="Description"
              rows={3}
              value={form.description}
              maxLength={EVENT_LIMITS.description}
              onChange={(event) => set("description", event.target.value)}
            />

            <AccessChoice
              name={ids.access}
              isPublic={form.isPublic}
              onChange={(isPublic) => set("isPublic", isPublic)}
              error={errors.access}
            />

            {!editing && (
              <>
                <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                  <legend className="px-1 font-semibold">Recurrence</legend>
                  <div className="flex items-center gap-3">
                    <Switch.Root
                      id={ids.recurring}
                      checked={form.recurring}
                      onCheckedChange={(checked) => set("recurring", checked)}
                      className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-accent-600 dark:bg-slate-700"
                    >
                      <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
                    </Switch.Root>
                    <label htmlFor={ids.recurring} className="font-medium text-sm">
                      Recurring Event
                    </label>
                  </div>
                  {form.recurring && (
                    <div className="grid gap-4 sm:grid-cols-2">
                      <SelectField
                        label="Repeats"
                        id={ids.pattern}
                        value={form.pattern}
                        onChange={(event) => set("pattern", event.target.value as RecurrencePattern)}
                      >
                        {RECURRENCE_PATTERNS.map((pattern) => (
                          <option key={pattern} value={pattern}>
                            {RECURRENCE_LABELS[pattern]}
                          </option>
                        ))}
                      </SelectField>
                      <InputField
                        label="End Date (optional)"
                        type="date"
                        min={form.date && form.date > today ? form.date : today}
                        value={form.endDate}
                        onChange={(event) => set("endDate", event.target.value)}
                        hint="Leave empty for indefinite recurrence"
                        error={errors.endDate}
                      />
                    </div>
                  )}
                </fieldset>

                <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                  <legend className="px-1 font-semibold">Agenda Items</legend>
                  {agenda.map((row, index) => (
                    <div key={row.key} className="grid items-end gap-3 sm:grid-cols-[1fr_7rem_9rem_auto]">
                      <InputField
                        label={`Item ${index + 1} title`}
                        value={row.title}
                        maxLength={EVENT_LIMITS.agendaTitle}
                        onChange={(event) => updateAgenda(row.key, { title: event.target.value })}
                      />
                      <MinutesField
                        label="Minutes"
                        rule={AGENDA_DURATION}
                        value={row.duration}
                        onChange={(duration) => updateAgenda(row.key, { duration })}
                      />
                      <Field label="Type" id={`agenda-type-${row.key}`}>
                        {(control) => (
                          <AgendaTypeSelect
                            {...control}
                            value={row.type}
                            onChange={(type) => updateAgenda(row.key, { type })}
                          />
                        )}
                      </Field>
                      <Button
                        variant="ghost"
                        className="h-11"
                        disabled={agenda.length <= 1}
                        onClick={() => setAgenda((rows) => rows.filter((other) => other.key !== row.key))}
                        aria-label={`Remove agenda item ${index + 1}`}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  ))}
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={agenda.length >= EVENT_LIMITS.agendaItems}
                    onClick={() => setAgenda((rows) => [...rows, newAgendaRow()])}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                    Add Agenda Item
                  </Button>
                </fieldset>

                <fieldset
                  hidden={!withRoles}
                  className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
                >
                  <legend className="px-1 font-semibold">Role Assignments</legend>
                  {roles.length === 0 && (
                    <p className="text-slate-600 text-sm dark:text-slate-400">No roles assigned in advance.</p>
                  )}
                  {roles.map((row, index) => (
                    <div key={row.key} className="grid items-start gap-3 sm:grid-cols-[1fr_10rem_auto]">
                      <MemberPicker
                        label={`Role ${index + 1} member`}
                        value={row.member}
                        onChange={(member) => updateRole(row.key, { member })}
                        error={errors.roles?.[row.key]}
                      />
                      <SelectField
                        label="Role"
                        id={`role-type-${row.key}`}
                        value={row.roleType}
                        onChange={(event) => updateRole(row.key, { roleType: event.target.value as CreationRole })}
                      >
                        {CREATION_ROLE_TYPES.map((role) => (
                          <option key={role} value={role}>
                            {ROLE_NAMES[role]}
                          </option>
                        ))}
                      </SelectField>
                      <Button
                        variant="ghost"
                        className="h-11 sm:mt-7"
                        onClick={() => setRoles((rows) => rows.filter((other) => other.key !== row.key))}
                        aria-label={`Remove role assignment ${index + 1}`}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  ))}
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={roles.length >= EVENT_LIMITS.roleRows}
                    onClick={() => setRoles((rows) => [...rows, newRoleRow()])}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                    Add Role Assignment
                  </Button>
                </fieldset>
              </>
            )}
            {serverError && (
              <p role="alert" className="text-red-700 text-sm dark:text-red-400">
                {serverError}
              </p>
            )}
          </div>
          <div className="flex justify-end gap-3 border-slate-200 border-t p-4 dark:border-slate-800">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" busy={pending}>
              {editing
                ? pending
                  ? "Saving..."
                  : "Save Changes"
                : pending
                  ? "Creating..."
                  : form.recurring
                    ? "Create Recurring Events"
                    : "Create Event"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}

/** "Open to everyone" or "Members only" (events.is_public; members only needs a club). */
function AccessChoice({
  name,
  isPublic,
  onChange,
  error,
}: {
  name: string;
  isPublic: boolean;
  onChange: (isPublic: boolean) => void;
  error?: string;
}) {
  const options = [
    { value: true, label: "Open to everyone", hint: "Listed in Events & News for the whole community." },
    { value: false, label: "Members only", hint: "Only the club's members see it and may come." },
  ];
  return (
    <fieldset
      className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className="px-1 font-semibold">Who may come</legend>
      {options.map((option) => (
        <label key={option.label} className="flex items-start gap-3 text-sm">
          <input
            type="radio"
            name={name}
            className="mt-1 size-4 accent-accent-600"
            checked={isPublic === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>
            <span className="block font-medium">{option.label}</span>
            <span className="block text-slate-600 dark:text-slate-400">{option.hint}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id={`${name}-error`} className="text-red-700 text-sm dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
