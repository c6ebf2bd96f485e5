import { describe, expect, it } from "vitest";
import {
  copyName,
  slotLabel,
  TEMPLATE_LIMITS,
  TEMPLATE_MESSAGES,
  templateInput,
  templateItemsProblem,
  totalLabel,
  totalMinutes,
} from "./agenda-templates";

const item = (durationMinutes: number, extra: Record<string, unknown> = {}) => ({
  title: "Table Topics",
  durationMinutes,
  ...extra,
});
const refusal = (input: unknown) => templateInput.safeParse(input).error?.issues.map((issue) => issue.message);

describe("agenda templates", () => {
  it("adds the items' minutes up", () => {
    expect(totalMinutes([])).toBe(0);
    expect(totalMinutes([{ durationMinutes: 5 }, { durationMinutes: 20 }, { durationMinutes: 7 }])).toBe(32);
  });

  it("says the total in minutes, and from an hour on also in hours", () => {
    expect(totalLabel(35)).toBe("Total 35 min");
    expect(totalLabel(120)).toBe("Total 120 min (2 hours)");
    expect(totalLabel(95)).toBe("Total 95 min (1 hour 35 minutes)");
  });

  it("names a copy after its original, numbered while the club has one of that name, never too long", () => {
    expect(copyName("Classic club meeting", ["Classic club meeting"])).toBe("Classic club meeting (copy)");
    expect(copyName("Classic", ["Classic", "Classic (copy)"])).toBe("Classic (copy 2)");
    expect(copyName("Classic", ["Classic (copy)", "Classic (copy 2)"])).toBe("Classic (copy 3)");
    const long = copyName("x".repeat(TEMPLATE_LIMITS.name), []);
    expect(long).toHaveLength(TEMPLATE_LIMITS.name);
    expect(long.endsWith("… (copy)")).toBe(true);
  });

  it("names a role slot as the meeting role it belongs to", () => {
    expect(slotLabel("pitcher")).toBe("Pitcher");
    expect(slotLabel("evaluator")).toBe("Evaluator");
    expect(slotLabel("ah_counter")).toBe("Ah Counter");
  });

  it("takes a name and items with their type, minutes by the one duration rule and an optional role slot", () => {
    expect(
      templateInput.parse({
        name: "  Classic club meeting ",
        items: [item(7, { title: "Prepared pitch 1", agendaType: "pitch", roleType: "pitcher" }), item(Number.NaN)],
      }),
    ).toEqual({
      name: "Classic club meeting",
      items: [
        { title: "Prepared pitch 1", agendaType: "pitch", durationMinutes: 7, roleType: "pitcher" },
        { title: "Table Topics", agendaType: "general", durationMinutes: 10, roleType: null },
      ],
    });
  });

  it("refuses an empty or too long name, a list without items or with too many, and unknown types or slots", () => {
    expect(refusal({ name: " ", items: [item(5)] })).toEqual(["The name is required."]);
    expect(refusal({ name: "x".repeat(TEMPLATE_LIMITS.name + 1), items: [item(5)] })).toEqual([
      `The name must be at most ${TEMPLATE_LIMITS.name} characters.`,
    ]);
    expect(refusal({ name: "Short", items: [] })).toEqual([TEMPLATE_MESSAGES.noItems]);
    expect(refusal({ name: "Long", items: Array.from({ length: 41 }, () => item(1)) })).toEqual([
      TEMPLATE_MESSAGES.tooManyItems,
    ]);
    expect(refusal({ name: "Huge", items: Array.from({ length: 500 }, () => item(1)) })).toEqual([
      TEMPLATE_MESSAGES.tooManyItems,
    ]);
    // a slot is a role's key (which of the club's roles it names, the server checks: docs/decisions/223)
    expect(refusal({ name: "Odd", items: [item(5, { roleType: "Judge!" })] })).toEqual([
      "The role slot must be one of the meeting roles.",
    ]);
    expect(refusal({ name: "Odd", items: [item(5, { roleType: "table_topics_master" })] })).toBeUndefined();
    expect(refusal({ name: "Odd", items: [item(5, { title: "" })] })).toEqual(["Each item needs a title."]);
    expect(refusal({ name: "Odd", items: [item(5, { agendaType: "keynote" })] })).toHaveLength(1);
  });

  it("allows 40 items and a whole day, not a minute more", () => {
    expect(templateItemsProblem(Array.from({ length: 40 }, () => ({ durationMinutes: 36 })))).toBeUndefined();
    expect(templateItemsProblem(Array.from({ length: 40 }, () => ({ durationMinutes: 37 })))).toBe(
      TEMPLATE_MESSAGES.tooLong(1480),
    );
    expect(refusal({ name: "Marathon", items: [item(600), item(600), item(241)] })).toEqual([
      "The items add up to 1441 minutes; a template may plan at most 1440 minutes (a day).",
    ]);
    expect(refusal({ name: "Day", items: [item(600), item(600), item(240)] })).toBeUndefined();
  });
});
