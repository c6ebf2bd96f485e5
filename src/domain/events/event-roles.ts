import { type ClubRole, clubRoleClaimRefusal, SPEC_ROLE_SET } from "../clubs/role-set";
import { ROLE_NAMES, type RoleRefusal, type RoleType, roleClaimRefusal } from "./roles";

/**
 * The roles an event offers (docs/decisions/223): a club's meeting takes its club's role set and the club's rule
 * (`clubRoleClaimRefusal`); an event without a club keeps the specification's five roles and words.
 */
export type EventRoles = { club: boolean; roles: readonly ClubRole[] };
export const SPEC_EVENT_ROLES: EventRoles = { club: false, roles: SPEC_ROLE_SET };

/** The event's role of this key, or undefined when it offers none such. */
export const offeredRole = (event: EventRoles, key: string) => event.roles.find((role) => role.key === key);

/** A role's name as the event calls it (a key it no longer offers keeps the specification's name, else the key). */
export const roleNameIn = (roles: readonly ClubRole[], key: string): string =>
  roles.find((role) => role.key === key)?.name ?? ROLE_NAMES[key as RoleType] ?? key;

/** The key of the event's role carrying `duty`, if any. */
export const dutyKey = (roles: readonly ClubRole[], duty: NonNullable<ClubRole["duty"]>) =>
  roles.find((role) => role.duty === duty)?.key;

/** Why a member may not take `key` at the event, or undefined: the club's rule at a club's meeting, else the spec's. */
export function eventRoleClaimRefusal(
  event: EventRoles,
  held: readonly string[],
  key: string,
  holders: number,
  position?: number,
): RoleRefusal | undefined {
  return event.club
    ? clubRoleClaimRefusal(event.roles, held, key, holders, position)
    : roleClaimRefusal(held as RoleType[], key as RoleType, holders, position);
}

type Assignment = { userId: string; roleType: string };

/**
 * Checks role rows in order as if each were taken after the ones before it (the Create Event dialog's rows, or a
 * meeting's existing assignments plus new ones). Returns the index of the first row that breaks a rule, and why;
 * with `positionOf`, the words name the row ("Role assignment 2: …"); over the event's roles (the spec's by default).
 */
export function firstBrokenAssignment(
  rows: readonly Assignment[],
  existing: readonly Assignment[] = [],
  positionOf?: (index: number) => number,
  event: EventRoles = SPEC_EVENT_ROLES,
): { index: number; refusal: RoleRefusal } | undefined {
  const taken: Assignment[] = [...existing];
  for (const [index, row] of rows.entries()) {
    const held = taken.filter((assignment) => assignment.userId === row.userId).map((a) => a.roleType);
    const holders = taken.filter((assignment) => assignment.roleType === row.roleType).length;
    const refusal = eventRoleClaimRefusal(event, held, row.roleType, holders, positionOf?.(index));
    if (refusal) return { index, refusal };
    taken.push(row);
  }
  return undefined;
}
