import { describe, expect, test } from "vitest";
import { firstBrokenAssignment } from "./event-roles";
import { EVENT_TYPES } from "./inputs";
import { hasMeetingRoles, ROLE_CAPACITY, roleClaimRefusal } from "./roles";

const refusal = (...args: Parameters<typeof roleClaimRefusal>) => {
  const result = roleClaimRefusal(...args);
  return result && `${result.title} / ${result.description}`;
};

describe("roleClaimRefusal", () => {
  test("a member with no role may take any role that has room", () => {
    for (const role of ["pitcher", "evaluator", "moderator", "timer", "ah_counter"] as const) {
      expect(roleClaimRefusal([], role, 0)).toBeUndefined();
      expect(roleClaimRefusal([], role, ROLE_CAPACITY[role] - 1)).toBeUndefined();
    }
  });

  test("pitcher plus one other role is allowed, in either order", () => {
    expect(roleClaimRefusal(["pitcher"], "timer", 0)).toBeUndefined();
    expect(roleClaimRefusal(["evaluator"], "pitcher", 0)).toBeUndefined();
  });

  test("with pitcher and another role, any new role is refused", () => {
    for (const role of ["pitcher", "evaluator", "moderator", "timer", "ah_counter"] as const) {
      expect(refusal(["pitcher", "timer"], role, 0)).toBe(
        "Role Limit Reached / You already have pitcher plus another role.",
      );
    }
  });

  test("one non-pitcher role, then another non-pitcher role (or the same again) is refused", () => {
    expect(refusal(["timer"], "evaluator", 0)).toBe(
      "Role Limit Reached / You can only have one role, or pitcher plus one other role.",
    );
    expect(refusal(["timer"], "timer", 0)).toBe(
      "Role Limit Reached / You can only have one role, or pitcher plus one other role.",
    );
  });

  test("a second pitcher slot is refused", () => {
    expect(refusal(["pitcher"], "pitcher", 1)).toBe(
      "Role Limit Reached / You can only have pitcher plus one other role.",
    );
  });

  test("pitcher and moderator never together, with the message for each direction", () => {
    expect(refusal(["pitcher"], "moderator", 0)).toBe(
      "Role Conflict / Pitcher cannot be combined with moderator role.",
    );
    expect(refusal(["moderator"], "pitcher", 0)).toBe(
      "Role Conflict / Moderator cannot be combined with pitcher role.",
    );
  });

  test("a full role names its display name and capacity", () => {
    expect(refusal([], "pitcher", 3)).toBe("Role Full / The Pitcher role is full (3/3).");
    expect(refusal([], "evaluator", 3)).toBe("Role Full / The Evaluator role is full (3/3).");
    expect(refusal([], "moderator", 1)).toBe("Role Full / The Moderator role is full (1/1).");
    expect(refusal([], "timer", 1)).toBe("Role Full / The Timer role is full (1/1).");
    expect(refusal([], "ah_counter", 1)).toBe("Role Full / The Ah Counter role is full (1/1).");
    expect(refusal(["pitcher"], "timer", 1)).toBe("Role Full / The Timer role is full (1/1).");
  });

  test("the member's own limits are reported before capacity", () => {
    expect(roleClaimRefusal(["pitcher"], "moderator", 1)?.code).toBe("ROLE_CONFLICT");
    expect(roleClaimRefusal(["timer"], "evaluator", 3)?.code).toBe("ROLE_LIMIT_REACHED");
  });
});

describe("firstBrokenAssignment", () => {
  test("rows that keep the rules pass", () => {
    expect(
      firstBrokenAssignment([
        { userId: "a", roleType: "pitcher" },
        { userId: "a", roleType: "timer" },
        { userId: "b", roleType: "pitcher" },
        { userId: "c", roleType: "moderator" },
      ]),
    ).toBeUndefined();
  });

  test("reports the first row that breaks a rule", () => {
    const broken = firstBrokenAssignment([
      { userId: "a", roleType: "pitcher" },
      { userId: "b", roleType: "moderator" },
      { userId: "c", roleType: "moderator" },
      { userId: "a", roleType: "moderator" },
    ]);
    expect(broken?.index).toBe(2);
    expect(broken?.refusal.description).toBe("The Moderator role is full (1/1).");
  });

  test("counts the assignments already there", () => {
    const broken = firstBrokenAssignment(
      [{ userId: "a", roleType: "moderator" }],
      [{ userId: "a", roleType: "pitcher" }],
    );
    expect(broken).toMatchObject({ index: 0, refusal: { code: "ROLE_CONFLICT" } });
  });
});

describe("which events have meeting roles", () => {
  test("every type but a social event: a contest has its speakers, a training its evaluators", () => {
    expect(EVENT_TYPES.filter(hasMeetingRoles)).toEqual(["meeting", "contest", "training", "other"]);
  });
});
