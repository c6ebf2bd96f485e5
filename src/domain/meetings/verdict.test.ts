import { describe, expect, test } from "vitest";
import { DEFAULT_SPEECH_RANGE, GRACE_SECONDS, speechThresholds } from "../events/speech-timing";
import { SPEECH_TYPES } from "../tools/timer";
import {
  graceThresholds,
  SPEECH_TYPE_RANGES,
  STAGE_CUES,
  STAGES,
  speechVerdict,
  stageAt,
  thresholdsRangeText,
  VERDICT_LABELS,
} from "./verdict";

const fiveToSeven = graceThresholds({ minMinutes: 5, maxMinutes: 7 });

/** Each expected answer with the seconds it is expected at. */
function expectAt(answer: (seconds: number) => string, expected: Record<string, number[]>) {
  for (const [value, seconds] of Object.entries(expected)) {
    expect(seconds.map(answer), value).toEqual(seconds.map(() => value));
  }
}

describe("a timed speech's thresholds", () => {
  test("a range's thresholds, the customary 30-second grace by default (which source wins: timing-rule.test.ts)", () => {
    expect(GRACE_SECONDS).toBe(30);
    expect(fiveToSeven).toEqual(speechThresholds(DEFAULT_SPEECH_RANGE));
    expect(graceThresholds({ minMinutes: 4, maxMinutes: 6 })).toEqual({
      green: 240,
      yellow: 300,
      red: 360,
      overtime: 390,
    });
  });

  test("a club's grace moves the overtime mark only", () => {
    expect(graceThresholds({ minMinutes: 5, maxMinutes: 7 }, 60)).toEqual({
      green: 300,
      yellow: 360,
      red: 420,
      overtime: 480,
    });
    expect(graceThresholds({ minMinutes: 5, maxMinutes: 7 }, 0).overtime).toBe(420);
  });

  test("each type's range starts at the standalone timer's first figure for it, and keeps its red or overtime mark", () => {
    for (const type of SPEECH_TYPES) {
      const range = SPEECH_TYPE_RANGES[type.id];
      expect(range.minMinutes * 60).toBe(type.yellow);
      expect([type.red, type.overtime]).toContain(range.maxMinutes * 60);
    }
  });

  test("the range as the clock shows it", () => {
    expect(thresholdsRangeText(fiveToSeven)).toBe("5:00–7:00");
  });
});

describe("the stage of the light", () => {
  test("none, green, yellow, red, overtime at their marks (5–7 minutes)", () => {
    expectAt((seconds) => stageAt(fiveToSeven, seconds), {
      none: [0, 299],
      green: [300, 359],
      yellow: [360, 419],
      red: [420, 449, 450],
      overtime: [451, 3600],
    });
  });

  test("fractions of a second count as the clock shows them; a negative time is the start", () => {
    expect(stageAt(fiveToSeven, 299.99)).toBe("none");
    expect(stageAt(fiveToSeven, 450.9)).toBe("red");
    expect(stageAt(fiveToSeven, -5)).toBe("none");
  });

  test("a grace of 0 turns overtime one second past red", () => {
    const strict = graceThresholds({ minMinutes: 1, maxMinutes: 2 }, 0);
    expect([stageAt(strict, 120), stageAt(strict, 121)]).toEqual(["red", "overtime"]);
  });

  test("a range of one length goes from none straight to red", () => {
    const one = graceThresholds({ minMinutes: 3, maxMinutes: 3 });
    expect([stageAt(one, 179), stageAt(one, 180), stageAt(one, 210), stageAt(one, 211)]).toEqual([
      "none",
      "red",
      "red",
      "overtime",
    ]);
  });
});

describe("the cues beyond colour", () => {
  test("every stage has a name in words and a shape of its own", () => {
    expect(STAGES.map((stage) => STAGE_CUES[stage].name)).toEqual(["No light", "Green", "Yellow", "Red", "Overtime"]);
    const shapes = STAGES.map((stage) => STAGE_CUES[stage].shape);
    expect(shapes).toEqual(["none", "circle", "triangle", "square", "octagon"]);
    expect(new Set(shapes).size).toBe(STAGES.length);
    for (const stage of STAGES) expect(STAGE_CUES[stage].meaning).not.toBe("");
  });

  test("only red and overtime flash and sound", () => {
    const alerting = STAGES.filter((stage) => STAGE_CUES[stage].flashes);
    expect(alerting).toEqual(["red", "overtime"]);
    expect(STAGES.filter((stage) => STAGE_CUES[stage].sounds)).toEqual(["red", "overtime"]);
  });
});

describe("the verdict", () => {
  test("within from the minimum less 30 s to the maximum plus 30 s, both ends included", () => {
    expectAt((seconds) => speechVerdict(fiveToSeven, seconds), {
      under: [0, 269],
      within: [270, 300, 420, 450],
      over: [451, 900],
    });
  });

  test("judged on whole seconds: 450.9 s shows 7:30 and is within", () => {
    expect(speechVerdict(fiveToSeven, 450.9)).toBe("within");
    expect(speechVerdict(fiveToSeven, 269.9)).toBe("under");
  });

  test("the club's grace widens or narrows both ends", () => {
    expect(speechVerdict(fiveToSeven, 240, 60)).toBe("within");
    expect(speechVerdict(fiveToSeven, 239, 60)).toBe("under");
    expect(speechVerdict(fiveToSeven, 480, 60)).toBe("within");
    expect(speechVerdict(fiveToSeven, 481, 60)).toBe("over");
    expect(speechVerdict(fiveToSeven, 299, 0)).toBe("under");
    expect(speechVerdict(fiveToSeven, 421, 0)).toBe("over");
  });

  test("a short range with a grace past its minimum cannot be under", () => {
    const tableTopics = graceThresholds(SPEECH_TYPE_RANGES["table-topics"]);
    expect(speechVerdict(tableTopics, 29)).toBe("under");
    expect(speechVerdict(tableTopics, 30)).toBe("within");
    expect(speechVerdict({ green: 20, red: 60 }, 0)).toBe("within");
  });

  test("over agrees with the overtime stage", () => {
    for (const seconds of [449, 450, 451, 452]) {
      expect(speechVerdict(fiveToSeven, seconds) === "over").toBe(stageAt(fiveToSeven, seconds) === "overtime");
    }
  });

  test("each verdict has words", () => {
    expect(VERDICT_LABELS).toEqual({ within: "Within time", under: "Under time", over: "Over time" });
  });
});
