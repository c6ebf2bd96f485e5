import { and, desc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import { ATTACH_WINDOW_MS, type AttachedTool, type AttachMeeting } from "../../../domain/meetings/attach";
import { clubsToAttachTo } from "../../authority";
import type { Executor } from "../../db/executor";
import { attachedToolEntries, clubs, eventAttendees, events, meetingRoleAssignments } from "../../db/schema";
import { memberNames } from "../../reads/members";

/**
 * What the standalone tools' "Attach to a meeting" reads (docs/decisions/244): the meetings a member may attach to
 * with the people at each, and the entries the member attached.
 */

/** A person at a meeting: a role holder or an attendee, with the title of their speech there when they gave one. */
export type PersonAtMeeting = { userId: string; name: string; speechTitle: string | null };

/** The people who held a role at each meeting or attended it, each once, by name. */
export async function peopleAtMeetings(db: Executor, eventIds: string[]): Promise<Map<string, PersonAtMeeting[]>> {
  const byMeeting = new Map<string, PersonAtMeeting[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return byMeeting;
  // one after the other: inside a transaction both go through one connection
  const holders = await db
    .select({
      eventId: meetingRoleAssignments.eventId,
      userId: meetingRoleAssignments.userId,
      speechTitle: meetingRoleAssignments.speechTitle,
    })
    .from(meetingRoleAssignments)
    .where(inArray(meetingRoleAssignments.eventId, eventIds));
  const attendees = await db
    .select({ eventId: eventAttendees.eventId, userId: eventAttendees.userId })
    .from(eventAttendees)
    .where(inArray(eventAttendees.eventId, eventIds));
  const rows = [...holders, ...attendees.map((row) => ({ ...row, speechTitle: null }))];
  const names = await memberNames(
    db,
    rows.map((row) => row.userId),
  );
  for (const row of rows) {
    const people = byMeeting.get(row.eventId) ?? [];
    const known = people.find((person) => person.userId === row.userId);
    if (known) known.speechTitle ??= row.speechTitle;
    else people.push({ userId: row.userId, name: names[row.userId] ?? "", speechTitle: row.speechTitle });
  }
  for (const people of byMeeting.values()) people.sort((a, b) => a.name.localeCompare(b.name));
  return byMeeting;
}

const meetingColumns = {
  eventId: events.id,
  title: events.title,
  club: clubs.name,
  eventDate: events.eventDate,
  timeZone: sql<string>`coalesce(${events.timeZone}, ${clubs.timeZone}, 'UTC')`,
};

const meetingOf = (row: { title: string; club: string | null; eventDate: Date; timeZone: string }): AttachMeeting => ({
  title: row.title,
  club: row.club,
  at: row.eventDate.toISOString(),
  timeZone: row.timeZone,
});

/** The most meetings offered. */
const OFFERED_MEETINGS = 20;

/**
 * The meetings the member may attach entries to, the latest first: begun, not cancelled, within the window, of the
 * clubs they are an active member of; each with the people at it.
 */
export async function attachableMeetings(db: Executor, userId: string, now = new Date()) {
  const clubIds = await clubsToAttachTo(db, userId);
  if (clubIds.length === 0) return { meetings: [] };
  const rows = await db
    .select(meetingColumns)
    .from(events)
    .innerJoin(clubs, eq(clubs.id, events.clubId))
    .where(
      and(
        inArray(events.clubId, clubIds),
        isNull(events.cancelledAt),
        lte(events.eventDate, now),
        gte(events.eventDate, new Date(now.getTime() - ATTACH_WINDOW_MS)),
      ),
    )
    .orderBy(desc(events.eventDate))
    .limit(OFFERED_MEETINGS);
  const people = await peopleAtMeetings(
    db,
    rows.map((row) => row.eventId),
  );
  return {
    meetings: rows.map((row) => ({ eventId: row.eventId, ...meetingOf(row), people: people.get(row.eventId) ?? [] })),
  };
}

/** The entries the member attached (of one entry, or all), with the meeting and speaker each went to. */
export async function attachedEntries(
  db: Executor,
  userId: string,
  entry?: { tool: AttachedTool; entryId: string; partId: string },
) {
  const rows = await db
    .select({
      tool: attachedToolEntries.tool,
      entryId: attachedToolEntries.entryId,
      partId: attachedToolEntries.partId,
      speakerUserId: attachedToolEntries.speakerUserId,
      ...meetingColumns,
    })
    .from(attachedToolEntries)
    .innerJoin(events, eq(events.id, attachedToolEntries.eventId))
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(
      and(
        eq(attachedToolEntries.attachedBy, userId),
        entry && eq(attachedToolEntries.tool, entry.tool),
        entry && eq(attachedToolEntries.entryId, entry.entryId),
        entry && eq(attachedToolEntries.partId, entry.partId),
      ),
    )
    .orderBy(desc(attachedToolEntries.attachedAt));
  const names = await memberNames(
    db,
    rows.map((row) => row.speakerUserId),
  );
  return rows.map((row) => ({
    tool: row.tool,
    entryId: row.entryId,
    partId: row.partId,
    eventId: row.eventId,
    meeting: meetingOf(row),
    speakerUserId: row.speakerUserId,
    speakerName: names[row.speakerUserId] ?? "",
  }));
}
export type AttachedEntry = Awaited<ReturnType<typeof attachedEntries>>[number];
