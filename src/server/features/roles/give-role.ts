import { and, eq, sql } from "drizzle-orm";
import { type EventRoles, eventRoleClaimRefusal, offeredRole } from "../../../domain/events/event-roles";
import type { RoleRefusal } from "../../../domain/events/roles";
import type { EventAccess } from "../../authority";
import { builtOnce } from "../../db/built-once";
import type { Executor } from "../../db/executor";
import { stampedAfter } from "../../db/order-stamp";
import { clubs, meetingRoleAssignments, roleWaitlist } from "../../db/schema";
import { refuse, refusedBy } from "../../http/errors";
import { cancelJobs } from "../../jobs/queue";
import { guestHolders } from "../../reads/guest-holders";
import { eventRolesOf } from "../../reads/role-set";
import { REMINDER_JOB, scheduleReminderFor } from "./reminders";

/** The meeting's assignments as they are: one read gives what a member holds and how many hold each role. */
const rolesTaken = builtOnce("roles_taken_at_event", (db: Executor) =>
  db
    .select({
      id: meetingRoleAssignments.id,
      roleType: meetingRoleAssignments.roleType,
      userId: meetingRoleAssignments.userId,
    })
    .from(meetingRoleAssignments)
    .where(eq(meetingRoleAssignments.eventId, sql.placeholder("eventId"))),
);

/** The assignments and the guests holding roles (decision 232): a role's number per meeting counts both. */
const holdersAt = async (db: Executor, eventId: string) => [
  ...(await rolesTaken(db, { eventId })),
  ...(await guestHolders(db, eventId)),
];

/** The club's row, shared: its role set holds still while a role is given (decision 223). */
const clubHeld = builtOnce("club_held", (db: Executor) =>
  db
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(clubs.id, sql.placeholder("clubId")))
    .for("share"),
);

const insertAssignment = builtOnce("take_role", (db: Executor) =>
  db
    .insert(meetingRoleAssignments)
    .values({
      eventId: sql.placeholder("eventId"),
      userId: sql.placeholder("userId"),
      roleType: sql.placeholder("roleType"),
      // holders are shown in the order they took their role (decision 230)
      createdAt: stampedAfter(
        meetingRoleAssignments,
        meetingRoleAssignments.createdAt,
        eq(meetingRoleAssignments.eventId, sql.placeholder("eventId")),
      ),
    })
    .returning({ id: meetingRoleAssignments.id }),
);

const stopWaiting = builtOnce("stop_waiting_for_role", (db: Executor) =>
  db
    .delete(roleWaitlist)
    .where(
      and(
        eq(roleWaitlist.eventId, sql.placeholder("eventId")),
        eq(roleWaitlist.userId, sql.placeholder("userId")),
        eq(roleWaitlist.roleType, sql.placeholder("roleType")),
      ),
    ),
);

type Taken = Awaited<ReturnType<typeof holdersAt>>;

function refusalIn(
  roles: EventRoles,
  taken: Taken,
  userId: string,
  roleType: string,
  holdersLeaving: number,
  position?: number,
) {
  const held = taken.filter((row) => row.userId === userId).map((row) => row.roleType);
  const holders = taken.filter((row) => row.roleType === roleType).length - holdersLeaving;
  return { refusal: eventRoleClaimRefusal(roles, held, roleType, holders, position), held };
}

/** The event's roles (docs/decisions/223), refusing a key it does not offer (404 ROLE_NOT_FOUND). */
export async function rolesOffering(db: Executor, event: { clubId: string | null }, roleType: string) {
  const roles = await eventRolesOf(db, event);
  if (!offeredRole(roles, roleType)) throw refuse("ROLE_NOT_FOUND");
  return roles;
}

/**
 * Why `userId` may not hold `roleType` at the meeting now (the event's role rules applied to its assignments as they
 * are), counting `holdersLeaving` of its holders as gone; and the roles they hold there.
 */
export async function roleRefusalFor(
  db: Executor,
  event: { id: string; clubId: string | null },
  userId: string,
  roleType: string,
  holdersLeaving = 0,
): Promise<{ refusal: RoleRefusal | undefined; held: string[]; roles: EventRoles }> {
  const roles = await rolesOffering(db, event, roleType);
  return { ...refusalIn(roles, await holdersAt(db, event.id), userId, roleType, holdersLeaving), roles };
}

/** A refusal of the role rules (or one said of the member asked, decision 167) as the 409 every path answers. */
export const roleRefused = (refusal: RoleRefusal) => refusedBy(refusal);

export type RoleGiving = {
  userId: string;
  roleType: string;
  /** A hand-over: the assignment the role comes from, which ends as the new one begins (docs/decisions/166). */
  replacing?: string;
  /** Whether a role the member already holds there answers as giving it did (docs/decisions/172); else the rules refuse. */
  sameIfHeld?: boolean;
  /** The Create Event dialog's row this role comes from, named in a refusal's words ("Role assignment 2: …"). */
  position?: number;
};

/**
 * Gives a member a meeting role: the one write behind every way a role is given (docs/decisions/205) — taking it in
 * the app or by the nudge's take link (`claimRole`), accepting an offer (a hand-over or a proposal), a place from
 * the waitlist, a role holder named when the event is created (`createEvents`). The caller holds the event row's lock and has checked who may take roles there; this applies the
 * event's role rules (its club's role set, else the specification's five; docs/decisions/223) to the assignments as
 * they are (404 for a role it does not offer, 409 with the rule's code), ends the handed-over assignment and calls
 * off its reminder, inserts the assignment, drops the member's wait for that role and schedules its reminder. The
 * caller closes the offers whose place changed and queues its e-mails. Answers the event's roles as read under the
 * lock, so the caller names the role without reading them again.
 */
export async function giveRole(
  tx: Executor,
  event: EventAccess,
  giving: RoleGiving,
): Promise<{ id: string; already: boolean; roles: EventRoles }> {
  const { userId, roleType, replacing } = giving;
  // the club's role set holds still while the role is given: saving a set takes the club row for update (decision 223)
  if (event.clubId) await clubHeld(tx, { clubId: event.clubId });
  const roles = await rolesOffering(tx, event, roleType);
  const taken = await holdersAt(tx, event.id);
  const holding = taken.find((row) => row.userId === userId && row.roleType === roleType);
  if (holding && giving.sameIfHeld) return { id: holding.id, already: true, roles };
  const { refusal } = refusalIn(roles, taken, userId, roleType, replacing ? 1 : 0, giving.position);
  if (refusal) throw roleRefused(refusal);
  if (replacing) {
    await tx.delete(meetingRoleAssignments).where(eq(meetingRoleAssignments.id, replacing));
    await cancelJobs(tx, REMINDER_JOB, [replacing]);
  }
  const [created] = await insertAssignment(tx, { eventId: event.id, userId, roleType });
  await stopWaiting(tx, { eventId: event.id, userId, roleType });
  if (created) await scheduleReminderFor(tx, event, created.id);
  return { id: created?.id ?? "", already: false, roles };
}
