import { and, asc, eq } from "drizzle-orm";
import { displayName } from "../../domain/accounts";
import { roleNameIn } from "../../domain/events/event-roles";
import { isPresent } from "../../domain/meetings/attendance";
import type { Reader } from "../authority/people";
import { meetingAttendance, meetingGuests, meetingRoleAssignments, memberships, users } from "../db/schema";
import { nameColumns } from "./members";
import { eventRolesOf } from "./role-set";

/**
 * Attendance at a club's meeting (docs/decisions/232): the club's active members and the meeting's role holders, each
 * present or not by the rule of the domain (a role holder unless marked absent, anyone else once checked in), and the
 * guests. Events without a club keep the specification's "Join Event" as their attendance.
 */

type Person = { userId: string; name: string; roles: string[]; present: boolean; marked: boolean };
type Guest = {
  id: string;
  name: string;
  email: string | null;
  heardFrom: string | null;
  consent: boolean;
  roleType: string | null;
  roleName: string | null;
};

/** A guest as the console and the report show them. */
export const guestAnswer = (guest: typeof meetingGuests.$inferSelect) => ({
  id: guest.id,
  name: guest.name,
  email: guest.email,
  heardFrom: guest.heardFrom,
  consent: guest.consent,
  roleType: guest.roleType,
});

/** Everyone who may be checked in at the meeting, with their mark, and its guests. */
export async function meetingAttendanceOf(
  db: Reader,
  event: { id: string; clubId: string | null },
): Promise<{ members: Person[]; guests: Guest[] }> {
  if (!event.clubId) return { members: [], guests: [] };
  const clubMembers = await db
    .select({ userId: users.id, ...nameColumns })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.clubId, event.clubId), eq(memberships.status, "active")));
  const holders = await db
    .select({ userId: users.id, roleType: meetingRoleAssignments.roleType, ...nameColumns })
    .from(meetingRoleAssignments)
    .innerJoin(users, eq(users.id, meetingRoleAssignments.userId))
    .where(eq(meetingRoleAssignments.eventId, event.id));
  const marks = await db
    .select({ userId: meetingAttendance.userId, present: meetingAttendance.present })
    .from(meetingAttendance)
    .where(eq(meetingAttendance.eventId, event.id));
  const guestRows = await db
    .select()
    .from(meetingGuests)
    .where(eq(meetingGuests.eventId, event.id))
    .orderBy(asc(meetingGuests.createdAt), asc(meetingGuests.id));
  const { roles } = await eventRolesOf(db, event);
  const people = new Map<string, Person>();
  for (const row of [...clubMembers, ...holders]) {
    if (!people.has(row.userId))
      people.set(row.userId, { userId: row.userId, name: displayName(row), roles: [], present: false, marked: false });
  }
  for (const holder of holders) people.get(holder.userId)?.roles.push(roleNameIn(roles, holder.roleType));
  const markOf = new Map(marks.map((mark) => [mark.userId, mark.present]));
  const members = [...people.values()]
    .map((person) => ({
      ...person,
      present: isPresent(person.roles.length > 0, markOf.get(person.userId)),
      marked: markOf.has(person.userId),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
  const guests = guestRows.map((guest) => ({
    ...guestAnswer(guest),
    roleName: guest.roleType ? roleNameIn(roles, guest.roleType) : null,
  }));
  return { members, guests };
}

/** How many were at the meeting: present members and guests (club meetings only). */
export async function attendanceCount(db: Reader, event: { id: string; clubId: string | null }) {
  const { members, guests } = await meetingAttendanceOf(db, event);
  return { attendees: members.filter((member) => member.present).length + guests.length, guests: guests.length };
}
