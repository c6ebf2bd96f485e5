import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { columnsEqual } from "../db/conditions";
import { hasRows } from "../db/executor";
import { clubOfficers, leadershipAccess, memberships, userRoles } from "../db/schema";

/** A database or an open transaction: every question here only reads. */
export type Reader = Pick<Database, "select">;

/** Whether the member holds the admin role (a user_roles row). */
export async function isAdmin(db: Reader, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
  return Boolean(row);
}

/** Whether the member is an active member of the club. */
export async function isActiveMember(db: Reader, clubId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(columnsEqual(memberships, { clubId, userId, status: "active" }));
  return Boolean(row);
}

/** Whether the member is an officer of the club (admins are not, unless appointed). */
export async function isOfficer(db: Reader, clubId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: clubOfficers.userId })
    .from(clubOfficers)
    .where(and(eq(clubOfficers.clubId, clubId), eq(clubOfficers.userId, userId)));
  return Boolean(row);
}

/** Whether the member is an officer of any club (which opens Leadership Central). */
export async function isOfficerOfAnyClub(db: Reader, userId: string): Promise<boolean> {
  return hasRows(db, clubOfficers, eq(clubOfficers.userId, userId));
}

/**
 * Who runs a club — changes its officers and agenda templates, plans its events, opens its Leadership Central pages:
 * its officers and admins.
 */
export async function mayRunClub(db: Reader, clubId: string, userId: string): Promise<boolean> {
  return (await isOfficer(db, clubId, userId)) || (await isAdmin(db, userId));
}

/** Who sees a club's members (its officers' list with ids, its agenda templates): its active members, officers, admins. */
export async function maySeeClubMembers(db: Reader, clubId: string, userId: string): Promise<boolean> {
  return (await isActiveMember(db, clubId, userId)) || (await mayRunClub(db, clubId, userId));
}

/** Whether the member holds the network-wide Leadership Central grant (a key without a club). */
export async function holdsNetworkGrant(db: Reader, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: leadershipAccess.userId })
    .from(leadershipAccess)
    .where(eq(leadershipAccess.userId, userId));
  return Boolean(row);
}

/** Who sees and addresses the whole network in Leadership Central (docs/decisions/178): admins and the grant's holders. */
export async function leadsNetwork(db: Reader, userId: string): Promise<boolean> {
  return (await isAdmin(db, userId)) || (await holdsNetworkGrant(db, userId));
}

/**
 * Who reaches Leadership Central (docs/decisions/178): admins, holders of the network-wide grant and the officers of
 * a club.
 */
export async function hasLeadershipAccess(db: Reader, userId: string): Promise<boolean> {
  return (await leadsNetwork(db, userId)) || (await isOfficerOfAnyClub(db, userId));
}
