import { and, asc, count, eq } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { officerOrder, REDEEMED_OFFICER_TITLE } from "../../../domain/clubs/officers";
import { isActiveMember, mayRunClub } from "../../authority";
import type { Database } from "../../db/client";
import { clubOfficers, clubs, memberships, users } from "../../db/schema";
import type { Deps, Mailing } from "../../http/context";
import { deliverInBackground, enqueueMail } from "../../mail/queue";
import { fullNameColumns, memberRow } from "../../reads/members";
import { activeMembership } from "./memberships";
import { officerAppointedMail } from "./officer-mails";

/** How an officer is named to everyone who may see the club: their name, never their e-mail. */
const publicName = (row: { firstName: string | null; lastName: string | null }) =>
  displayName({ ...row, email: "" }) || "A club officer";

const officerRows = (db: Database, clubId: string) =>
  db
    .select({
      memberId: clubOfficers.userId,
      title: clubOfficers.title,
      ...fullNameColumns,
    })
    .from(clubOfficers)
    .innerJoin(users, eq(users.id, clubOfficers.userId))
    .where(eq(clubOfficers.clubId, clubId));

/** The club's officers and their titles, as the club page shows them to everyone (no ids, no e-mails). */
export async function publicOfficers(db: Database, clubId: string) {
  const rows = await officerRows(db, clubId);
  return rows.map((row) => ({ name: publicName(row), title: row.title })).sort(officerOrder);
}

/** The club's active members, by name: the people an officer may appoint. */
async function clubMembers(db: Database, clubId: string) {
  const rows = await db
    .select({ memberId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.clubId, clubId), eq(memberships.status, "active")))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
  return rows.map((row) => ({ memberId: row.memberId, name: displayName(row) }));
}

/** The officers with their ids, and — for those who may change them — the members they may appoint. */
export async function clubOfficersFor(db: Database, clubId: string, userId: string) {
  const canManage = await mayRunClub(db, clubId, userId);
  const officers = (await officerRows(db, clubId))
    .map((row) => ({ memberId: row.memberId, name: publicName(row), title: row.title }))
    .sort(officerOrder);
  return { officers, canManage, members: canManage ? await clubMembers(db, clubId) : [] };
}

export type OfficerChange =
  | { outcome: "done"; name: string; title: string }
  | { outcome: "not-a-member" | "already-officer" | "no-such-officer" | "last-officer" };

/** Locks the club row: every change of a club's officers runs one at a time, so the last-officer rule holds. */
const lockClub = (tx: Database, clubId: string) =>
  tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for("update");

async function nameOf(tx: Database, userId: string) {
  const row = await memberRow(tx, userId);
  return row ? publicName(row) : "";
}

/**
 * Appoints an active member of the club as an officer with a title, and tells them by e-mail (queued with the
 * appointment, sent after it is committed; an unverified address is not mailed).
 */
export async function appointOfficer(
  deps: Mailing,
  clubId: string,
  input: { memberId: string; title: string; appointedBy: string },
): Promise<OfficerChange> {
  const result = await deps.db.transaction(async (tx) => {
    await lockClub(tx, clubId);
    if (!(await isActiveMember(tx, clubId, input.memberId))) return { outcome: "not-a-member" as const };
    const inserted = await tx
      .insert(clubOfficers)
      .values({ clubId, userId: input.memberId, title: input.title, appointedBy: input.appointedBy })
      .onConflictDoNothing()
      .returning({ userId: clubOfficers.userId });
    if (inserted.length === 0) return { outcome: "already-officer" as const };
    const mailIds = await queueAppointmentMail(tx, deps.config, clubId, input);
    return { outcome: "done" as const, name: await nameOf(tx, input.memberId), title: input.title, mailIds };
  });
  if (result.outcome !== "done") return result;
  const { mailIds, ...change } = result;
  deliverInBackground(deps, mailIds);
  return change;
}

async function queueAppointmentMail(
  tx: Database,
  config: Deps["config"],
  clubId: string,
  input: { memberId: string; title: string; appointedBy: string },
): Promise<string[]> {
  const member = await memberRow(tx, input.memberId);
  const [club] = await tx.select({ id: clubs.id, name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
  if (!member?.emailVerified || !club) return [];
  const appointedBy = (await nameOf(tx, input.appointedBy)) || "An officer";
  return enqueueMail(tx, [officerAppointedMail(config, { club, title: input.title, appointedBy, to: member })]);
}

/** Gives an officer another title. */
export async function changeOfficerTitle(
  db: Database,
  clubId: string,
  memberId: string,
  title: string,
): Promise<OfficerChange> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(clubOfficers)
      .set({ title })
      .where(and(eq(clubOfficers.clubId, clubId), eq(clubOfficers.userId, memberId)))
      .returning({ userId: clubOfficers.userId });
    if (updated.length === 0) return { outcome: "no-such-officer" };
    return { outcome: "done", name: await nameOf(tx, memberId), title };
  });
}

/**
 * Removes an officer, unless they are the club's last: with the club row locked, two officers removing each other
 * at once run one after the other, and the second finds the first alone and is refused.
 */
export async function removeOfficer(db: Database, clubId: string, memberId: string): Promise<OfficerChange> {
  return db.transaction(async (tx) => {
    await lockClub(tx, clubId);
    const [officers] = await tx.select({ value: count() }).from(clubOfficers).where(eq(clubOfficers.clubId, clubId));
    const isOfficer = and(eq(clubOfficers.clubId, clubId), eq(clubOfficers.userId, memberId));
    const [officer] = await tx.select({ title: clubOfficers.title }).from(clubOfficers).where(isOfficer);
    if (!officer) return { outcome: "no-such-officer" };
    if ((officers?.value ?? 0) <= 1) return { outcome: "last-officer" };
    await tx.delete(clubOfficers).where(isOfficer);
    return { outcome: "done", name: await nameOf(tx, memberId), title: officer.title };
  });
}

/**
 * Redeeming a club's key: the member becomes an active member and an officer of the club, in the caller's
 * transaction. False when they already were its officer.
 */
export async function makeOfficerByKey(tx: Database, clubId: string, userId: string): Promise<boolean> {
  await activeMembership(tx, userId, clubId);
  const inserted = await tx
    .insert(clubOfficers)
    .values({ clubId, userId, title: REDEEMED_OFFICER_TITLE })
    .onConflictDoNothing()
    .returning({ userId: clubOfficers.userId });
  return inserted.length > 0;
}
