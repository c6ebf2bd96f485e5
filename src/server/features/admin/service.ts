import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userRoles, users } from "../../db/schema";

export type Member = { id: string; email: string; firstName: string };

/** What a change of the admin role did; `no-such-member` when no account has that e-mail address. */
export type AdminRoleChange =
  | { outcome: "no-such-member"; email: string }
  | { outcome: "granted" | "already-admin" | "revoked" | "not-admin"; member: Member };

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The member with this e-mail address (case and surrounding spaces do not matter). */
export async function findMemberByEmail(db: Database, email: string): Promise<Member | undefined> {
  const [member] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)));
  return member;
}

/** Gives the member the admin role; granting it again changes nothing. */
export async function grantAdmin(db: Database, email: string): Promise<AdminRoleChange> {
  const member = await findMemberByEmail(db, email);
  if (!member) return { outcome: "no-such-member", email: normalizeEmail(email) };
  const inserted = await db
    .insert(userRoles)
    .values({ userId: member.id, role: "admin" })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return { outcome: inserted.length > 0 ? "granted" : "already-admin", member };
}

/** Takes the admin role away; revoking it from a member who does not have it changes nothing. */
export async function revokeAdmin(db: Database, email: string): Promise<AdminRoleChange> {
  const member = await findMemberByEmail(db, email);
  if (!member) return { outcome: "no-such-member", email: normalizeEmail(email) };
  const deleted = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, member.id), eq(userRoles.role, "admin")))
    .returning({ userId: userRoles.userId });
  return { outcome: deleted.length > 0 ? "revoked" : "not-admin", member };
}

/** Every admin, by e-mail address. */
export async function listAdmins(db: Database): Promise<Member[]> {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"))
    .orderBy(asc(users.email));
}
