import { afterEach, describe, expect, test, vi } from "vitest";

// the module keeps one run's verdicts: each test starts from a fresh copy
const freshTargets = async () => {
  vi.resetModules();
  return import("../scripts/bench/targets");
};

afterEach(() => {
  process.exitCode = undefined;
  vi.unstubAllEnvs();
});

describe("the bench's targets", () => {
  test("each is printed met, MISSED or not run; the closing line counts them and names the missed", async () => {
    const { judge, closeTargets } = await freshTargets();
    expect(judge("embedded: events list ≥ 50% of baseline", { rps: 1 }, true)).toBe(
      "- embedded: events list ≥ 50% of baseline: met",
    );
    expect(judge("embedded: role take + drop p99 < 50 ms", { p99: 57 }, false)).toBe(
      "- embedded: role take + drop p99 < 50 ms: MISSED",
    );
    expect(judge("postgres: reminders", undefined, false)).toBe("- postgres: reminders: not run");
    expect(closeTargets()).toBe("\n**Targets: 1 met, 1 missed.** Missed: embedded: role take + drop p99 < 50 ms.");
    expect(process.exitCode).toBeUndefined();
  });

  test("BENCH_STRICT=1 fails the run when one is missed, not when all are met", async () => {
    vi.stubEnv("BENCH_STRICT", "1");
    const met = await freshTargets();
    met.judge("a", {}, true);
    met.closeTargets();
    expect(process.exitCode).toBeUndefined();
    const missed = await freshTargets();
    missed.judge("a", {}, true);
    missed.judge("b", {}, false);
    missed.closeTargets();
    expect(process.exitCode).toBe(1);
  });
});

describe("ratios across scales", () => {
  test("each measurement's rate ÷ its run's baseline, per database", async () => {
    const { ratiosOf } = await import("../scripts/bench/scales");
    const baseline = { name: "baseline GET /healthz", requestsPerSecond: 4000 };
    expect(
      ratiosOf([
        {
          database: "embedded",
          results: [baseline, { name: "GET /api/events (visitor)", requestsPerSecond: 2000 }],
        },
        { database: "postgres", results: [{ ...baseline, requestsPerSecond: 5000 }] },
      ]),
    ).toEqual({ embedded: { "GET /api/events (visitor)": 0.5 }, postgres: {} });
  });

  test("a ratio holds down to 10 % below its value at scale 1, and above it", async () => {
    const { ratioHolds } = await import("../scripts/bench/scales");
    expect(ratioHolds(0.45, 0.5)).toBe(true);
    expect(ratioHolds(0.6, 0.5)).toBe(true);
    expect(ratioHolds(0.449, 0.5)).toBe(false);
  });
});
