import { describe, expect, test } from "vitest";
import { roleClaimRefusal } from "../events/roles";
import {
  CLASSIC_ROLE_SET,
  type ClubRole,
  clubRoleClaimRefusal,
  roleKeyFor,
  roleSetInput,
  roleSetProblem,
  SPEC_ROLE_SET,
  withKeys,
} from "./role-set";

const role = (name: string, more: Partial<ClubRole> = {}): ClubRole => ({
  key: roleKeyFor(name, []),
  name,
  perMeeting: 1,
  speaking: false,
  evaluated: false,
  duty: null,
  ...more,
});

describe("the role sets a club starts from", () => {
  test("the specification's five roles, with their names and sizes, for events without a club", () => {
    expect(SPEC_ROLE_SET.map((r) => [r.key, r.name, r.perMeeting, r.speaking, r.duty])).toEqual([
      ["pitcher", "Pitcher", 3, true, null],
      ["evaluator", "Evaluator", 3, false, "evaluator"],
      ["moderator", "Moderator", 1, false, "moderator"],
      ["timer", "Timer", 1, false, "timer"],
      ["ah_counter", "Ah Counter", 1, false, "ah_counter"],
    ]);
  });

  test("the classic club set adds the roles of a Toastmasters-style meeting and is a valid set", () => {
    expect(CLASSIC_ROLE_SET.map((r) => r.name)).toEqual([
      "Moderator",
      "Pitcher",
      "Evaluator",
      "General Evaluator",
      "Table Topics Master",
      "Table Topics Speaker",
      "Timer",
      "Ah Counter",
      "Grammarian",
      "Sergeant at Arms",
    ]);
    const topics = CLASSIC_ROLE_SET.find((r) => r.key === "table_topics_speaker");
    expect(topics).toMatchObject({ speaking: true, evaluated: false, perMeeting: 4 });
    expect(roleSetProblem(CLASSIC_ROLE_SET)).toBeUndefined();
    expect(roleSetProblem(SPEC_ROLE_SET)).toBeUndefined();
  });
});

describe("what a club's role set may be", () => {
  test.each([
    [[], "A club needs at least one meeting role."],
    [Array.from({ length: 21 }, (_, n) => role(`Role ${n}`)), "A club keeps at most 20 meeting roles."],
    [[role("Timer"), role("timer")], "Two roles are called timer: give each role its own name."],
    [
      [role("Timer", { duty: "timer" }), role("Timekeeper", { duty: "timer" })],
      "Only one role can be the meeting's timer.",
    ],
    [
      [role("Grammarian", { evaluated: true })],
      "Grammarian is not a speaking role, so it has no speeches to evaluate.",
    ],
    [
      [role("Speaker", { speaking: true, evaluated: true })],
      "Speaker is evaluated, so the club needs a role with the evaluator's duty.",
    ],
  ])("%# is refused: %s", (roles, words) => {
    expect(roleSetProblem(roles)).toBe(words);
  });

  test("a speaking role that is not evaluated needs no evaluator", () => {
    expect(roleSetProblem([role("Table Topics Speaker", { speaking: true, perMeeting: 6 })])).toBeUndefined();
  });

  test("the input says what is wrong in words, and keeps what was typed", () => {
    const kept = roleSetInput.safeParse({ roles: [{ name: "  Grammarian ", perMeeting: 1 }] });
    expect(kept.success && kept.data.roles[0]).toEqual({
      name: "Grammarian",
      perMeeting: 1,
      speaking: false,
      evaluated: false,
      duty: null,
    });
    const problems = (roles: unknown[]) => {
      const parsed = roleSetInput.safeParse({ roles });
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(problems([{ name: "", perMeeting: 1 }])).toContain("Each role needs a name.");
    expect(problems([{ name: "Speaker", perMeeting: 13 }])).toContain(
      "A role is held by at most 12 members per meeting.",
    );
    expect(problems([{ name: "Speaker", perMeeting: 0 }])).toContain(
      "Each role is held by at least one member per meeting.",
    );
    expect(problems([{ name: "Speaker", perMeeting: 1.5 }])).toContain("How many per meeting must be a whole number.");
    expect(problems([{ name: "Speaker", perMeeting: 1, duty: "chair" }])).toContain(
      "A role's duty must be one of the meeting's duties.",
    );
    expect(problems([{ key: "Bad Key", name: "Speaker", perMeeting: 1 }])).toContain(
      "A role's key is made of lower-case letters, digits and underscores.",
    );
  });
});

describe("a new role's key", () => {
  test("made from its name, unique in the club, kept for roles that have one", () => {
    expect(roleKeyFor("Table Topics Évaluateur", [])).toBe("table_topics_evaluateur");
    expect(roleKeyFor("Timer", ["timer"])).toBe("timer_2");
    expect(roleKeyFor("Timer", ["timer", "timer_2"])).toBe("timer_3");
    expect(roleKeyFor("🎤", [])).toBe("role");
    const keyed = withKeys([
      { key: "timer", name: "Timer", perMeeting: 1, speaking: false, evaluated: false, duty: "timer" },
      { name: "Timer", perMeeting: 1, speaking: false, evaluated: false, duty: null },
      { name: "Quiz Master", perMeeting: 1, speaking: false, evaluated: false, duty: null },
    ]);
    expect(keyed.map((r) => r.key)).toEqual(["timer", "timer_2", "quiz_master"]);
  });
});

describe("the limit rule over a club's roles", () => {
  const refusal = (held: string[], key: string, holders = 0) =>
    clubRoleClaimRefusal(CLASSIC_ROLE_SET, held, key, holders)?.description;

  test("one role, or one speaking role plus one other", () => {
    expect(refusal([], "grammarian")).toBeUndefined();
    expect(refusal(["pitcher"], "grammarian")).toBeUndefined();
    expect(refusal(["grammarian"], "table_topics_speaker")).toBeUndefined();
    expect(refusal(["grammarian"], "timer")).toBe(
      "You can only have one role, or a speaking role plus one other role.",
    );
    expect(refusal(["pitcher"], "table_topics_speaker")).toBe(
      "You can only have one speaking role plus one other role.",
    );
    expect(refusal(["pitcher", "grammarian"], "timer")).toBe("You already have a speaking role plus another role.");
  });

  test("a speaking role and the moderator's duty never together, named by the club's roles", () => {
    expect(refusal(["table_topics_speaker"], "moderator")).toBe(
      "Table Topics Speaker cannot be combined with the Moderator role.",
    );
    expect(refusal(["moderator"], "pitcher")).toBe("Moderator cannot be combined with the Pitcher role.");
  });

  test("each role has its number per meeting", () => {
    expect(refusal([], "table_topics_speaker", 3)).toBeUndefined();
    expect(refusal([], "table_topics_speaker", 4)).toBe("The Table Topics Speaker role is full (4/4).");
    const refused = clubRoleClaimRefusal(CLASSIC_ROLE_SET, [], "grammarian", 1, 2);
    expect(refused).toMatchObject({ code: "ROLE_FULL", status: 409, title: "Role Full" });
    expect(refused?.description).toBe("Role assignment 2: The Grammarian role is full (1/1).");
  });

  test("over the specification's set it refuses what the specification's rule refuses", () => {
    const cases: Array<[string[], string, number]> = [
      [["pitcher"], "pitcher", 0],
      [["timer"], "evaluator", 0],
      [["pitcher", "timer"], "evaluator", 0],
      [["pitcher"], "moderator", 0],
      [["moderator"], "pitcher", 0],
      [[], "evaluator", 3],
      [["pitcher"], "timer", 0],
    ];
    for (const [held, key, holders] of cases) {
      const club = clubRoleClaimRefusal(SPEC_ROLE_SET, held, key, holders);
      const spec = roleClaimRefusal(held as never, key as never, holders);
      expect([held, key, club?.code]).toEqual([held, key, spec?.code]);
    }
  });
});
