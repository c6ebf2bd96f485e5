import { asc, eq, ilike, or, sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import type { Database } from "../../db/client";
import { clubs, users } from "../../db/schema";

export const MEMBER_SEARCH_LIMIT = 20;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Members for the Create Event dialog's picker, ordered by first name: a page of at most `limit`, matching the
 * search in first name, last name, full name or e-mail (case-insensitive). Stays quick with many members.
 */
export async function searchMembers(db: Database, search: string, limit = MEMBER_SEARCH_LIMIT) {
  const text = search.trim();
  const pattern = likePattern(text);
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      text
        ? or(
            ilike(users.firstName, pattern),
            ilike(users.lastName, pattern),
            ilike(users.email, pattern),
            ilike(sql`${users.firstName} || ' ' || coalesce(${users.lastName}, '')`, pattern),
          )
        : undefined,
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, name: displayName(row), email: row.email }));
}

/** Active clubs for the Create Event dialog's optional Club select, by name. */
export async function clubChoices(db: Database) {
  return db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(eq(clubs.isActive, true))
    .orderBy(asc(clubs.name));
}
