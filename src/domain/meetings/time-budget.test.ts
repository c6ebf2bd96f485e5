import { describe, expect, test } from "vitest";
import { timingPlan } from "../events/timing-plan";
import { budgetLine, projectedEndLine, timeBudget } from "./time-budget";

const meeting = { eventDate: "2026-12-03T19:00:00Z", durationMinutes: 60 };
const items = [
  { id: "opening", durationMinutes: 10 },
  { id: "speeches", durationMinutes: 20 },
  { id: "evaluations", durationMinutes: 30 },
];
const plan = timingPlan(meeting, items);
const at = (hhmm: string) => `2026-12-03T${hhmm}:00Z`;
const budget = (starts: Array<[string, string]>, now: string, endedAt?: string) =>
  timeBudget(
    plan,
    starts.map(([itemId, time]) => ({ itemId, startedAt: at(time) })),
    at(now),
    endedAt ? at(endedAt) : null,
  );

describe("before the meeting starts", () => {
  test("every item is to come, planned starts from the timing plan, no actual times; on plan before the start", () => {
    const result = budget([], "18:50");
    expect(
      result.items.map((row) => [row.item.id, row.plannedStart.toISOString(), row.actualStart, row.status]),
    ).toEqual([
      ["opening", "2026-12-03T19:00:00.000Z", null, "upcoming"],
      ["speeches", "2026-12-03T19:10:00.000Z", null, "upcoming"],
      ["evaluations", "2026-12-03T19:30:00.000Z", null, "upcoming"],
    ]);
    expect(result.items.every((row) => row.lateMinutes === null)).toBe(true);
    expect(result.currentIndex).toBeNull();
    expect(result.now).toEqual({ at: new Date(at("18:50")), phase: "before", plannedIndex: null });
    expect(result.behindMinutes).toBe(0);
    expect(result.projectedEnd.toISOString()).toBe("2026-12-03T20:00:00.000Z");
    expect(result.overrunMinutes).toBe(0);
  });

  test("a meeting not started at its planned time falls behind minute by minute", () => {
    expect(budget([], "19:00").behindMinutes).toBe(0);
    const late = budget([], "19:07");
    expect(late.behindMinutes).toBe(7);
    expect(late.projectedMinutes).toBe(67);
    expect(late.overrunMinutes).toBe(7);
  });
});

describe("while the meeting runs", () => {
  test("the item started last is being run; earlier ones are done, later ones to come", () => {
    const result = budget(
      [
        ["opening", "19:02"],
        ["speeches", "19:12"],
      ],
      "19:20",
    );
    expect(result.items.map((row) => row.status)).toEqual(["done", "current", "upcoming"]);
    expect(result.items.map((row) => row.lateMinutes)).toEqual([2, 2, null]);
    expect(result.currentIndex).toBe(1);
    expect(result.now).toMatchObject({ phase: "during", plannedIndex: 1 });
    expect(result.behindMinutes).toBe(2);
    expect(result.projectedEnd.toISOString()).toBe("2026-12-03T20:02:00.000Z");
  });

  test("an item running past its planned minutes pushes the end on as time passes", () => {
    const starts: Array<[string, string]> = [["opening", "19:00"]];
    expect(budget(starts, "19:10").behindMinutes).toBe(0);
    expect(budget(starts, "19:14").behindMinutes).toBe(4);
    expect(budget(starts, "19:14").projectedEnd.toISOString()).toBe("2026-12-03T20:04:00.000Z");
  });

  test("an item started early puts the meeting ahead (negative)", () => {
    const result = budget(
      [
        ["opening", "19:00"],
        ["speeches", "19:06"],
      ],
      "19:07",
    );
    expect(result.items[1]?.lateMinutes).toBe(-4);
    expect(result.behindMinutes).toBe(-4);
    expect(result.projectedMinutes).toBe(56);
    expect(result.overrunMinutes).toBe(0);
  });

  test("an item passed over is skipped and its minutes no longer count", () => {
    const result = budget(
      [
        ["opening", "19:00"],
        ["evaluations", "19:30"],
      ],
      "19:31",
    );
    expect(result.items.map((row) => row.status)).toEqual(["done", "skipped", "current"]);
    expect(result.behindMinutes).toBe(0);
    expect(result.projectedEnd.toISOString()).toBe("2026-12-03T20:00:00.000Z");
  });

  test("items started out of order: the one started last is current, the later one on the agenda is done", () => {
    const result = budget(
      [
        ["opening", "19:00"],
        ["evaluations", "19:10"],
        ["speeches", "19:20"],
      ],
      "19:21",
    );
    expect(result.items.map((row) => row.status)).toEqual(["done", "current", "done"]);
    expect(result.projectedEnd.toISOString()).toBe("2026-12-03T19:40:00.000Z");
    expect(result.behindMinutes).toBe(-20);
  });

  test("a start recorded twice counts once, at its first time; starts of unknown items are ignored", () => {
    const result = budget(
      [
        ["opening", "19:03"],
        ["opening", "19:01"],
        ["opening", "19:05"],
        ["no-such-item", "19:06"],
      ],
      "19:06",
    );
    expect(result.items[0]?.actualStart?.toISOString()).toBe("2026-12-03T19:01:00.000Z");
    expect(result.items.map((row) => row.status)).toEqual(["current", "upcoming", "upcoming"]);
    expect(result.behindMinutes).toBe(1);
  });

  test("seconds round to the nearest minute, never to -0", () => {
    const starts = (time: string) => [{ itemId: "opening", startedAt: `2026-12-03T19:00:${time}Z` }];
    expect(timeBudget(plan, starts("29"), at("19:01")).behindMinutes).toBe(0);
    expect(
      Object.is(
        timeBudget(plan, [{ itemId: "opening", startedAt: "2026-12-03T18:59:40Z" }], at("19:01")).behindMinutes,
        0,
      ),
    ).toBe(true);
    expect(timeBudget(plan, starts("30"), at("19:01")).behindMinutes).toBe(1);
    expect(timeBudget(plan, starts("30"), at("19:01")).items[0]?.lateMinutes).toBe(1);
  });

  test("the now marker follows the plan: during each item, after its end", () => {
    const marker = (now: string) => budget([["opening", "19:00"]], now).now;
    expect(marker("19:00")).toMatchObject({ phase: "during", plannedIndex: 0 });
    expect(marker("19:09")).toMatchObject({ phase: "during", plannedIndex: 0 });
    expect(marker("19:10")).toMatchObject({ phase: "during", plannedIndex: 1 });
    expect(marker("19:59")).toMatchObject({ phase: "during", plannedIndex: 2 });
    expect(marker("20:00")).toMatchObject({ phase: "after", plannedIndex: null });
  });
});

describe("once the meeting has ended", () => {
  test("no item is current; items never started are skipped; the end is when it ended", () => {
    const result = budget(
      [
        ["opening", "19:00"],
        ["speeches", "19:10"],
      ],
      "20:30",
      "20:05",
    );
    expect(result.currentIndex).toBeNull();
    expect(result.items.map((row) => row.status)).toEqual(["done", "done", "skipped"]);
    expect(result.projectedEnd.toISOString()).toBe("2026-12-03T20:05:00.000Z");
    expect(result.behindMinutes).toBe(5);
    expect(result.overrunMinutes).toBe(5);
  });
});

describe("a meeting without agenda items", () => {
  test("is on plan until its start passes", () => {
    const empty = timingPlan(meeting, []);
    expect(timeBudget(empty, [], at("18:00")).behindMinutes).toBe(0);
    expect(timeBudget(empty, [], at("19:05")).behindMinutes).toBe(5);
    expect(timeBudget(empty, [], at("19:05")).now.phase).toBe("after");
  });
});

describe("in words", () => {
  test("ahead, behind, on plan", () => {
    expect([budgetLine(0), budgetLine(3), budgetLine(-2)]).toEqual([
      "On plan",
      "3 min behind plan",
      "2 min ahead of plan",
    ]);
  });

  test("the projected end reads like the timing plan's end line", () => {
    const result = budget([], "19:07");
    expect(projectedEndLine(meeting, result, "America/New_York")).toBe(
      "Ends 3:07 PM EST · 7 min over the planned 1 hour",
    );
    expect(projectedEndLine(meeting, budget([], "18:00"), "UTC")).toBe("Ends 8:00 PM UTC · within the planned 1 hour");
  });
});
