import { describe, expect, test } from "vitest";
import { asCalendarText, readCalendarFile } from "../../../test/support/ical";
import { calendarFile, calendarFileName } from "./calendar";

const event = {
  id: "2f1c6a52-1111-4c8e-9a1e-000000000001",
  title: "Pitch Night; Demo, Q&A",
  description: "Line one\nLine two",
  location: "Hall 2, Berlin",
  start: new Date("2025-03-31T16:30:00Z"),
  minutes: 90,
  url: "https://pitchcraft.example/dashboard/events/2f1c6a52-1111-4c8e-9a1e-000000000001",
  productName: "PitchCraft",
};

/** Every kind of text RFC 5545 asks to escape or fold, and some it must leave alone. */
const awkward = [
  "bare\rCR",
  "LF\nhere",
  "CRLF\r\nthere",
  "commas, and; semicolons",
  "back\\slash \\n not a break",
  "emoji 🎤👩‍👩‍👧 and é",
  `long ${"Zürich 🎤 ".repeat(30)}end`,
].join(" | ");

describe("calendarFile", () => {
  test("is a VCALENDAR with one VEVENT in UTC, CRLF line ends and escaped text", () => {
    const file = calendarFile(event, new Date("2025-03-01T00:00:00Z"));
    const lines = file.replace(/\r\n /g, "").split("\r\n");
    expect(lines.slice(0, 5)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//PitchCraft//Events//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
    ]);
    expect(lines).toContain(`UID:${event.id}@pitchcraft.example`);
    expect(lines).toContain("DTSTAMP:20250301T000000Z");
    expect(lines).toContain("DTSTART:20250331T163000Z");
    expect(lines).toContain("DTEND:20250331T180000Z");
    expect(lines).toContain("SUMMARY:Pitch Night\\; Demo\\, Q&A");
    expect(lines).toContain(`DESCRIPTION:Line one\\nLine two\\n\\n${event.url}`);
    expect(lines).toContain("LOCATION:Hall 2\\, Berlin");
    expect(lines.slice(-3)).toEqual(["END:VEVENT", "END:VCALENDAR", ""]);
  });

  test("a parser reads back every text as written: CR, LF, CRLF, commas, semicolons, backslashes, emoji, long lines", () => {
    const file = calendarFile({ ...event, title: awkward, description: awkward, location: awkward });
    expect(file).not.toMatch(/\r(?!\n)/);
    expect(file).not.toMatch(/(?<!\r)\n/);
    const { events } = readCalendarFile(file);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: `${event.id}@pitchcraft.example`,
      summary: asCalendarText(awkward),
      description: `${asCalendarText(awkward)}\n\n${event.url}`,
      location: asCalendarText(awkward),
      url: event.url,
      start: event.start,
      end: new Date("2025-03-31T18:00:00Z"),
      repeats: false,
    });
  });

  test("a product name with a comma is escaped too", () => {
    expect(readCalendarFile(calendarFile({ ...event, productName: "Pitch, Craft" })).productId).toBe(
      "-//Pitch, Craft//Events//EN",
    );
  });

  test("leaves out an empty location", () => {
    expect(calendarFile({ ...event, location: " " })).not.toContain("LOCATION");
  });
});

test("calendarFileName", () => {
  // the day where it takes place: 11 PM in Chicago is the next day in UTC
  const start = new Date("2026-12-03T05:00:00Z");
  expect(calendarFileName("Spring Pitch Contest", start, "America/Chicago")).toBe(
    "spring-pitch-contest-2026-12-02.ics",
  );
  expect(calendarFileName("!!!", start, null)).toBe("event-2026-12-03.ics");
});
