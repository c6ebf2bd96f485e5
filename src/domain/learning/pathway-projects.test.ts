import { describe, expect, test } from "vitest";
import { completedWithSpeeches } from "./pathway-projects";

describe("projects done by the speeches given (docs/decisions/242)", () => {
  test("each next project a speech was given for is done, up to the first without one", () => {
    expect(completedWithSpeeches(1, 5, new Set([2, 3, 5]))).toBe(3);
    expect(completedWithSpeeches(1, 5, new Set([3, 4]))).toBe(1);
  });

  test("never past the pathway's last project", () => {
    expect(completedWithSpeeches(3, 4, new Set([4, 5, 6]))).toBe(4);
  });
});
