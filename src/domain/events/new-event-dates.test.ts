import { describe, expect, test } from "vitest";
import { eventDateProblems, wallClockOf } from "./new-event-dates";

const now = new Date("2026-11-24T12:00:00Z");
const when = (change: Partial<Parameters<typeof eventDateProblems>[0]> = {}) => ({
  date: "2026-12-01",
  time: "18:30",
  timeZone: "Europe/Berlin",
  ...change,
});

describe("a new event's date and time", () => {
  test("a day and a time ahead are fine, with or without a series end", () => {
    expect(eventDateProblems(when(), now)).toEqual([]);
    expect(eventDateProblems(when({ endDate: "2027-03-01" }), now)).toEqual([]);
    expect(eventDateProblems(when({ endDate: "2026-12-01" }), now)).toEqual([]);
  });

  test("missing or impossible parts are missing", () => {
    expect(eventDateProblems(when({ date: "", time: "" }), now)).toEqual(["date-missing", "time-missing"]);
    expect(eventDateProblems(when({ date: "2026-02-30" }), now)).toEqual(["date-missing"]);
    expect(eventDateProblems(when({ time: "25:00" }), now)).toEqual(["time-missing"]);
  });

  test("the start must be ahead of now, in the event's own time zone", () => {
    // 12:00 UTC is 13:00 in Berlin: 12:30 there has passed, 13:30 has not
    expect(eventDateProblems(when({ date: "2026-11-24", time: "12:30" }), now)).toEqual(["not-ahead"]);
    expect(eventDateProblems(when({ date: "2026-11-24", time: "13:30" }), now)).toEqual([]);
    expect(eventDateProblems(when({ date: "2026-11-24", time: "13:00" }), now)).toEqual(["not-ahead"]);
  });

  test("a series ends neither before today nor before its first date", () => {
    expect(eventDateProblems(when({ endDate: "2026-11-30" }), now)).toEqual(["end-before-date"]);
    expect(eventDateProblems(when({ date: "2026-11-20", endDate: "2026-11-23" }), now)).toEqual([
      "end-in-the-past",
      "not-ahead",
    ]);
  });
});

test("wallClockOf reads an instant as the dialog's date and time where the event takes place", () => {
  expect(wallClockOf("2026-12-01T18:05:00Z", "Europe/Berlin")).toEqual({ date: "2026-12-01", time: "19:05" });
  expect(wallClockOf("2026-12-01T23:30:00Z", "Asia/Tokyo")).toEqual({ date: "2026-12-02", time: "08:30" });
  expect(wallClockOf("2026-12-01T00:15:00Z", "UTC")).toEqual({ date: "2026-12-01", time: "00:15" });
});
