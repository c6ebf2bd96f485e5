import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { type ClubRole, type ClubRoleInput, roleStillHeld, withKeys } from "../../../domain/clubs/role-set";
import { formatDate } from "../../../domain/dates";
import type { Database } from "../../db/client";
import type { Executor } from "../../db/executor";
import { clubRoles, clubs, events, meetingRoleAssignments } from "../../db/schema";
import { refuse } from "../../http/errors";
import { clubRoleSet } from "../../reads/role-set";

/** The roles held at the club's meetings that are not over (nor called off), with each meeting's day. */
async function rolesHeldAhead(tx: Executor, clubId: string, now: Date) {
  const rows = await tx
    .select({
      roleType: meetingRoleAssignments.roleType,
      title: events.title,
      eventDate: events.eventDate,
      timeZone: events.timeZone,
    })
    .from(meetingRoleAssignments)
    .innerJoin(events, eq(events.id, meetingRoleAssignments.eventId))
    .where(
      and(
        eq(events.clubId, clubId),
        isNull(events.cancelledAt),
        gt(sql`${events.eventDate} + ${events.durationMinutes} * interval '1 minute'`, now),
      ),
    )
    .orderBy(events.eventDate);
  return rows.map((row) => ({
    roleType: row.roleType,
    title: row.title,
    day: formatDate(row.eventDate, "date-medium", { timeZone: row.timeZone ?? undefined }),
  }));
}

/**
 * Saves the club's whole role set, in order, under the club's lock (two officers saving at once take turns; the last
 * one's set stands whole). Roles sent with their key keep it; added roles get one from their name. A set that takes a
 * role from members holding it at an upcoming meeting is refused, naming the meetings (docs/decisions/223): claims
 * read the set under the club row's share lock, so none slips in between this check and the save.
 */
export async function saveRoleSet(
  db: Database,
  clubId: string,
  roles: readonly ClubRoleInput[],
  now = new Date(),
): Promise<ClubRole[]> {
  const keyed = withKeys(roles);
  await db.transaction(async (tx) => {
    await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for("update");
    const before = await clubRoleSet(tx, clubId);
    const taken = roleStillHeld(before, keyed, await rolesHeldAhead(tx, clubId, now));
    if (taken) throw refuse("ROLE_STILL_HELD", taken);
    await tx.delete(clubRoles).where(eq(clubRoles.clubId, clubId));
    await tx.insert(clubRoles).values(keyed.map((role, index) => ({ ...role, clubId, position: index + 1 })));
  });
  return clubRoleSet(db, clubId);
}
