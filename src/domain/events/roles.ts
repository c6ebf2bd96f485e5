import { z } from "zod";
import type { Message } from "../messages";
import { asToast, type RefusalStatus, resolve } from "../refusals/entry";
import { ROLE_REFUSALS, type RoleConflictRule, type RoleLimitRule } from "../refusals/roles";

/** The meeting roles a member can take, and how many members each holds at one meeting. */
export const ROLE_TYPES = ["pitcher", "evaluator", "moderator", "timer", "ah_counter"] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/** A role's key as assignments, waitlists, offers and template slots keep it (docs/decisions/222, 223). */
export const roleKey = z
  .string()
  .regex(/^[a-z0-9_]{1,48}$/, "A role's key is made of lower-case letters, digits and underscores.");

export const ROLE_CAPACITY: Record<RoleType, number> = {
  pitcher: 3,
  evaluator: 3,
  moderator: 1,
  timer: 1,
  ah_counter: 1,
};

export const ROLE_NAMES: Record<RoleType, string> = {
  pitcher: "Pitcher",
  evaluator: "Evaluator",
  moderator: "Moderator",
  timer: "Timer",
  ah_counter: "Ah Counter",
};

/**
 * Whether an event of this type has meeting roles (docs/decisions/196): a social event has none — no speakers,
 * evaluators or timekeepers at a party — so it shows no roles or speakers and takes no role; every other type has them.
 */
export const hasMeetingRoles = (eventType: string) => eventType !== "social";

/** The refusal of a role at an event without meeting roles. */
export const NO_MEETING_ROLES = {
  code: "NO_MEETING_ROLES",
  title: "No Meeting Roles",
  description: "A social event has no meeting roles.",
  typeChange: "A social event has no meeting roles: the members holding roles must give them up before it becomes one.",
} as const;

/** The roles the Create Event dialog offers (pitcher first, the default). */
export const CREATION_ROLE_TYPES = ["pitcher", "evaluator", "moderator", "timer"] as const satisfies RoleType[];

export type RoleRefusalCode = "ROLE_LIMIT_REACHED" | "ROLE_CONFLICT" | "ROLE_FULL";
export type RoleRefusal = Message & { code: RoleRefusalCode; status: RefusalStatus };

const limit = (rule: RoleLimitRule, position?: number): RoleRefusal =>
  asToast(resolve("ROLE_LIMIT_REACHED", ROLE_REFUSALS.ROLE_LIMIT_REACHED, { rule, position }));
const conflict = (rule: RoleConflictRule, position?: number): RoleRefusal =>
  asToast(resolve("ROLE_CONFLICT", ROLE_REFUSALS.ROLE_CONFLICT, { rule, position }));

/**
 * Why a member may not take `role` at a meeting, or undefined when they may.
 * `held`: the roles the member already holds at that meeting; `holders`: how many members hold `role` there now.
 * A member holds one role, or pitcher plus one other; pitcher and moderator never together; each role has a capacity.
 * `position`: the row of the Create Event dialog being checked, named in the words ("Role assignment 2: …").
 */
export function roleClaimRefusal(
  held: readonly RoleType[],
  role: RoleType,
  holders: number,
  position?: number,
): RoleRefusal | undefined {
  const hasPitcher = held.includes("pitcher");
  const others = held.filter((type) => type !== "pitcher");
  if (held.length >= 2) return limit("twoHeld", position);
  if (role === "pitcher" && hasPitcher) return limit("secondPitcher", position);
  if (role !== "pitcher" && others.length > 0) return limit("oneRole", position);
  if (role === "moderator" && hasPitcher) return conflict("moderatorAfterPitcher", position);
  if (role === "pitcher" && held.includes("moderator")) return conflict("pitcherAfterModerator", position);
  const capacity = ROLE_CAPACITY[role];
  if (holders >= capacity) {
    return asToast(resolve("ROLE_FULL", ROLE_REFUSALS.ROLE_FULL, { role: ROLE_NAMES[role], capacity, position }));
  }
  return undefined;
}
