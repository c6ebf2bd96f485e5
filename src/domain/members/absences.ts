import { z } from "zod";
import { calendarDayInWords, dayKey } from "../dates";
import { errorMessage } from "../messages";
import { plural } from "../plurals";
import { DAY } from "../time";

/**
 * Planned absences (docs/decisions/156): a member names the first and last day they will be away; a meeting falls in
 * an absence when its day where it takes place (its own time zone) is one of those days.
 */
export type Absence = { firstDay: string; lastDay: string };

/** "2026-12-03": the calendar day of `instant` where the meeting takes place (UTC when its zone is unknown). */
export const meetingDay = (instant: Date, timeZone: string | null): string => dayKey(instant, timeZone || "UTC");

/** Whether any absence covers `day` (both ends inclusive; days compare as "YYYY-MM-DD" text). */
export const isAwayOn = (absences: readonly Absence[], day: string) =>
  absences.some((absence) => absence.firstDay <= day && day <= absence.lastDay);

/**
 * The oldest calendar day still under way somewhere on Earth at `now` (the day at UTC−12). Absences are days where
 * the meeting takes place, in any zone, so an absence has ended only when its last day has ended everywhere: until
 * then a meeting somewhere may still fall on it.
 */
export const earliestOngoingDay = (now: Date) => meetingDay(now, "Etc/GMT+12");

/** Whether the absence's last day has ended everywhere (see earliestOngoingDay). */
export const hasEnded = (absence: Pick<Absence, "lastDay">, now: Date) => absence.lastDay < earliestOngoingDay(now);

export const ABSENCE_LIMITS = { note: 200, perMember: 50, maxDays: 366 } as const;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** "YYYY-MM-DD" naming a day the calendar has (not 2026-02-30). */
const isDay = (value: string) => {
  if (!DAY_PATTERN.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};
const daysBetween = (first: string, last: string) =>
  (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY;

export const ABSENCE_MESSAGES = {
  hint: "Clubs won't remind you, offer you roles or ask you to fill open roles on these days.",
  firstDayInvalid: "First day must be a date such as 2026-12-24.",
  lastDayInvalid: "Last day must be a date such as 2026-12-24.",
  lastBeforeFirst: "The last day cannot be before the first day.",
  tooLong: "An absence can last at most a year.",
  noteTooLong: `Note must be at most ${ABSENCE_LIMITS.note} characters.`,
  lastDayPassed: { code: "ABSENCE_PASSED", message: "The last day has already passed." },
  tooMany: {
    code: "TOO_MANY_ABSENCES",
    title: "Too Many Absences",
    message: `You can plan at most ${ABSENCE_LIMITS.perMember} absences ahead. Remove one before adding another.`,
  },
  notFound: { code: "ABSENCE_NOT_FOUND", message: "There is no such absence." },
  empty: "No away dates planned.",
  added: (days: string) => ({ title: "Away dates added", description: `You are away ${days}.` }),
  /** Added over roles the member holds (docs/decisions/169): the list below shows them. */
  addedOverRoles: (days: string, roles: number) => ({
    title: "Away dates added",
    description: `You are away ${days}. You hold ${plural(roles, { one: "a role", other: "# roles" })} on these days: hand ${plural(roles, { one: "it", other: "them" })} over or give ${plural(roles, { one: "it", other: "them" })} up.`,
  }),
  removed: (days: string) => ({ title: "Away dates removed", description: `You are no longer away ${days}.` }),
  addFailed: errorMessage("Your away dates could not be saved. Please try again."),
  removeFailed: errorMessage("Your away dates could not be removed. Please try again."),
} as const;

export const absenceInput = z
  .strictObject({
    firstDay: z.string().refine(isDay, ABSENCE_MESSAGES.firstDayInvalid),
    lastDay: z.string().refine(isDay, ABSENCE_MESSAGES.lastDayInvalid),
    note: z.string().trim().max(ABSENCE_LIMITS.note, ABSENCE_MESSAGES.noteTooLong).default(""),
  })
  .refine((input) => input.firstDay <= input.lastDay, {
    message: ABSENCE_MESSAGES.lastBeforeFirst,
    path: ["lastDay"],
  })
  .refine((input) => daysBetween(input.firstDay, input.lastDay) < ABSENCE_LIMITS.maxDays, {
    message: ABSENCE_MESSAGES.tooLong,
    path: ["lastDay"],
  });
export type AbsenceInput = z.infer<typeof absenceInput>;

const dayText = (day: string) => calendarDayInWords(day, "weekday-month-day");
const yearOf = (day: string) => day.slice(0, 4).replace(/^0+(?=\d)/, "");

/**
 * The days for people: "Thu, Dec 24, 2026", "Mon, Dec 21 – Thu, Dec 24, 2026",
 * "Mon, Dec 28, 2026 – Sun, Jan 3, 2027" (the days as named, in no time zone).
 */
export function absenceDays(absence: Absence): string {
  const { firstDay, lastDay } = absence;
  if (firstDay === lastDay) return `${dayText(firstDay)}, ${yearOf(firstDay)}`;
  if (yearOf(firstDay) === yearOf(lastDay)) return `${dayText(firstDay)} – ${dayText(lastDay)}, ${yearOf(lastDay)}`;
  return `${dayText(firstDay)}, ${yearOf(firstDay)} – ${dayText(lastDay)}, ${yearOf(lastDay)}`;
}
