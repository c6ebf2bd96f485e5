import { UserCheck, UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ATTENDANCE_MESSAGES, attendanceLine } from "@/domain/meetings/attendance";
import { errorMessage } from "@/domain/messages";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { notifyRefusal } from "@/web/lib/toast";
import { type ConsoleState, useCheckIn, useGuestRole, useSaveGuest } from "./api";

const FAILED = errorMessage("Failed to save the check-in");
const INPUT =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900";

/**
 * The check-in (docs/decisions/232): the club's members and the meeting's role holders, each present or not (role
 * holders unless marked absent), and the guests with the form that adds one. Each button is disabled while it writes.
 */
export function CheckInPanel({ eventId, state, records }: { eventId: string; state: ConsoleState; records: boolean }) {
  const attendance = state.attendance;
  const checkIn = useCheckIn(eventId);
  const saveGuest = useSaveGuest(eventId);
  const guestRole = useGuestRole(eventId);
  const [guestId, setGuestId] = useState(() => crypto.randomUUID());
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [heardFrom, setHeardFrom] = useState("");
  const [consent, setConsent] = useState(false);
  if (!attendance) return null;
  const present = attendance.members.filter((member) => member.present).length;
  const offered = attendance.roles;

  const addGuest = (event: FormEvent) => {
    event.preventDefault();
    saveGuest.mutate(
      { guestId, name, email, heardFrom, consent },
      {
        onSuccess: () => {
          setGuestId(crypto.randomUUID());
          setName("");
          setEmail("");
          setHeardFrom("");
          setConsent(false);
        },
        onError: (error) => notifyRefusal(error, FAILED),
      },
    );
  };

  return (
    <Card className="p-5" role="region" aria-labelledby="check-in-title">
      <h2 id="check-in-title" className="flex items-center gap-2 font-semibold text-lg">
        <UserCheck aria-hidden="true" className="size-5" /> {ATTENDANCE_MESSAGES.panelTitle}
      </h2>
      <p className="mt-1 text-slate-600 text-sm dark:text-slate-400" aria-live="polite">
        {attendanceLine(present + attendance.guests.length, attendance.guests.length)}
      </p>
      {attendance.members.length === 0 ? (
        <p className="mt-3 text-sm">{ATTENDANCE_MESSAGES.noMembers}</p>
      ) : (
        <ul aria-label="Members" className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {attendance.members.map((member) => {
            const writing = checkIn.isPending && checkIn.variables?.userId === member.userId;
            return (
              <li key={member.userId} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 flex-1 break-words">
                  <span className="font-medium">{member.name}</span>
                  {member.roles.length > 0 && (
                    <span className="text-slate-600 text-sm dark:text-slate-400">
                      {" "}
                      · {member.roles.join(", ")}
                      {/* a role holder counts unless marked absent: not present means marked so */}
                      {!member.present && " · marked absent"}
                    </span>
                  )}
                </span>
                <Button
                  size="sm"
                  className="shrink-0"
                  variant={member.present ? "primary" : "secondary"}
                  aria-pressed={member.present}
                  disabled={!records || writing}
                  busy={writing}
                  onClick={() =>
                    checkIn.mutate(
                      { userId: member.userId, present: !member.present },
                      { onError: (error) => notifyRefusal(error, FAILED) },
                    )
                  }
                >
                  {member.present ? "Present" : "Check in"}
                  <span className="sr-only"> {member.name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="mt-5 font-semibold">{ATTENDANCE_MESSAGES.guestsTitle}</h3>
      {attendance.guests.length > 0 && (
        <ul aria-label="Guests" className="mt-2 space-y-2">
          {attendance.guests.map((guest) => (
            <li key={guest.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
              <span className="min-w-0 flex-[1_1_14rem] break-words">
                <span className="font-medium">{guest.name}</span>
                {guest.heardFrom && <span className="text-slate-600 dark:text-slate-400"> · {guest.heardFrom}</span>}
                {guest.consent && <span className="text-slate-600 dark:text-slate-400"> · may be contacted</span>}
              </span>
              {state.viewer.capabilities.giveGuestRoles ? (
                <label className="ml-auto flex items-center gap-2">
                  <span className="sr-only">Role of {guest.name}</span>
                  <select
                    className={INPUT}
                    value={guest.roleType ?? ""}
                    disabled={!records || (guestRole.isPending && guestRole.variables?.guestId === guest.id)}
                    onChange={(event) =>
                      guestRole.mutate(
                        { guestId: guest.id, roleType: event.target.value || null },
                        { onError: (error) => notifyRefusal(error, FAILED) },
                      )
                    }
                  >
                    <option value="">No role</option>
                    {offered.map((role) => (
                      <option key={role.key} value={role.key}>
                        {role.name}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                guest.roleName && <span className="ml-auto">{guest.roleName}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={addGuest} className="mt-3 grid gap-2 sm:grid-cols-2" aria-label="Add guest">
        <label className="grid gap-1 text-sm">
          Guest name
          <input className={INPUT} value={name} onChange={(event) => setName(event.target.value)} required />
        </label>
        <label className="grid gap-1 text-sm">
          E-mail (optional)
          <input className={INPUT} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <label className="grid gap-1 text-sm sm:col-span-2">
          How they heard of the club
          <input className={INPUT} value={heardFrom} onChange={(event) => setHeardFrom(event.target.value)} />
        </label>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
          {ATTENDANCE_MESSAGES.consentLabel}
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" disabled={!records || saveGuest.isPending} busy={saveGuest.isPending}>
            <UserPlus aria-hidden="true" className="size-4" /> Add guest
          </Button>
        </div>
      </form>
    </Card>
  );
}
