import { describe, expect, test } from "vitest";
import { CLASSIC_ROLE_SET, roleStillHeld, SPEC_ROLE_SET } from "../clubs/role-set";
import { eventRoleClaimRefusal, firstBrokenAssignment, roleNameIn, SPEC_EVENT_ROLES } from "./event-roles";
import { openRoles } from "./nudge";
import { recipientRoleProblem } from "./offers";
import { roleClaimRefusal } from "./roles";

const club = { club: true, roles: CLASSIC_ROLE_SET };

describe("the roles an event offers (docs/decisions/223)", () => {
  test("an event without a club keeps the specification's rule and words", () => {
    expect(eventRoleClaimRefusal(SPEC_EVENT_ROLES, ["pitcher"], "moderator", 0)).toEqual(
      roleClaimRefusal(["pitcher"], "moderator", 0),
    );
    expect(eventRoleClaimRefusal(SPEC_EVENT_ROLES, ["pitcher"], "moderator", 0)?.description).toBe(
      "Pitcher cannot be combined with moderator role.",
    );
  });

  test("a club's meeting reads the rule over the club's roles, with their names and sizes", () => {
    expect(eventRoleClaimRefusal(club, ["table_topics_speaker"], "grammarian", 0)).toBeUndefined();
    expect(eventRoleClaimRefusal(club, ["grammarian"], "timer", 0)?.description).toBe(
      "You can only have one role, or a speaking role plus one other role.",
    );
    expect(eventRoleClaimRefusal(club, ["pitcher"], "table_topics_speaker", 0)?.description).toBe(
      "You can only have one speaking role plus one other role.",
    );
    expect(eventRoleClaimRefusal(club, [], "table_topics_speaker", 3)).toBeUndefined();
    expect(eventRoleClaimRefusal(club, [], "table_topics_speaker", 4)?.description).toBe(
      "The Table Topics Speaker role is full (4/4).",
    );
  });

  test("rows of the Create Event dialog are checked over the club's roles", () => {
    const rows = [
      { userId: "ann", roleType: "table_topics_master" },
      { userId: "ann", roleType: "general_evaluator" },
    ];
    expect(firstBrokenAssignment(rows, [], (index) => index + 1, club)?.refusal.description).toBe(
      "Role assignment 2: You can only have one role, or a speaking role plus one other role.",
    );
    expect(firstBrokenAssignment([{ userId: "ann", roleType: "table_topics_master" }], [], undefined, club)).toBe(
      undefined,
    );
  });

  test("names a role as the club does, a key it no longer offers by the specification's name or itself", () => {
    const renamed = CLASSIC_ROLE_SET.map((role) =>
      role.key === "moderator" ? { ...role, name: "Toastmaster" } : role,
    );
    expect(roleNameIn(renamed, "moderator")).toBe("Toastmaster");
    expect(roleNameIn(SPEC_ROLE_SET, "pitcher")).toBe("Pitcher");
    expect(roleNameIn(SPEC_ROLE_SET, "grammarian")).toBe("grammarian");
  });

  test("open places follow the club's roles and sizes", () => {
    const open = openRoles(["table_topics_speaker", "table_topics_speaker"], CLASSIC_ROLE_SET);
    expect(open.find((role) => role.roleType === "table_topics_speaker")).toEqual({
      roleType: "table_topics_speaker",
      roleName: "Table Topics Speaker",
      open: 2,
    });
    expect(openRoles([]).map((role) => role.roleType)).toEqual(SPEC_ROLE_SET.map((role) => role.key));
  });
});

describe("a role set that would take a held role", () => {
  const held = [
    { roleType: "grammarian", title: "Weekly Meeting", day: "Dec 3, 2026" },
    { roleType: "table_topics_speaker", title: "Weekly Meeting", day: "Dec 3, 2026" },
    { roleType: "table_topics_speaker", title: "Weekly Meeting", day: "Dec 3, 2026" },
    { roleType: "table_topics_speaker", title: "Open House", day: "Dec 10, 2026" },
  ];

  test("is refused naming the role and its meetings when the role is removed", () => {
    const without = CLASSIC_ROLE_SET.filter((role) => role.key !== "grammarian");
    expect(roleStillHeld(CLASSIC_ROLE_SET, without, held)).toEqual({
      role: "Grammarian",
      meetings: "Weekly Meeting (Dec 3, 2026)",
    });
  });

  test("is refused when the role keeps fewer places than its holders at a meeting", () => {
    const fewer = CLASSIC_ROLE_SET.map((role) =>
      role.key === "table_topics_speaker" ? { ...role, perMeeting: 1 } : role,
    );
    expect(roleStillHeld(CLASSIC_ROLE_SET, fewer, held)).toEqual({
      role: "Table Topics Speaker",
      meetings: "Weekly Meeting (Dec 3, 2026)",
    });
  });

  test("may rename, reorder, add, and remove roles nobody holds", () => {
    const changed = [
      ...CLASSIC_ROLE_SET.filter((role) => role.key !== "sergeant_at_arms").map((role) => ({
        ...role,
        name: `${role.name}!`,
      })),
    ].reverse();
    expect(roleStillHeld(CLASSIC_ROLE_SET, changed, held)).toBeUndefined();
  });
});

describe("a role problem said of the member asked", () => {
  test("names the club's roles and the club's rule at a club's meeting, the specification's otherwise", () => {
    expect(recipientRoleProblem("Ann", ["grammarian"], "timer", club)).toMatchObject({
      reason: "Already holds Grammarian",
      description:
        "Ann already holds Grammarian at this meeting: a member holds one role, or a speaking role plus one other.",
    });
    expect(recipientRoleProblem("Ann", ["timer"], "moderator")?.description).toBe(
      "Ann already holds Timer at this meeting: a member holds one role, or Pitcher plus one other.",
    );
  });
});
