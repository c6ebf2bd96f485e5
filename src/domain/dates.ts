/**
 * Dates and times, in one place for the server, the mails and the browser (docs/decisions/210): which calendar day
 * an instant falls on in a time zone, the instant a wall clock in a zone shows, and dates written for people in a
 * locale. Zone arithmetic is done with `@date-fns/tz`; words come from `Intl` in the locale given (the product
 * speaks US English, DEFAULT_LOCALE, and writes "Mar 04, 2026" and "7:00 PM").
 *
 * A time zone left out (`undefined`) is the runtime's own: the viewer's in a browser.
 */
import { TZDate, tzOffset } from "@date-fns/tz";
import { MINUTE } from "./time";

export const DEFAULT_LOCALE = "en-US";

export type Instant = Date | string | number;

/** A calendar day without a time zone, e.g. the value of an `<input type="date">`. */
export type CalendarDay = { year: number; month: number; day: number };

/** A time of day on a wall clock. */
export type WallTime = { hour: number; minute: number };

const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

/**
 * The runtime's spelling of each zone it knows, by the name asked in lower case (the runtime reads zone names in any
 * case, so the keys stay as few as the zones): asking means making a formatter, 0.1–0.2 ms each.
 */
const knownZones = new Map<string, string>();

/** The zone as the runtime spells it ("utc" → "UTC"), or undefined when it does not know it. */
export function runtimeZoneName(value: string): string | undefined {
  const key = value.toLowerCase();
  const known = knownZones.get(key);
  if (known !== undefined) return known;
  try {
    const spelled = new Intl.DateTimeFormat(DEFAULT_LOCALE, { timeZone: value }).resolvedOptions().timeZone;
    knownZones.set(key, spelled);
    return spelled;
  } catch {
    return undefined;
  }
}

/** Whether the runtime knows the zone ("Europe/Berlin", "UTC"). */
export const isTimeZone = (value: string): boolean => runtimeZoneName(value) !== undefined;

/** The runtime's own zone ("Europe/Berlin"): the viewer's in a browser. */
export const runtimeTimeZone = () => new Intl.DateTimeFormat(DEFAULT_LOCALE).resolvedOptions().timeZone;

/** The instant as read on the wall clock of `timeZone` (the runtime's when left out). */
const wallClock = (instant: Instant, timeZone?: string): Date =>
  timeZone ? new TZDate(toDate(instant).getTime(), timeZone) : toDate(instant);

/** The calendar day `instant` falls on in `timeZone`. */
export function dayIn(instant: Instant, timeZone?: string): CalendarDay {
  const wall = wallClock(instant, timeZone);
  return { year: wall.getFullYear(), month: wall.getMonth() + 1, day: wall.getDate() };
}

/** 2026-03-04 → "2026-03-04". */
export const formatDay = ({ year, month, day }: CalendarDay) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2025-03-31" → the day, or undefined when it is not a real calendar day. */
export function parseDay(value: string): CalendarDay | undefined {
  const match = DAY_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  return { year, month, day };
}

/** "2026-12-03": the calendar day of `instant` in `timeZone` (the runtime's when left out). */
export const dayKey = (instant: Instant, timeZone?: string) => formatDay(dayIn(instant, timeZone));

/** "18:30": the wall-clock time of `instant` in `timeZone`, on a 24-hour clock. */
export function wallClockTime(instant: Instant, timeZone?: string): string {
  const wall = wallClock(instant, timeZone);
  return `${String(wall.getHours()).padStart(2, "0")}:${String(wall.getMinutes()).padStart(2, "0")}`;
}

/** "2026-12-03 18:30" in `timeZone` (the runtime's when left out): the stamp of an exported file. */
export const dayAndTimeKey = (instant: Instant, timeZone?: string) =>
  `${dayKey(instant, timeZone)} ${wallClockTime(instant, timeZone)}`;

const offsetAt = (instant: number, timeZone: string) => tzOffset(timeZone, new Date(instant)) * MINUTE;

/**
 * The instant at which the wall clock in `timeZone` shows this day and time. A time skipped by a daylight-saving
 * change (02:30 on the night clocks go forward) moves forward by the change; a repeated one takes its later instant.
 */
export function zonedInstant(day: CalendarDay, time: WallTime, timeZone: string): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day, time.hour, time.minute);
  // the offsets in force half a day before and after: a change of the clocks falls between them, if any
  const before = offsetAt(wall - 12 * 60 * MINUTE, timeZone);
  const after = offsetAt(wall + 12 * 60 * MINUTE, timeZone);
  const readsAsWall = (offset: number) => offsetAt(wall - offset, timeZone) === offset;
  const candidates = [before, after].filter(readsAsWall).map((offset) => wall - offset);
  // none: the time was skipped, and the offset before the change moves it forward by the change
  return new Date(candidates.length > 0 ? Math.max(...candidates) : wall - before);
}

/** `days` calendar days earlier at the same wall-clock time in `timeZone`, whatever the clocks did in between. */
export function daysEarlierInZone(instant: Instant, days: number, timeZone: string): Date {
  const wall = new TZDate(toDate(instant).getTime(), timeZone);
  wall.setDate(wall.getDate() - days);
  return new Date(wall.getTime());
}

/** The calendar month `instant` falls in, read on the wall clock of `timeZone`: [first midnight, next first midnight). */
export function monthIn(instant: Instant, timeZone: string): { start: Date; end: Date } {
  const { year, month } = dayIn(instant, timeZone);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const midnight = { hour: 0, minute: 0 };
  return {
    start: zonedInstant({ year, month, day: 1 }, midnight, timeZone),
    end: zonedInstant({ ...next, day: 1 }, midnight, timeZone),
  };
}

/** The calendar quarter (January–March, April–June, …) `instant` falls in, in `timeZone`: [start, end). */
export function quarterIn(instant: Instant, timeZone: string): { start: Date; end: Date } {
  const { year, month } = dayIn(instant, timeZone);
  const first = month - ((month - 1) % 3);
  const next = first === 10 ? { year: year + 1, month: 1 } : { year, month: first + 3 };
  const midnight = { hour: 0, minute: 0 };
  return {
    start: zonedInstant({ year, month: first, day: 1 }, midnight, timeZone),
    end: zonedInstant({ ...next, day: 1 }, midnight, timeZone),
  };
}

// ---- Words for people ----------------------------------------------------------------------------------------------

/** The ways the product writes a date or a time (US English shown). */
const STYLES = {
  /** "Mar 04, 2026" — the spec's "MMM dd, yyyy". */
  date: { year: "numeric", month: "short", day: "2-digit" },
  /** "Mar 4, 2026" */
  "date-medium": { year: "numeric", month: "short", day: "numeric" },
  /** "March 4, 2026" */
  "date-long": { year: "numeric", month: "long", day: "numeric" },
  /** "Mar 4" */
  "month-day": { month: "short", day: "numeric" },
  /** "Mar 4, 7:00 PM" */
  "month-day-time": { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  /** "7:00 PM" — the spec's "h:mm a". */
  time: { hour: "numeric", minute: "2-digit" },
  /** "Wed" */
  weekday: { weekday: "short" },
  /** "Wednesday" */
  "weekday-long": { weekday: "long" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

export type DateOptions = {
  /** The zone whose wall clock is read; the runtime's when left out. */
  timeZone?: string;
  /** A BCP 47 locale; DEFAULT_LOCALE when left out. */
  locale?: string;
};

/** Making a formatter costs far more than formatting with it (a burst of reminders): one per locale, zone and style. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${timeZone ?? ""}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** ICU writes a narrow no-break space before "AM"/"PM"; the product has always written a plain space. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

/** An instant written for people in one of the product's styles. */
export function formatDate(instant: Instant, style: DateStyle, options: DateOptions = {}): string {
  const { timeZone, locale = DEFAULT_LOCALE } = options;
  return plainSpaces(formatter(locale, timeZone, STYLES[style]).format(toDate(instant)));
}

/** "Mar 4, 2026 7:00 PM": the medium date and the time. */
export const formatDateAndTime = (instant: Instant, options: DateOptions = {}) =>
  `${formatDate(instant, "date-medium", options)} ${formatDate(instant, "time", options)}`;

/** The zone's name at `at`: "EST", "GMT+1" (short), "Eastern Standard Time" (long), "Eastern Time" (longGeneric). */
export function zoneName(
  timeZone: string | undefined,
  style: "short" | "long" | "longGeneric" = "short",
  options: { at?: Instant; locale?: string } = {},
): string | undefined {
  const { at = new Date(), locale = DEFAULT_LOCALE } = options;
  try {
    return formatter(locale, timeZone, { timeZoneName: style })
      .formatToParts(toDate(at))
      .find((part) => part.type === "timeZoneName")?.value;
  } catch {
    return undefined;
  }
}

/** An instant as read on a wall clock in one zone. */
export type ZonedTime = {
  /** "Mar 04, 2026" */
  day: string;
  /** "7:00 AM" */
  time: string;
  /** The zone's short name from Intl, e.g. "EST", "GMT", "GMT+1". */
  zone: string;
};

/** The day, the time and the zone's short name of an instant in `timeZone` (the runtime's when left out). */
export function zonedTime(instant: Instant, timeZone?: string, locale = DEFAULT_LOCALE): ZonedTime {
  const options = { timeZone, locale };
  return {
    day: formatDate(instant, "date", options),
    time: formatDate(instant, "time", options),
    zone: zoneName(timeZone, "short", { at: instant, locale }) ?? "",
  };
}

/**
 * A calendar day (YYYY-MM-DD) in words, the same in every viewer's zone: "Dec 11, 2026" (date), "Thu, Dec 24"
 * (weekday and month-day: `withWeekday`), in `locale`.
 */
export function calendarDayInWords(
  day: string,
  style: "date" | "weekday-month-day",
  locale: string = DEFAULT_LOCALE,
): string {
  const noon = new Date(`${day}T12:00:00Z`);
  if (style === "date") return formatDate(noon, "date", { timeZone: "UTC", locale });
  return plainSpaces(formatter(locale, "UTC", { weekday: "short", month: "short", day: "numeric" }).format(noon));
}
