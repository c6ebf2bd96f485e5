import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { BulkMailKind, MailPreferencesInput } from "../../../domain/mail/preferences";
import type { Database } from "../../db/client";
import { columnsEqual } from "../../db/conditions";
import { clubs, mailPreferences, memberships, users } from "../../db/schema";
import { refuse } from "../../http/errors";
import type { UnsubscribeTarget } from "../../mail/unsubscribe-token";

/**
 * Members' choices of bulk mail per club (docs/decisions/148, 157). No row: every kind on.
 */

/** Each club the member is an active member of, with what they receive from it. */
export async function memberMailPreferences(db: Database, memberId: string) {
  const rows = await db
    .select({
      clubId: clubs.id,
      clubName: clubs.name,
      announcements: mailPreferences.announcements,
      agendas: mailPreferences.agendas,
      openRoles: mailPreferences.openRoles,
    })
    .from(memberships)
    .innerJoin(clubs, eq(clubs.id, memberships.clubId))
    .leftJoin(
      mailPreferences,
      and(eq(mailPreferences.userId, memberships.userId), eq(mailPreferences.clubId, memberships.clubId)),
    )
    .where(and(eq(memberships.userId, memberId), eq(memberships.status, "active")))
    .orderBy(asc(clubs.name));
  return rows.map((row) => ({
    clubId: row.clubId,
    clubName: row.clubName,
    announcements: row.announcements ?? true,
    agendas: row.agendas ?? true,
    openRoles: row.openRoles ?? true,
  }));
}

const notYourClub = () => refuse("CLUB_NOT_FOUND", "notYours");

/** Saves the member's choice for one of their clubs. */
export async function saveMailPreferences(db: Database, memberId: string, input: MailPreferencesInput) {
  const [membership] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(columnsEqual(memberships, { userId: memberId, clubId: input.clubId, status: "active" }));
  if (!membership) throw notYourClub();
  const choice = {
    announcements: input.announcements,
    agendas: input.agendas,
    ...(input.openRoles === undefined ? {} : { openRoles: input.openRoles }),
    updatedAt: sql`now()`,
  };
  await db
    .insert(mailPreferences)
    .values({ userId: memberId, clubId: input.clubId, ...choice })
    .onConflictDoUpdate({ target: [mailPreferences.userId, mailPreferences.clubId], set: choice });
  return memberMailPreferences(db, memberId);
}

/**
 * Turns the kind off for the club the token names (every club of the member's when it names none). Doing it twice
 * changes nothing more. The club's name when the token names one that exists.
 */
export async function unsubscribe(db: Database, target: UnsubscribeTarget): Promise<{ clubName: string | null }> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, target.memberId));
  const clubIds = target.clubId
    ? (await db.select({ id: clubs.id, name: clubs.name }).from(clubs).where(eq(clubs.id, target.clubId))).map(
        (club) => club.id,
      )
    : (
        await db
          .select({ id: memberships.clubId })
          .from(memberships)
          .where(and(eq(memberships.userId, target.memberId), eq(memberships.status, "active")))
      ).map((row) => row.id);
  if (member && clubIds.length > 0) {
    const off = { [target.kind]: false, updatedAt: sql`now()` };
    await db
      .insert(mailPreferences)
      .values(clubIds.map((clubId) => ({ userId: target.memberId, clubId, ...off })))
      .onConflictDoUpdate({ target: [mailPreferences.userId, mailPreferences.clubId], set: off });
  }
  return { clubName: await clubNameOf(db, target.clubId) };
}

export async function clubNameOf(db: Database, clubId: string | null): Promise<string | null> {
  if (!clubId) return null;
  const [club] = await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
  return club?.name ?? null;
}

/**
 * A condition on `users`: the member has not turned `kind` off for `clubId` (for a network-wide mail, clubId null:
 * not for every one of their active clubs).
 */
const COLUMNS: Record<BulkMailKind, string> = {
  announcements: "announcements",
  agendas: "agendas",
  openRoles: "open_roles",
};

export function wantsBulkMail(kind: BulkMailKind, clubId: string | null): SQL {
  const column = sql.raw(COLUMNS[kind]);
  if (clubId) {
    return sql`not exists (select 1 from mail_preferences p where p.user_id = ${users.id} and p.club_id = ${clubId} and p.${column} = false)`;
  }
  return sql`exists (select 1 from memberships m where m.user_id = ${users.id} and m.status = 'active' and not exists (
    select 1 from mail_preferences p where p.user_id = m.user_id and p.club_id = m.club_id and p.${column} = false))`;
}
