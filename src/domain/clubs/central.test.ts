import { describe, expect, test } from "vitest";
import { DAY } from "../time";
import { clubMonth, joinedRecently, lastOnStage, longestWaitFirst, openSlotCount, roleSlots } from "./central";

describe("a club's month", () => {
  test("read on the club's wall clock: 1 March 02:00 in UTC is still February in New York", () => {
    const { start, end } = clubMonth(new Date("2026-03-01T02:00:00Z"), "America/New_York");
    expect(start.toISOString()).toBe("2026-02-01T05:00:00.000Z");
    expect(end.toISOString()).toBe("2026-03-01T05:00:00.000Z");
  });

  test("UTC when the club has no zone; December runs into January", () => {
    const { start, end } = clubMonth(new Date("2026-12-15T12:00:00Z"), null);
    expect(start.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(end.toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});

describe("joined recently", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  test("within the last 30 days, not before and not in the future", () => {
    expect(joinedRecently(new Date(now.getTime() - 30 * DAY), now)).toBe(true);
    expect(joinedRecently(new Date(now.getTime() - 30 * DAY - 1), now)).toBe(false);
    expect(joinedRecently(new Date(now.getTime() + 1000), now)).toBe(false);
  });
});

describe("role slots", () => {
  test("every role with its limit, its holders and its open places", () => {
    const slots = roleSlots([
      { roleType: "pitcher", name: "Ann" },
      { roleType: "timer", name: "Bo" },
    ]);
    expect(slots.map((slot) => [slot.roleName, slot.capacity, slot.holders, slot.open])).toEqual([
      ["Pitcher", 3, ["Ann"], 2],
      ["Evaluator", 3, [], 3],
      ["Moderator", 1, [], 1],
      ["Timer", 1, ["Bo"], 0],
      ["Ah Counter", 1, [], 1],
    ]);
  });

  test("open places of a meeting: 9 when nobody holds a role, 7 after two", () => {
    expect(openSlotCount([])).toBe(9);
    expect(
      openSlotCount([
        { roleType: "moderator", name: "Ann" },
        { roleType: "evaluator", name: "Bo" },
      ]),
    ).toBe(7);
  });
});

describe("who waited longest comes first", () => {
  const member = (name: string, lastRole: string | null, lastSpeech: string | null) => ({
    memberId: name,
    name,
    lastRole,
    lastSpeech,
  });

  test("the last time on stage is the later of the last role and the last speech", () => {
    expect(lastOnStage(member("A", "2026-01-01", "2026-03-01"))).toBe("2026-03-01");
    expect(lastOnStage(member("A", "2026-05-01", null))).toBe("2026-05-01");
    expect(lastOnStage(member("A", null, null))).toBeNull();
  });

  test("never on stage first (by name), then the oldest last appearance", () => {
    const sorted = [
      member("Recent", "2026-11-01", null),
      member("Zoe", null, null),
      member("Spoke long ago", null, "2026-02-01"),
      member("Adam", null, null),
      member("Role in June, speech in October", "2026-06-01", "2026-10-01"),
    ].sort(longestWaitFirst);
    expect(sorted.map((row) => row.name)).toEqual([
      "Adam",
      "Zoe",
      "Spoke long ago",
      "Role in June, speech in October",
      "Recent",
    ]);
  });
});
