import { and, asc, eq, inArray } from "drizzle-orm";
import { displayName } from "../../domain/accounts";
import { roleNameIn } from "../../domain/events/event-roles";
import { isPresent } from "../../domain/meetings/attendance";
import { alphabetical } from "../../domain/member-names";
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

type Attendance = { members: Person[]; guests: Guest[] };

/** Everyone who may be checked in at the meeting, with their mark, and its guests. */
export async function meetingAttendanceOf(
  db: Reader,
  event: { id: string; clubId: string | null },
): Promise<Attendance> {
  if (!event.clubId) return { members: [], guests: [] };
  return (await clubMeetingsAttendance(db, event.clubId, [event.id])).get(event.id) ?? { members: [], guests: [] };
}

/**
 * The attendance at several meetings of one club, by meeting id, in six queries whatever their number (the Reports'
 * last meetings, the attendance file's whole history): the club's members and role set are read once.
 */
export async function clubMeetingsAttendance(
  db: Reader,
  clubId: string,
  eventIds: string[],
): Promise<Map<string, Attendance>> {
  const byMeeting = new Map<string, Attendance>();
  if (eventIds.length === 0) return byMeeting;
  const [clubMembers, holders, marks, guestRows, { roles }] = await Promise.all([
    db
      .select({ userId: users.id, ...nameColumns })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.clubId, clubId), eq(memberships.status, "active"))),
    db
      .select({
        eventId: meetingRoleAssignments.eventId,
        userId: users.id,
        roleType: meetingRoleAssignments.roleType,
        ...nameColumns,
      })
      .from(meetingRoleAssignments)
      .innerJoin(users, eq(users.id, meetingRoleAssignments.userId))
      .where(inArray(meetingRoleAssignments.eventId, eventIds)),
    db
      .select({
        eventId: meetingAttendance.eventId,
        userId: meetingAttendance.userId,
        present: meetingAttendance.present,
      })
      .from(meetingAttendance)
      .where(inArray(meetingAttendance.eventId, eventIds)),
    db
      .select()
      .from(meetingGuests)
      .where(inArray(meetingGuests.eventId, eventIds))
      .orderBy(asc(meetingGuests.createdAt), asc(meetingGuests.id)),
    eventRolesOf(db, { clubId }),
  ]);
  const clubPeople = clubMembers.map((row) => ({ userId: row.userId, name: displayName(row) }));
  const byName = (a: { name: string }, b: { name: string }) => alphabetical(a.name, b.name);
  for (const eventId of eventIds) {
    const people = new Map<string, Person>();
    for (const person of clubPeople) people.set(person.userId, { ...person, roles: [], present: false, marked: false });
    const held = holders.filter((holder) => holder.eventId === eventId);
    for (const holder of held) {
      if (!people.has(holder.userId))
        people.set(holder.userId, {
          userId: holder.userId,
          name: displayName(holder),
          roles: [],
          present: false,
          marked: false,
        });
      people.get(holder.userId)?.roles.push(roleNameIn(roles, holder.roleType));
    }
    const markOf = new Map(marks.filter((mark) => mark.eventId === eventId).map((mark) => [mark.userId, mark.present]));
    const members = [...people.values()]
      .map((person) => ({
        ...person,
        present: isPresent(person.roles.length > 0, markOf.get(person.userId)),
        marked: markOf.has(person.userId),
      }))
      .sort(byName);
    const guests = guestRows
      .filter((guest) => guest.eventId === eventId)
      .map((guest) => ({ ...guestAnswer(guest), roleName: guest.roleType ? roleNameIn(roles, guest.roleType) : null }));
    byMeeting.set(eventId, { members, guests });
  }
  return byMeeting;
}

/** How many were at the meeting: present members and guests (club meetings only). */
export async function attendanceCount(db: Reader, event: { id: string; clubId: string | null }) {
  return countOf(await meetingAttendanceOf(db, event));
}

/** How many were at a meeting whose attendance is read: present members and guests. */
export const countOf = ({ members, guests }: Attendance) => ({
  attendees: members.filter((member) => member.present).length + guests.length,
  guests: guests.length,
});
