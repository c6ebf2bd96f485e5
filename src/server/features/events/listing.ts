import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { clubs, eventAttendees, events, meetingRuns } from "../../db/schema";
import { eventNaming } from "../../reads/meetings";
import { clubIdsOfMember } from "../../reads/member-clubs";
import { notEndedBy } from "./still-on";

/** What an event is (with its club's name, from a join of `clubs`): what its page shows and a change compares. */
export const eventFacts = { ...eventNaming, description: events.description };

export const eventColumns = (viewerId: string | undefined) => ({
  ...eventFacts,
  seriesId: events.seriesId,
  cancelledAt: events.cancelledAt,
  cancelReason: events.cancelReason,
  /** When its moderator ended the meeting in the console (docs/decisions/164); null otherwise. */
  endedAt: sql<
    Date | string | null
  >`(select ${meetingRuns.endedAt} from ${meetingRuns} where ${meetingRuns.eventId} = ${events.id})`,
  attendeeCount: sql<number>`(select count(*)::int from ${eventAttendees} where ${eventAttendees.eventId} = ${events.id})`,
  attending: viewerId
    ? sql<boolean>`exists(select 1 from ${eventAttendees} where ${eventAttendees.eventId} = ${events.id} and ${eventAttendees.userId} = ${viewerId})`
    : sql<boolean>`false`,
});

type EventRow = {
  eventDate: Date;
  cancelledAt: Date | null;
  endedAt: Date | string | null;
  attendeeCount: number;
  attending: boolean;
};
export const present = <Row extends EventRow>(row: Row) => ({
  ...row,
  eventDate: row.eventDate.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  endedAt: row.endedAt === null ? null : new Date(row.endedAt).toISOString(),
  attendeeCount: Number(row.attendeeCount),
  attending: Boolean(row.attending),
});

/**
 * Every public event that has not ended (upcoming or running, docs/decisions/115), soonest first (ties by id), with
 * the club's name and attendance.
 */
export async function upcomingPublicEvents(db: Database, viewerId: string | undefined, now = new Date()) {
  const rows = await db
    .select(eventColumns(viewerId))
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(and(eq(events.isPublic, true), notEndedBy(now)))
    .orderBy(asc(events.eventDate), asc(events.id));
  return rows.map(present);
}

/**
 * The members-only events of the viewer's own clubs that have not ended, in the list's order: Events & News shows
 * them to that member beside the public ones, and to nobody else (admins included: the list is of their own clubs).
 */
export async function membersOnlyEventsOf(db: Database, viewerId: string, now = new Date()) {
  const rows = await db
    .select(eventColumns(viewerId))
    .from(events)
    .innerJoin(clubs, eq(clubs.id, events.clubId))
    .where(and(eq(events.isPublic, false), inArray(events.clubId, clubIdsOfMember(db, viewerId)), notEndedBy(now)))
    .orderBy(asc(events.eventDate), asc(events.id));
  return rows.map(present);
}
