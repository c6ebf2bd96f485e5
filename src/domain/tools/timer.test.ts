import { describe, expect, it } from "vitest";
import {
  elapsedMs,
  elapsedSeconds,
  formatClock,
  IDLE_STOPWATCH,
  isRunning,
  lightFor,
  overtimeLine,
  overtimeSeconds,
  pauseStopwatch,
  SPEECH_TYPES,
  speechType,
  startStopwatch,
} from "./timer";

const iceBreaker = speechType("ice-breaker");

describe("speech types", () => {
  it("are the four of the specification with their yellow, red and overtime marks", () => {
    expect(SPEECH_TYPES.map(({ name, yellow, red, overtime }) => [name, yellow, red, overtime])).toEqual([
      ["Ice Breaker", 240, 300, 360],
      ["Project Speech", 300, 360, 420],
      ["Table Topics", 60, 120, 150],
      ["Evaluation", 120, 180, 210],
    ]);
  });

  it("are found by id, and an unknown id finds none", () => {
    expect(speechType("table-topics")?.name).toBe("Table Topics");
    expect(speechType("keynote")).toBeUndefined();
    expect(speechType(null)).toBeUndefined();
  });
});

describe("the light", () => {
  it("is green when no speech type is chosen, however long the speech", () => {
    expect(lightFor(undefined, 0)).toBe("green");
    expect(lightFor(undefined, 10_000)).toBe("green");
  });

  it.each([
    ["ice-breaker", 239, "green"],
    ["ice-breaker", 240, "yellow"],
    ["ice-breaker", 299, "yellow"],
    ["ice-breaker", 300, "red"],
    ["ice-breaker", 900, "red"],
    ["project-speech", 299, "green"],
    ["project-speech", 300, "yellow"],
    ["project-speech", 360, "red"],
    ["table-topics", 59, "green"],
    ["table-topics", 60, "yellow"],
    ["table-topics", 120, "red"],
    ["evaluation", 119, "green"],
    ["evaluation", 120, "yellow"],
    ["evaluation", 180, "red"],
  ])("for %s at %i s is %s", (id, seconds, light) => {
    expect(lightFor(speechType(id), seconds)).toBe(light);
  });
});

describe("overtime", () => {
  it("shows only past the third figure and counts the seconds beyond the maximum (the red mark)", () => {
    expect(overtimeSeconds(iceBreaker, 359)).toBeNull();
    expect(overtimeSeconds(iceBreaker, 360)).toBeNull();
    expect(overtimeSeconds(iceBreaker, 361)).toBe(61);
    expect(overtimeSeconds(iceBreaker, 425)).toBe(125);
    expect(overtimeSeconds(speechType("table-topics"), 150)).toBeNull();
    expect(overtimeSeconds(speechType("table-topics"), 151)).toBe(31);
    expect(overtimeSeconds(speechType("evaluation"), 210)).toBeNull();
  });

  it("of a 2:00 maximum with 15 seconds' grace: 2:18 is 18 seconds over, not 3", () => {
    const twoMinutes = { yellow: 90, red: 120, overtime: 135 };
    expect(overtimeSeconds(twoMinutes, 135)).toBeNull();
    expect(overtimeSeconds(twoMinutes, 138)).toBe(18);
    expect(overtimeLine(twoMinutes, 138)).toBe("Overtime +0:18");
    expect(overtimeLine(twoMinutes, 135)).toBeNull();
  });

  it("never shows without a speech type", () => {
    expect(overtimeSeconds(undefined, 5000)).toBeNull();
    expect(overtimeLine(undefined, 5000)).toBeNull();
  });
});

describe("the clock", () => {
  it.each([
    [0, "0:00"],
    [5, "0:05"],
    [59, "0:59"],
    [60, "1:00"],
    [61.9, "1:01"],
    [600, "10:00"],
    [3725, "62:05"],
    [-3, "0:00"],
  ])("shows %d s as %s", (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe("the stopwatch", () => {
  it("reads the system clock, so skipped ticks lose no time", () => {
    const running = startStopwatch(IDLE_STOPWATCH, 1_000);
    expect(isRunning(running)).toBe(true);
    expect(elapsedSeconds(running, 1_999)).toBe(0);
    expect(elapsedSeconds(running, 2_000)).toBe(1);
    // A tab hidden for ten minutes
    expect(elapsedSeconds(running, 601_000)).toBe(600);
  });

  it("pauses and resumes exactly, to the millisecond", () => {
    let watch = startStopwatch(IDLE_STOPWATCH, 0);
    watch = pauseStopwatch(watch, 1_700);
    expect(isRunning(watch)).toBe(false);
    expect(elapsedMs(watch, 50_000)).toBe(1_700);
    watch = startStopwatch(watch, 60_000);
    expect(elapsedMs(watch, 60_300)).toBe(2_000);
    expect(elapsedSeconds(watch, 60_300)).toBe(2);
  });

  it("ignores a second start or a pause while paused", () => {
    const running = startStopwatch(IDLE_STOPWATCH, 100);
    expect(startStopwatch(running, 5_000)).toBe(running);
    const paused = pauseStopwatch(running, 1_100);
    expect(pauseStopwatch(paused, 9_000)).toBe(paused);
    expect(elapsedMs(paused, 9_000)).toBe(1_000);
  });

  it("never goes backwards when the clock is set back while running", () => {
    const running = startStopwatch({ bankedMs: 3_000, runningSince: null }, 10_000);
    expect(elapsedMs(running, 9_000)).toBe(3_000);
  });
});
