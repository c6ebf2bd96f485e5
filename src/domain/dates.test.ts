import { format } from "date-fns";
import { describe, expect, test } from "vitest";
import {
  calendarDayInWords,
  dayAndTimeKey,
  dayIn,
  dayKey,
  daysEarlierInZone,
  formatDate,
  formatDateAndTime,
  isTimeZone,
  monthIn,
  runtimeTimeZone,
  runtimeZoneName,
  wallClockTime,
  zonedInstant,
  zonedTime,
  zoneName,
} from "./dates";

const at = (iso: string) => new Date(iso);

describe("the calendar day in a zone", () => {
  test("a day ends at midnight on the zone's wall clock, not at midnight UTC", () => {
    expect(dayKey(at("2026-12-03T23:30:00Z"), "UTC")).toBe("2026-12-03");
    expect(dayKey(at("2026-12-04T00:00:00Z"), "UTC")).toBe("2026-12-04");
    expect(dayKey(at("2026-12-04T02:00:00Z"), "America/Los_Angeles")).toBe("2026-12-03");
    expect(dayKey(at("2026-12-03T13:00:00Z"), "Pacific/Kiritimati")).toBe("2026-12-04");
    expect(dayKey(at("2026-12-03T18:29:00Z"), "Asia/Kolkata")).toBe("2026-12-03");
    expect(dayKey(at("2026-12-03T18:30:00Z"), "Asia/Kolkata")).toBe("2026-12-04");
    expect(dayIn(at("2026-12-31T23:00:00Z"), "Europe/Berlin")).toEqual({ year: 2027, month: 1, day: 1 });
  });

  test("across the changes of the clocks, the day still turns at the local midnight", () => {
    // Berlin: CET (UTC+1) until 2026-03-29 01:00Z, CEST (UTC+2) until 2026-10-25 01:00Z
    expect(dayKey(at("2026-03-28T22:59:00Z"), "Europe/Berlin")).toBe("2026-03-28");
    expect(dayKey(at("2026-03-28T23:00:00Z"), "Europe/Berlin")).toBe("2026-03-29");
    expect(dayKey(at("2026-03-29T21:59:00Z"), "Europe/Berlin")).toBe("2026-03-29");
    expect(dayKey(at("2026-03-29T22:00:00Z"), "Europe/Berlin")).toBe("2026-03-30");
    expect(dayKey(at("2026-10-25T22:59:00Z"), "Europe/Berlin")).toBe("2026-10-25");
    expect(dayKey(at("2026-10-25T23:00:00Z"), "Europe/Berlin")).toBe("2026-10-26");
  });

  test("the wall-clock time, on a 24-hour clock, and the stamp of an exported file", () => {
    expect(wallClockTime(at("2026-03-29T00:30:00Z"), "Europe/Berlin")).toBe("01:30");
    expect(wallClockTime(at("2026-03-29T01:30:00Z"), "Europe/Berlin")).toBe("03:30");
    expect(wallClockTime(at("2026-12-03T00:05:00Z"), "UTC")).toBe("00:05");
    expect(dayAndTimeKey(at("2026-12-03T18:30:00Z"), "America/New_York")).toBe("2026-12-03 13:30");
  });

  test("without a zone, the runtime's own: the same as date-fns in the viewer's zone", () => {
    const instant = at("2026-07-04T23:45:00Z");
    expect(dayKey(instant)).toBe(format(instant, "yyyy-MM-dd"));
    expect(dayAndTimeKey(instant)).toBe(format(instant, "yyyy-MM-dd HH:mm"));
  });
});

describe("the instant a wall clock shows", () => {
  const iso = (date: Date) => date.toISOString();

  test("keeps the local time across a change of the clocks", () => {
    expect(iso(zonedInstant({ year: 2026, month: 3, day: 28 }, { hour: 18, minute: 30 }, "Europe/Berlin"))).toBe(
      "2026-03-28T17:30:00.000Z",
    );
    expect(iso(zonedInstant({ year: 2026, month: 3, day: 30 }, { hour: 18, minute: 30 }, "Europe/Berlin"))).toBe(
      "2026-03-30T16:30:00.000Z",
    );
  });

  test("a time skipped in spring moves forward by the change; a repeated one in autumn takes the later instant", () => {
    expect(iso(zonedInstant({ year: 2026, month: 3, day: 29 }, { hour: 2, minute: 30 }, "Europe/Berlin"))).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    expect(iso(zonedInstant({ year: 2026, month: 3, day: 8 }, { hour: 2, minute: 30 }, "America/New_York"))).toBe(
      "2026-03-08T07:30:00.000Z",
    );
    expect(iso(zonedInstant({ year: 2026, month: 10, day: 25 }, { hour: 2, minute: 30 }, "Europe/Berlin"))).toBe(
      "2026-10-25T01:30:00.000Z",
    );
    expect(iso(zonedInstant({ year: 2026, month: 11, day: 1 }, { hour: 1, minute: 30 }, "America/New_York"))).toBe(
      "2026-11-01T06:30:00.000Z",
    );
  });

  test("days earlier at the same wall-clock time, whatever the clocks did in between", () => {
    // Monday 30 March 2026 18:30 CEST; two days earlier is Saturday 28 March 18:30 CET
    expect(iso(daysEarlierInZone(at("2026-03-30T16:30:00Z"), 2, "Europe/Berlin"))).toBe("2026-03-28T17:30:00.000Z");
    expect(iso(daysEarlierInZone(at("2026-03-30T16:30:00Z"), 2, "UTC"))).toBe("2026-03-28T16:30:00.000Z");
  });

  test("a month in a zone runs from its first local midnight to the next month's", () => {
    expect(monthIn(at("2026-10-31T23:30:00Z"), "Europe/Berlin")).toEqual({
      start: at("2026-10-31T23:00:00Z"),
      end: at("2026-11-30T23:00:00Z"),
    });
    expect(monthIn(at("2026-12-15T00:00:00Z"), "UTC")).toEqual({
      start: at("2026-12-01T00:00:00Z"),
      end: at("2027-01-01T00:00:00Z"),
    });
  });

  test("zones the runtime knows, by the name it spells", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(runtimeZoneName("utc")).toBe("UTC");
    expect(runtimeZoneName("Mars/Olympus_Mons")).toBeUndefined();
    expect(isTimeZone(runtimeTimeZone())).toBe(true);
  });

  test("a zone asked again, in any case, is spelled as the first time; an unknown one stays unknown", () => {
    expect(runtimeZoneName("america/new_york")).toBe("America/New_York");
    expect(runtimeZoneName("AMERICA/NEW_YORK")).toBe("America/New_York");
    expect(runtimeZoneName("America/New_York")).toBe("America/New_York");
    expect(isTimeZone("aMeRiCa/nEw_YoRk")).toBe(true);
    expect(runtimeZoneName("Mars/Olympus_Mons")).toBeUndefined();
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});

describe("dates in words", () => {
  const evening = at("2026-03-04T19:05:00Z");

  test("in US English by default, as the product has always written them (date-fns' patterns)", () => {
    const utc = { timeZone: "UTC" };
    expect(formatDate(evening, "date", utc)).toBe("Mar 04, 2026");
    expect(formatDate(evening, "date-medium", utc)).toBe("Mar 4, 2026");
    expect(formatDate(evening, "date-long", utc)).toBe("March 4, 2026");
    expect(formatDate(evening, "month-day-time", utc)).toBe("Mar 4, 7:05 PM");
    expect(formatDate(evening, "time", utc)).toBe("7:05 PM");
    expect(formatDate(evening, "weekday", utc)).toBe("Wed");
    expect(formatDate(evening, "weekday-long", utc)).toBe("Wednesday");
    expect(formatDateAndTime(evening, utc)).toBe("Mar 4, 2026 7:05 PM");
    // in the runtime's zone, the same as date-fns' format there
    expect(formatDate(evening, "date-long")).toBe(format(evening, "MMMM d, yyyy"));
    expect(formatDate(evening, "date-medium")).toBe(format(evening, "MMM d, yyyy"));
    expect(formatDate(evening, "month-day-time")).toBe(format(evening, "MMM d, h:mm a"));
    expect(formatDateAndTime(evening)).toBe(format(evening, "MMM d, yyyy h:mm a"));
  });

  test("a plain space before AM and PM, never ICU's narrow no-break space", () => {
    expect(formatDate(evening, "time", { timeZone: "UTC" })).not.toMatch(/[\u202f\u00a0]/);
  });

  test("the day, time and zone of an instant in a zone, across the change of the clocks", () => {
    expect(zonedTime(at("2026-03-08T06:59:00Z"), "America/New_York")).toEqual({
      day: "Mar 08, 2026",
      time: "1:59 AM",
      zone: "EST",
    });
    expect(zonedTime(at("2026-03-08T07:00:00Z"), "America/New_York")).toEqual({
      day: "Mar 08, 2026",
      time: "3:00 AM",
      zone: "EDT",
    });
    expect(zonedTime(at("2026-12-04T02:00:00Z"), "America/Los_Angeles").day).toBe("Dec 03, 2026");
  });

  test("the locale is a parameter", () => {
    const berlin = { timeZone: "Europe/Berlin", locale: "de-DE" };
    expect(formatDate(evening, "date-long", berlin)).toBe("4. März 2026");
    expect(formatDate(evening, "time", berlin)).toBe("20:05");
    expect(formatDate(evening, "weekday-long", berlin)).toBe("Mittwoch");
    expect(formatDate(evening, "date-long", { timeZone: "UTC", locale: "en-GB" })).toBe("4 March 2026");
    expect(zonedTime(evening, "Europe/Berlin", "de-DE")).toEqual({ day: "04. März 2026", time: "20:05", zone: "MEZ" });
    expect(calendarDayInWords("2026-12-24", "weekday-month-day", "fr-FR")).toBe("jeu. 24 déc.");
  });

  test("zone names and calendar days in words", () => {
    expect(zoneName("America/Chicago", "longGeneric")).toBe("Central Time");
    expect(zoneName("Europe/Berlin", "short", { at: at("2026-07-01T00:00:00Z") })).toBe("GMT+2");
    expect(zoneName("Mars/Olympus_Mons")).toBeUndefined();
    expect(calendarDayInWords("2026-12-11", "date")).toBe("Dec 11, 2026");
    expect(calendarDayInWords("2026-12-24", "weekday-month-day")).toBe("Thu, Dec 24");
  });
});
