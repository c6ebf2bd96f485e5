import { DEFAULT_REMINDER_DAYS, reminderDueAt } from "./reminders";

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
export type RoleGapMarker = { roleType: string; kind: RoleGapKind; holder: string };
