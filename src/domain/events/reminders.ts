import { daysEarlierInZone } from "../dates";
import { HOUR } from "../time";

/** How many days before a meeting its role holders are reminded, unless the club chose otherwise. */
export const DEFAULT_REMINDER_DAYS = 2;
export const REMINDER_DAYS = { min: 0, max: 14 } as const;

/**
 * When a role holder is reminded (docs/decisions/153): `days` days before the meeting at the same wall-clock time
 * where it takes place (so a change to summer time in between moves nothing), or undefined when the club turned
 * reminders off (0 days). Without a known zone, UTC.
 */
export function reminderDueAt(eventDate: Date, timeZone: string | null, days: number): Date | undefined {
  if (days <= 0) return undefined;
  return daysEarlierInZone(eventDate, days, timeZone || "UTC");
}

/**
 * When to send a mail due before a meeting: at its due time; when that has passed, at once, unless the meeting
 * starts within `tooLateMs`. Undefined: not at all.
 */
export function mailSendAt(dueAt: Date | undefined, eventDate: Date, now: Date, tooLateMs: number): Date | undefined {
  if (!dueAt) return undefined;
  if (dueAt.getTime() > now.getTime()) return dueAt;
  return eventDate.getTime() - now.getTime() > tooLateMs ? now : undefined;
}

/**
 * A reminder is worth sending when it is due before the meeting starts; a role taken after its reminder time gets
 * one at once, unless the meeting starts within the hour (the holder has just chosen it).
 */
export const reminderSendAt = (dueAt: Date | undefined, eventDate: Date, now: Date) =>
  mailSendAt(dueAt, eventDate, now, HOUR);
