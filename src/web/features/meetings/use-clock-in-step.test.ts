import { describe, expect, it } from "vitest";
import { MINUTE } from "@/domain/time";
import { nextClockAskMs } from "./use-clock-in-step";

describe("asking the server's clock", () => {
  it("asks soon, then further apart, at most every 30 s until in step", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map((asked) => nextClockAskMs(asked, false))).toEqual([
      250, 500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it("asks every five minutes once in step", () => {
    expect(nextClockAskMs(0, true)).toBe(5 * MINUTE);
    expect(nextClockAskMs(12, true)).toBe(5 * MINUTE);
  });
});
