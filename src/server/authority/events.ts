import { and, eq } from "drizzle-orm";
import { dutyKey } from "../../domain/events/event-roles";
import { columnsEqual } from "../db/conditions";
import { meetingRoleAssignments } from "../db/schema";
import { refuse } from "../http/errors";
import { eventRolesOf } from "../reads/role-set";
import { isActiveMember, isAdmin, isOfficer, mayRunClub, maySeeClubMembers, type Reader } from "./people";

/** What the questions about an event read of it. */
export type EventScope = { id: string; clubId: string | null; isPublic: boolean; createdBy: string | null };

/** An event is open to everyone when it is public or has no club; otherwise only to its club's active members. */
export const isOpenEvent = (event: Pick<EventScope, "isPublic" | "clubId">) => event.isPublic || event.clubId === null;

/** Who sees an event: everyone an open one; a club's private event, its active members and admins. */
export async function maySeeEvent(
  db: Reader,
  event: Pick<EventScope, "isPublic" | "clubId">,
  userId: string | undefined,
): Promise<boolean> {
  if (isOpenEvent(event)) return true;
  if (!userId) return false;
  if (event.clubId && (await isActiveMember(db, event.clubId, userId))) return true;
  return isAdmin(db, userId);
}

/**
 * Who plans a club's events — creates, edits and cancels them, manages its speakers, proposes its roles
 * (docs/decisions/140): the club's officers and admins; an event without a club, only admins.
 */
export async function mayPlanEvents(db: Reader, clubId: string | null, userId: string): Promise<boolean> {
  if (clubId) return mayRunClub(db, clubId, userId);
  return isAdmin(db, userId);
}

/** A question about a club, asked of an event's club: no for a visitor and for an event without a club. */
function ofEventClub(question: (db: Reader, clubId: string, userId: string) => Promise<boolean>) {
  return async (db: Reader, event: Pick<EventScope, "clubId">, userId: string | undefined): Promise<boolean> =>
    Boolean(userId && event.clubId !== null && (await question(db, event.clubId, userId)));
}

/**
 * The officers of a club's event and admins; nobody for an event without a club. They e-mail its agenda
 * (docs/decisions/149) and see its role gaps (docs/decisions/169).
 */
export const mayRunClubEvent = ofEventClub(mayRunClub);

/**
 * The officers of the event's club, admins only if appointed (docs/decisions/154): they remove another member from
 * a role and see every open offer of the meeting.
 */
export const isEventClubOfficer = ofEventClub(isOfficer);

/**
 * Who edits an event's agenda (docs/decisions/163): for a club's event, the club's officers, the meeting's moderator
 * (the holder of its role with the moderator's duty) and admins; for an event without a club, admins and its creator. The server
 * refuses anyone else, and the event page shows Edit Agenda by the same rule (`canEditAgenda`).
 */
export async function mayEditAgenda(
  db: Reader,
  event: Pick<EventScope, "id" | "clubId" | "createdBy">,
  userId: string | undefined,
): Promise<boolean> {
  if (!userId) return false;
  if (event.clubId === null) return event.createdBy === userId || isAdmin(db, userId);
  if (await mayPlanEvents(db, event.clubId, userId)) return true;
  // the holder of the role with the moderator's duty, whatever the club calls it (docs/decisions/223)
  const moderator = dutyKey((await eventRolesOf(db, event)).roles, "moderator");
  return moderator !== undefined && holdsRole(db, event.id, userId, moderator);
}

/** Whether the member holds the role at the event. */
export async function holdsRole(db: Reader, eventId: string, userId: string, roleType: string): Promise<boolean> {
  const [held] = await db
    .select({ id: meetingRoleAssignments.id })
    .from(meetingRoleAssignments)
    .where(columnsEqual(meetingRoleAssignments, { eventId, userId, roleType }));
  return Boolean(held);
}

/** Taking a meeting role (or waiting for one): any member for an open event, else an active member of its club. */
export async function mayTakeRoles(
  db: Reader,
  event: Pick<EventScope, "isPublic" | "clubId">,
  userId: string | undefined,
): Promise<boolean> {
  if (!userId) return false;
  if (isOpenEvent(event)) return true;
  return event.clubId !== null && isActiveMember(db, event.clubId, userId);
}

/** Handing one's role over (docs/decisions/166), as the event page offers it: the club's active members, officers, admins. */
export async function mayHandOver(
  db: Reader,
  event: Pick<EventScope, "clubId">,
  userId: string | undefined,
): Promise<boolean> {
  return Boolean(userId && event.clubId && (await maySeeClubMembers(db, event.clubId, userId)));
}

/**
 * Who may offer roles at a meeting (docs/decisions/155, 166): the club's officers and admins propose; a holder hands
 * their role over only if they are an active member of the meeting's club (they hand it to its members). Answers
 * whether the viewer plans the club's meetings; anyone else: 403.
 */
export async function mayOfferRoles(
  db: Reader,
  event: Pick<EventScope, "id" | "clubId">,
  userId: string,
): Promise<{ planner: boolean }> {
  if (await mayPlanEvents(db, event.clubId, userId)) return { planner: true };
  const [holding] = await db
    .select({ id: meetingRoleAssignments.id })
    .from(meetingRoleAssignments)
    .where(and(eq(meetingRoleAssignments.eventId, event.id), eq(meetingRoleAssignments.userId, userId)));
  if (!holding) {
    throw refuse("NOT_A_ROLE_HOLDER");
  }
  if (!event.clubId || !(await isActiveMember(db, event.clubId, userId))) {
    throw refuse("NOT_A_CLUB_MEMBER", "handOver");
  }
  return { planner: false };
}
