import { and, eq, sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { refuseIfEnded, visibleEvent } from "../../authority";
import type { Database } from "../../db/client";
import { meetingRoleAssignments } from "../../db/schema";
import type { Mailing } from "../../http/context";
import { deliverInBackground } from "../../mail/queue";
import { memberRow } from "../../reads/members";
import type { AssignmentLink } from "./links";
import { releaseAssignment } from "./waitlist";

/** "I'll be there": the holder's answer is kept (the first time; pressing again changes nothing). */
export async function confirmRole(db: Database, link: AssignmentLink): Promise<void> {
  await db
    .update(meetingRoleAssignments)
    .set({ confirmedAt: sql`coalesce(${meetingRoleAssignments.confirmedAt}, now())` })
    .where(and(eq(meetingRoleAssignments.id, link.assignmentId), eq(meetingRoleAssignments.userId, link.memberId)));
}

/**
 * "I can't make it": the same release as in the app, under the event lock (docs/decisions/154). Answers whether the
 * role was still the member's to give up, and who got it from the waitlist.
 */
export async function releaseByLink(deps: Mailing, link: AssignmentLink) {
  const result = await deps.db.transaction(async (tx) => {
    const event = await visibleEvent(tx, link.eventId, link.memberId, { lock: true });
    refuseIfEnded(event);
    const [assignment] = await tx
      .select({ id: meetingRoleAssignments.id, roleType: meetingRoleAssignments.roleType })
      .from(meetingRoleAssignments)
      .where(and(eq(meetingRoleAssignments.id, link.assignmentId), eq(meetingRoleAssignments.userId, link.memberId)));
    if (!assignment) return { released: false, mailIds: [] as string[] };
    const released = await releaseAssignment(tx, deps.config, event, assignment);
    if (!released.promotedUserId) return released;
    const successor = await memberRow(tx, released.promotedUserId);
    return { ...released, successor: successor ? displayName({ ...successor, email: "" }) || "A member" : undefined };
  });
  deliverInBackground(deps, result.mailIds);
  return result;
}
