import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { CreateEventData } from "../../../domain/events/inputs";
import { eventDateProblems } from "../../../domain/events/new-event-dates";
import { occurrenceDates, occurrenceTitle, parseDay, parseTime } from "../../../domain/events/recurrence";
import { DEFAULT_REMINDER_DAYS } from "../../../domain/events/reminders";
import { hasMeetingRoles } from "../../../domain/events/roles";
import { EVENT_INPUT_PROBLEMS } from "../../../domain/refusals";
import { currentZoneName } from "../../../domain/time-zone-names";
import {
  type EventAccess,
  type EventScope,
  isActiveMember,
  isAdmin,
  isEventClubOfficer,
  mayEditAgenda,
  mayHandOver,
  mayPlanEvents,
  mayTakeRoles,
  meetingCapabilities,
  refuseIfEnded,
  visibleEvent,
} from "../../authority";
import type { Database } from "../../db/client";
import type { Executor } from "../../db/executor";
import { clubs, eventAttendees, events, meetingAgendas, meetingRuns, users } from "../../db/schema";
import type { Writer } from "../../http/context";
import { refuse } from "../../http/errors";
import { giveRole, scheduleNudges } from "../roles";
import { startAgendaFromTemplate, templateForNewEvents } from "./agenda-from-template";
import { eventColumns, present } from "./listing";
import { forgetUpcomingEvents } from "./upcoming-cache";

/** Whether the meeting has its report and the viewer may read it (the event page's link to it). */
async function mayReadReport(db: Executor, event: EventScope, viewerId: string): Promise<boolean> {
  const [run] = await db
    .select({ eventId: meetingRuns.eventId })
    .from(meetingRuns)
    .where(and(eq(meetingRuns.eventId, event.id), sql`${meetingRuns.report} is not null`));
  if (!run) return false;
  return (await meetingCapabilities(db, event, viewerId)).capabilities.readReport;
}

/** One event for its page, with what the viewer may do there. */
export async function eventDetails(db: Database, eventId: string, viewerId: string | undefined) {
  const access = await visibleEvent(db, eventId, viewerId);
  const [row] = await db
    .select(eventColumns(viewerId))
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(eq(events.id, eventId));
  if (!row) throw refuse("EVENT_NOT_FOUND");
  return {
    ...present(row),
    canEditAgenda: await mayEditAgenda(db, access, viewerId),
    canTakeRoles: await mayTakeRoles(db, access, viewerId),
    /** Edit and cancel (docs/decisions/140): the club's officers and admins. */
    canManage: viewerId ? await mayPlanEvents(db, access.clubId, viewerId) : false,
    /** Removing another member from a role (docs/decisions/154): the officers of the event's club only. */
    canRemoveHolders: await isEventClubOfficer(db, access, viewerId),
    /** The meeting has ended with its report, and the viewer may read it (docs/decisions/159). */
    canReadReport: viewerId ? await mayReadReport(db, access, viewerId) : false,
    /** Handing one's role over (docs/decisions/166): the club's active members, officers and admins. */
    canHandOver: await mayHandOver(db, access, viewerId),
  };
}

const invalid = (problem: string) => refuse("INVALID_INPUT", { problem });

/**
 * Creates the event, or every occurrence of a recurring one, each with the agenda items and role assignments,
 * in one transaction: on any failure nothing is written.
 */
/**
 * Where the new events take place: a club's events in the club's zone (docs/decisions/175: a Chicago club's 7 PM is
 * 7 PM in Chicago, wherever its officer's laptop is); an event without a club, or of a club without a zone, in the
 * creator's zone, by its current name; a 400 when neither is known.
 */
async function zoneOfNewEvents(db: Database, input: CreateEventData): Promise<string> {
  const [club] = input.clubId
    ? await db.select({ timeZone: clubs.timeZone }).from(clubs).where(eq(clubs.id, input.clubId))
    : [];
  if (input.clubId && !club) throw invalid(EVENT_INPUT_PROBLEMS.noSuchClub);
  const zone = club?.timeZone ?? input.timeZone;
  if (!zone) throw invalid(EVENT_INPUT_PROBLEMS.zoneUnknown);
  return currentZoneName(zone) ?? zone;
}

/** What a new event's row answers: its words and time, and what giving its roles asks of it (`EventAccess`). */
const newEventColumns = {
  id: events.id,
  title: events.title,
  eventDate: events.eventDate,
  clubId: events.clubId,
  isPublic: events.isPublic,
  durationMinutes: events.durationMinutes,
  timeZone: events.timeZone,
  cancelledAt: events.cancelledAt,
  createdBy: events.createdBy,
  eventType: events.eventType,
};

async function insertEvents(db: Database, creatorId: string, given: CreateEventData, now: Date) {
  const input = { ...given, timeZone: await zoneOfNewEvents(db, given) };
  const [problem] = eventDateProblems({ ...input, endDate: input.recurrence?.endDate }, now);
  const day = parseDay(input.date);
  const time = parseTime(input.time);
  if (problem || !day || !time) throw invalid(EVENT_INPUT_PROBLEMS.dates[problem ?? "date-missing"]);
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
  if (roles.length > 0 && !hasMeetingRoles(input.eventType)) throw invalid(EVENT_INPUT_PROBLEMS.socialHasNoRoles);
  const positionOf = (index: number) => input.roles.indexOf(roles[index] as (typeof roles)[number]) + 1;

  if (!input.isPublic && !input.clubId) throw invalid(EVENT_INPUT_PROBLEMS.membersOnlyNeedsAClub);

  return db.transaction(async (tx) => {
    const [club] = input.clubId
      ? await tx.select({ reminderDays: clubs.reminderDays }).from(clubs).where(eq(clubs.id, input.clubId))
      : [];
    if (input.clubId && !club) throw invalid(EVENT_INPUT_PROBLEMS.noSuchClub);
    const admin = await isAdmin(tx, creatorId);
    if (!admin) await refuseUnlessPlanner(tx, creatorId, input.clubId);
    const memberIds = [...new Set(roles.map((row) => row.userId))];
    if (memberIds.length > 0) {
      const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, memberIds));
      const known = new Set(found.map((row) => row.id));
      const missing = roles.findIndex((row) => !known.has(row.userId));
      if (missing >= 0) throw invalid(EVENT_INPUT_PROBLEMS.memberGone(missing + 1));
      if (!admin && input.clubId) await refuseOutsiders(tx, input.clubId, roles);
    }
    const seriesId = dates.length > 1 ? randomUUID() : null;
    const created = await tx
      .insert(events)
      .values(
        // a club's series shares its title, the dates tell them apart; other events keep the numbered titles
        // (docs/decisions/194)
        dates.map((eventDate, index) => ({
          title: input.clubId ? input.title : occurrenceTitle(input.title, index),
          description: input.description || null,
          eventDate,
          durationMinutes: input.durationMinutes,
          timeZone: input.timeZone,
          location: input.location || null,
          eventType: input.eventType,
          isPublic: input.isPublic,
          clubId: input.clubId,
          seriesId,
          createdBy: creatorId,
        })),
      )
      .returning(newEventColumns);
    const template = await templateForNewEvents(tx, input);
    for (const event of created) await startAgendaFromTemplate(tx, event.id, template);
    const startsAt = template.length; // the dialog's own items come after the template's
    if (agenda.length > 0) {
      await tx.insert(meetingAgendas).values(
        created.flatMap((event) =>
          agenda.map((item, index) => ({
            eventId: event.id,
            title: item.title,
            description: item.description || null,
            durationMinutes: item.durationMinutes,
            agendaType: item.agendaType,
            roleType: item.roleType,
            orderIndex: startsAt + index + 1,
          })),
        ),
      );
    }
    // Each row's role is given as every role is (docs/decisions/205): the role rules, in the rows' order, with the
    // row named in a refusal's words. The new events are this transaction's own until it commits, so no other
    // write reaches them meanwhile: they are as locked as giveRole asks.
    const reminderDays = club?.reminderDays ?? DEFAULT_REMINDER_DAYS;
    for (const event of created) {
      const access: EventAccess = { ...event, reminderDays, endedAt: null };
      for (const [index, row] of roles.entries()) {
        await giveRole(tx, access, { userId: row.userId, roleType: row.roleType, position: positionOf(index) });
      }
    }
    await scheduleNudges(tx, { eventIds: created.map((event) => event.id) });
    return {
      count: created.length,
      events: created.map((event) => ({
        id: event.id,
        title: event.title,
        eventDate: event.eventDate.toISOString(),
      })),
    };
  });
}

/** A club officer plans only their own clubs' events; only admins plan events without a club (docs/decisions/140). */
async function refuseUnlessPlanner(db: Database, userId: string, clubId: string | null) {
  if (!clubId) {
    throw refuse("CLUB_REQUIRED");
  }
  if (!(await mayPlanEvents(db, clubId, userId))) {
    throw refuse("NOT_CLUB_OFFICER", "plan");
  }
}

/** An officer assigns meeting roles to their club's active members only (the people their picker shows). */
async function refuseOutsiders(db: Database, clubId: string, roles: Array<{ userId: string }>) {
  for (const [index, row] of roles.entries()) {
    if (!(await isActiveMember(db, clubId, row.userId))) {
      throw invalid(EVENT_INPUT_PROBLEMS.notAClubMember(index + 1));
    }
  }
}

/** Registers or cancels the member's attendance; answers the new state and count. Refused once the event ended. */
async function writeAttendance(db: Database, eventId: string, userId: string, attending: boolean) {
  // the event row shared-locked: a cancellation (which locks it for update) runs wholly before or after
  await db.transaction(async (tx) => {
    refuseIfEnded(await visibleEvent(tx, eventId, userId, { lock: "share" }));
    if (attending) {
      await tx.insert(eventAttendees).values({ eventId, userId }).onConflictDoNothing();
    } else {
      await tx
        .delete(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
    }
  });
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
