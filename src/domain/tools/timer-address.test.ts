import { describe, expect, test } from "vitest";
import { speechThresholds } from "../events/speech-timing";
import { timerPresetFrom, timerPresetQuery } from "./timer-address";

describe("the timer's address carries a speaker's marks", () => {
  test("a 5–7 minute speech goes there and back", () => {
    const preset = {
      thresholds: speechThresholds({ minMinutes: 5, maxMinutes: 7 }),
      speaker: "Pia",
      title: "Why Bridges Sing",
    };
    const query = timerPresetQuery(preset);
    expect(query).toBe("green=300&yellow=360&red=420&speaker=Pia&title=Why+Bridges+Sing");
    expect(timerPresetFrom(new URLSearchParams(query))).toEqual(preset);
  });

  test("overtime is 30 seconds past red; speaker and title are optional", () => {
    expect(timerPresetFrom(new URLSearchParams("green=60&yellow=90&red=120"))).toEqual({
      thresholds: { green: 60, yellow: 90, red: 120, overtime: 150 },
      speaker: "",
      title: "",
    });
  });

  test("no marks, missing ones, or marks out of order leave the timer as it is", () => {
    for (const query of [
      "",
      "green=300",
      "green=300&yellow=360",
      "green=400&yellow=360&red=420",
      "green=1&yellow=420&red=420",
      "green=-1&yellow=2&red=3",
      "green=1&yellow=2&red=99999",
      "green=1.5&yellow=2&red=3",
    ]) {
      expect(timerPresetFrom(new URLSearchParams(query))).toBeUndefined();
    }
  });

  test("control characters are dropped and texts capped", () => {
    const preset = timerPresetFrom(
      new URLSearchParams(`green=1&yellow=2&red=3&speaker=A%00b&title=${"x".repeat(300)}`),
    );
    expect(preset?.speaker).toBe("Ab");
    expect(preset?.title).toHaveLength(100);
  });
});
