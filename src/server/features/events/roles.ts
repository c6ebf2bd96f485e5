import { and, asc, eq } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { ROLE_MESSAGES } from "../../../domain/events/messages";
import { ROLE_NAMES, type RoleType, roleClaimRefusal } from "../../../domain/events/roles";
import type { Database } from "../../db/client";
import { meetingRoleAssignments, users } from "../../db/schema";
import { AppError } from "../../http/errors";
import { type Executor, mayTakeRoles, refuseIfEnded, visibleEvent } from "./access";

export type RoleAssignment = {
  id: string;
  roleType: RoleType;
  userId: string;
  /** The holder's full name, else their e-mail address. */
  holder: string;
  createdAt: string;
};

export async function roleAssignments(db: Executor, eventId: string): Promise<RoleAssignment[]> {
  const rows = await db
    .select({
      id: meetingRoleAssignments.id,
      roleType: meetingRoleAssignments.roleType,
      userId: meetingRoleAssignments.userId,
      createdAt: meetingRoleAssignments.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(meetingRoleAssignments)
    .innerJoin(users, eq(users.id, meetingRoleAssignments.userId))
    .where(eq(meetingRoleAssignments.eventId, eventId))
    .orderBy(asc(meetingRoleAssignments.createdAt), asc(meetingRoleAssignments.id));
  return rows.map((row) => ({
    id: row.id,
    roleType: row.roleType,
    userId: row.userId,
    holder: displayName(row),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function eventRoleAssignments(db: Database, eventId: string, viewerId: string | undefined) {
  await visibleEvent(db, eventId, viewerId);
  return roleAssignments(db, eventId);
}

/**
 * The member takes `roleType` at the meeting. The event row is locked FOR UPDATE first, so claims for one meeting
 * run one after another: capacity and the two-role limit hold under any number of concurrent requests.
 */
export async function claimRole(db: Database, eventId: string, userId: string, roleType: RoleType) {
  return db.transaction(async (tx) => {
    const event = await visibleEvent(tx, eventId, userId, { lock: true });
    if (!(await mayTakeRoles(tx, userId, event))) {
      throw new AppError(403, "ACCESS_DENIED", ROLE_MESSAGES.accessDenied.description);
    }
    refuseIfEnded(event);
    // one read of the meeting's few assignments gives both what the member holds and how many hold the role
    const taken = await tx
      .select({ roleType: meetingRoleAssignments.roleType, userId: meetingRoleAssignments.userId })
      .from(meetingRoleAssignments)
      .where(eq(meetingRoleAssignments.eventId, eventId))
      .prepare("roles_taken_at_event")
      .execute();
    const refusal = roleClaimRefusal(
      taken.filter((row) => row.userId === userId).map((row) => row.roleType),
      roleType,
      taken.filter((row) => row.roleType === roleType).length,
    );
    if (refusal) throw new AppError(409, refusal.code, refusal.description, { title: refusal.title });
    const [created] = await tx
      .insert(meetingRoleAssignments)
      .values({ eventId, userId, roleType })
      .returning({ id: meetingRoleAssignments.id })
      .prepare("take_role")
      .execute();
    return { id: created?.id ?? "", roleType, roleName: ROLE_NAMES[roleType] };
  });
}

/**
 * Removes an assignment; only its holder may. A removal frees a place and can break no rule, so it takes no lock and
 * no transaction: one DELETE of the member's own assignment. Only when it deletes nothing is the assignment read, to
 * tell "no longer exists" from "not yours".
 */
export async function removeRoleAssignment(db: Database, eventId: string, assignmentId: string, userId: string) {
  refuseIfEnded(await visibleEvent(db, eventId, userId));
  const [removed] = await db
    .delete(meetingRoleAssignments)
    .where(
      and(
        eq(meetingRoleAssignments.id, assignmentId),
        eq(meetingRoleAssignments.eventId, eventId),
        eq(meetingRoleAssignments.userId, userId),
      ),
    )
    .returning({ roleType: meetingRoleAssignments.roleType })
    .prepare("drop_own_role")
    .execute();
  if (removed) return { roleType: removed.roleType, roleName: ROLE_NAMES[removed.roleType] };
  const [assignment] = await db
    .select({ userId: meetingRoleAssignments.userId })
    .from(meetingRoleAssignments)
    .where(and(eq(meetingRoleAssignments.id, assignmentId), eq(meetingRoleAssignments.eventId, eventId)));
  if (!assignment) throw new AppError(404, "ASSIGNMENT_NOT_FOUND", "That role assignment no longer exists.");
  throw new AppError(403, "NOT_YOUR_ASSIGNMENT", "You can only remove your own role assignment.");
}
