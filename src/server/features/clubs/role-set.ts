import { asc, eq } from "drizzle-orm";
import { CLASSIC_ROLE_SET, type ClubRole, type ClubRoleInput, withKeys } from "../../../domain/clubs/role-set";
import type { Database } from "../../db/client";
import type { Executor } from "../../db/executor";
import { clubRoles, clubs } from "../../db/schema";

const roleColumns = {
  key: clubRoles.key,
  name: clubRoles.name,
  perMeeting: clubRoles.perMeeting,
  speaking: clubRoles.speaking,
  evaluated: clubRoles.evaluated,
  duty: clubRoles.duty,
};

/** The meeting roles the club saved, in their order (none while it has saved none). */
export const savedRoleSet = (db: Pick<Executor, "select">, clubId: string): Promise<ClubRole[]> =>
  db.select(roleColumns).from(clubRoles).where(eq(clubRoles.clubId, clubId)).orderBy(asc(clubRoles.position));

/** The club's meeting roles in their order: its own set, or the classic set while it has saved none. */
export async function clubRoleSet(db: Executor, clubId: string): Promise<ClubRole[]> {
  const saved = await savedRoleSet(db, clubId);
  return saved.length > 0 ? saved : CLASSIC_ROLE_SET.map((role) => ({ ...role }));
}

/**
 * Saves the club's whole role set, in order, under the club's lock (two officers saving at once take turns; the last
 * one's set stands whole). Roles sent with their key keep it; added roles get one from their name.
 */
export async function saveRoleSet(db: Database, clubId: string, roles: readonly ClubRoleInput[]): Promise<ClubRole[]> {
  const keyed = withKeys(roles);
  await db.transaction(async (tx) => {
    await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for("update");
    await tx.delete(clubRoles).where(eq(clubRoles.clubId, clubId));
    await tx.insert(clubRoles).values(keyed.map((role, index) => ({ ...role, clubId, position: index + 1 })));
  });
  return clubRoleSet(db, clubId);
}
