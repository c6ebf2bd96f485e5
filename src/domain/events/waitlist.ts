import { asToast, resolve } from "../refusals/entry";
import { ROLE_REFUSALS } from "../refusals/roles";
import { type EventRoles, eventRoleClaimRefusal, SPEC_EVENT_ROLES } from "./event-roles";

type Assignment = { userId: string; roleType: string };

/**
 * Who gets a freed `role` (docs/decisions/154): the first member on its waitlist, in the order they joined, whom the
 * role rules allow to take it now (a member who has since taken another role may no longer be able to). Returns
 * that member's index in `waitlist`, or undefined when the role is still full or nobody waiting may take it.
 */
export function nextOnWaitlist(
  waitlist: readonly { userId: string }[],
  role: string,
  assignments: readonly Assignment[],
  event: EventRoles = SPEC_EVENT_ROLES,
): number | undefined {
  const holders = assignments.filter((assignment) => assignment.roleType === role).length;
  const index = waitlist.findIndex((waiting) => {
    const held = assignments.filter((assignment) => assignment.userId === waiting.userId).map((a) => a.roleType);
    return eventRoleClaimRefusal(event, held, role, holders) === undefined;
  });
  return index === -1 ? undefined : index;
}

/**
 * Why a member may not join the waitlist of `role`: the same rules as taking it, except that it must be full (a role
 * with a free place is taken, not waited for). Undefined when they may.
 */
export function waitlistRefusal(
  held: readonly string[],
  role: string,
  holders: number,
  capacity: number,
  event: EventRoles = SPEC_EVENT_ROLES,
) {
  if (holders < capacity) return WAITLIST_MESSAGES.notFull;
  const refusal = eventRoleClaimRefusal(event, held, role, 0);
  return refusal ? { ...refusal } : undefined;
}

export const WAITLIST_MESSAGES = {
  notFull: asToast(resolve("ROLE_NOT_FULL", ROLE_REFUSALS.ROLE_NOT_FULL)),
  alreadyHolder: asToast(resolve("ALREADY_HOLDER", ROLE_REFUSALS.ALREADY_HOLDER)),
  joined: (role: string, position: number) => ({
    title: "On the waitlist",
    description: `You are number ${position} on the ${role} waitlist. If a place frees up, it is yours and we e-mail you.`,
  }),
  left: (role: string) => ({ title: "Left the waitlist", description: `You are no longer waiting for ${role}.` }),
  failed: { title: "Error", description: "The waitlist could not be changed. Please try again." },
  promoted: (role: string) => ({ title: "The role is yours", description: `A place freed up: you are now ${role}.` }),
} as const;
