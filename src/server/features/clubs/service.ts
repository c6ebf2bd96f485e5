import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { ClubEventsQuery } from "../../../domain/clubs/club-events";
import { containsPattern } from "../../../domain/clubs/search";
import { mayRunClub } from "../../authority";
import type { Database } from "../../db/client";
import { clubs, memberships } from "../../db/schema";
import type { Writer } from "../../http/context";
import { forgetCommunityCounts, forgetMemberRecords } from "../dashboard";
import { clubEventsPage } from "./club-events";
import { activeMembership } from "./memberships";
import { publicOfficers, removeOfficer } from "./officers";

const activeMemberCounts = (db: Database) =>
  db
    .select({ clubId: memberships.clubId, members: count().as("members") })
    .from(memberships)
    .where(eq(memberships.status, "active"))
    .groupBy(memberships.clubId)
    .as("member_counts");

/** Active clubs ordered by name (case-insensitive, the same on PGlite and PostgreSQL), matching `search` in name, location or description (case-insensitive). */
/** What a club card and the club page show of a club. */
const CLUB_COLUMNS = {
  id: clubs.id,
  name: clubs.name,
  description: clubs.description,
  location: clubs.location,
  meetingDay: clubs.meetingDay,
  meetingTime: clubs.meetingTime,
  contactEmail: clubs.contactEmail,
  websiteUrl: clubs.websiteUrl,
};

export async function findClubs(db: Database, options: { search?: string; userId?: string }) {
  const counts = activeMemberCounts(db);
  const matching = options.search
    ? or(
        ilike(clubs.name, containsPattern(options.search)),
        ilike(clubs.location, containsPattern(options.search)),
        ilike(clubs.description, containsPattern(options.search)),
      )
    : undefined;
  const rows = await db
    .select({
      ...CLUB_COLUMNS,
      memberCount: sql<number>`coalesce(${counts.members}, 0)`.mapWith(Number),
    })
    .from(clubs)
    .leftJoin(counts, eq(counts.clubId, clubs.id))
    .where(and(eq(clubs.isActive, true), matching))
    .orderBy(sql`lower(${clubs.name})`, asc(clubs.name), asc(clubs.id));
  const joined = await joinedClubIds(db, options.userId);
  return rows.map((club) => ({ ...club, isMember: joined.has(club.id) }));
}

async function joinedClubIds(db: Database, userId: string | undefined): Promise<Set<string>> {
  if (!userId) return new Set();
  const rows = await db
    .select({ clubId: memberships.clubId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, "active")));
  return new Set(rows.map((row) => row.clubId));
}

export type ClubCard = Awaited<ReturnType<typeof findClubs>>[number];

/** Whether the member sees the club's members-only events: its active members, its officers and admins. */
async function seesMembersOnlyOf(db: Database, clubId: string, userId: string | undefined) {
  if (!userId) return false;
  return (await joinedClubIds(db, userId)).has(clubId) || (await mayRunClub(db, clubId, userId));
}

/** A page of an active club's events as the viewer may see them; undefined when there is no such active club. */
export async function clubEventsFor(db: Database, clubId: string, userId: string | undefined, query: ClubEventsQuery) {
  if (!(await isActiveClub(db, clubId))) return undefined;
  return clubEventsPage(db, clubId, await seesMembersOnlyOf(db, clubId, userId), query);
}

/**
 * One active club with the first page of its events not ended yet — the members-only ones too for its members, officers and admins —
 * cancelled ones marked; undefined when there is no such active club.
 */
export async function clubDetail(db: Database, clubId: string, userId: string | undefined, now = new Date()) {
  const [club] = await db
    .select({ ...CLUB_COLUMNS, timeZone: clubs.timeZone })
    .from(clubs)
    .where(and(eq(clubs.id, clubId), eq(clubs.isActive, true)));
  if (!club) return undefined;
  const [members] = await db
    .select({ value: count() })
    .from(memberships)
    .where(and(eq(memberships.clubId, clubId), eq(memberships.status, "active")));
  const joined = await joinedClubIds(db, userId);
  const [officers, canManageOfficers] = await Promise.all([
    publicOfficers(db, clubId),
    userId ? mayRunClub(db, clubId, userId) : false,
  ]);
  const seesMembersOnly = joined.has(club.id) || canManageOfficers;
  const upcoming = await clubEventsPage(db, clubId, seesMembersOnly, { when: "upcoming", page: 1 }, now);
  return {
    ...club,
    memberCount: members?.value ?? 0,
    isMember: joined.has(club.id),
    upcomingEvents: upcoming.events,
    officers,
    canManageOfficers,
  };
}

export type ClubDetail = NonNullable<Awaited<ReturnType<typeof clubDetail>>>;

export async function isActiveClub(db: Database, clubId: string): Promise<boolean> {
  const [club] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(and(eq(clubs.id, clubId), eq(clubs.isActive, true)));
  return Boolean(club);
}

/**
 * Makes the member an active club_member. The unique (user, club) constraint keeps one row however many
 * requests race; joining again (or re-joining over an inactive row) is not an error.
 */
async function addMembership(db: Database, userId: string, clubId: string) {
  if (!(await isActiveClub(db, clubId))) return { outcome: "no-such-club" as const };
  const joined = await activeMembership(db, userId, clubId);
  return { outcome: joined ? ("joined" as const) : ("already-member" as const) };
}

/**
 * Ends the membership (the row is deleted, as the spec says) and with it the member's office in the club; the club's
 * last officer cannot leave (decision 139), checked with the club row locked as for removals.
 */
async function removeMembership(db: Database, userId: string, clubId: string) {
  return db.transaction(async (tx) => {
    const office = await removeOfficer(tx, clubId, userId);
    if (office.outcome === "last-officer") return { outcome: "last-officer" as const };
    const deleted = await tx
      .delete(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.clubId, clubId)))
      .returning({ id: memberships.id });
    return { outcome: deleted.length > 0 ? ("left" as const) : ("not-a-member" as const) };
  });
}

/** After joining or leaving: the member's next dashboard is fresh without waiting for the change feed. */
export function membershipChanged(deps: Writer, userId: string) {
  forgetMemberRecords(deps, userId);
  forgetCommunityCounts(deps);
}

export async function joinClub(deps: Writer, userId: string, clubId: string) {
  const result = await addMembership(deps.db, userId, clubId);
  membershipChanged(deps, userId);
  return result;
}

export async function leaveClub(deps: Writer, userId: string, clubId: string) {
  const result = await removeMembership(deps.db, userId, clubId);
  membershipChanged(deps, userId);
  return result;
}
