import { describe, expect, test } from "vitest";
import { type GridMeeting, gridQuery, memberCellConflicts, seriesEditInput } from "./planning-grid";
import { CLASSIC_ROLE_SET } from "./role-set";

const roles = { club: true, roles: CLASSIC_ROLE_SET };
const ana = "ana";
const meeting = (eventId: string, day: string, assignments: GridMeeting["assignments"] = []): GridMeeting => ({
  eventId,
  eventDate: new Date(`${day}T19:00:00Z`),
  timeZone: "Europe/Berlin",
  assignments,
});
const cellsOf = (conflicts: ReturnType<typeof memberCellConflicts>, eventId: string) =>
  Object.fromEntries(conflicts.filter((c) => c.eventId === eventId).map((c) => [c.roleType, c.text]));

describe("which cells of the planning grid conflict for a member", () => {
  test("a free member at an empty meeting conflicts nowhere", () => {
    expect(memberCellConflicts(ana, "Ana", [], [meeting("m1", "2026-12-03")], roles)).toEqual([]);
  });

  test("a meeting on an away day conflicts in every role, other meetings in none", () => {
    const conflicts = memberCellConflicts(
      ana,
      "Ana",
      [{ firstDay: "2026-12-10", lastDay: "2026-12-12" }],
      [meeting("m1", "2026-12-03"), meeting("m2", "2026-12-10")],
      roles,
    );
    expect(cellsOf(conflicts, "m1")).toEqual({});
    expect(Object.keys(cellsOf(conflicts, "m2"))).toHaveLength(CLASSIC_ROLE_SET.length);
    expect(cellsOf(conflicts, "m2").timer).toBe("Away that day");
  });

  test("the away day is the meeting's own day in its zone", () => {
    // 23:30 UTC on Dec 9 is already Dec 10 in Berlin
    const late = { ...meeting("m1", "2026-12-09"), eventDate: new Date("2026-12-09T23:30:00Z") };
    const conflicts = memberCellConflicts(
      ana,
      "Ana",
      [{ firstDay: "2026-12-10", lastDay: "2026-12-10" }],
      [late],
      roles,
    );
    expect(cellsOf(conflicts, "m1").timer).toBe("Away that day");
  });

  test("holding a non-speaking role leaves only the speaking roles (the limit rule)", () => {
    const conflicts = memberCellConflicts(
      ana,
      "Ana",
      [],
      [meeting("m1", "2026-12-03", [{ userId: ana, roleType: "timer" }])],
      roles,
    );
    const cells = cellsOf(conflicts, "m1");
    expect(cells.timer).toBe("Holds Timer");
    expect(cells.grammarian).toBe("Holds Timer");
    expect(cells.pitcher).toBeUndefined();
    expect(cells.table_topics_speaker).toBeUndefined();
  });

  test("a speaking role plus one other: nothing more; a speaker is never the moderator", () => {
    const both = meeting("m1", "2026-12-03", [
      { userId: ana, roleType: "pitcher" },
      { userId: ana, roleType: "timer" },
    ]);
    const speaker = meeting("m2", "2026-12-10", [{ userId: ana, roleType: "pitcher" }]);
    const conflicts = memberCellConflicts(ana, "Ana", [], [both, speaker], roles);
    expect(Object.keys(cellsOf(conflicts, "m1"))).toHaveLength(CLASSIC_ROLE_SET.length);
    const second = cellsOf(conflicts, "m2");
    expect(second.moderator).toBe(`Holds ${CLASSIC_ROLE_SET[1]?.name}`);
    expect(second.table_topics_speaker).toBeDefined();
    expect(second.timer).toBeUndefined();
  });

  test("a role whose places are all taken by others is full", () => {
    const conflicts = memberCellConflicts(
      ana,
      "Ana",
      [],
      [meeting("m1", "2026-12-03", [{ userId: "ben", roleType: "timer" }])],
      roles,
    );
    expect(cellsOf(conflicts, "m1")).toEqual({ timer: "Timer is full" });
  });
});

describe("the grid's inputs", () => {
  test("weeks from 4 to 12, 8 by default", () => {
    expect(gridQuery.parse({}).weeks).toBe(8);
    expect(gridQuery.safeParse({ weeks: "3" }).success).toBe(false);
    expect(gridQuery.safeParse({ weeks: "13" }).success).toBe(false);
  });
  test("a series edit takes an HH:MM time", () => {
    const edit = { time: "19:30", location: "Room 2", durationMinutes: 90, templateId: null };
    expect(seriesEditInput.safeParse(edit).success).toBe(true);
    expect(seriesEditInput.safeParse({ ...edit, time: "25:00" }).success).toBe(false);
  });
});
