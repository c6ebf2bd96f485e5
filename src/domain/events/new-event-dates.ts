import { dayIn, formatDay, wallClockTime, zonedInstant } from "../dates";
import { parseDay, parseTime } from "./recurrence";

/** What can be wrong with a new event's date and time (the Create Event dialog and the server share the rule). */
export type EventDateProblem = "date-missing" | "time-missing" | "end-in-the-past" | "end-before-date" | "not-ahead";

export type EventWhen = {
  /** yyyy-MM-dd, the day of the (first) event in `timeZone`. */
  date: string;
  /** HH:mm in `timeZone`. */
  time: string;
  timeZone: string;
  /** The last day of a recurring series (yyyy-MM-dd), if one is given. */
  endDate?: string | null;
};

/**
 * Every problem with a new event's date and time, in the order a person fixes them; none when it may be created:
 * a date and a time, a series' end not before today nor before the first date, and a start still ahead of `now`.
 */
export function eventDateProblems(when: EventWhen, now = new Date()): EventDateProblem[] {
  const problems: EventDateProblem[] = [];
  const day = parseDay(when.date);
  const time = parseTime(when.time);
  if (!day) problems.push("date-missing");
  if (!time) problems.push("time-missing");
  const endDay = when.endDate ? parseDay(when.endDate) : undefined;
  if (endDay && formatDay(endDay) < formatDay(dayIn(now, when.timeZone))) problems.push("end-in-the-past");
  if (endDay && day && formatDay(endDay) < formatDay(day)) problems.push("end-before-date");
  if (day && time && zonedInstant(day, time, when.timeZone).getTime() <= now.getTime()) problems.push("not-ahead");
  return problems;
}

/** The dialog's date (yyyy-MM-dd) and time (HH:mm) of an instant on the wall clock of `timeZone`: an edit's start. */
export function wallClockOf(instant: Date | string, timeZone: string): { date: string; time: string } {
  return { date: formatDay(dayIn(instant, timeZone)), time: wallClockTime(instant, timeZone) };
}
