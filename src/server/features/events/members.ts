import { and, asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import type { Database } from "../../db/client";
import { clubOfficers, clubs, memberships, users } from "../../db/schema";

export const MEMBER_SEARCH_LIMIT = 20;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The clubs a member plans events for as an officer (docs/decisions/140). */
const clubsServedBy = (db: Database, userId: string) =>
  db.select({ clubId: clubOfficers.clubId }).from(clubOfficers).where(eq(clubOfficers.userId, userId));

/**
 * Members for the Create Event dialog's picker, ordered by first name: a page of at most `limit`, matching the
 * search in first name, last name, full name or e-mail (case-insensitive). Stays quick with many members.
 * `officerId`: an officer who is not an admin sees only the active members of the clubs they serve.
 */
export async function searchMembers(db: Database, search: string, limit = MEMBER_SEARCH_LIMIT, officerId?: string) {
  const text = search.trim();
  const pattern = likePattern(text);
  const matching = text
    ? or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || coalesce(${users.lastName}, '')`, pattern),
      )
    : undefined;
  const inTheirClubs: SQL | undefined = officerId
    ? inArray(
        users.id,
        db
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(and(eq(memberships.status, "active"), inArray(memberships.clubId, clubsServedBy(db, officerId)))),
      )
    : undefined;
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(matching, inTheirClubs))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, name: displayName(row), email: row.email }));
}

/** Active clubs for the Create Event dialog's Club select, by name: every club, or those `officerId` serves. */
export async function clubChoices(db: Database, officerId?: string) {
  return db
    .select({
      id: clubs.id,
      name: clubs.name,
      /** What the Create Event dialog starts from (docs/decisions/175): the club's zone, place, day and time. */
      timeZone: clubs.timeZone,
      location: clubs.location,
      meetingDay: clubs.meetingDay,
      meetingTime: clubs.meetingTime,
    })
    .from(clubs)
    .where(and(eq(clubs.isActive, true), officerId ? inArray(clubs.id, clubsServedBy(db, officerId)) : undefined))
    .orderBy(asc(clubs.name));
}
