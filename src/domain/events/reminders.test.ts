import { describe, expect, test } from "vitest";
import { reminderDueAt, reminderSendAt } from "./reminders";

const at = (iso: string) => new Date(iso);

describe("when a role holder is reminded", () => {
  test("the club's number of days before, at the meeting's wall-clock time where it takes place", () => {
    expect(reminderDueAt(at("2026-12-03T18:00:00Z"), "Europe/Berlin", 2)).toEqual(at("2026-12-01T18:00:00Z"));
    // Berlin moves to summer time on 29 March 2026: 19:00 stays 19:00 on the wall clock
    expect(reminderDueAt(at("2026-03-30T17:00:00Z"), "Europe/Berlin", 2)).toEqual(at("2026-03-28T18:00:00Z"));
    expect(reminderDueAt(at("2026-12-03T18:00:00Z"), null, 1)).toEqual(at("2026-12-02T18:00:00Z"));
  });

  test("0 days: the club sends no reminders", () => {
    expect(reminderDueAt(at("2026-12-03T18:00:00Z"), "UTC", 0)).toBeUndefined();
  });

  test("a role taken after its reminder time is reminded at once, unless the meeting starts within the hour", () => {
    const meeting = at("2026-12-03T18:00:00Z");
    const due = at("2026-12-01T18:00:00Z");
    expect(reminderSendAt(due, meeting, at("2026-11-30T09:00:00Z"))).toEqual(due);
    expect(reminderSendAt(due, meeting, at("2026-12-02T09:00:00Z"))).toEqual(at("2026-12-02T09:00:00Z"));
    expect(reminderSendAt(due, meeting, at("2026-12-03T17:10:00Z"))).toBeUndefined();
    expect(reminderSendAt(undefined, meeting, at("2026-11-30T09:00:00Z"))).toBeUndefined();
  });
});
