import { eq, inArray } from "drizzle-orm";
import { displayName } from "../../domain/accounts";
import type { Database } from "../db/client";
import { users } from "../db/schema";

type Reader = Pick<Database, "select">;

/** A member as the server names and mails them: the one read of a member's row (docs/decisions/206). */
export type MemberRow = {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

const memberColumns = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** The columns a member's name is made of (`displayName`), to select beside the row that names them. */
export const nameColumns = { firstName: users.firstName, lastName: users.lastName, email: users.email };

/** The member's row, or undefined when there is no such member. */
export async function memberRow(db: Reader, userId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** The rows of these members (each once, in no particular order; unknown ids are left out). */
export async function memberRows(db: Reader, userIds: readonly string[]): Promise<MemberRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select(memberColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
}

/** These members' names as a meeting shows them to its organisers (their full name, else their e-mail), by id. */
export async function memberNames(db: Reader, userIds: readonly string[]): Promise<Record<string, string>> {
  const rows = await memberRows(db, userIds);
  return Object.fromEntries(rows.map((row) => [row.id, displayName(row)]));
}
