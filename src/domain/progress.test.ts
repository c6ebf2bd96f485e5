import { describe, expect, test } from "vitest";
import { pathwayProgress } from "./progress";

describe("pathwayProgress", () => {
  test("is completed over total, in percent", () => {
    expect(pathwayProgress(0, 10)).toBe(0);
    expect(pathwayProgress(3, 10)).toBe(30);
    expect(pathwayProgress(10, 10)).toBe(100);
  });

  test("is rounded to a whole percent", () => {
    expect(pathwayProgress(1, 3)).toBe(33);
    expect(pathwayProgress(2, 3)).toBe(67);
    expect(pathwayProgress(1, 8)).toBe(13); // 12.5 rounds up
    expect(pathwayProgress(1, 200)).toBe(1); // 0.5 rounds up
    expect(pathwayProgress(1, 201)).toBe(0);
  });

  test("is 0 when the pathway has no total", () => {
    expect(pathwayProgress(0, 0)).toBe(0);
    expect(pathwayProgress(5, 0)).toBe(0);
    expect(pathwayProgress(5, -1)).toBe(0);
  });

  test("never passes 100", () => {
    expect(pathwayProgress(12, 10)).toBe(100);
  });
});
