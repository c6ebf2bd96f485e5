import { and, asc, eq, inArray } from "drizzle-orm";
import { ROLE_NAMES, type RoleType } from "../../domain/events/roles";
import type { Database } from "../db/client";
import { meetingRoleAssignments } from "../db/schema";

type Reader = Pick<Database, "select">;

/** A held role's name as the member's schedule, dashboard and calendar feed show it: the one place that names it. */
export const heldRoleName = (roleType: RoleType): string => ROLE_NAMES[roleType];

export type HeldRoles = { names: string[]; latest: Date };

/** The roles the member holds at these events, by event: their names, and when the latest was taken. */
export async function rolesHeldAt(
  db: Reader,
  memberId: string,
  eventIds: readonly string[],
): Promise<Map<string, HeldRoles>> {
  const held = new Map<string, HeldRoles>();
  if (eventIds.length === 0) return held;
  const rows = await db
    .select({
      eventId: meetingRoleAssignments.eventId,
      roleType: meetingRoleAssignments.roleType,
      createdAt: meetingRoleAssignments.createdAt,
    })
    .from(meetingRoleAssignments)
    .where(and(eq(meetingRoleAssignments.userId, memberId), inArray(meetingRoleAssignments.eventId, [...eventIds])))
    .orderBy(asc(meetingRoleAssignments.createdAt), asc(meetingRoleAssignments.id));
  for (const row of rows) {
    const roles = held.get(row.eventId) ?? { names: [], latest: row.createdAt };
    roles.names.push(heldRoleName(row.roleType));
    if (row.createdAt > roles.latest) roles.latest = row.createdAt;
    held.set(row.eventId, roles);
  }
  return held;
}
