import { describe, expect, test } from "vitest";
import { overtimeSeconds } from "../tools/timer";
import { DEFAULT_SPEECH_RANGE, speechLight, speechRange, speechThresholds } from "./speech-timing";

describe("a speech's thresholds follow from its time range", () => {
  test("the default 5–7 minutes: green at 5:00, yellow at 6:00, red at 7:00, overtime past 7:30", () => {
    expect(DEFAULT_SPEECH_RANGE).toEqual({ minMinutes: 5, maxMinutes: 7 });
    expect(speechThresholds()).toEqual({ green: 300, yellow: 360, red: 420, overtime: 450 });
  });

  test("an odd range has its yellow at the half minute", () => {
    expect(speechThresholds({ minMinutes: 5, maxMinutes: 8 })).toEqual({
      green: 300,
      yellow: 390,
      red: 480,
      overtime: 510,
    });
    expect(speechThresholds({ minMinutes: 1, maxMinutes: 2 })).toMatchObject({ green: 60, yellow: 90, red: 120 });
  });

  test("a range of one length turns every light at once", () => {
    expect(speechThresholds({ minMinutes: 3, maxMinutes: 3 })).toMatchObject({ green: 180, yellow: 180, red: 180 });
  });

  test("the lights over a speech: none before the minimum, then green, yellow, red; the timer's overtime", () => {
    const thresholds = speechThresholds({ minMinutes: 5, maxMinutes: 7 });
    const lights = { none: [0, 299], green: [300, 359], yellow: [360, 419], red: [420, 600] };
    for (const [light, seconds] of Object.entries(lights)) {
      for (const second of seconds) expect(speechLight(thresholds, second) ?? "none", `${second} s`).toBe(light);
    }
    expect(overtimeSeconds(thresholds, 450)).toBeNull();
    // shown past the maximum plus the grace, counted from the maximum (decision 188)
    expect(overtimeSeconds(thresholds, 460)).toBe(40);
  });

  test("minutes as typed follow the one duration rule; a maximum below the minimum is the minimum", () => {
    expect(speechRange(undefined, undefined)).toEqual({ minMinutes: 5, maxMinutes: 7 });
    expect(speechRange("4", "6")).toEqual({ minMinutes: 4, maxMinutes: 6 });
    expect(speechRange("e", 0)).toEqual({ minMinutes: 5, maxMinutes: 5 });
    expect(speechRange(8, 6)).toEqual({ minMinutes: 8, maxMinutes: 8 });
    expect(speechRange(2.5, 1000)).toEqual({ minMinutes: 3, maxMinutes: 60 });
  });
});
