import { describe, expect, test } from "vitest";
import { CERTIFICATION_PROGRAMS, findGoalProgram, findModuleProgram, findProgram, programSize } from "./programs";

describe("certification programs", () => {
  test("five programs with the spec's durations, in order", () => {
    expect(CERTIFICATION_PROGRAMS.map((program) => [program.id, program.duration])).toEqual([
      [1, "8-12 weeks"],
      [2, "6-10 weeks"],
      [3, "4-8 weeks"],
      [4, "10-14 weeks"],
      [5, "6-8 weeks"],
    ]);
  });

  test("programs 1 and 2 have the spec's presentations and goals, summing to the total", () => {
    const one = findGoalProgram(1);
    const two = findGoalProgram(2);
    expect(one?.totalPresentations).toBe(15);
    expect(one?.goals.map((goal) => goal.presentationsRequired)).toEqual([3, 5, 4, 3]);
    expect(two?.totalPresentations).toBe(12);
    expect(two?.goals.map((goal) => goal.presentationsRequired)).toEqual([3, 4, 3, 2]);
    for (const program of [one, two]) {
      const sum = program?.goals.reduce((total, goal) => total + goal.presentationsRequired, 0);
      expect(sum).toBe(program?.totalPresentations);
      expect(new Set(program?.goals.map((goal) => goal.id)).size).toBe(4);
    }
  });

  test("fixed pages 3, 4 and 5: titles, levels, module counts and time left", () => {
    expect(
      [3, 4, 5].map((id) => {
        const program = findModuleProgram(id);
        return [program?.title, program?.level, program?.modules.length, program?.estimatedTimeLeft];
      }),
    ).toEqual([
      ["Product Demo Expert", "Intermediate", 6, "2-4 weeks"],
      ["Certified Tech Presentation Strategist", "Advanced", 8, "8-12 weeks"],
      ["Certified Technical Storyteller", "Intermediate", 6, "4-6 weeks"],
    ]);
    for (const id of [3, 4, 5]) {
      const program = findModuleProgram(id);
      expect(program?.resources.map((resource) => resource.action)).toEqual(["Download", "Watch", "Join"]);
      expect(program?.modules.map((module) => module.id)).toEqual(program?.modules.map((_, index) => index + 1));
    }
  });

  test("lookup by number or route text; unknown ids are undefined", () => {
    expect(findProgram("2")?.id).toBe(2);
    expect(findProgram(4)?.kind).toBe("modules");
    for (const id of ["6", "0", "abc", "1.5", "", " 1", undefined, 99]) expect(findProgram(id)).toBeUndefined();
    expect(findGoalProgram(3)).toBeUndefined();
    expect(findModuleProgram(1)).toBeUndefined();
  });

  test("the grid counts presentations or modules", () => {
    expect(programSize(findProgram(1) as never)).toBe("15 presentations");
    expect(programSize(findProgram(4) as never)).toBe("8 modules");
  });
});
