import { escapeHtml } from "../mail/html";
import { eventLocalTime } from "./changes";
import { DEFAULT_REMINDER_DAYS, reminderDueAt } from "./reminders";
import type { RoleType } from "./roles";
import { zonedTime } from "./time-zones";

/**
 * Role gaps (docs/decisions/169): a role that fell open late, or whose holder will be away on the meeting's day. The
 * club's officers are e-mailed once per gap and see a marker beside the role until it is filled or the holder is no
 * longer away.
 */
export type RoleGapKind = "fell-open" | "holder-away";

export const ROLE_GAP_LABELS: Record<RoleGapKind, string> = {
  "fell-open": "Fell open",
  "holder-away": "Holder away",
};

/**
 * Whether `now` is inside a meeting's late window: from the moment its holders are reminded (the club's number of
 * days before it, or the default when the club turned reminders off) until it starts. A role that falls open then
 * with nobody waiting is a gap the officers hear of.
 */
export function insideReminderWindow(
  meeting: { eventDate: Date; timeZone: string | null },
  reminderDays: number,
  now: Date,
): boolean {
  if (meeting.eventDate.getTime() <= now.getTime()) return false;
  const opensAt = reminderDueAt(
    meeting.eventDate,
    meeting.timeZone,
    reminderDays > 0 ? reminderDays : DEFAULT_REMINDER_DAYS,
  );
  return opensAt !== undefined && opensAt.getTime() <= now.getTime();
}

/** A role's marker for the officers: the kind of the first gap of this role still open, if any. */
export type RoleGapMarker = { roleType: RoleType; kind: RoleGapKind; holder: string };

export type RoleGapMailInput = {
  kind: RoleGapKind;
  firstName: string | null;
  holder: string;
  roleName: string;
  meeting: { title: string; clubName: string; eventDate: Date; timeZone: string | null };
  eventUrl: string;
};

/** The e-mail to one of the club's officers about one gap: what happened, and where to fill the role. */
export function roleGapMail(input: RoleGapMailInput) {
  const { meeting } = input;
  const day = zonedTime(meeting.eventDate, meeting.timeZone ?? "UTC").day;
  const lead =
    input.kind === "fell-open"
      ? `${input.holder} gave up the ${input.roleName} role at "${meeting.title}", and nobody was waiting for it.`
      : `${input.holder} will be away on the day of "${meeting.title}" and still holds the ${input.roleName} role.`;
  const ask =
    input.kind === "fell-open"
      ? "The role is open: propose it to a member on the meeting's page, or take it yourself."
      : `${input.holder} will not be reminded. Ask them to hand the role over, or propose it to another member once it is free.`;
  const greeting = `Hi ${input.firstName || "there"},`;
  const when = `When: ${eventLocalTime(meeting)}`;
  const reason = `You receive this because you are an officer of ${meeting.clubName}.`;
  const subject = `${input.kind === "fell-open" ? "Fell open" : "Holder away"}: ${input.roleName} at ${meeting.title} — ${day}`;
  const text = [greeting, "", lead, "", when, "", ask, "", `Open the meeting: ${input.eventUrl}`, "", reason, ""].join(
    "\n",
  );
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<ul><li>${escapeHtml(when)}</li></ul>
<p>${escapeHtml(ask)}</p>
<p><a href="${escapeHtml(input.eventUrl)}" style="display:inline-block;padding:10px 18px;border-radius:8px;text-decoration:none;background:#4f46e5;color:#fff">Open the meeting</a></p>
<p style="color:#555;font-size:13px">${escapeHtml(reason)}</p>`;
  return { subject, text, html };
}
