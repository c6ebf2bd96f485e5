import { expect, test } from "vitest";
import { DAY, MINUTE } from "../time";
import { eventEndTime, eventStatus, nextStatusChange } from "./schedule";

const start = Date.parse("2026-11-24T18:00:00Z");
const event = { eventDate: "2026-11-24T18:00:00.000Z", durationMinutes: 120 };

test("upcoming before the start, running ('Now') from the start, ended from the planned end", () => {
  expect(eventStatus(event, start - 1)).toBe("upcoming");
  expect(eventStatus(event, start)).toBe("running");
  expect(eventStatus(event, start + 5 * MINUTE)).toBe("running");
  expect(eventStatus(event, start + 120 * MINUTE - 1)).toBe("running");
  expect(eventStatus(event, start + 120 * MINUTE)).toBe("ended");
  expect(eventStatus(event, start + 3 * DAY)).toBe("ended");
  expect(eventEndTime({ eventDate: new Date(start), durationMinutes: 30 })).toBe(start + 30 * MINUTE);
});

test("the next change is the start, then the end, then none", () => {
  expect(nextStatusChange(event, start - MINUTE)).toBe(start);
  expect(nextStatusChange(event, start + MINUTE)).toBe(start + 120 * MINUTE);
  expect(nextStatusChange(event, start + 121 * MINUTE)).toBeUndefined();
});

test("a meeting ended in its console has ended, even before its planned end, and changes status no more", () => {
  const now = Date.parse("2026-12-02T19:30:00Z");
  const meeting = { eventDate: "2026-12-02T19:00:00Z", durationMinutes: 90, endedAt: "2026-12-02T19:25:00Z" };
  expect(eventStatus(meeting, now)).toBe("ended");
  expect(nextStatusChange(meeting, now)).toBeUndefined();
  expect(eventStatus({ ...meeting, endedAt: null }, now)).toBe("running");
});
