import { and, eq, sql } from "drizzle-orm";
import type { GuestValues } from "../../../domain/meetings/attendance";
import type { Database } from "../../db/client";
import { clubs, meetingAttendance, meetingGuests, meetingRoleAssignments } from "../../db/schema";
import { refuse } from "../../http/errors";
import { guestAnswer, meetingAttendanceOf } from "../../reads/attendance";
import { guestHolders } from "../../reads/guest-holders";
import { rolesOffering } from "../roles";
import { consoleWriteAccess } from "./runs";

/**
 * Attendance at a club's meeting (docs/decisions/232): the club's active members and the meeting's role holders, each
 * present or not by the rule of the domain (a role holder unless marked absent, anyone else once checked in), and the
 * guests. Events without a club keep the specification's "Join Event" as their attendance.
 */

/**
 * Checks a member in (present) or marks them absent. The same mark again changes nothing and answers the same. Only
 * the club's active members and the meeting's role holders can be marked (else 404).
 */
export async function markAttendance(
  db: Database,
  eventId: string,
  viewerId: string,
  userId: string,
  present: boolean,
) {
  return db.transaction(async (tx) => {
    const { event } = await consoleWriteAccess(tx, eventId, viewerId, "checkIn");
    const { members } = await meetingAttendanceOf(tx, event);
    const person = members.find((member) => member.userId === userId);
    if (!person) throw refuse("NOT_AT_CLUB");
    if (!(person.marked && person.present === present)) {
      await tx
        .insert(meetingAttendance)
        .values({ eventId, userId, present, markedBy: viewerId })
        .onConflictDoUpdate({
          target: [meetingAttendance.eventId, meetingAttendance.userId],
          set: { present, markedBy: viewerId, markedAt: new Date() },
        });
    }
    return { userId, present };
  });
}

/**
 * Adds a guest, or changes what was said of them: the browser chooses the guest's id, so sending the same guest twice
 * keeps one (answered 201 the first time, 200 after).
 */
export async function saveGuest(
  db: Database,
  eventId: string,
  viewerId: string,
  guestId: string,
  values: GuestValues,
): Promise<{ created: boolean; guest: ReturnType<typeof guestAnswer> }> {
  return db.transaction(async (tx) => {
    await consoleWriteAccess(tx, eventId, viewerId, "checkIn");
    const [known] = await tx.select().from(meetingGuests).where(eq(meetingGuests.id, guestId));
    if (known && known.eventId !== eventId) throw refuse("GUEST_NOT_FOUND");
    if (known) {
      const [changed] = await tx.update(meetingGuests).set(values).where(eq(meetingGuests.id, guestId)).returning();
      return { created: false, guest: guestAnswer(changed ?? known) };
    }
    const [made] = await tx
      .insert(meetingGuests)
      .values({ id: guestId, eventId, ...values, addedBy: viewerId })
      .returning();
    if (!made) throw new Error("the guest was not added");
    return { created: true, guest: guestAnswer(made) };
  });
}

/**
 * An officer gives a guest one of the meeting's roles, or takes it back (null). Under the event's lock and the
 * club's share lock, as every role given to a member: the role's number per meeting counts members and guests; a guest
 * holds at most one role. Giving the role the guest already holds answers as the first time.
 */
export async function setGuestRole(
  db: Database,
  eventId: string,
  viewerId: string,
  guestId: string,
  roleType: string | null,
) {
  return db.transaction(async (tx) => {
    const { event } = await consoleWriteAccess(tx, eventId, viewerId, "giveGuestRoles");
    const [guest] = await tx
      .select()
      .from(meetingGuests)
      .where(and(eq(meetingGuests.id, guestId), eq(meetingGuests.eventId, eventId)));
    if (!guest) throw refuse("GUEST_NOT_FOUND");
    if (guest.roleType === roleType) return guestAnswer(guest);
    if (roleType !== null) {
      if (event.clubId) await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, event.clubId)).for("share");
      const { roles } = await rolesOffering(tx, event, roleType);
      const role = roles.find((each) => each.key === roleType);
      const [members] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(meetingRoleAssignments)
        .where(and(eq(meetingRoleAssignments.eventId, eventId), eq(meetingRoleAssignments.roleType, roleType)));
      const guests = (await guestHolders(tx, eventId, guestId)).filter((row) => row.roleType === roleType);
      if (role && Number(members?.count ?? 0) + guests.length >= role.perMeeting) {
        throw refuse("ROLE_FULL", { role: role.name, capacity: role.perMeeting });
      }
    }
    const [changed] = await tx.update(meetingGuests).set({ roleType }).where(eq(meetingGuests.id, guestId)).returning();
    return guestAnswer(changed ?? guest);
  });
}
