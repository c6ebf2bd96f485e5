import ical, { escape as escapeText, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { dayKey } from "../dates";
import { fileNamePart } from "../text";
import { MINUTE } from "../time";

/**
 * An event as an iCalendar (RFC 5545) file, for "Add to calendar". The file is written by `ical-generator`
 * (docs/decisions/108), which escapes text (backslash, semicolon, comma and every line break: CRLF, LF or a bare CR)
 * and folds lines at 75 octets without splitting a character.
 */
export type CalendarEvent = {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  start: Date;
  minutes: number;
  url: string;
  productName: string;
  /** A cancelled event is still a file, with STATUS:CANCELLED (docs/decisions/141). */
  cancelled?: boolean;
};

/** One VEVENT in UTC ("Z" times: right in every calendar, whatever the event's zone), lasting its planned length. */
export function calendarFile(event: CalendarEvent, now = new Date()): string {
  const calendar = ical({
    prodId: `//${escapeText(event.productName, false)}//Events//EN`,
    scale: "GREGORIAN",
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${event.id}@${new URL(event.url).host}`,
    stamp: now,
    start: event.start,
    end: new Date(event.start.getTime() + event.minutes * MINUTE),
    summary: event.title,
    description: [event.description?.trim(), event.url].filter(Boolean).join("\n\n"),
    location: event.location?.trim() || null,
    url: event.url,
    status: event.cancelled ? ICalEventStatus.CANCELLED : null,
  });
  // every content line ends with CRLF, the last one included (RFC 5545 §3.1)
  return `${calendar.toString()}\r\n`;
}

/**
 * A file name from the title and the day where the event takes place: "weekly-pitch-practice-2026-12-02.ics", so the
 * occurrences of a series (which share their title, docs/decisions/194) download as files of their own.
 */
export function calendarFileName(title: string, start: Date, timeZone: string | null): string {
  return `${fileNamePart(title) || "event"}-${dayKey(start, timeZone ?? "UTC")}.ics`;
}

/** "weekly-pitch-practice-2026-12-02-agenda.docx": the downloaded agenda (docs/decisions/230), named as its .ics. */
export function agendaDocumentName(title: string, start: Date, timeZone: string | null): string {
  return calendarFileName(title, start, timeZone).replace(/\.ics$/, "-agenda.docx");
}
