import { describe, expect, test } from "vitest";
import { attendanceLine, attendanceRate, attendanceRateLabel, guestInput, isPresent } from "./attendance";

describe("present unless marked absent (decision 232)", () => {
  test("a role holder is present until marked absent; anyone else once checked in", () => {
    expect(isPresent(true, undefined)).toBe(true);
    expect(isPresent(true, false)).toBe(false);
    expect(isPresent(false, undefined)).toBe(false);
    expect(isPresent(false, true)).toBe(true);
  });
});

describe("attendance rate", () => {
  test("meetings attended among those held, in whole percent", () => {
    expect(attendanceRate(3, 4)).toBe(75);
    expect(attendanceRate(2, 3)).toBe(67);
    expect(attendanceRate(0, 5)).toBe(0);
    expect(attendanceRate(5, 5)).toBe(100);
    expect(attendanceRate(6, 5)).toBe(100);
    expect(attendanceRate(0, 0)).toBeNull();
    expect(attendanceRateLabel(3, 4)).toBe("3 of 4 (75%)");
    expect(attendanceRateLabel(0, 0)).toBe("No meetings yet");
  });
  test("the report's line names the guests among the attendees", () => {
    expect(attendanceLine(6, 1)).toBe("6 attendees, including 1 guest");
    expect(attendanceLine(1, 0)).toBe("1 attendee");
    expect(attendanceLine(7, 2)).toBe("7 attendees, including 2 guests");
  });
});

describe("a guest's details", () => {
  test("an optional address, kept lower-case; a name is required", () => {
    expect(guestInput.parse({ name: " Gail ", email: "Gail@Example.com", consent: true })).toEqual({
      name: "Gail",
      email: "gail@example.com",
      heardFrom: null,
      consent: true,
    });
    expect(guestInput.parse({ name: "Gus", email: "" }).email).toBeNull();
    expect(guestInput.safeParse({ name: "" }).success).toBe(false);
    expect(guestInput.safeParse({ name: "Gus", email: "nope" }).success).toBe(false);
  });
});
