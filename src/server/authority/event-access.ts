import { eq, sql } from "drizzle-orm";
import { DEFAULT_REMINDER_DAYS } from "../../domain/events/reminders";
import { hasMeetingRoles } from "../../domain/events/roles";
import { eventStatus } from "../../domain/events/schedule";
import { builtOnce } from "../db/built-once";
import type { Executor } from "../db/executor";
import { clubs, events, meetingRuns } from "../db/schema";
import { refuse } from "../http/errors";
import { maySeeEvent } from "./events";

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

export const eventNotFound = () => refuse("EVENT_NOT_FOUND");

const eventAccessOf = (db: Executor) =>
  db
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
    .where(eq(events.id, sql.placeholder("eventId")));

const eventRead = {
  none: builtOnce("visible_event", eventAccessOf),
  share: builtOnce("visible_event_for_share", (db: Executor) => eventAccessOf(db).for("share", { of: events })),
  update: builtOnce("visible_event_for_update", (db: Executor) => eventAccessOf(db).for("update", { of: events })),
};

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
  const read = options.lock === "share" ? eventRead.share : options.lock ? eventRead.update : eventRead.none;
  const [event] = await read(db, { eventId });
  if (!event) throw eventNotFound();
  if (await maySeeEvent(db, event, viewerId)) return event;
  throw eventNotFound();
}

/**
 * Attendance, roles, the agenda and the event itself no longer change once it has ended (docs/decisions/115): 409
 * EVENT_ENDED, checked on the server's clock (a running event still takes them) — or once its moderator ended it in
 * the console, before its planned end (docs/decisions/164); nor once it has been cancelled
 * (docs/decisions/141): 409 EVENT_CANCELLED. Every write to an event calls this.
 */
export function refuseIfEnded(event: EventAccess, now = Date.now()): void {
  if (eventStatus(event, now) === "ended") throw refuse("EVENT_ENDED");
  if (event.cancelledAt) {
    throw refuse("EVENT_CANCELLED");
  }
}

/** A social event takes no meeting role (docs/decisions/196): 409 NO_MEETING_ROLES. */
export function refuseUnlessMeetingRoles(event: Pick<EventAccess, "eventType">): void {
  if (hasMeetingRoles(event.eventType)) return;
  throw refuse("NO_MEETING_ROLES", "take");
}
