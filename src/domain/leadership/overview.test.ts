import { describe, expect, test } from "vitest";
import { findGoalProgram } from "../learning/programs";
import { goalsCompleted, monthOf } from "./overview";

describe("leadership overview", () => {
  test("a goal counts as attempted with one pitch and completed at its presentationsRequired", () => {
    const program = findGoalProgram(1);
    const [first, second] = program?.goals ?? [];
    if (!first || !second) throw new Error("program 1 has goals");
    expect(
      goalsCompleted([
        { certificationId: 1, goalId: first.id, pitches: first.presentationsRequired },
        { certificationId: 1, goalId: second.id, pitches: second.presentationsRequired - 1 },
        { certificationId: 1, goalId: "no-such-goal", pitches: 9 },
        { certificationId: 3, goalId: first.id, pitches: 9 },
      ]),
    ).toEqual({ completed: 1, attempted: 2 });
    expect(goalsCompleted([])).toEqual({ completed: 0, attempted: 0 });
  });

  test("the month runs from its first midnight (UTC) to the next month's", () => {
    const { start, end } = monthOf(new Date("2030-12-31T23:59:00Z"));
    expect(start.toISOString()).toBe("2030-12-01T00:00:00.000Z");
    expect(end.toISOString()).toBe("2031-01-01T00:00:00.000Z");
  });
});
