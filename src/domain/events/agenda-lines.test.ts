import { describe, expect, test } from "vitest";
import { CLASSIC_ROLE_SET, SPEC_ROLE_SET } from "../clubs/role-set";
import { holderText, type LineHolder, nameAgendaLines, openRoles, slotText } from "./agenda-lines";

const holder = (name: string, roleType: string, more: Partial<LineHolder> = {}): LineHolder => ({
  userId: `user-${name}`,
  name,
  roleType,
  speech: null,
  evaluator: null,
  ...more,
});

const item = (id: string, roleType: string | null = null) => ({ id, roleType, title: id });

describe("nameAgendaLines: who holds each line's slot", () => {
  test("several lines of a role take its holders one by one, in the order they took the role", () => {
    const lines = nameAgendaLines(
      [item("Opening"), item("Prepared pitch 1", "pitcher"), item("Prepared pitch 2", "pitcher")],
      [holder("Pia", "pitcher"), holder("Paul", "pitcher")],
      SPEC_ROLE_SET,
    );
    expect(lines.map((line) => line.slot && [line.slot.roleName, line.slot.holders.map((one) => one.name)])).toEqual([
      null,
      ["Pitcher", ["Pia"]],
      ["Pitcher", ["Paul"]],
    ]);
  });

  test("a line nobody holds is open; one line of a role names all its holders", () => {
    const lines = nameAgendaLines(
      [
        item("Table Topics", "table_topics_speaker"),
        item("Prepared pitch 1", "pitcher"),
        item("Prepared pitch 2", "pitcher"),
      ],
      [holder("Tia", "table_topics_speaker"), holder("Tom", "table_topics_speaker"), holder("Sam", "pitcher")],
      CLASSIC_ROLE_SET,
    );
    expect(lines.map((line) => line.slot?.holders.map((one) => one.name))).toEqual([["Tia", "Tom"], ["Sam"], []]);
    expect(lines[2]?.slot && slotText(lines[2].slot)).toMatch(/: Open$/);
  });

  test("holders beyond the role's lines are named on its last line; holders of a role without a line on none", () => {
    const lines = nameAgendaLines(
      [item("Evaluation 1", "evaluator"), item("Evaluation 2", "evaluator")],
      [holder("Eva", "evaluator"), holder("Ed", "evaluator"), holder("Em", "evaluator"), holder("Tim", "timer")],
      SPEC_ROLE_SET,
    );
    expect(lines.map((line) => line.slot?.holders.map((one) => one.name))).toEqual([["Eva"], ["Ed", "Em"]]);
  });

  test("a slot is named as the club calls the role", () => {
    const roles = [{ ...SPEC_ROLE_SET[0], key: "pitcher", name: "Speaker" }] as typeof SPEC_ROLE_SET;
    const [line] = nameAgendaLines([item("Speech", "pitcher")], [], roles);
    expect(line?.slot).toEqual({ roleType: "pitcher", roleName: "Speaker", holders: [] });
  });
});

describe("the words of a line", () => {
  test("a speaker with speech title, time range and evaluator; anyone else by name", () => {
    const pia = holder("Pia Park", "pitcher", {
      speech: { title: "Why Bridges Sing", minMinutes: 5, maxMinutes: 7 },
      evaluator: "Eva Ek",
    });
    expect(holderText(pia)).toBe("Pia Park — “Why Bridges Sing”, 5–7 min, evaluator Eva Ek");
    expect(holderText(holder("Tim", "timer"))).toBe("Tim");
    expect(slotText({ roleType: "pitcher", roleName: "Pitcher", holders: [pia, holder("Paul", "pitcher")] })).toBe(
      "Pitcher: Pia Park — “Why Bridges Sing”, 5–7 min, evaluator Eva Ek; Paul",
    );
  });

  test("open roles: the places still free, in the roles' order", () => {
    expect(
      openRoles(SPEC_ROLE_SET, [{ roleType: "pitcher" }, { roleType: "moderator" }]).map((role) => role.text),
    ).toEqual(["Pitcher (2 of 3 open)", "Evaluator (3 open)", "Timer (open)", "Ah Counter (open)"]);
  });
});
