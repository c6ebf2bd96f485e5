import { describe, expect, test } from "vitest";
import { readCalendarFeed } from "../../../test/support/ical";
import { pageCountOf } from "../clubs/club-events";
import { MINUTE } from "../time";
import { calendarFeed, type FeedMeeting, feedDescription, feedSequence, feedSummary } from "./calendar-feed";
import { timeZoneRules } from "./time-zone-rules";

const meeting = (values: Partial<FeedMeeting>): FeedMeeting => ({
  id: "6f1c0d4e-1111-4222-8333-444455556666",
  title: "Berlin Demo Night weekly meeting",
  clubName: "Berlin Demo Night",
  description: null,
  location: null,
  start: new Date("2027-03-25T18:00:00Z"),
  minutes: 90,
  timeZone: "Europe/Berlin",
  url: "https://speak.example.org/dashboard/events/6f1c0d4e-1111-4222-8333-444455556666",
  cancelled: false,
  createdAt: new Date("2027-01-01T00:00:00Z"),
  changedAt: new Date("2027-01-01T00:00:00Z"),
  roles: [],
  ...values,
});

describe("a calendar feed's entries", () => {
  test("lead with the member's roles, named", () => {
    expect(feedSummary(meeting({ roles: ["Timer"] }))).toBe("Timer — Berlin Demo Night weekly meeting");
    expect(feedSummary(meeting({ roles: ["Pitcher", "Timer"] }))).toBe(
      "Pitcher and Timer — Berlin Demo Night weekly meeting",
    );
    expect(feedSummary(meeting({}))).toBe("Berlin Demo Night weekly meeting");
    expect(feedDescription(meeting({ roles: ["Pitcher", "Timer"], description: " Bring slides " }))).toBe(
      `Your roles: Pitcher, Timer\n\nClub: Berlin Demo Night\n\nBring slides\n\n${meeting({}).url}`,
    );
    expect(feedDescription(meeting({ clubName: null }))).toBe(meeting({}).url);
  });

  test("count their SEQUENCE up with every change", () => {
    expect(feedSequence(meeting({}))).toBe(0);
    expect(feedSequence(meeting({ changedAt: new Date("2027-01-01T00:10:00Z") }))).toBe(600);
  });

  test("keep the wall clock of their zone across a change of its offset, read by a calendar parser", () => {
    // Berlin moves its clocks on 2027-03-28: 19:00 before and after is 18:00Z and then 17:00Z
    const before = meeting({ id: "a1", start: new Date("2027-03-25T18:00:00Z") });
    const after = meeting({ id: "a2", start: new Date("2027-04-01T17:00:00Z"), cancelled: true });
    const chicago = meeting({ id: "a3", start: new Date("2027-03-25T00:00:00Z"), timeZone: "America/Chicago" });
    const unknown = meeting({ id: "a4", timeZone: "Mars/Olympus" });
    const file = calendarFeed(
      { productName: "PitchCraft", memberName: "Mia", meetings: [before, after, chicago, unknown] },
      new Date("2027-03-01T00:00:00Z"),
    );
    const { name, events } = readCalendarFeed(file);
    expect(name).toBe("PitchCraft: Mia's meetings");
    expect(events.map((event) => [event.timeZone, event.wallClock, event.start.toISOString()])).toEqual([
      ["Europe/Berlin", "2027-03-25T19:00:00", "2027-03-25T18:00:00.000Z"],
      ["Europe/Berlin", "2027-04-01T19:00:00", "2027-04-01T17:00:00.000Z"],
      ["America/Chicago", "2027-03-24T19:00:00", "2027-03-25T00:00:00.000Z"],
      ["UTC", "2027-03-25T18:00:00Z", "2027-03-25T18:00:00.000Z"],
    ]);
    expect(events[1]?.end.getTime()).toBe(Date.parse("2027-04-01T17:00:00Z") + 90 * MINUTE);
    expect(events.map((event) => event.status)).toEqual(["CONFIRMED", "CANCELLED", "CONFIRMED", "CONFIRMED"]);
  });
});

describe("a zone's rules", () => {
  test("name each change of its offset, and one observance for a zone without changes", () => {
    const berlin = timeZoneRules("Europe/Berlin", new Date("2027-01-01T00:00:00Z"), new Date("2027-12-31T00:00:00Z"));
    expect(berlin).toContain("DTSTART:20270328T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200");
    expect(berlin).toContain("DTSTART:20271031T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100");
    const kolkata = timeZoneRules("Asia/Kolkata", new Date("2027-01-01T00:00:00Z"), new Date("2027-12-31T00:00:00Z"));
    expect(kolkata.match(/BEGIN:STANDARD/g)).toHaveLength(1);
    expect(kolkata).toContain("TZOFFSETTO:+0530");
  });
});

describe("a club's pages of events", () => {
  test("are at least one, and as many as the events fill", () => {
    expect([0, 1, 20, 21, 40, 41].map(pageCountOf)).toEqual([1, 1, 1, 2, 2, 3]);
  });
});
