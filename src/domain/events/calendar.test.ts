import { describe, expect, test } from "vitest";
import { calendarFile, calendarFileName, foldLine } from "./calendar";

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

describe("calendarFile", () => {
  test("is a VCALENDAR with one VEVENT in UTC, CRLF line ends and escaped text", () => {
    const file = calendarFile(event, new Date("2025-03-01T00:00:00Z"));
    expect(file.endsWith("\r\n")).toBe(true);
    const lines = file.replace(/\r\n /g, "").split("\r\n");
    expect(lines.slice(0, 6)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//PitchCraft//Events//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
    ]);
    expect(lines).toContain(`UID:${event.id}@pitchcraft.example`);
    expect(lines).toContain("DTSTAMP:20250301T000000Z");
    expect(lines).toContain("DTSTART:20250331T163000Z");
    expect(lines).toContain("DTEND:20250331T180000Z");
    expect(lines).toContain("SUMMARY:Pitch Night\\; Demo\\, Q&A");
    expect(lines).toContain(`DESCRIPTION:Line one\\nLine two\\n\\n${event.url}`);
    expect(lines).toContain("LOCATION:Hall 2\\, Berlin");
    expect(lines.slice(-3)).toEqual(["END:VEVENT", "END:VCALENDAR", ""]);
    expect(file.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  test("leaves out an empty location", () => {
    expect(calendarFile({ ...event, location: " " })).not.toContain("LOCATION");
  });
});

describe("foldLine", () => {
  test("folds at 75 octets without splitting a character", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(80)}`);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(
      `DESCRIPTION:${"é".repeat(80)}`,
    );
  });
});

test("calendarFileName", () => {
  expect(calendarFileName("Spring Pitch Contest (2)")).toBe("spring-pitch-contest-2.ics");
  expect(calendarFileName("!!!")).toBe("event.ics");
});
