import { eq } from "drizzle-orm";
import { SPEC_ROLE_SET } from "../../../domain/clubs/role-set";
import { type Executor, hasRows } from "../executor";
import { clubRoles } from "../schema";

/**
 * The demo club that has saved a set of its own (decision 222): the specification's five roles only, as a club that
 * has not taken up the classic roles yet. Every other demo club keeps the classic set (it saves no rows).
 */
export const FIVE_ROLE_CLUB = "Berlin Demo Night";

/** Saves the five roles for the club unless it has saved a set already (its officers may have changed it). */
export async function seedClubRoles(tx: Executor, clubId: string | undefined): Promise<void> {
  if (!clubId) return;
  if (await hasRows(tx, clubRoles, eq(clubRoles.clubId, clubId))) return;
  await tx.insert(clubRoles).values(SPEC_ROLE_SET.map((role, index) => ({ ...role, clubId, position: index + 1 })));
}
