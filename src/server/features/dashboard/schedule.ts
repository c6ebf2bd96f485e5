import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { clubs, events, meetingRoleAssignments } from "../../db/schema";
import { clubIdsOfMember } from "../../reads/member-clubs";
import { heldRoleNamer } from "../../reads/member-roles";
import { notEndedBy } from "../events";

/** How many of each the dashboard shows: the next few, with a way to the rest (the club pages, Events & News). */
export const SCHEDULE_SHOWN = 5;

const meetingColumns = {
  eventId: events.id,
  title: events.title,
  eventDate: events.eventDate,
  /** Where it takes place (the club's zone when the event names none): the dashboard names the club's time. */
  timeZone: events.timeZone,
  clubTimeZone: clubs.timeZone,
  clubId: events.clubId,
  clubName: clubs.name,
  isPublic: events.isPublic,
  cancelledAt: events.cancelledAt,
};

type MeetingRow = { eventDate: Date; timeZone: string | null; clubTimeZone: string | null; cancelledAt: Date | null };
const shown = <Row extends MeetingRow>({ eventDate, timeZone, clubTimeZone, cancelledAt, ...rest }: Row) => ({
  ...rest,
  eventDate: eventDate.toISOString(),
  timeZone: timeZone ?? clubTimeZone,
  cancelled: cancelledAt !== null,
});

/**
 * The member's schedule on the dashboard: their next roles (at meetings not ended and not cancelled, soonest first)
 * and their clubs' next meetings (members-only ones too; cancelled ones marked).
 */
export async function memberSchedule(db: Database, memberId: string, now = new Date()) {
  const [roles, meetings] = await Promise.all([
    db
      .select({ ...meetingColumns, assignmentId: meetingRoleAssignments.id, roleType: meetingRoleAssignments.roleType })
      .from(meetingRoleAssignments)
      .innerJoin(events, eq(events.id, meetingRoleAssignments.eventId))
      .leftJoin(clubs, eq(clubs.id, events.clubId))
      .where(and(eq(meetingRoleAssignments.userId, memberId), isNull(events.cancelledAt), notEndedBy(now)))
      .orderBy(asc(events.eventDate), asc(meetingRoleAssignments.id))
      .limit(SCHEDULE_SHOWN),
    db
      .select(meetingColumns)
      .from(events)
      .innerJoin(clubs, eq(clubs.id, events.clubId))
      .where(and(inArray(events.clubId, clubIdsOfMember(db, memberId)), notEndedBy(now)))
      .orderBy(asc(events.eventDate), asc(events.id))
      .limit(SCHEDULE_SHOWN),
  ]);
  const nameOf = heldRoleNamer(db);
  return {
    roles: await Promise.all(
      roles.map(async ({ roleType, ...row }) => ({ ...shown(row), roleName: await nameOf(row.clubId, roleType) })),
    ),
    meetings: meetings.map(shown),
  };
}

export type MemberSchedule = Awaited<ReturnType<typeof memberSchedule>>;
