import { and, eq, sql } from "drizzle-orm";
import { EVENT_CANCELLED_MESSAGE } from "../../../domain/events/changes";
import { DEFAULT_REMINDER_DAYS } from "../../../domain/events/reminders";
import { hasMeetingRoles, NO_MEETING_ROLES } from "../../../domain/events/roles";
import { EVENT_ENDED_MESSAGE, eventStatus } from "../../../domain/events/schedule";
import type { Executor } from "../../db/executor";
import { clubs, events, meetingRoleAssignments, meetingRuns, memberships } from "../../db/schema";
import { isAdmin } from "../../http/admin";
import { AppError } from "../../http/errors";
import { mayManageOfficers } from "../clubs/officers";

export type EventAccess = {
  id: string;
  title: string;
  clubId: string | null;
  isPublic: boolean;
  eventDate: Date;
  durationMinutes: number;
  /** The IANA zone where it takes place; null when unknown. */
  timeZone: string | null;
  /** How many days before it its club reminds role holders (docs/decisions/153); the default without a club. */
  reminderDays: number;
  /** Set once the event is cancelled (docs/decisions/141). */
  cancelledAt: Date | null;
  /** Set once its moderator ended the meeting in the console (docs/decisions/164): it has ended then. */
  endedAt: Date | null;
  /** Who created it: with admins, the editor of an event without a club's agenda (docs/decisions/163). */
  createdBy: string | null;
  /** Meeting, contest, training, social or other: a social event has no meeting roles (docs/decisions/196). */
  eventType: string;
};

export const eventNotFound = () => new AppError(404, "EVENT_NOT_FOUND", "There is no such event.");

/** An event is open to everyone when it is public or has no club; otherwise only to its club's active members. */
export const isOpenEvent = (event: Pick<EventAccess, "isPublic" | "clubId">) => event.isPublic || event.clubId === null;

export async function isActiveClubMember(db: Executor, userId: string, clubId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.clubId, clubId), eq(memberships.status, "active")));
  return Boolean(row);
}

/**
 * The event if the viewer may see it (public or club-less events: everyone; a club's private event: its active
 * members and admins), else a 404. `lock` takes the event row FOR UPDATE, serialising the writes that race on it.
 */
export async function visibleEvent(
  db: Executor,
  eventId: string,
  viewerId: string | undefined,
  options: { lock?: boolean | "share" } = {},
): Promise<EventAccess> {
  const query = db
    .select({
      id: events.id,
      title: events.title,
      clubId: events.clubId,
      isPublic: events.isPublic,
      eventDate: events.eventDate,
      durationMinutes: events.durationMinutes,
      timeZone: events.timeZone,
      cancelledAt: events.cancelledAt,
      endedAt: meetingRuns.endedAt,
      createdBy: events.createdBy,
      eventType: events.eventType,
      reminderDays: sql<number>`coalesce(${clubs.reminderDays}, ${DEFAULT_REMINDER_DAYS})`,
    })
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .leftJoin(meetingRuns, eq(meetingRuns.eventId, events.id))
    .where(eq(events.id, eventId));
  // named: PostgreSQL keeps the statement parsed and planned on each connection (docs/decisions/100)
  const [event] =
    options.lock === "share"
      ? await query.for("share", { of: events }).prepare("visible_event_for_share").execute()
      : options.lock
        ? await query.for("update", { of: events }).prepare("visible_event_for_update").execute()
        : await query.prepare("visible_event").execute();
  if (!event) throw eventNotFound();
  if (isOpenEvent(event) || (viewerId && (await mayActForClub(db, viewerId, event)))) return event;
  throw eventNotFound();
}

/**
 * Attendance, roles, the agenda and the event itself no longer change once it has ended (docs/decisions/115): 409
 * EVENT_ENDED, checked on the server's clock (a running event still takes them) — or once its moderator ended it in
 * the console, before its planned end (docs/decisions/164); nor once it has been cancelled
 * (docs/decisions/141): 409 EVENT_CANCELLED. Every write to an event calls this.
 */
export function refuseIfEnded(event: EventAccess, now = Date.now()): void {
  if (eventStatus(event, now) === "ended") throw new AppError(409, "EVENT_ENDED", EVENT_ENDED_MESSAGE);
  if (event.cancelledAt) {
    throw new AppError(409, "EVENT_CANCELLED", EVENT_CANCELLED_MESSAGE, { title: "Event Cancelled" });
  }
}

/** A social event takes no meeting role (docs/decisions/196): 409 NO_MEETING_ROLES. */
export function refuseUnlessMeetingRoles(event: Pick<EventAccess, "eventType">): void {
  if (hasMeetingRoles(event.eventType)) return;
  throw new AppError(409, NO_MEETING_ROLES.code, NO_MEETING_ROLES.description, { title: NO_MEETING_ROLES.title });
}

/**
 * Who plans a club's events — creates, edits and cancels them (docs/decisions/140): the club's officers and admins;
 * an event without a club, only admins.
 */
export async function mayPlanEvents(db: Executor, clubId: string | null, userId: string): Promise<boolean> {
  if (clubId) return mayManageOfficers(db, clubId, userId);
  return isAdmin(db, userId);
}

/** A club's active member, or an admin. */
async function mayActForClub(db: Executor, userId: string, event: EventAccess): Promise<boolean> {
  if (event.clubId && (await isActiveClubMember(db, userId, event.clubId))) return true;
  return isAdmin(db, userId);
}

/**
 * Who edits an event's agenda (docs/decisions/163): for a club's event, the club's officers, the meeting's moderator
 * (the holder of its Moderator role) and admins; for an event without a club, admins and its creator. The server
 * refuses anyone else, and the event page shows Edit Agenda by the same rule (`canEditAgenda`).
 */
export async function mayEditAgenda(
  db: Executor,
  userId: string | undefined,
  event: Pick<EventAccess, "id" | "clubId" | "createdBy">,
): Promise<boolean> {
  if (!userId) return false;
  if (event.clubId === null) return event.createdBy === userId || isAdmin(db, userId);
  if (await mayPlanEvents(db, event.clubId, userId)) return true;
  const [moderator] = await db
    .select({ id: meetingRoleAssignments.id })
    .from(meetingRoleAssignments)
    .where(
      and(
        eq(meetingRoleAssignments.eventId, event.id),
        eq(meetingRoleAssignments.userId, userId),
        eq(meetingRoleAssignments.roleType, "moderator"),
      ),
    );
  return Boolean(moderator);
}

/** Taking a meeting role: any member for an open event, else an active member of the event's club. */
export async function mayTakeRoles(
  db: Executor,
  userId: string | undefined,
  event: Pick<EventAccess, "isPublic" | "clubId">,
): Promise<boolean> {
  if (!userId) return false;
  if (isOpenEvent(event)) return true;
  return event.clubId !== null && isActiveClubMember(db, userId, event.clubId);
}
