import { monthIn, quarterIn } from "../dates";
import { DAY } from "../time";
import { type ClubRole, SPEC_ROLE_SET } from "./role-set";

/** How far back "joined recently" looks on a club's dashboard. */
export const RECENT_JOIN_DAYS = 30;
/** Past meetings in the attendance report, newest first. */
export const ATTENDANCE_MEETINGS = 12;
/** Meetings ahead in the role-coverage report. */
export const COVERAGE_MEETINGS = 4;
/** Upcoming meetings on a club's dashboard. */
export const DASHBOARD_MEETINGS = 5;

/** The roles whose holders give a speech (evaluated speaking roles: the specification's Pitcher; decision 223). */
export const speechRoleKeys = (roles: readonly ClubRole[]) => roles.filter((role) => role.evaluated).map((r) => r.key);

/** The calendar month `now` falls in, read on the club's wall clock (UTC when the club has no zone): [start, end). */
export function clubMonth(now: Date, timeZone: string | null | undefined): { start: Date; end: Date } {
  return monthIn(now, timeZone ?? "UTC");
}

/** The calendar quarter `now` falls in, read on the club's wall clock (UTC when the club has no zone): [start, end). */
export function clubQuarter(now: Date, timeZone: string | null | undefined): { start: Date; end: Date } {
  return quarterIn(now, timeZone ?? "UTC");
}

/** Whether a member who joined at `joinedAt` joined in the last RECENT_JOIN_DAYS days. */
export const joinedRecently = (joinedAt: Date, now: Date) =>
  joinedAt.getTime() <= now.getTime() && now.getTime() - joinedAt.getTime() <= RECENT_JOIN_DAYS * DAY;

export type RoleHolder = { roleType: string; name: string };

export type RoleSlot = {
  roleType: string;
  roleName: string;
  capacity: number;
  holders: string[];
  open: number;
};

/** A meeting's role slots, in the order of the roles: each role's limit, who holds it and how many places are open. */
export function roleSlots(holders: readonly RoleHolder[], roles: readonly ClubRole[] = SPEC_ROLE_SET): RoleSlot[] {
  return roles.map((role) => {
    const names = holders.filter((holder) => holder.roleType === role.key).map((holder) => holder.name);
    const capacity = role.perMeeting;
    return {
      roleType: role.key,
      roleName: role.name,
      capacity,
      holders: names,
      open: Math.max(0, capacity - names.length),
    };
  });
}

/** How many role places of a meeting nobody holds yet. */
export const openSlotCount = (holders: readonly RoleHolder[], roles?: readonly ClubRole[]) =>
  roleSlots(holders, roles).reduce((open, slot) => open + slot.open, 0);

export type StageHistory = { memberId: string; name: string; lastRole: string | null; lastSpeech: string | null };

/** The last time a member stood on the stage (a role or a speech), or null when never. */
export const lastOnStage = (member: Pick<StageHistory, "lastRole" | "lastSpeech">) =>
  [member.lastRole, member.lastSpeech]
    .filter((date): date is string => date !== null)
    .sort()
    .at(-1) ?? null;

/**
 * "Share the stage fairly": who waited longest first. Members never on stage come first, then the one whose last
 * role or speech is oldest; ties by name.
 */
export function longestWaitFirst(a: StageHistory, b: StageHistory): number {
  const lastA = lastOnStage(a);
  const lastB = lastOnStage(b);
  if (lastA !== lastB) {
    if (lastA === null) return -1;
    if (lastB === null) return 1;
    return lastA < lastB ? -1 : 1;
  }
  return a.name.localeCompare(b.name);
}
