/**
 * Recurring events: the dates of every occurrence, computed in the creator's time zone so that each occurrence
 * keeps the creator's local time of day, also across daylight-saving changes.
 */
import { type CalendarDay, formatDay, zonedInstant } from "../dates";

export { parseDay } from "../dates";

import { DAY } from "../time";

export const RECURRENCE_PATTERNS = ["weekly", "biweekly", "monthly"] as const;
export type RecurrencePattern = (typeof RECURRENCE_PATTERNS)[number];

export const RECURRENCE_LABELS: Record<RecurrencePattern, string> = {
  weekly: "Weekly",
  biweekly: "Bi-weekly",
  monthly: "Monthly",
};

export const MAX_OCCURRENCES = 52;
export const DEFAULT_HORIZON_DAYS = 365;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "18:30" → hours and minutes, or undefined. */
export function parseTime(value: string): { hour: number; minute: number } | undefined {
  const match = TIME_PATTERN.exec(value);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : undefined;
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Calendar months later; a day the month lacks becomes the month's last day (Jan 31 → Feb 28 → Mar 31). */
function addMonths(day: CalendarDay, months: number): CalendarDay {
  const monthIndex = day.month - 1 + months;
  const year = day.year + Math.floor(monthIndex / 12);
  const month = (((monthIndex % 12) + 12) % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(day.day, lastDay) };
}

/** The n-th occurrence's day (0 is the chosen day), always counted from the first so month ends do not drift. */
export function occurrenceDay(first: CalendarDay, pattern: RecurrencePattern, index: number): CalendarDay {
  if (pattern === "weekly") return addDays(first, 7 * index);
  if (pattern === "biweekly") return addDays(first, 14 * index);
  return addMonths(first, index);
}

export type Schedule = {
  day: CalendarDay;
  time: { hour: number; minute: number };
  timeZone: string;
  /** Without a pattern the event happens once. */
  pattern?: RecurrencePattern;
  /** The last day an occurrence may fall on (inclusive, in the creator's time zone); default one year from now. */
  endDay?: CalendarDay;
  now: Date;
};

/** When each occurrence starts: the chosen day first, then by pattern until the end, at most 52. */
export function occurrenceDates(schedule: Schedule): Date[] {
  const { day, time, timeZone, pattern, endDay, now } = schedule;
  const first = zonedInstant(day, time, timeZone);
  if (!pattern) return [first];
  const horizon = now.getTime() + DEFAULT_HORIZON_DAYS * DAY;
  const last = endDay ? formatDay(endDay) : undefined;
  const dates = [first];
  for (let index = 1; dates.length < MAX_OCCURRENCES; index++) {
    const next = occurrenceDay(day, pattern, index);
    if (last !== undefined && formatDay(next) > last) break;
    const instant = zonedInstant(next, time, timeZone);
    if (last === undefined && instant.getTime() > horizon) break;
    dates.push(instant);
  }
  return dates;
}

/** An event without a club: the first occurrence keeps the title; later ones get " (2)", " (3)"… (decision 194). */
export const occurrenceTitle = (title: string, index: number) => (index === 0 ? title : `${title} (${index + 1})`);
