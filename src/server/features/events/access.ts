import { and, eq } from "drizzle-orm";
import { EVENT_ENDED_MESSAGE, eventStatus } from "../../../domain/events/schedule";
import type { Database } from "../../db/client";
import { events, memberships } from "../../db/schema";
import { isAdmin } from "../../http/admin";
import { AppError } from "../../http/errors";

/** A database or an open transaction. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

export type EventAccess = {
  id: string;
  title: string;
  clubId: string | null;
  isPublic: boolean;
  eventDate: Date;
  durationMinutes: number;
};

export const eventNotFound = () => new AppError(404, "EVENT_NOT_FOUND", "There is no such event.");

/** An event is open to everyone when it is public or has no club; otherwise only to its club's active members. */
export const isOpenEvent = (event: EventAccess) => event.isPublic || event.clubId === null;

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
  options: { lock?: boolean } = {},
): Promise<EventAccess> {
  const query = db
    .select({
      id: events.id,
      title: events.title,
      clubId: events.clubId,
      isPublic: events.isPublic,
      eventDate: events.eventDate,
      durationMinutes: events.durationMinutes,
    })
    .from(events)
    .where(eq(events.id, eventId));
  // named: PostgreSQL keeps the statement parsed and planned on each connection (docs/decisions/100)
  const [event] = options.lock
    ? await query.for("update").prepare("visible_event_for_update").execute()
    : await query.prepare("visible_event").execute();
  if (!event) throw eventNotFound();
  if (isOpenEvent(event) || (viewerId && (await mayActForClub(db, viewerId, event)))) return event;
  throw eventNotFound();
}

/**
 * Attendance, roles and the agenda of an event that has ended no longer change (docs/decisions/115): 409
 * EVENT_ENDED. Checked on the server's clock; a running event still takes them.
 */
export function refuseIfEnded(event: EventAccess, now = Date.now()): void {
  if (eventStatus(event, now) === "ended") throw new AppError(409, "EVENT_ENDED", EVENT_ENDED_MESSAGE);
}

/** A club's active member, or an admin. */
async function mayActForClub(db: Executor, userId: string, event: EventAccess): Promise<boolean> {
  if (event.clubId && (await isActiveClubMember(db, userId, event.clubId))) return true;
  return isAdmin(db as Database, userId);
}

/** Agenda editing (docs/decisions/050): any member for an open event; a club's private event needs a club member or an admin. */
export async function mayEditAgenda(db: Executor, userId: string | undefined, event: EventAccess): Promise<boolean> {
  if (!userId) return false;
  return isOpenEvent(event) || mayActForClub(db, userId, event);
}

/** Taking a meeting role: any member for an open event, else an active member of the event's club. */
export async function mayTakeRoles(db: Executor, userId: string | undefined, event: EventAccess): Promise<boolean> {
  if (!userId) return false;
  if (isOpenEvent(event)) return true;
  return event.clubId !== null && isActiveClubMember(db, userId, event.clubId);
}
