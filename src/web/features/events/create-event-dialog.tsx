import { type FormEvent, useCallback, useId, useState } from "react";
import { dayKey, runtimeTimeZone } from "@/domain/dates";
import { agendaDuration, EVENT_LENGTH, eventLength, lengthLabel } from "@/domain/events/durations";
import { EVENT_LIMITS, EVENT_TYPE_LABELS, EVENT_TYPES, type EventType } from "@/domain/events/inputs";
import { createdRecurring, EVENT_CHANGE_MESSAGES, EVENT_MESSAGES } from "@/domain/events/messages";
import { hasMeetingRoles } from "@/domain/events/roles";
import { zonedTime, zoneLabel } from "@/domain/events/time-zones";
import type { Message } from "@/domain/messages";
import { Button } from "@/web/components/ui/button";
import { DialogClose, DialogContent, DialogHeader, DialogRoot } from "@/web/components/ui/dialog";
import { InputField, SelectField, TextAreaField } from "@/web/components/ui/field";
import { OptionList } from "@/web/components/ui/option-list";
import { ApiError } from "@/web/lib/api";
import { notify, notifyFailure } from "@/web/lib/toast";
import { useClubRoles } from "../club-roles/api";
import { AccessChoice } from "./access-choice";
import { type MeetingStart, useClubMeetingStart } from "./club-meeting-start";
import { useDraftRows } from "./draft-rows";
import type { EventDetails } from "./event-keys";
import { MinutesField } from "./minutes-field";
import { NewAgendaItems, newAgendaRow } from "./new-agenda-items";
import { EMPTY_EVENT, type EventForm, type EventFormErrors, eventDetailsOf, formOf, validate } from "./new-event-form";
import { NewRoleAssignments, type RoleDraft } from "./new-role-assignments";
import { useCreateEvents, usePlanningChoices, useUpdateEvent } from "./planning-api";
import { RecurrenceChoice } from "./recurrence-choice";
import { type TemplateChoice, TemplateField, templateIdOf } from "./template-field";

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
  const ids = { type: useId(), club: useId(), access: useId() };
  const initial = editing ? formOf(editing) : { ...EMPTY_EVENT, clubId: clubId ?? "" };
  const [form, setForm] = useState(initial);
  const agenda = useDraftRows(() => [newAgendaRow()]);
  const roles = useDraftRows<RoleDraft>(() => []);
  const [template, setTemplate] = useState<{ clubId: string; choice: TemplateChoice }>({ clubId: "", choice: "" });
  const templateChoice = template.clubId === form.clubId ? template.choice : ""; // a new club starts from its default
  const [errors, setErrors] = useState<EventFormErrors>({});
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
  // a club's event offers the club's roles (docs/decisions/223)
  const clubRoles = useClubRoles(editing ? undefined : chosenClub || undefined).data?.roles;

  const set = <K extends keyof EventForm>(key: K, value: EventForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const reset = () => {
    setForm(initial);
    agenda.reset();
    roles.reset();
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
    const found = validate(filled, withRoles ? roles.rows : [], {
      timeZone,
      unchangedStart: editing ? initial : undefined,
      eventRoles: chosenClub && clubRoles ? { club: true, roles: clubRoles } : undefined,
    });
    setErrors(found);
    setServerError(undefined);
    if (Object.keys(found).length > 0) return;
    if (editing) {
      update.mutate(eventDetailsOf(form, timeZone), {
        onSuccess: (result) => {
          notify(result.changed ? EVENT_CHANGE_MESSAGES.updated : EVENT_CHANGE_MESSAGES.unchanged);
          onOpenChange(false);
        },
        onError: refused(EVENT_CHANGE_MESSAGES.updateFailed),
      });
      return;
    }
    create.mutate(
      {
        ...eventDetailsOf(form, timeZone),
        clubId: chosenClub || null,
        recurrence: form.recurring ? { pattern: form.pattern, endDate: form.endDate || null } : null,
        agenda: agenda.rows.map((row) => ({
          title: row.title.trim(),
          durationMinutes: agendaDuration(row.duration),
          agendaType: row.type,
          description: "",
        })),
        roles: withRoles ? roles.rows.map((row) => ({ userId: row.member?.id ?? "", roleType: row.roleType })) : [],
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
        <DialogHeader
          title={editing ? "Edit Event" : "Create Event"}
          description={
            <>
              {form.isPublic ? "Events are public." : "Members only: only the club's members see this event."}{" "}
              {editing
                ? `Times are where the event takes place (${zonedTime(new Date(), timeZone).zone}). Everyone taking part is e-mailed what changes.`
                : club?.timeZone
                  ? `Times are in the club's time zone (${zoneLabel(club.timeZone)}).`
                  : `Times are in your time zone (${zonedTime(new Date()).zone}).`}
            </>
          }
          className="border-slate-200 border-b p-5 dark:border-slate-800"
        />
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
                <OptionList items={EVENT_TYPES} toValue={(type) => type} toLabel={(type) => EVENT_TYPE_LABELS[type]} />
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
                  <OptionList items={clubs} toValue={(club) => club.id} toLabel={(club) => club.name} />
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
                <RecurrenceChoice
                  recurring={form.recurring}
                  pattern={form.pattern}
                  endDate={form.endDate}
                  earliestEnd={form.date && form.date > today ? form.date : today}
                  error={errors.endDate}
                  onChange={(change) => setForm((current) => ({ ...current, ...change }))}
                />
                <NewAgendaItems agenda={agenda} />
                <NewRoleAssignments
                  roles={roles}
                  hidden={!withRoles}
                  errors={errors.roles}
                  clubRoles={chosenClub ? clubRoles : undefined}
                />
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
