import { describe, expect, it } from "vitest";
import { expectedTiming, sourceLine, typeChoiceMatters } from "./timing-rule";

const rule = (values: Partial<Parameters<typeof expectedTiming>[0]>) =>
  expectedTiming({ speakerRange: null, agendaType: null, speechTypeId: null, graceSeconds: null, ...values });

describe("the thresholds a speech will get (the server's rule, decision 159)", () => {
  it("the speaker's speech details first", () => {
    const expected = rule({ speakerRange: { minMinutes: 4, maxMinutes: 6 }, agendaType: "qa" });
    expect(expected.thresholds).toEqual({ green: 240, yellow: 300, red: 360, overtime: 390 });
    expect(sourceLine(expected.source, "Pia")).toBe("Pia's speech details (4–6 min)");
  });

  it("then the agenda item's type, before the type the timer chose", () => {
    const expected = rule({ agendaType: "qa", speechTypeId: "evaluation" });
    expect(expected.thresholds).toEqual({ green: 60, yellow: 90, red: 120, overtime: 150 });
    expect(sourceLine(expected.source, "Ann")).toBe("Table Topics, 1–2 min (the agenda item)");
    expect(typeChoiceMatters(expected.source)).toBe(false);
  });

  it("then the timer's choice, else a project speech; the club's grace", () => {
    const chosen = rule({ agendaType: "general", speechTypeId: "evaluation", graceSeconds: 15 });
    expect(chosen.thresholds).toEqual({ green: 120, yellow: 150, red: 180, overtime: 195 });
    expect(typeChoiceMatters(chosen.source)).toBe(true);
    const fallback = rule({});
    expect(fallback.thresholds).toEqual({ green: 300, yellow: 360, red: 420, overtime: 450 });
    expect(sourceLine(fallback.source, "Ann")).toBe("Project Speech, 5–7 min (the default)");
  });
});
