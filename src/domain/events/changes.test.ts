import { describe, expect, test } from "vitest";
import { type EventVersion, eventChangeLines, eventLocalTime } from "./changes";

const before: EventVersion = {
  title: "Club Night",
  description: "Speeches and evaluations.",
  eventDate: new Date("2026-12-01T18:00:00Z"),
  durationMinutes: 120,
  timeZone: "Europe/Berlin",
  location: "Harbour Hall",
  eventType: "meeting",
  isPublic: true,
};

describe("eventChangeLines", () => {
  test("nothing different: no lines (and so no e-mail)", () => {
    expect(eventChangeLines(before, { ...before })).toEqual([]);
    expect(
      eventChangeLines(before, { ...before, location: "Harbour Hall ", description: " Speeches and evaluations." }),
    ).toEqual([]);
  });

  test("each change is one line with the old value, an arrow, and the new one", () => {
    const after: EventVersion = {
      title: "Contest Night",
      description: "",
      eventDate: new Date("2026-12-02T18:30:00Z"),
      durationMinutes: 90,
      timeZone: "Europe/Berlin",
      location: null,
      eventType: "contest",
      isPublic: false,
    };
    expect(eventChangeLines(before, after)).toEqual([
      "Title: Club Night → Contest Night",
      "When: Dec 01, 2026 at 7:00 PM GMT+1 (Berlin) → Dec 02, 2026 at 7:30 PM GMT+1 (Berlin)",
      "Length: 2 hours → 1 hour 30 minutes",
      "Location: Harbour Hall → none",
      "Type: Meeting → Contest",
      "Open to: Everyone → Club members only",
      "Description: Speeches and evaluations. → none",
    ]);
  });

  test("the same instant in another zone reads differently, so it is named", () => {
    const moved = { ...before, timeZone: "Europe/London" };
    expect(eventChangeLines(before, moved)).toEqual([
      "When: Dec 01, 2026 at 7:00 PM GMT+1 (Berlin) → Dec 01, 2026 at 6:00 PM GMT (London)",
    ]);
  });
});

test("eventLocalTime names the zone and the place; an unknown zone reads as UTC", () => {
  expect(eventLocalTime(before)).toBe("Dec 01, 2026 at 7:00 PM GMT+1 (Berlin)");
  expect(eventLocalTime({ ...before, timeZone: null })).toBe("Dec 01, 2026 at 6:00 PM UTC (UTC)");
});
