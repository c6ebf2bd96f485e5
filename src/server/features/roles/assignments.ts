import { and, asc, eq, sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { roleNameIn } from "../../../domain/events/event-roles";
import {
  isEventClubOfficer,
  mayRunClubEvent,
  mayTakeRoles,
  refuseIfEnded,
  refuseUnlessMeetingRoles,
  visibleEvent,
} from "../../authority";
import { builtOnce } from "../../db/built-once";
import type { Database } from "../../db/client";
import type { Executor } from "../../db/executor";
import { meetingRoleAssignments } from "../../db/schema";
import type { Mailing } from "../../http/context";
import { refuse } from "../../http/errors";
import { cancelJobs } from "../../jobs/queue";
import { deliverInBackground } from "../../mail/queue";
import { rowsOfMembers } from "../../reads/members";
import { eventRolesOf, roleNameAt } from "../../reads/role-set";
import { roleGapMarkers } from "./gap-markers";
import { giveRole } from "./give-role";
import { closeOffersOfChangedPlaces } from "./offer-closing";
import { REMINDER_JOB } from "./reminders";
import { fallsOpenLate, releaseAssignment, waitlistOf } from "./waitlist";

export type RoleAssignment = {
  id: string;
  roleType: string;
  userId: string;
  /** The holder's full name, else their e-mail address. */
  holder: string;
  createdAt: string;
  /** The holder answered their reminder with "I'll be there" (docs/decisions/153). */
  confirmed: boolean;
};

export async function roleAssignments(db: Executor, eventId: string): Promise<RoleAssignment[]> {
  const rows = await rowsOfMembers(
    db,
    {
      id: meetingRoleAssignments.id,
      roleType: meetingRoleAssignments.roleType,
      userId: meetingRoleAssignments.userId,
      createdAt: meetingRoleAssignments.createdAt,
      confirmedAt: meetingRoleAssignments.confirmedAt,
    },
    meetingRoleAssignments,
    meetingRoleAssignments.userId,
  )
    .where(eq(meetingRoleAssignments.eventId, eventId))
    .orderBy(asc(meetingRoleAssignments.createdAt), asc(meetingRoleAssignments.id));
  return rows.map((row) => ({
    id: row.id,
    roleType: row.roleType,
    userId: row.userId,
    holder: displayName(row),
    createdAt: row.createdAt.toISOString(),
    confirmed: row.confirmedAt !== null,
  }));
}

/** The meeting's roles, their holders and who waits for which full role (docs/decisions/154). */
export async function eventRoleAssignments(db: Database, eventId: string, viewerId: string | undefined) {
  const event = await visibleEvent(db, eventId, viewerId);
  const [assignments, waitlist, offered] = await Promise.all([
    roleAssignments(db, eventId),
    waitlistOf(db, eventId),
    eventRolesOf(db, event),
  ]);
  // the club's officers (and admins) see its role gaps: a role that fell open late, a holder away (docs/decisions/169)
  const officer = await mayRunClubEvent(db, event, viewerId);
  const gaps = officer ? ((await roleGapMarkers(db, [event])).get(event.id) ?? []) : [];
  // the roles the event offers, in their order: its club's role set, or the specification's five (decision 223)
  return { roles: offered.roles, club: offered.club, clubId: event.clubId, assignments, waitlist, gaps };
}

/**
 * The member takes `roleType` at the meeting. The event row is locked FOR UPDATE first, so claims for one meeting
 * run one after another: capacity and the two-role limit hold under any number of concurrent requests. Offers whose
 * place this fills (a proposal of the role, one made to the member for it) close, their members told (decision 166).
 * Taking a role the member already holds there answers as taking it did (docs/decisions/172): a repeated request
 * (a double click, a retry after a lost answer) is not refused by the role it just gave them.
 */
export async function claimRole(deps: Mailing, eventId: string, userId: string, roleType: string) {
  const result = await deps.db.transaction(async (tx) => {
    const event = await visibleEvent(tx, eventId, userId, { lock: true });
    if (!(await mayTakeRoles(tx, event, userId))) {
      throw refuse("ACCESS_DENIED", "takeRoles");
    }
    refuseIfEnded(event);
    refuseUnlessMeetingRoles(event);
    const given = await giveRole(tx, event, { userId, roleType, sameIfHeld: true });
    const mailIds = given.already ? [] : await closeOffersOfChangedPlaces(tx, deps.config, eventId);
    return { id: given.id, roleType, roleName: roleNameIn(given.roles.roles, roleType), mailIds };
  });
  deliverInBackground(deps, result.mailIds);
  return { id: result.id, roleType: result.roleType, roleName: result.roleName };
}

/** One role assignment of the event (its holder and role), or undefined when the event has no such assignment. */
export async function assignmentAt(db: Executor, eventId: string, assignmentId: string) {
  const [assignment] = await assignmentOfEvent(db, { eventId, assignmentId });
  return assignment;
}

const assignmentOfEvent = builtOnce("assignment_of_event", (db: Executor) =>
  db
    .select({
      id: meetingRoleAssignments.id,
      userId: meetingRoleAssignments.userId,
      roleType: meetingRoleAssignments.roleType,
    })
    .from(meetingRoleAssignments)
    .where(
      and(
        eq(meetingRoleAssignments.id, sql.placeholder("assignmentId")),
        eq(meetingRoleAssignments.eventId, sql.placeholder("eventId")),
      ),
    ),
);

/**
 * Ends an assignment: its holder gives it up, or an officer of the event's club removes the holder (docs/decisions/154;
 * anyone else, admins included, may remove only their own). Under the event lock, the freed place goes to the first
 * member on the role's waitlist whom the rules allow, in the same transaction; their e-mail is delivered after it
 * commits.
 */
export async function removeRoleAssignment(deps: Mailing, eventId: string, assignmentId: string, userId: string) {
  const seen = await visibleEvent(deps.db, eventId, userId);
  refuseIfEnded(seen);
  // The common case, kept fast (docs/performance.md): the member's own role that nobody waits for goes in one
  // statement, which locks the event row as the waitlist's writes do (a member joining the waitlist at this moment
  // either came first and is served below, or finds the place free) — no transaction held across calls. Close to a
  // club's meeting a role falling open is news for its officers (docs/decisions/169): that takes the full way below.
  const fast = fallsOpenLate(seen)
    ? { rows: [] }
    : await deps.db.execute(sql`
    with event as (select id from events where id = ${eventId} for update)
    delete from meeting_role_assignments assignment
    where assignment.id = ${assignmentId} and assignment.event_id = (select id from event)
      and assignment.user_id = ${userId}
      and not exists (select 1 from role_waitlist waiting
        where waiting.event_id = assignment.event_id and waiting.role_type = assignment.role_type)
      and not exists (select 1 from role_offers offer
        where offer.assignment_id = assignment.id and offer.state = 'pending')
    returning assignment.role_type as "roleType"`);
  const [dropped] = (fast as unknown as { rows: Array<{ roleType: string }> }).rows;
  if (dropped) {
    await cancelJobs(deps.db, REMINDER_JOB, [assignmentId]);
    return { roleType: dropped.roleType, roleName: await roleNameAt(deps.db, seen, dropped.roleType) };
  }
  const result = await deps.db.transaction(async (tx) => {
    const event = await visibleEvent(tx, eventId, userId, { lock: true });
    refuseIfEnded(event);
    const assignment = await assignmentAt(tx, eventId, assignmentId);
    if (!assignment) throw refuse("ASSIGNMENT_NOT_FOUND");
    const own = assignment.userId === userId;
    if (!own && !(await isEventClubOfficer(tx, event, userId))) {
      throw refuse("NOT_YOUR_ASSIGNMENT", "remove");
    }
    const released = await releaseAssignment(tx, deps.config, event, assignment);
    return { roleType: assignment.roleType, mailIds: released.mailIds };
  });
  deliverInBackground(deps, result.mailIds);
  return { roleType: result.roleType, roleName: await roleNameAt(deps.db, seen, result.roleType) };
}
