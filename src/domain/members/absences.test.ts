import { describe, expect, test } from "vitest";
import {
  ABSENCE_LIMITS,
  ABSENCE_MESSAGES,
  absenceDays,
  absenceInput,
  earliestOngoingDay,
  hasEnded,
  isAwayOn,
  meetingDay,
} from "./absences";

const at = (iso: string) => new Date(iso);

describe("meetingDay: the meeting's calendar day where it takes place", () => {
  test.each([
    ["2026-12-03T23:30:00Z", "Europe/Berlin", "2026-12-04"],
    ["2026-12-03T22:59:59Z", "Europe/Berlin", "2026-12-03"],
    ["2026-12-03T23:00:00Z", "Europe/Berlin", "2026-12-04"],
    ["2026-12-04T04:30:00Z", "America/Los_Angeles", "2026-12-03"],
    ["2026-12-04T08:00:00Z", "America/Los_Angeles", "2026-12-04"],
    ["2026-12-03T10:00:00Z", "Pacific/Kiritimati", "2026-12-04"],
    ["2026-12-03T10:00:00Z", "Pacific/Pago_Pago", "2026-12-02"],
    ["2026-12-03T18:29:00Z", "Asia/Kolkata", "2026-12-03"],
    ["2026-12-03T18:30:00Z", "Asia/Kolkata", "2026-12-04"],
  ])("%s in %s is %s", (instant, zone, day) => {
    expect(meetingDay(at(instant), zone)).toBe(day);
  });

  test("a meeting without a zone is read in UTC", () => {
    expect(meetingDay(at("2026-12-03T23:30:00Z"), null)).toBe("2026-12-03");
    expect(meetingDay(at("2026-12-04T00:00:00Z"), null)).toBe("2026-12-04");
  });

  test("around the change to and from summer time, midnight moves with the clock", () => {
    // Berlin: 29 March 2026 clocks go forward (UTC+1 → UTC+2), 25 October back
    expect(meetingDay(at("2026-03-28T22:59:00Z"), "Europe/Berlin")).toBe("2026-03-28");
    expect(meetingDay(at("2026-03-28T23:00:00Z"), "Europe/Berlin")).toBe("2026-03-29");
    expect(meetingDay(at("2026-03-29T21:59:00Z"), "Europe/Berlin")).toBe("2026-03-29");
    expect(meetingDay(at("2026-03-29T22:00:00Z"), "Europe/Berlin")).toBe("2026-03-30");
    expect(meetingDay(at("2026-10-24T21:59:00Z"), "Europe/Berlin")).toBe("2026-10-24");
    expect(meetingDay(at("2026-10-24T22:00:00Z"), "Europe/Berlin")).toBe("2026-10-25");
    expect(meetingDay(at("2026-10-25T22:59:00Z"), "Europe/Berlin")).toBe("2026-10-25");
    expect(meetingDay(at("2026-10-25T23:00:00Z"), "Europe/Berlin")).toBe("2026-10-26");
    // New York: 8 March 2026 forward (UTC−5 → UTC−4), 1 November back
    expect(meetingDay(at("2026-03-09T03:59:00Z"), "America/New_York")).toBe("2026-03-08");
    expect(meetingDay(at("2026-03-09T04:30:00Z"), "America/New_York")).toBe("2026-03-09");
    expect(meetingDay(at("2026-11-02T04:30:00Z"), "America/New_York")).toBe("2026-11-01");
    expect(meetingDay(at("2026-11-02T05:00:00Z"), "America/New_York")).toBe("2026-11-02");
  });
});

describe("isAwayOn", () => {
  const absences = [
    { firstDay: "2026-12-21", lastDay: "2026-12-24" },
    { firstDay: "2027-01-05", lastDay: "2027-01-05" },
  ];

  test("both ends of an absence are days away", () => {
    expect(isAwayOn(absences, "2026-12-21")).toBe(true);
    expect(isAwayOn(absences, "2026-12-22")).toBe(true);
    expect(isAwayOn(absences, "2026-12-24")).toBe(true);
    expect(isAwayOn(absences, "2027-01-05")).toBe(true);
  });

  test("the days before, after and between are not", () => {
    expect(isAwayOn(absences, "2026-12-20")).toBe(false);
    expect(isAwayOn(absences, "2026-12-25")).toBe(false);
    expect(isAwayOn(absences, "2027-01-04")).toBe(false);
    expect(isAwayOn(absences, "2027-01-06")).toBe(false);
    expect(isAwayOn([], "2026-12-22")).toBe(false);
  });

  test("with meetingDay: a meeting late in the evening before an absence, where it is held, is not in it", () => {
    const away = [{ firstDay: "2026-12-04", lastDay: "2026-12-06" }];
    // 19:30 on 3 December in Los Angeles is already 4 December in UTC
    const meeting = at("2026-12-04T03:30:00Z");
    expect(isAwayOn(away, meetingDay(meeting, "America/Los_Angeles"))).toBe(false);
    expect(isAwayOn(away, meetingDay(meeting, "UTC"))).toBe(true);
  });
});

describe("earliestOngoingDay and hasEnded", () => {
  test("a day has ended only when it has ended everywhere (at UTC−12)", () => {
    expect(earliestOngoingDay(at("2026-11-25T11:59:00Z"))).toBe("2026-11-24");
    expect(earliestOngoingDay(at("2026-11-25T12:00:00Z"))).toBe("2026-11-25");
    expect(hasEnded({ lastDay: "2026-11-24" }, at("2026-11-25T11:59:00Z"))).toBe(false);
    expect(hasEnded({ lastDay: "2026-11-24" }, at("2026-11-25T12:00:00Z"))).toBe(true);
    expect(hasEnded({ lastDay: "2026-11-25" }, at("2026-11-25T23:00:00Z"))).toBe(false);
  });
});

describe("absenceInput", () => {
  const parse = (input: unknown) => absenceInput.safeParse(input);
  const messageOf = (input: unknown) => {
    const parsed = parse(input);
    return parsed.success
      ? undefined
      : { path: parsed.error.issues[0]?.path, message: parsed.error.issues[0]?.message };
  };

  test("takes two days and an optional note, trimmed", () => {
    expect(parse({ firstDay: "2026-12-21", lastDay: "2026-12-24" })).toEqual({
      success: true,
      data: { firstDay: "2026-12-21", lastDay: "2026-12-24", note: "" },
    });
    expect(parse({ firstDay: "2026-12-21", lastDay: "2026-12-21", note: "  Family visit " }).data?.note).toBe(
      "Family visit",
    );
  });

  test.each([
    [{ firstDay: "21.12.2026", lastDay: "2026-12-24" }, ["firstDay"], "First day must be a date such as 2026-12-24."],
    [{ firstDay: "2026-02-30", lastDay: "2026-03-02" }, ["firstDay"], "First day must be a date such as 2026-12-24."],
    [{ firstDay: "2026-12-21", lastDay: "" }, ["lastDay"], "Last day must be a date such as 2026-12-24."],
    [{ firstDay: "2026-12-21", lastDay: "2026-13-01" }, ["lastDay"], "Last day must be a date such as 2026-12-24."],
    [{ firstDay: "2026-12-24", lastDay: "2026-12-21" }, ["lastDay"], "The last day cannot be before the first day."],
    [{ firstDay: "2026-12-21", lastDay: "2027-12-22" }, ["lastDay"], "An absence can last at most a year."],
    [
      { firstDay: "2026-12-21", lastDay: "2026-12-24", note: "x".repeat(201) },
      ["note"],
      "Note must be at most 200 characters.",
    ],
  ])("%j is refused: %j %s", (input, path, message) => {
    expect(messageOf(input)).toEqual({ path, message });
  });

  test("an absence lasts 366 days at most, both ends counted", () => {
    expect(parse({ firstDay: "2026-12-21", lastDay: "2027-12-21" }).success).toBe(true);
    expect(parse({ firstDay: "2026-12-21", lastDay: "2027-12-22" }).success).toBe(false);
    expect(parse({ firstDay: "2028-01-01", lastDay: "2028-12-31" }).success).toBe(true); // a leap year, whole
    expect(parse({ firstDay: "2028-01-01", lastDay: "2029-01-01" }).success).toBe(false);
  });

  test("a note of exactly the limit is kept; unknown fields are refused", () => {
    const note = "x".repeat(ABSENCE_LIMITS.note);
    expect(parse({ firstDay: "2026-12-21", lastDay: "2026-12-21", note }).success).toBe(true);
    expect(parse({ firstDay: "2026-12-21", lastDay: "2026-12-21", userId: "someone" }).success).toBe(false);
  });

  test("the messages are whole sentences, so the server shows them as they are", () => {
    for (const message of [
      ABSENCE_MESSAGES.firstDayInvalid,
      ABSENCE_MESSAGES.lastDayInvalid,
      ABSENCE_MESSAGES.lastBeforeFirst,
      ABSENCE_MESSAGES.tooLong,
      ABSENCE_MESSAGES.noteTooLong,
      ABSENCE_MESSAGES.lastDayPassed.message,
    ]) {
      expect(message).toMatch(/^[A-Z].*\.$/);
    }
  });
});

describe("absenceDays", () => {
  test("names the days for people", () => {
    expect(absenceDays({ firstDay: "2026-12-24", lastDay: "2026-12-24" })).toBe("Thu, Dec 24, 2026");
    expect(absenceDays({ firstDay: "2026-12-21", lastDay: "2026-12-24" })).toBe("Mon, Dec 21 – Thu, Dec 24, 2026");
    expect(absenceDays({ firstDay: "2026-12-28", lastDay: "2027-01-03" })).toBe("Mon, Dec 28, 2026 – Sun, Jan 3, 2027");
  });
});
