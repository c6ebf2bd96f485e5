import { expect, test } from "vitest";
import { clubTimes, dayWithWeekday, eventTimes, placeOfZone, zonedTime, zoneLabel } from "./time-zones";

const LONDON_7AM_WINTER = "2026-01-14T07:00:00.000Z";

test("a time in a zone, with the zone's short name", () => {
  expect(zonedTime(LONDON_7AM_WINTER, "Europe/London")).toEqual({ day: "Jan 14, 2026", time: "7:00 AM", zone: "GMT" });
  expect(zonedTime(LONDON_7AM_WINTER, "America/New_York")).toEqual({
    day: "Jan 14, 2026",
    time: "2:00 AM",
    zone: "EST",
  });
  expect(zonedTime("2026-07-14T00:05:00.000Z", "America/Los_Angeles")).toEqual({
    day: "Jul 13, 2026",
    time: "5:05 PM",
    zone: "PDT",
  });
  expect(zonedTime("2026-07-14T00:05:00.000Z", "UTC").time).toBe("12:05 AM");
});

test("a London 7:00 AM meeting read in New York: the viewer's time, and London's beside it", () => {
  expect(eventTimes(LONDON_7AM_WINTER, "Europe/London", "America/New_York")).toEqual({
    viewer: { day: "Jan 14, 2026", time: "2:00 AM", zone: "EST" },
    local: { day: "Jan 14, 2026", time: "7:00 AM", zone: "GMT", place: "London" },
  });
});

test("no second time when it reads the same, when the event has no zone, or an unknown one", () => {
  expect(eventTimes(LONDON_7AM_WINTER, "Europe/London", "Europe/London").local).toBeUndefined();
  expect(eventTimes(LONDON_7AM_WINTER, null, "America/New_York").local).toBeUndefined();
  expect(eventTimes(LONDON_7AM_WINTER, "Mars/Olympus", "America/New_York").local).toBeUndefined();
});

test("the local day shows when it differs", () => {
  const late = eventTimes("2026-01-15T03:30:00.000Z", "America/New_York", "Europe/Berlin");
  expect(late.viewer).toEqual({ day: "Jan 15, 2026", time: "4:30 AM", zone: "GMT+1" });
  expect(late.local).toEqual({ day: "Jan 14, 2026", time: "10:30 PM", zone: "EST", place: "New York" });
});

test("places from zone names", () => {
  expect(placeOfZone("Europe/London")).toBe("London");
  expect(placeOfZone("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
  expect(placeOfZone("UTC")).toBe("UTC");
});

test("a zone named for people: its long generic name and its place", () => {
  expect(zoneLabel("America/Chicago")).toBe("Central Time — Chicago");
  expect(zoneLabel("Asia/Kolkata")).toBe("India Standard Time — Kolkata");
  expect(zoneLabel("Etc/UTC")).toBe("Coordinated Universal Time — UTC");
});

test("a Chicago club's 7 PM read in London: the club's time first, the viewer's beside it", () => {
  const sevenInChicago = "2026-12-04T01:00:00.000Z";
  expect(clubTimes(sevenInChicago, "America/Chicago", "Europe/London")).toEqual({
    club: { day: "Dec 03, 2026", time: "7:00 PM", zone: "CST", place: "Chicago" },
    yours: { day: "Dec 04, 2026", time: "1:00 AM", zone: "GMT" },
  });
  expect(clubTimes(sevenInChicago, "America/Chicago", "America/Chicago")).toEqual({
    club: { day: "Dec 03, 2026", time: "7:00 PM", zone: "CST", place: "Chicago" },
  });
  expect(clubTimes(sevenInChicago, null, "Europe/London").club).toEqual({
    day: "Dec 04, 2026",
    time: "1:00 AM",
    zone: "GMT",
  });
});

test("a day with its weekday, where the event takes place", () => {
  // 10:30 PM on Wednesday in New York is already Thursday in London
  const late = "2026-12-03T03:30:00.000Z";
  expect(dayWithWeekday(late, "America/New_York")).toBe("Wed, Dec 02, 2026");
  expect(dayWithWeekday(late, "Europe/London")).toBe("Thu, Dec 03, 2026");
});
