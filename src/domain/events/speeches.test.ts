import { describe, expect, test } from "vitest";
import { speechThresholds } from "./speech-timing";
import { pairingInput, speechDetailsInput, speechRangeProblem, speechRangeText } from "./speeches";

const details = { title: "Why Bridges Sing", project: { kind: "other", title: "Ice Breaker" } };

describe("speech details input", () => {
  test("a title, a project and 5–7 minutes by default", () => {
    expect(speechDetailsInput.parse(details)).toEqual({ ...details, minMinutes: 5, maxMinutes: 7 });
  });

  test("the title and a free project are trimmed, required and at most 120 characters", () => {
    const parsed = speechDetailsInput.parse({
      ...details,
      title: "  Hello  ",
      project: { kind: "other", title: " P " },
    });
    expect(parsed).toMatchObject({ title: "Hello", project: { title: "P" } });
    expect(speechDetailsInput.safeParse({ ...details, title: " " }).success).toBe(false);
    expect(speechDetailsInput.safeParse({ ...details, title: "x".repeat(121) }).success).toBe(false);
    expect(speechDetailsInput.safeParse({ ...details, title: "x".repeat(120) }).success).toBe(true);
    expect(speechDetailsInput.safeParse({ ...details, project: { kind: "other", title: "" } }).success).toBe(false);
  });

  test("a chosen project names the choice by id", () => {
    const parsed = speechDetailsInput.parse({ ...details, project: { kind: "choice", id: "goal:1:personal-story" } });
    expect(parsed.project).toEqual({ kind: "choice", id: "goal:1:personal-story" });
    expect(speechDetailsInput.safeParse({ ...details, project: { kind: "elsewhere" } }).success).toBe(false);
  });

  test("the range: whole minutes, 1 ≤ minimum < maximum ≤ 60", () => {
    const range = (minMinutes: number, maxMinutes: number) => speechRangeProblem({ minMinutes, maxMinutes });
    expect(range(5, 7)).toBeUndefined();
    expect(range(1, 60)).toBeUndefined();
    expect(range(0, 7)).toBe("The minimum time must be at least 1 minute.");
    expect(range(5, 61)).toBe("The maximum time must be at most 60 minutes.");
    expect(range(7, 7)).toBe("The maximum time must be longer than the minimum time.");
    expect(range(8, 7)).toBe("The maximum time must be longer than the minimum time.");
    expect(range(4.5, 7)).toBe("Times must be whole minutes.");
    const parsed = speechDetailsInput.safeParse({ ...details, minMinutes: 7, maxMinutes: 5 });
    expect(parsed.error?.issues[0]?.message).toBe("The maximum time must be longer than the minimum time.");
  });
});

describe("what follows from a range", () => {
  test("the timer's marks for 4–6 minutes, and the range in words", () => {
    expect(speechThresholds({ minMinutes: 4, maxMinutes: 6 })).toEqual({
      green: 240,
      yellow: 300,
      red: 360,
      overtime: 390,
    });
    expect(speechRangeText({ minMinutes: 4, maxMinutes: 6 })).toBe("4–6 min");
  });
});

describe("pairing input", () => {
  test("a role assignment's id, or null to unpair", () => {
    expect(pairingInput.parse({ speakerAssignmentId: null })).toEqual({ speakerAssignmentId: null });
    const id = "0b5c2d8e-8f3a-4c1e-9d2b-3a4f5e6d7c8b";
    expect(pairingInput.parse({ speakerAssignmentId: id })).toEqual({ speakerAssignmentId: id });
    expect(pairingInput.safeParse({ speakerAssignmentId: "nope" }).success).toBe(false);
    expect(pairingInput.safeParse({}).success).toBe(false);
  });
});
