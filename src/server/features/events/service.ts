import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { CreateEventData } from "../../../domain/events/inputs";
import { type EventDateProblem, eventDateProblems } from "../../../domain/events/new-event-dates";
import { occurrenceDates, occurrenceTitle, parseDay, parseTime } from "../../../domain/events/recurrence";
import { firstBrokenAssignment } from "../../../domain/events/roles";
import type { Database } from "../../db/client";
import { clubs, eventAttendees, events, meetingAgendas, meetingRoleAssignments, users } from "../../db/schema";
import type { Writer } from "../../http/context";
import { AppError } from "../../http/errors";
import { mayEditAgenda, mayTakeRoles, refuseIfEnded, visibleEvent } from "./access";
import { notEndedBy } from "./still-on";
import { forgetUpcomingEvents } from "./upcoming-cache";

const eventColumns = (viewerId: string | undefined) => ({
  id: events.id,
  title: events.title,
  description: events.description,
  eventDate: events.eventDate,
  durationMinutes: events.durationMinutes,
  timeZone: events.timeZone,
  location: events.location,
  eventType: events.eventType,
  isPublic: events.isPublic,
  clubId: events.clubId,
  clubName: clubs.name,
  seriesId: events.seriesId,
  attendeeCount: sql<number>`(select count(*)::int from ${eventAttendees} where ${eventAttendees.eventId} = ${events.id})`,
  attending: viewerId
    ? sql<boolean>`exists(select 1 from ${eventAttendees} where ${eventAttendees.eventId} = ${events.id} and ${eventAttendees.userId} = ${viewerId})`
    : sql<boolean>`false`,
});

type EventRow = {
  eventDate: Date;
  attendeeCount: number;
  attending: boolean;
};
const present = <Row extends EventRow>(row: Row) => ({
  ...row,
  eventDate: row.eventDate.toISOString(),
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

/** One event for its page, with what the viewer may do there. */
export async function eventDetails(db: Database, eventId: string, viewerId: string | undefined) {
  const access = await visibleEvent(db, eventId, viewerId);
  const [row] = await db
    .select(eventColumns(viewerId))
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(eq(events.id, eventId));
  if (!row) throw new AppError(404, "EVENT_NOT_FOUND", "There is no such event.");
  return {
    ...present(row),
    canEditAgenda: await mayEditAgenda(db, viewerId, access),
    canTakeRoles: await mayTakeRoles(db, viewerId, access),
  };
}

const invalid = (message: string) => new AppError(400, "INVALID_INPUT", message);

const DATE_PROBLEMS: Record<EventDateProblem, string> = {
  "date-missing": "Date and time are required.",
  "time-missing": "Date and time are required.",
  "end-in-the-past": "End Date cannot be in the past.",
  "end-before-date": "End Date must be on or after the event's date.",
  "not-ahead": "The event's date and time must be in the future.",
};

/**
 * Creates the event, or every occurrence of a recurring one, each with the agenda items and role assignments,
 * in one transaction: on any failure nothing is written.
 */
async function insertEvents(db: Database, creatorId: string, input: CreateEventData, now: Date) {
  const [problem] = eventDateProblems({ ...input, endDate: input.recurrence?.endDate }, now);
  const day = parseDay(input.date);
  const time = parseTime(input.time);
  if (problem || !day || !time) throw invalid(DATE_PROBLEMS[problem ?? "date-missing"]);
  const endDate = input.recurrence?.endDate;
  const endDay = endDate ? parseDay(endDate) : undefined;
  const dates = occurrenceDates({
    day,
    time,
    timeZone: input.timeZone,
    pattern: input.recurrence?.pattern,
    endDay,
    now,
  });

  const agenda = input.agenda.filter((item) => item.title.length > 0);
  const roles = input.roles.filter((row) => row.userId.trim().length > 0);
  const broken = firstBrokenAssignment(roles);
  if (broken) {
    const position = input.roles.indexOf(roles[broken.index] as (typeof roles)[number]) + 1;
    throw new AppError(409, broken.refusal.code, `Role assignment ${position}: ${broken.refusal.description}`, {
      title: broken.refusal.title,
    });
  }

  return db.transaction(async (tx) => {
    if (input.clubId) {
      const [club] = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, input.clubId));
      if (!club) throw invalid("Club must be a club of the community.");
    }
    const memberIds = [...new Set(roles.map((row) => row.userId))];
    if (memberIds.length > 0) {
      const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, memberIds));
      const known = new Set(found.map((row) => row.id));
      const missing = roles.findIndex((row) => !known.has(row.userId));
      if (missing >= 0) throw invalid(`Role assignment ${missing + 1}: that member no longer exists.`);
    }
    const seriesId = dates.length > 1 ? randomUUID() : null;
    const created = await tx
      .insert(events)
      .values(
        dates.map((eventDate, index) => ({
          title: occurrenceTitle(input.title, index),
          description: input.description || null,
          eventDate,
          durationMinutes: input.durationMinutes,
          timeZone: input.timeZone,
          location: input.location || null,
          eventType: input.eventType,
          isPublic: true,
          clubId: input.clubId,
          seriesId,
          createdBy: creatorId,
        })),
      )
      .returning({ id: events.id, title: events.title, eventDate: events.eventDate });
    if (agenda.length > 0) {
      await tx.insert(meetingAgendas).values(
        created.flatMap((event) =>
          agenda.map((item, index) => ({
            eventId: event.id,
            title: item.title,
            description: item.description || null,
            durationMinutes: item.durationMinutes,
            agendaType: item.agendaType,
            orderIndex: index + 1,
          })),
        ),
      );
    }
    if (roles.length > 0) {
      await tx
        .insert(meetingRoleAssignments)
        .values(
          created.flatMap((event) =>
            roles.map((row) => ({ eventId: event.id, userId: row.userId, roleType: row.roleType })),
          ),
        );
    }
    return {
      count: created.length,
      events: created.map((event) => ({ ...event, eventDate: event.eventDate.toISOString() })),
    };
  });
}

/** Registers or cancels the member's attendance; answers the new state and count. Refused once the event ended. */
async function writeAttendance(db: Database, eventId: string, userId: string, attending: boolean) {
  refuseIfEnded(await visibleEvent(db, eventId, userId));
  if (attending) {
    await db.insert(eventAttendees).values({ eventId, userId }).onConflictDoNothing();
  } else {
    await db.delete(eventAttendees).where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
  }
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(eventAttendees)
    .where(eq(eventAttendees.eventId, eventId));
  return { attending, attendeeCount: Number(row?.value ?? 0) };
}

export async function createEvents(deps: Writer, creatorId: string, input: CreateEventData, now = new Date()) {
  const created = await insertEvents(deps.db, creatorId, input, now);
  forgetUpcomingEvents(deps); // this instance's next list shows them at once
  return created;
}

export async function setAttendance(deps: Writer, eventId: string, userId: string, attending: boolean) {
  const result = await writeAttendance(deps.db, eventId, userId, attending);
  forgetUpcomingEvents(deps); // the list's attendee count follows at once
  return result;
}
