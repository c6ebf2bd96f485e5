import { describe, expect, test } from "vitest";
import { dayIn, formatDay, zonedInstant } from "../dates";
import { DAY } from "../time";
import { MAX_OCCURRENCES, occurrenceDates, occurrenceTitle, parseDay, parseTime } from "./recurrence";

const day = (value: string) => {
  const parsed = parseDay(value);
  if (!parsed) throw new Error(`not a day: ${value}`);
  return parsed;
};
const at = { hour: 18, minute: 30 };
const now = new Date("2025-01-01T12:00:00Z");
const days = (dates: Date[], timeZone = "UTC") => dates.map((date) => formatDay(dayIn(date, timeZone)));

describe("parsing", () => {
  test("days and times from the form's inputs", () => {
    expect(parseDay("2025-02-28")).toEqual({ year: 2025, month: 2, day: 28 });
    expect(parseDay("2025-02-29")).toBeUndefined();
    expect(parseDay("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDay("25-2-1")).toBeUndefined();
    expect(parseTime("09:05")).toEqual({ hour: 9, minute: 5 });
    expect(parseTime("24:00")).toBeUndefined();
  });
});

describe("occurrenceDates", () => {
  test("a single event is one date at the chosen local time", () => {
    const dates = occurrenceDates({ day: day("2025-03-10"), time: at, timeZone: "America/New_York", now });
    expect(dates.map((date) => date.toISOString())).toEqual(["2025-03-10T22:30:00.000Z"]);
  });

  test("weekly and bi-weekly add 7 and 14 days", () => {
    const base = { day: day("2025-01-06"), time: at, timeZone: "UTC", now, endDay: day("2025-02-03") };
    expect(days(occurrenceDates({ ...base, pattern: "weekly" }))).toEqual([
      "2025-01-06",
      "2025-01-13",
      "2025-01-20",
      "2025-01-27",
      "2025-02-03",
    ]);
    expect(days(occurrenceDates({ ...base, pattern: "biweekly" }))).toEqual(["2025-01-06", "2025-01-20", "2025-02-03"]);
  });

  test("monthly keeps the day of month, using the month's last day when it is missing, without drifting", () => {
    const dates = occurrenceDates({
      day: day("2025-01-31"),
      time: at,
      timeZone: "UTC",
      now,
      pattern: "monthly",
      endDay: day("2025-06-30"),
    });
    expect(days(dates)).toEqual(["2025-01-31", "2025-02-28", "2025-03-31", "2025-04-30", "2025-05-31", "2025-06-30"]);
    const leap = occurrenceDates({
      day: day("2024-01-29"),
      time: at,
      timeZone: "UTC",
      now: new Date("2024-01-01"),
      pattern: "monthly",
      endDay: day("2024-03-29"),
    });
    expect(days(leap)).toEqual(["2024-01-29", "2024-02-29", "2024-03-29"]);
  });

  test("the end date is inclusive, in the creator's time zone", () => {
    const dates = occurrenceDates({
      day: day("2025-01-06"),
      time: { hour: 23, minute: 30 },
      timeZone: "Pacific/Auckland",
      now,
      pattern: "weekly",
      endDay: day("2025-01-20"),
    });
    expect(days(dates, "Pacific/Auckland")).toEqual(["2025-01-06", "2025-01-13", "2025-01-20"]);
  });

  test("without an end date it runs for a year from now", () => {
    const monthly = occurrenceDates({ day: day("2025-01-15"), time: at, timeZone: "UTC", now, pattern: "monthly" });
    expect(days(monthly).at(-1)).toBe("2025-12-15");
    expect(monthly).toHaveLength(12);
    const biweekly = occurrenceDates({ day: day("2025-01-02"), time: at, timeZone: "UTC", now, pattern: "biweekly" });
    expect(biweekly.every((date) => date.getTime() <= now.getTime() + 365 * DAY)).toBe(true);
    // 1 Jan 2026 18:30 would be a few hours past the horizon (now + 365 days)
    expect(days(biweekly).at(-1)).toBe("2025-12-18");
    expect(biweekly).toHaveLength(26);
  });

  test("never more than 52 occurrences", () => {
    const weekly = occurrenceDates({
      day: day("2025-01-02"),
      time: at,
      timeZone: "UTC",
      now,
      pattern: "weekly",
      endDay: day("2027-12-31"),
    });
    expect(weekly).toHaveLength(MAX_OCCURRENCES);
    expect(days(weekly).at(-1)).toBe("2025-12-25");
  });

  test("keeps the local time of day across daylight-saving changes", () => {
    const berlin = occurrenceDates({
      day: day("2025-03-17"),
      time: at,
      timeZone: "Europe/Berlin",
      now,
      pattern: "weekly",
      endDay: day("2025-04-07"),
    });
    // 18:30 CET is 17:30 UTC; after 30 March 18:30 CEST is 16:30 UTC
    expect(berlin.map((date) => date.toISOString())).toEqual([
      "2025-03-17T17:30:00.000Z",
      "2025-03-24T17:30:00.000Z",
      "2025-03-31T16:30:00.000Z",
      "2025-04-07T16:30:00.000Z",
    ]);
    const newYork = occurrenceDates({
      day: day("2025-10-20"),
      time: { hour: 9, minute: 0 },
      timeZone: "America/New_York",
      now,
      pattern: "monthly",
      endDay: day("2025-11-20"),
    });
    expect(newYork.map((date) => date.toISOString())).toEqual(["2025-10-20T13:00:00.000Z", "2025-11-20T14:00:00.000Z"]);
  });

  test("a time skipped by the clocks going forward moves forward by the change", () => {
    const skipped = zonedInstant(day("2025-03-30"), { hour: 2, minute: 30 }, "Europe/Berlin");
    expect(skipped.toISOString()).toBe("2025-03-30T01:30:00.000Z"); // 03:30 CEST
  });
});

describe("occurrenceTitle", () => {
  test("titles after the first get (2), (3)…", () => {
    expect([0, 1, 2, 11].map((index) => occurrenceTitle("Club Night", index))).toEqual([
      "Club Night",
      "Club Night (2)",
      "Club Night (3)",
      "Club Night (12)",
    ]);
  });
});
