import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Reader } from "../authority/people";
import { builtOnce } from "../db/built-once";
import { meetingGuests } from "../db/schema";

const guestsHolding = builtOnce("guests_holding_roles", (db: Reader) =>
  db
    .select({ id: meetingGuests.id, roleType: meetingGuests.roleType })
    .from(meetingGuests)
    .where(
      and(
        eq(meetingGuests.eventId, sql.placeholder("eventId")),
        isNotNull(meetingGuests.roleType),
        sql`${meetingGuests.id} is distinct from ${sql.placeholder("except")}`,
      ),
    ),
);

/**
 * The guests holding a role at the meeting (docs/decisions/232), as rows like the members' assignments (`userId`
 * "guest:<id>", never a member's id), so a role's number per meeting counts members and guests alike. `except`
 * leaves one guest out (the one being given a role).
 */
export async function guestHolders(db: Reader, eventId: string, except?: string) {
  const rows = await guestsHolding(db, { eventId, except: except ?? null });
  return rows.map((row) => ({ id: row.id, roleType: String(row.roleType), userId: `guest:${row.id}` }));
}

/** The guests holding a role at the meeting, by name, in the order they were added. */
export async function guestRoleRows(db: Reader, eventId: string) {
  const rows = await db
    .select({ id: meetingGuests.id, name: meetingGuests.name, roleType: meetingGuests.roleType })
    .from(meetingGuests)
    .where(and(eq(meetingGuests.eventId, eventId), isNotNull(meetingGuests.roleType)))
    .orderBy(asc(meetingGuests.createdAt), asc(meetingGuests.id));
  return rows.map((row) => ({ id: row.id, name: row.name, roleType: String(row.roleType) }));
}
