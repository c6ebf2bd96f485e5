import { describe, expect, test } from "vitest";
import { nextOnWaitlist, WAITLIST_MESSAGES, waitlistRefusal } from "./waitlist";

const waiting = (...userIds: string[]) => userIds.map((userId) => ({ userId }));

describe("who is next on a waitlist", () => {
  test("the first member waiting gets a freed place", () => {
    const held = [
      { userId: "a", roleType: "evaluator" as const },
      { userId: "b", roleType: "evaluator" as const },
    ];
    expect(nextOnWaitlist(waiting("w1", "w2"), "evaluator", held)).toBe(0);
  });

  test("a member the rules no longer allow is passed over, and keeps their place", () => {
    // w1 has since become the timer: evaluator would be a second role besides pitcher-or-nothing
    const held = [{ userId: "w1", roleType: "timer" as const }];
    expect(nextOnWaitlist(waiting("w1", "w2"), "evaluator", held)).toBe(1);
    // a pitcher may add one other role, but never moderator
    const pitcher = [{ userId: "w1", roleType: "pitcher" as const }];
    expect(nextOnWaitlist(waiting("w1", "w2"), "evaluator", pitcher)).toBe(0);
    expect(nextOnWaitlist(waiting("w1", "w2"), "moderator", pitcher)).toBe(1);
  });

  test("nobody moves up while the role is still full, or when nobody waiting may take it", () => {
    const full = [1, 2, 3].map((n) => ({ userId: `h${n}`, roleType: "pitcher" as const }));
    expect(nextOnWaitlist(waiting("w1"), "pitcher", full)).toBeUndefined();
    expect(nextOnWaitlist(waiting("w1"), "timer", [{ userId: "w1", roleType: "moderator" }])).toBeUndefined();
    expect(nextOnWaitlist([], "timer", [])).toBeUndefined();
  });
});

describe("who may join a waitlist", () => {
  test("only for a full role, and only a member who could otherwise take it", () => {
    expect(waitlistRefusal([], "evaluator", 2, 3)).toEqual(WAITLIST_MESSAGES.notFull);
    expect(waitlistRefusal([], "evaluator", 3, 3)).toBeUndefined();
    expect(waitlistRefusal(["pitcher"], "moderator", 1, 1)).toMatchObject({ code: "ROLE_CONFLICT" });
    expect(waitlistRefusal(["timer"], "evaluator", 3, 3)).toMatchObject({ code: "ROLE_LIMIT_REACHED" });
    expect(waitlistRefusal(["pitcher"], "evaluator", 3, 3)).toBeUndefined();
  });
});
