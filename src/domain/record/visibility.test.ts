import { describe, expect, test } from "vitest";
import type { SpeakingRecord } from "./speaking-record";
import { recordVisibilityInput, scheduleOnly } from "./visibility";

const meeting = (clubId: string | null) => ({
  eventId: `event-${clubId}`,
  title: "Club Night",
  clubId,
  club: clubId && `Club ${clubId}`,
  at: "2026-11-05T18:00:00.000Z",
  timeZone: "Europe/Berlin",
});

const record: SpeakingRecord = {
  roles: [
    { ...meeting("a"), role: "Pitcher" },
    { ...meeting("b"), role: "Timer" },
  ],
  speeches: [
    {
      ...meeting("a"),
      speechTitle: "Bridges",
      project: "Ice Breaker",
      range: { min: 4, max: 6 },
      durationSeconds: 330,
      verdict: "within",
      fillers: 7,
    },
    {
      ...meeting(null),
      speechTitle: "Open mic",
      project: null,
      range: null,
      durationSeconds: 120,
      verdict: "under",
      fillers: null,
    },
  ],
  evaluations: [
    { ...meeting("a"), evaluator: "Eva", scores: { clarity: 4 }, opening: "Warm", improvement: "", closing: "" },
  ],
  awards: [{ ...meeting("a"), category: "best-speaker" }],
};

describe("a hidden record, as its officers see it", () => {
  test("roles and the dates of speeches at their clubs' meetings, nothing measured, counted or written", () => {
    const seen = scheduleOnly(record, ["a"]);
    expect(seen.roles).toEqual([{ ...meeting("a"), role: "Pitcher" }]);
    expect(seen.speeches).toEqual([expect.objectContaining(meeting("a"))]);
    const measured = ["speechTitle", "project", "range", "durationSeconds", "verdict", "fillers"] as const;
    expect(measured.map((field) => seen.speeches[0]?.[field])).toEqual(measured.map(() => null));
    expect([seen.evaluations, seen.awards]).toEqual([[], []]);
  });

  test("an admin's (every club) keeps every line's date", () => {
    const seen = scheduleOnly(record, null);
    expect(seen.roles).toHaveLength(2);
    expect(seen.speeches.map((speech) => [speech.clubId, speech.durationSeconds])).toEqual([
      ["a", null],
      [null, null],
    ]);
  });

  test("the choice is a yes or a no", () => {
    expect(recordVisibilityInput.safeParse({ hidden: true }).success).toBe(true);
    expect(recordVisibilityInput.safeParse({ hidden: "yes" }).success).toBe(false);
    expect(recordVisibilityInput.safeParse({ hidden: true, more: 1 }).success).toBe(false);
  });
});
