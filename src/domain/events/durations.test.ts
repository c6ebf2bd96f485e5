import { describe, expect, test } from "vitest";
import { agendaDuration, agendaMinutesInput, eventLength, lengthLabel } from "./durations";

describe("the one duration rule", () => {
  test.each([
    ["e", 10],
    ["", 10],
    ["   ", 10],
    ["abc", 10],
    [undefined, 10],
    [null, 10],
    [Number.NaN, 10],
    [true, 10],
    ["-5", 1],
    [-5, 1],
    ["0", 1],
    ["0.2", 1],
    ["2.5", 3],
    ["2.4", 2],
    [" 25 ", 25],
    ["15", 15],
    [45, 45],
    ["1e3", 600],
    [Number.POSITIVE_INFINITY, 10],
  ])("an agenda item's duration from %j is %i minutes", (typed, minutes) => {
    expect(agendaDuration(typed)).toBe(minutes);
  });

  test("an event's length: 2 hours when not a number, at least 1 minute, at most a day", () => {
    expect([eventLength("e"), eventLength(""), eventLength("-5"), eventLength("90"), eventLength(9999)]).toEqual([
      120, 120, 1, 90, 1440,
    ]);
  });

  test("the server's schema reads the same way, and a missing duration is the default", () => {
    expect(agendaMinutesInput.parse("e")).toBe(10);
    expect(agendaMinutesInput.parse(undefined)).toBe(10);
    expect(agendaMinutesInput.parse("2.5")).toBe(3);
  });

  test("lengths in words", () => {
    expect([
      lengthLabel(120),
      lengthLabel(60),
      lengthLabel(90),
      lengthLabel(45),
      lengthLabel(1),
      lengthLabel(61),
    ]).toEqual(["2 hours", "1 hour", "1 hour 30 minutes", "45 minutes", "1 minute", "1 hour 1 minute"]);
  });
});
