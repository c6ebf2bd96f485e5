import { describe, expect, test } from "vitest";
import { findGoalProgram, findModuleProgram, type GoalProgram, type ModuleProgram } from "./programs";
import {
  countByGoal,
  coursePrice,
  courseProgress,
  goalStandings,
  isModuleAccessible,
  moduleProgramProgress,
  moduleState,
  pathwayProgress,
  percentOf,
  programProgress,
} from "./progress";

const one = findGoalProgram(1) as GoalProgram;
const two = findGoalProgram(2) as GoalProgram;
const four = findModuleProgram(4) as ModuleProgram;

describe("pathway progress", () => {
  test("completed / total, rounded; 0 without a total", () => {
    expect(pathwayProgress(1, 3)).toBe(33);
    expect(pathwayProgress(0, 0)).toBe(0);
  });
});

describe("percentOf and course progress", () => {
  test("share of lessons watched, rounded, within 0..100", () => {
    expect(courseProgress(0, 7)).toBe(0);
    expect(courseProgress(1, 7)).toBe(14);
    expect(courseProgress(7, 7)).toBe(100);
    expect(courseProgress(9, 7)).toBe(100);
    expect(courseProgress(3, 0)).toBe(0);
    expect(percentOf(-1, 4)).toBe(0);
  });
});

describe("course price", () => {
  test("cents shown in dollars, or Free", () => {
    expect(coursePrice(0)).toBe("Free");
    expect(coursePrice(4900)).toBe("$49");
    expect(coursePrice(4950)).toBe("$49.50");
    expect(coursePrice(5)).toBe("$0.05");
  });

  test("a module is accessible if it is a preview or the member has access", () => {
    expect(isModuleAccessible(true, false)).toBe(true);
    expect(isModuleAccessible(false, true)).toBe(true);
    expect(isModuleAccessible(false, false)).toBe(false);
  });
});

describe("certification progress", () => {
  test("a goal is complete when its pitch count reaches presentationsRequired", () => {
    const standings = goalStandings(two, { "investor-qa": 2, "elevator-pitch": 1 });
    expect(standings.find((goal) => goal.goalId === "investor-qa")).toEqual({
      goalId: "investor-qa",
      pitches: 2,
      required: 2,
      counted: 2,
      complete: true,
    });
    expect(standings.find((goal) => goal.goalId === "elevator-pitch")?.complete).toBe(false);
  });

  test("pitches counted toward goals over totalPresentations", () => {
    expect(programProgress(two, {}).percent).toBe(0);
    expect(programProgress(two, { "investor-qa": 2 })).toMatchObject({ counted: 2, total: 12, percent: 17 });
    expect(programProgress(one, { "clear-structure": 3, "personal-story": 3 })).toMatchObject({
      counted: 6,
      percent: 40,
      complete: false,
    });
  });

  test("extra pitches on one goal do not count beyond its requirement", () => {
    const progress = programProgress(two, { "investor-qa": 12 });
    expect(progress).toMatchObject({ counted: 2, percent: 17, complete: false });
  });

  test("100% and complete only when every goal is complete", () => {
    const full = { "elevator-pitch": 3, "problem-solution": 4, "traction-numbers": 3, "investor-qa": 2 };
    expect(programProgress(two, full)).toMatchObject({ counted: 12, percent: 100, complete: true });
    expect(programProgress(two, { ...full, "investor-qa": 1 })).toMatchObject({ percent: 92, complete: false });
  });

  test("pitches are counted per goal; unknown goals are ignored by the program", () => {
    const counts = countByGoal([{ goalId: "a" }, { goalId: "b" }, { goalId: "a" }]);
    expect(counts).toEqual({ a: 2, b: 1 });
    expect(programProgress(two, { nope: 5 }).counted).toBe(0);
  });
});

describe("fixed program pages", () => {
  test("X of N modules completed, N remaining, percent and the fixed time left", () => {
    expect(moduleProgramProgress(four, [])).toEqual({
      completed: 0,
      total: 8,
      remaining: 8,
      percent: 0,
      estimatedTimeLeft: "8-12 weeks",
    });
    expect(moduleProgramProgress(four, [1, 2, 2, 99])).toMatchObject({ completed: 2, remaining: 6, percent: 25 });
  });

  test("every module done: 100% and nothing left", () => {
    expect(moduleProgramProgress(four, [1, 2, 3, 4, 5, 6, 7, 8])).toMatchObject({
      percent: 100,
      remaining: 0,
      estimatedTimeLeft: "Done",
    });
  });

  test("module button: Start Module, Mark Complete, Review", () => {
    expect(moduleState(undefined)).toBe("not-started");
    expect(moduleState({ startedAt: "x", completedAt: null })).toBe("started");
    expect(moduleState({ startedAt: "x", completedAt: "y" })).toBe("completed");
  });
});
