import { and, asc, eq, inArray } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { events, meetingRoleAssignments } from "../db/schema";
import { rowsOfMembers } from "./members";
import { roleNamer } from "./role-set";

type Reader = Pick<Database, "select">;

/**
 * Names held roles as the member's schedule, dashboard and calendar feed show them: the one place that names them,
 * as each meeting's club calls its roles (docs/decisions/223).
 */
export const heldRoleNamer = (db: Reader) => roleNamer(db);

/**
 * `fields` of role assignments with their holder's name (`nameColumns`) and their meeting (`events` joined): the caller
 * adds its `where`.
 */
export const assignmentsOfMembers = <F extends SelectedFields>(db: Reader, fields: F) =>
  rowsOfMembers(db, fields, meetingRoleAssignments, meetingRoleAssignments.userId).innerJoin(
    events,
    eq(events.id, meetingRoleAssignments.eventId),
  );

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
      clubId: events.clubId,
      createdAt: meetingRoleAssignments.createdAt,
    })
    .from(meetingRoleAssignments)
    .innerJoin(events, eq(events.id, meetingRoleAssignments.eventId))
    .where(and(eq(meetingRoleAssignments.userId, memberId), inArray(meetingRoleAssignments.eventId, [...eventIds])))
    .orderBy(asc(meetingRoleAssignments.createdAt), asc(meetingRoleAssignments.id));
  const nameOf = heldRoleNamer(db);
  for (const row of rows) {
    const roles = held.get(row.eventId) ?? { names: [], latest: row.createdAt };
    roles.names.push(await nameOf(row.clubId, row.roleType));
    if (row.createdAt > roles.latest) roles.latest = row.createdAt;
    held.set(row.eventId, roles);
  }
  return held;
}
