import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { ROLE_MESSAGES, roleDropped } from "@/domain/events/messages";
import { ABSENCE_LIMITS, ABSENCE_MESSAGES, absenceDays, absenceInput, hasEnded } from "@/domain/members/absences";
import { paths } from "@/domain/paths";
import { plural } from "@/domain/plurals";
import { Button } from "@/web/components/ui/button";
import { InputField } from "@/web/components/ui/field";
import { parseFields } from "@/web/lib/form-errors";
import { meetingWhen } from "@/web/lib/meeting-when";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { type Absence, type HeldOnAwayDays, useAbsences, useAddAbsence, useGiveUpRole, useRemoveAbsence } from "./api";
import { LoadedSection } from "./loaded-section";

/** "2026-12-24": today on this device's calendar. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The member's planned absences (decision 156): the list, and a form to add some. */
export function AwayDates() {
  return (
    <div className="space-y-5">
      <AbsenceList />
      <div className="border-slate-200 border-t pt-5 dark:border-slate-800">
        <AbsenceForm />
      </div>
    </div>
  );
}

function AbsenceList() {
  const absences = useAbsences();
  return (
    <LoadedSection
      anchor="away-dates"
      failure="Your away dates could not be loaded. Please reload the page."
      query={absences}
      shapes={["h-12", "h-12"]}
    >
      {(data) => <Absences list={data.absences} />}
    </LoadedSection>
  );
}

function Absences({ list }: { list: Absence[] }) {
  const remove = useRemoveAbsence();
  if (list.length === 0) {
    return <p className="text-slate-600 text-sm dark:text-slate-400">{ABSENCE_MESSAGES.empty}</p>;
  }
  const today = localToday();
  const removeOne = (absence: Absence) =>
    remove.mutate(absence.id, {
      onSuccess: () => notify(ABSENCE_MESSAGES.removed(absenceDays(absence))),
      onError: (error) => notifyRefusal(error, ABSENCE_MESSAGES.removeFailed),
    });
  return (
    <ul aria-label="Your away dates" className="divide-y divide-slate-200 dark:divide-slate-800">
      {list.map((absence) => {
        const days = absenceDays(absence);
        const now = absence.firstDay <= today && today <= absence.lastDay;
        return (
          <li key={absence.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <p className="font-medium">
                {days}
                {now && (
                  <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 align-middle font-medium text-amber-900 text-xs dark:bg-amber-900/40 dark:text-amber-200">
                    Away now
                  </span>
                )}
              </p>
              {absence.note && <p className="break-words text-slate-600 text-sm dark:text-slate-400">{absence.note}</p>}
              <HeldRoles roles={absence.roles} />
            </div>
            <Button
              variant="secondary"
              className="shrink-0"
              aria-label={`Remove away dates ${days}`}
              busy={remove.isPending && remove.variables === absence.id}
              onClick={() => removeOne(absence)}
            >
              Remove
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** Which role a button or link of a held role is about, for a screen reader. */
function WhichRole({ role }: { role: HeldOnAwayDays }) {
  return (
    <span className="sr-only">
      {" "}
      the {role.roleName} role at {role.title}
    </span>
  );
}

/**
 * The roles the member holds on these away days (decision 169): the club's officers have been told, and the member
 * is not reminded; they hand each over on the meeting's page or give it up here.
 */
function HeldRoles({ roles }: { roles: HeldOnAwayDays[] }) {
  const giveUp = useGiveUpRole();
  if (roles.length === 0) return null;
  return (
    <div className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40">
      <p className="font-medium text-amber-900 dark:text-amber-100">
        You hold {plural(roles.length, { one: "a role", other: "# roles" })} on these days
      </p>
      <ul aria-label="Roles you hold on these days" className="mt-1 space-y-2">
        {roles.map((role) => (
          <li key={role.assignmentId} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words">
              <span className="font-medium">{role.roleName}</span> at{" "}
              <Link to={paths.event(role.eventId)} className="underline underline-offset-2 hover:no-underline">
                {role.title}
              </Link>
              , {meetingWhen(role.eventDate, role.timeZone)}
            </span>
            <span className="flex shrink-0 gap-2">
              {role.clubMeeting && (
                <Link
                  to={paths.event(role.eventId)}
                  className="inline-flex h-8 items-center rounded-lg px-3 font-medium text-accent-700 text-sm hover:bg-accent-50 dark:text-accent-300 dark:hover:bg-slate-800"
                >
                  Hand over
                  <WhichRole role={role} />
                </Link>
              )}
              <Button
                size="sm"
                variant="secondary"
                busy={giveUp.isPending && giveUp.variables === role}
                onClick={() =>
                  giveUp.mutate(role, {
                    onSuccess: () => notify(roleDropped(role.roleName)),
                    onError: (error) => notifyRefusal(error, ROLE_MESSAGES.removeFailed),
                  })
                }
              >
                Give up
                <WhichRole role={role} />
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AbsenceForm() {
  const [firstDay, setFirstDay] = useState("");
  const [lastDay, setLastDay] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddAbsence();
  const today = localToday();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const absence = parseFields(absenceInput, { firstDay, lastDay, note }, setErrors);
    if (!absence) return;
    if (hasEnded(absence, new Date())) return setErrors({ lastDay: ABSENCE_MESSAGES.lastDayPassed.message });
    add.mutate(absence, {
      onSuccess: (added) => {
        notify(
          added.roles.length > 0
            ? ABSENCE_MESSAGES.addedOverRoles(absenceDays(added), added.roles.length)
            : ABSENCE_MESSAGES.added(absenceDays(added)),
        );
        setFirstDay("");
        setLastDay("");
        setNote("");
      },
      onError: (error) => notifyRefusal(error, ABSENCE_MESSAGES.addFailed),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add away dates" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="First day"
          type="date"
          min={today}
          value={firstDay}
          error={errors.firstDay}
          onChange={(event) => {
            setFirstDay(event.target.value);
            if (!lastDay || event.target.value > lastDay) setLastDay(event.target.value);
          }}
        />
        <InputField
          label="Last day"
          type="date"
          min={firstDay || today}
          value={lastDay}
          error={errors.lastDay}
          onChange={(event) => setLastDay(event.target.value)}
        />
      </div>
      <InputField
        label="Note (optional)"
        hint="Only you see it, e.g. Family visit."
        maxLength={ABSENCE_LIMITS.note}
        value={note}
        error={errors.note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" busy={add.isPending}>
        {add.isPending ? "Adding..." : "Add away dates"}
      </Button>
    </form>
  );
}
