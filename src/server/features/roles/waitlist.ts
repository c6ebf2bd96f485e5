import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { eventRoleClaimRefusal, roleNameIn } from "../../../domain/events/event-roles";
import { insideReminderWindow } from "../../../domain/events/role-gaps";
import { roleIsYoursMail } from "../../../domain/events/role-mail";
import { nextOnWaitlist, waitlistRefusal } from "../../../domain/events/waitlist";
import { type EventAccess, mayTakeRoles, refuseIfEnded, refuseUnlessMeetingRoles, visibleEvent } from "../../authority";
import { builtOnce } from "../../db/built-once";
import type { Database } from "../../db/client";
import { columnsEqual } from "../../db/conditions";
import type { Executor } from "../../db/executor";
import { stampedAfter } from "../../db/order-stamp";
import { meetingRoleAssignments, roleWaitlist } from "../../db/schema";
import { refuse, refusedBy } from "../../http/errors";
import { cancelJobs } from "../../jobs/queue";
import { enqueueMail } from "../../mail/queue";
import { rowsOfMembers } from "../../reads/members";
import { eventRolesOf } from "../../reads/role-set";
import { awayOnMeetingDay } from "./away";
import { tellOfficersOfGap } from "./gaps";
import { giveRole, rolesOffering } from "./give-role";
import { closeOffersOfChangedPlaces } from "./offer-closing";
import { markRemindersSent, REMINDER_JOB, reminderDueNow } from "./reminders";
import { heldRole, type RoleMailSite, roleMailInput } from "./role-mail";

/**
 * Waitlists of full roles (docs/decisions/154). Every write locks the event row first, like taking a role, so a
 * place freed by a holder goes to the first member waiting whom the rules allow, in the same transaction, and two
 * drops at once hand out two places in waitlist order.
 */

export type WaitingMember = { roleType: string; userId: string; name: string; position: number };

/** Who waits for which role at a meeting, in order (position 1 is next). */
export async function waitlistOf(db: Executor, eventId: string): Promise<WaitingMember[]> {
  const rows = await rowsOfMembers(
    db,
    { roleType: roleWaitlist.roleType, userId: roleWaitlist.userId },
    roleWaitlist,
    roleWaitlist.userId,
  )
    .where(eq(roleWaitlist.eventId, eventId))
    .orderBy(asc(roleWaitlist.createdAt), asc(roleWaitlist.id));
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const position = (seen.get(row.roleType) ?? 0) + 1;
    seen.set(row.roleType, position);
    // names as the roles panel shows holders: never an e-mail address to other members
    return {
      roleType: row.roleType,
      userId: row.userId,
      name: displayName({ ...row, email: "" }) || "A member",
      position,
    };
  });
}

const takenAt = (tx: Executor, eventId: string) =>
  tx
    .select({ userId: meetingRoleAssignments.userId, roleType: meetingRoleAssignments.roleType })
    .from(meetingRoleAssignments)
    .where(eq(meetingRoleAssignments.eventId, eventId));

/** The member joins the waitlist of a full role they could otherwise take; answers their position. */
export async function joinWaitlist(db: Database, eventId: string, userId: string, roleType: string) {
  return db.transaction(async (tx) => {
    const event = await visibleEvent(tx, eventId, userId, { lock: true });
    if (!(await mayTakeRoles(tx, event, userId))) {
      throw refuse("ACCESS_DENIED", "takeRoles");
    }
    refuseIfEnded(event);
    refuseUnlessMeetingRoles(event);
    const roles = await rolesOffering(tx, event, roleType);
    const capacity = roles.roles.find((role) => role.key === roleType)?.perMeeting ?? 0;
    const taken = await takenAt(tx, eventId);
    const held = taken.filter((row) => row.userId === userId).map((row) => row.roleType);
    if (held.includes(roleType)) {
      throw refuse("ALREADY_HOLDER");
    }
    const holders = taken.filter((row) => row.roleType === roleType).length;
    const refusal = waitlistRefusal(held, roleType, holders, capacity, roles);
    if (refusal) throw refusedBy(refusal);
    // stamped after the lock and after every join before it: the position counted below is the one they keep
    // (decision 168)
    await tx
      .insert(roleWaitlist)
      .values({
        eventId,
        roleType,
        userId,
        createdAt: stampedAfter(roleWaitlist, roleWaitlist.createdAt, eq(roleWaitlist.eventId, eventId)),
      })
      .onConflictDoNothing();
    const position = (await waitlistOf(tx, eventId)).find((row) => row.roleType === roleType && row.userId === userId);
    return { roleType, roleName: roleNameIn(roles.roles, roleType), position: position?.position ?? 1 };
  });
}

/** The member stops waiting (nothing to do when they were not waiting). */
export async function leaveWaitlist(db: Database, eventId: string, userId: string, roleType: string) {
  const event = await visibleEvent(db, eventId, userId);
  const roles = await rolesOffering(db, event, roleType);
  const removed = await db
    .delete(roleWaitlist)
    .where(columnsEqual(roleWaitlist, { eventId, userId, roleType }))
    .returning({ id: roleWaitlist.id });
  return { left: removed.length > 0, roleType, roleName: roleNameIn(roles.roles, roleType) };
}

/**
 * Gives a freed place of `roleType` to the first member waiting whom the rules allow and who is not away on the
 * meeting's day (the caller holds the event lock), drops their waits the rules now refuse, schedules their reminder and queues their e-mail.
 */
type Promotion = { promotedUserId?: string; mailIds: string[] };

async function promoteFromWaitlist(
  tx: Executor,
  site: RoleMailSite,
  event: EventAccess,
  roleType: string,
): Promise<Promotion> {
  const waiting = await tx
    .select({ id: roleWaitlist.id, userId: roleWaitlist.userId })
    .from(roleWaitlist)
    .where(and(eq(roleWaitlist.eventId, event.id), eq(roleWaitlist.roleType, roleType)))
    .orderBy(asc(roleWaitlist.createdAt), asc(roleWaitlist.id));
  if (waiting.length === 0) return { mailIds: [] };
  // a member away on the meeting's day is passed over and keeps waiting (decision 156): the place is not theirs to miss
  const away = await awayOnMeetingDay(
    tx,
    waiting.map((row) => row.userId),
    event,
  );
  const allowed = [];
  for (const row of waiting)
    if (!away.has(row.userId) && (await mayTakeRoles(tx, event, row.userId))) allowed.push(row);
  const taken = await takenAt(tx, event.id);
  const roles = await eventRolesOf(tx, event);
  const index = nextOnWaitlist(allowed, roleType, taken, roles);
  const next = index === undefined ? undefined : allowed[index];
  if (!next) return { mailIds: [] };
  const created = await giveRole(tx, event, { userId: next.userId, roleType });
  const held = [...taken.filter((row) => row.userId === next.userId).map((row) => row.roleType), roleType];
  const theirWaits = await tx
    .select({ id: roleWaitlist.id, roleType: roleWaitlist.roleType })
    .from(roleWaitlist)
    .where(and(eq(roleWaitlist.eventId, event.id), eq(roleWaitlist.userId, next.userId)));
  const hopeless = theirWaits
    .filter((wait) => eventRoleClaimRefusal(roles, held, wait.roleType, 0))
    .map((wait) => wait.id);
  if (hopeless.length > 0) await tx.delete(roleWaitlist).where(inArray(roleWaitlist.id, hopeless));
  if (!created.id) return { mailIds: [] };
  const role = await heldRole(tx, created.id);
  // inside the reminder window this mail is the reminder as well: it carries its links and the reminder counts as
  // sent, so the member gets one message, not two (docs/decisions/170)
  const reminderNow = role ? reminderDueNow(role, new Date()) : false;
  if (reminderNow && role?.emailVerified) await markRemindersSent(tx, [created.id]);
  if (!role?.emailVerified) return { promotedUserId: next.userId, mailIds: [] };
  const mail = roleIsYoursMail(await roleMailInput(tx, site, role, { links: reminderNow }));
  const mailIds = await enqueueMail(tx, [{ kind: "role-given", refId: created.id, to: role.email, ...mail }]);
  return { promotedUserId: next.userId, mailIds };
}

const deleteAssignment = builtOnce("delete_role_assignment", (db: Executor) =>
  db
    .delete(meetingRoleAssignments)
    .where(
      and(
        eq(meetingRoleAssignments.id, sql.placeholder("assignmentId")),
        eq(meetingRoleAssignments.eventId, sql.placeholder("eventId")),
      ),
    )
    .returning({ id: meetingRoleAssignments.id, userId: meetingRoleAssignments.userId }),
);

/**
 * Ends one assignment (the caller holds the event lock): calls off its reminder, hands the place to the waitlist and
 * closes the offers whose place changed (its hand-over; proposals of a role the waitlist filled again).
 * The one way a role is given up — in the app, by an e-mail link, or removed by an officer.
 */
export async function releaseAssignment(
  tx: Executor,
  site: RoleMailSite,
  event: EventAccess,
  assignment: { id: string; roleType: string },
): Promise<Promotion & { released: boolean }> {
  const [removed] = await deleteAssignment(tx, { assignmentId: assignment.id, eventId: event.id });
  if (!removed) return { released: false, mailIds: [] };
  await cancelJobs(tx, REMINDER_JOB, [assignment.id]);
  const promotion = await promoteFromWaitlist(tx, site, event, assignment.roleType);
  const closed = await closeOffersOfChangedPlaces(tx, site, event.id);
  if (promotion.promotedUserId || !fallsOpenLate(event))
    return { released: true, ...promotion, mailIds: [...promotion.mailIds, ...closed] };
  // nobody took the place and the meeting is close: the club's officers hear of it (docs/decisions/169)
  const told = await tellOfficersOfGap(tx, site, {
    kind: "fell-open",
    eventId: event.id,
    assignmentId: assignment.id,
    roleType: assignment.roleType,
    userId: removed.userId,
  });
  return { released: true, ...promotion, mailIds: [...promotion.mailIds, ...closed, ...told] };
}

/** Whether a role of this meeting given up now, with nobody waiting, is a gap its club's officers must hear of. */
export const fallsOpenLate = (event: EventAccess, now = new Date()) =>
  event.clubId !== null && insideReminderWindow(event, event.reminderDays, now);
