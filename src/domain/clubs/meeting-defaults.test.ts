import { expect, test } from "vitest";
import { nextMeeting } from "./meeting-defaults";

const chicago = {
  timeZone: "America/Chicago",
  location: "Loop Library",
  meetingDay: "Thursday",
  meetingTime: "7:00 PM",
};

test("the next meeting day at the club's time, read on the club's wall clock", () => {
  // Tue Nov 24, 2026, 23:30 in London = 5:30 PM in Chicago
  expect(nextMeeting(chicago, new Date("2026-11-24T23:30:00Z"))).toEqual({ date: "2026-11-26", time: "19:00" });
});

test("today when the meeting time is still ahead where the club meets, next week once it has passed", () => {
  // Thu Nov 26, 2026: 6 PM and 8 PM in Chicago (already Friday in London)
  expect(nextMeeting(chicago, new Date("2026-11-27T00:00:00Z")).date).toBe("2026-11-26");
  expect(nextMeeting(chicago, new Date("2026-11-27T02:00:00Z")).date).toBe("2026-12-03");
});

test("only what the club has set", () => {
  expect(nextMeeting({ ...chicago, meetingDay: null })).toEqual({ time: "19:00" });
  expect(nextMeeting({ ...chicago, meetingTime: null }, new Date("2026-11-24T12:00:00Z"))).toEqual({
    date: "2026-11-26",
    time: undefined,
  });
  expect(nextMeeting({ ...chicago, timeZone: null })).toEqual({ time: "19:00" });
});
