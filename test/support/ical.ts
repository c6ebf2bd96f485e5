/**
 * Reads a calendar file the way a calendar application does: with ical.js, a maintained iCalendar parser, after
 * checking the raw shape RFC 5545 asks for (CRLF line ends only, no stray CR or LF, lines of at most 75 octets,
 * folds that do not split a character). Used by the calendar-file tests (docs/decisions/108).
 */
import ICAL from "ical.js";
import { expect } from "vitest";

export type ReadEvent = {
  uid: string;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  start: Date;
  end: Date;
  /** The RRULE, when the file describes a repeating event. */
  repeats: boolean;
  /** Every property name of the VEVENT, e.g. "dtstart". */
  properties: string[];
};

export function readCalendarFile(file: string): { productId: string; events: ReadEvent[] } {
  expect(file.endsWith("\r\n"), "the last line ends with CRLF").toBe(true);
  const lines = file.slice(0, -2).split("\r\n");
  for (const line of lines) {
    expect(line, "no CR or LF inside a line").not.toMatch(/[\r\n]/);
    expect(new TextEncoder().encode(line).length, `at most 75 octets: ${line}`).toBeLessThanOrEqual(75);
    // a fold never splits a character: every physical line is whole UTF-8 on its own
    expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
  }
  const calendar = new ICAL.Component(ICAL.parse(file));
  expect(calendar.name).toBe("vcalendar");
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const text = (name: string) => {
      const value = component.getFirstPropertyValue(name);
      return value === null ? null : String(value);
    };
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: text("location"),
      url: text("url"),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      repeats: event.isRecurring(),
      properties: component.getAllProperties().map((property) => property.name),
    };
  });
  return { productId: String(calendar.getFirstPropertyValue("prodid")), events };
}

/** Text as a calendar shows it after the round trip: every line break (CRLF, CR or LF) is one "\n". */
export const asCalendarText = (value: string) => value.replace(/\r\n|\r/g, "\n");

export type ReadFeedEvent = ReadEvent & {
  /** The TZID its start is given in ("UTC" for a "Z" time). */
  timeZone: string;
  /** The start as the wall clock of that zone shows it, e.g. "2026-12-03T19:00:00". */
  wallClock: string;
  status: string | null;
  sequence: number;
  lastModified: Date | null;
};

/**
 * Reads a subscription feed as a calendar application does: the file's shape as readCalendarFile checks it, its
 * VTIMEZONE blocks registered first, so times given with a TZID are read by the zone's rules from the file.
 */
export function readCalendarFeed(file: string): { name: string; events: ReadFeedEvent[] } {
  const { events } = readCalendarFile(file);
  const calendar = new ICAL.Component(ICAL.parse(file));
  const zones = calendar.getAllSubcomponents("vtimezone");
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  try {
    const read = calendar.getAllSubcomponents("vevent").map((component, index) => {
      const event = new ICAL.Event(component);
      const lastModified = component.getFirstPropertyValue("last-modified");
      const status = component.getFirstPropertyValue("status");
      return {
        ...(events[index] as ReadEvent),
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        timeZone: event.startDate.zone?.tzid ?? "floating",
        wallClock: event.startDate.toString(),
        status: status === null ? null : String(status),
        sequence: Number(component.getFirstPropertyValue("sequence") ?? 0),
        lastModified: lastModified instanceof ICAL.Time ? lastModified.toJSDate() : null,
      };
    });
    return { name: String(calendar.getFirstPropertyValue("x-wr-calname")), events: read };
  } finally {
    for (const zone of zones) ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue("tzid")));
  }
}
