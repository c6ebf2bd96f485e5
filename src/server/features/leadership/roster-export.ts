import { and, asc, eq, sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { attendanceCsv, roleHistoryCsv, rosterCsv, rosterFileName } from "../../../domain/clubs/roster-export";
import { ROLE_NAMES } from "../../../domain/events/roles";
import type { Database } from "../../db/client";
import { clubOfficers, clubs, events, meetingRoleAssignments, memberships, users } from "../../db/schema";
import { clubMeetingsAttendance } from "../../reads/attendance";
import { clubEventsHeld } from "../../reads/club-events";
import { assignmentsOfMembers } from "../../reads/member-roles";
import { nameColumns } from "../../reads/members";
import { clubRoleSet } from "../clubs";

/**
 * The club's lists as CSV files for its officers (docs/decisions/227): the roster, the role history and the
 * attendance kept by the meetings' check-in (docs/decisions/232).
 */

export type CsvFile = { body: string; fileName: string };

async function clubOf(db: Database, clubId: string) {
  const [club] = await db
    .select({ name: clubs.name, timeZone: clubs.timeZone })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return { name: club?.name ?? "club", timeZone: club?.timeZone ?? "UTC" };
}

/** The club's active members: name, address, the day they joined (in the club's zone) and their officer role. */
export async function rosterFile(db: Database, clubId: string, now = new Date()): Promise<CsvFile> {
  const club = await clubOf(db, clubId);
  const rows = await db
    .select({ ...nameColumns, joinedAt: memberships.createdAt, officerTitle: clubOfficers.title })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(clubOfficers, and(eq(clubOfficers.clubId, memberships.clubId), eq(clubOfficers.userId, users.id)))
    .where(and(eq(memberships.clubId, clubId), eq(memberships.status, "active")))
    .orderBy(sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`, asc(users.email));
  const entries = rows.map((row) => ({
    name: displayName(row),
    email: row.email,
    joinedAt: row.joinedAt,
    officerTitle: row.officerTitle,
  }));
  return { body: rosterCsv(entries, club.timeZone), fileName: rosterFileName(club.name, "roster", now, club.timeZone) };
}

/**
 * Every role held at the club's meetings that have started (not cancelled), oldest first: the meeting's day and
 * time in its zone, its title, the role's name in the club's role set (the specification's name for a role the set
 * no longer has) and the holder.
 */
export async function roleHistoryFile(db: Database, clubId: string, now = new Date()): Promise<CsvFile> {
  const club = await clubOf(db, clubId);
  const [roles, rows] = await Promise.all([
    clubRoleSet(db, clubId),
    assignmentsOfMembers(db, {
      eventDate: events.eventDate,
      timeZone: events.timeZone,
      meeting: events.title,
      roleKey: meetingRoleAssignments.roleType,
    })
      .where(clubEventsHeld(clubId, now))
      .orderBy(asc(events.eventDate), asc(events.id)),
  ]);
  const position = new Map(roles.map((role, index) => [role.key, index]));
  const order = (key: unknown) => position.get(String(key)) ?? roles.length;
  rows.sort((a, b) => a.eventDate.getTime() - b.eventDate.getTime() || order(a.roleKey) - order(b.roleKey));
  const roleNames = new Map<string, string>([
    ...Object.entries(ROLE_NAMES),
    ...roles.map((role) => [role.key, role.name] as const),
  ]);
  const entries = rows.map((row) => ({
    eventDate: row.eventDate,
    timeZone: row.timeZone ?? club.timeZone,
    meeting: row.meeting,
    role: roleNames.get(String(row.roleKey)) ?? String(row.roleKey),
    member: displayName(row),
  }));
  return {
    body: roleHistoryCsv(entries),
    fileName: rosterFileName(club.name, "role-history", now, club.timeZone),
  };
}

/**
 * The attendance of the club's meetings that have started (not cancelled), oldest first: each member of the
 * check-in list (the club's members and the role holders) with whether they attended, then the guests (decision 232).
 */
export async function attendanceFile(db: Database, clubId: string, now = new Date()): Promise<CsvFile> {
  const club = await clubOf(db, clubId);
  const meetings = await db
    .select({ id: events.id, title: events.title, eventDate: events.eventDate, timeZone: events.timeZone })
    .from(events)
    .where(clubEventsHeld(clubId, now))
    .orderBy(asc(events.eventDate), asc(events.id));
  const attendance = await clubMeetingsAttendance(
    db,
    clubId,
    meetings.map((meeting) => meeting.id),
  );
  const entries = [];
  for (const meeting of meetings) {
    const { members, guests } = attendance.get(meeting.id) ?? { members: [], guests: [] };
    const at = { eventDate: meeting.eventDate, timeZone: meeting.timeZone ?? club.timeZone, meeting: meeting.title };
    entries.push(
      ...members.map((member) => ({ ...at, name: member.name, guest: false, present: member.present })),
      ...guests.map((guest) => ({ ...at, name: guest.name, guest: true, present: true })),
    );
  }
  return {
    body: attendanceCsv(entries),
    fileName: rosterFileName(club.name, "attendance", now, club.timeZone),
  };
}
