import { and, count, countDistinct, desc, eq, gte, inArray, isNull, lt, type SQL } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { clubMonth } from "../../../domain/clubs/central";
import { goalsCompleted, monthOf } from "../../../domain/leadership/overview";
import { isOfficer, leadsNetwork } from "../../authority";
import type { Database } from "../../db/client";
import { clubs, events, meetingRoleAssignments, memberships, pitches, users } from "../../db/schema";
import { refuse } from "../../http/errors";
import { nameColumns } from "../../reads/members";
import { roleNamer } from "../../reads/role-set";
import { officerClubs } from "../clubs";
import { noLeadershipAccess } from "./announcements";

const ACTIVITY_SHOWN = 10;

type OverviewClub = { id: string; name: string; timeZone: string | null };

/** What an overview covers: the whole network (admins and the network-wide grant) or one club. */
export type OverviewScope = { kind: "network" } | { kind: "club"; club: OverviewClub };

async function activeClub(db: Database, clubId: string): Promise<OverviewClub | undefined> {
  const [club] = await db
    .select({ id: clubs.id, name: clubs.name, timeZone: clubs.timeZone })
    .from(clubs)
    .where(and(eq(clubs.id, clubId), eq(clubs.isActive, true)));
  return club;
}

/**
 * Whose figures the member sees (docs/decisions/178): admins and the network-wide grant see the network, or any club
 * they name; an officer sees the club they name among theirs, or their first club by name; anyone else is refused.
 */
export async function overviewScope(db: Database, memberId: string, clubId?: string): Promise<OverviewScope> {
  const networkWide = await leadsNetwork(db, memberId);
  if (!clubId) {
    if (networkWide) return { kind: "network" };
    const [first] = await officerClubs(db, memberId);
    const club = first && (await activeClub(db, first.id));
    if (!club) throw noLeadershipAccess();
    return { kind: "club", club };
  }
  const club = await activeClub(db, clubId);
  if (networkWide) {
    if (!club) throw refuse("CLUB_NOT_FOUND", "club");
    return { kind: "club", club };
  }
  if (club && (await isOfficer(db, club.id, memberId))) return { kind: "club", club };
  if ((await officerClubs(db, memberId)).length === 0) throw noLeadershipAccess();
  throw refuse("NOT_A_CLUB_OFFICER", "overview");
}

/** A condition that holds everywhere for the network, or only for this club's rows. */
const within = (scope: OverviewScope, clubColumn: typeof memberships.clubId | typeof events.clubId) =>
  scope.kind === "club" ? eq(clubColumn, scope.club.id) : undefined;

/** A scope's month: the club's, read in its time zone, or the calendar month (UTC) for the network. */
export const overviewMonth = (scope: OverviewScope, now: Date) =>
  scope.kind === "club" ? clubMonth(now, scope.club.timeZone) : monthOf(now);

/**
 * Three of the four overview figures (decision 042), over the scope: a club's month is read in its time zone and its
 * cancelled meetings count nowhere (decision 141).
 */
export async function overviewCounts(db: Database, scope: OverviewScope, now = new Date()) {
  const { start, end } = overviewMonth(scope, now);
  const inMonth = and(gte(events.eventDate, start), lt(events.eventDate, end));
  const takesPlace: SQL | undefined = scope.kind === "club" ? isNull(events.cancelledAt) : undefined;
  const [members] = await db
    .select({ value: countDistinct(memberships.userId) })
    .from(memberships)
    .where(activeMembers(scope));
  const [meetings] = await db
    .select({ value: count() })
    .from(events)
    .where(and(eq(events.eventType, "meeting"), inMonth, within(scope, events.clubId), takesPlace));
  const [speeches] = await db
    .select({ value: count() })
    .from(meetingRoleAssignments)
    .innerJoin(events, eq(events.id, meetingRoleAssignments.eventId))
    .where(and(eq(meetingRoleAssignments.roleType, "pitcher"), inMonth, within(scope, events.clubId), takesPlace));
  return {
    activeMembers: members?.value ?? 0,
    meetingsThisMonth: meetings?.value ?? 0,
    speechesThisMonth: speeches?.value ?? 0,
  };
}

const activeMembers = (scope: OverviewScope) =>
  and(eq(memberships.status, "active"), within(scope, memberships.clubId));

/** Goals Completed (decision 042): for a club, those of its active members. */
export async function overviewGoals(db: Database, scope: OverviewScope) {
  const clubMembers =
    scope.kind === "club"
      ? inArray(pitches.userId, db.select({ id: memberships.userId }).from(memberships).where(activeMembers(scope)))
      : undefined;
  const goalRows = await db
    .select({ certificationId: pitches.certificationId, goalId: pitches.goalId, pitches: count() })
    .from(pitches)
    .where(clubMembers)
    .groupBy(pitches.userId, pitches.certificationId, pitches.goalId);
  return goalsCompleted(goalRows);
}

type Activity = { kind: "join" | "event" | "role"; title: string; detail: string; at: string };

/**
 * The newest joins, scheduled events and meeting-role sign-ups: across the network its public events only; for a
 * club, its own joins and events (its members-only ones too: its officers and admins see them).
 */
export async function recentActivity(db: Database, scope: OverviewScope) {
  const eventsShown = scope.kind === "club" ? eq(events.clubId, scope.club.id) : eq(events.isPublic, true);
  // the newest ten of each first, then their members: a club's hundreds of rows are not each joined to a member
  const newestJoins = db
    .select({ userId: memberships.userId, clubId: memberships.clubId, at: memberships.createdAt })
    .from(memberships)
    .where(and(eq(memberships.status, "active"), within(scope, memberships.clubId)))
    .orderBy(desc(memberships.createdAt))
    .limit(ACTIVITY_SHOWN)
    .as("newest_joins");
  const joins = await db
    .select({ ...nameColumns, userId: newestJoins.userId, club: clubs.name, at: newestJoins.at })
    .from(newestJoins)
    .innerJoin(users, eq(users.id, newestJoins.userId))
    .innerJoin(clubs, eq(clubs.id, newestJoins.clubId));
  const scheduled = await db
    .select({ title: events.title, club: clubs.name, at: events.createdAt })
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(eventsShown)
    .orderBy(desc(events.createdAt))
    .limit(ACTIVITY_SHOWN);
  const newestRoles = db
    .select({
      userId: meetingRoleAssignments.userId,
      roleType: meetingRoleAssignments.roleType,
      clubId: events.clubId,
      event: events.title,
      at: meetingRoleAssignments.createdAt,
    })
    .from(meetingRoleAssignments)
    .innerJoin(events, eq(events.id, meetingRoleAssignments.eventId))
    .where(eventsShown)
    .orderBy(desc(meetingRoleAssignments.createdAt))
    .limit(ACTIVITY_SHOWN)
    .as("newest_roles");
  const roles = await db
    .select({
      ...nameColumns,
      userId: newestRoles.userId,
      roleType: newestRoles.roleType,
      clubId: newestRoles.clubId,
      event: newestRoles.event,
      at: newestRoles.at,
    })
    .from(newestRoles)
    .innerJoin(users, eq(users.id, newestRoles.userId));
  const nameOf = roleNamer(db);
  const roleNames = await Promise.all(roles.map((row) => nameOf(row.clubId, row.roleType)));
  const items: Activity[] = [
    ...joins.map((row) => ({
      kind: "join" as const,
      title: `${displayName(row)} joined a club`,
      detail: row.club,
      at: row.at.toISOString(),
    })),
    ...scheduled.map((row) => ({
      kind: "event" as const,
      title: `Event scheduled: ${row.title}`,
      detail: row.club ?? "Community event",
      at: row.at.toISOString(),
    })),
    ...roles.map((row, index) => ({
      kind: "role" as const,
      title: `${displayName(row)} signed up as ${roleNames[index]}`,
      detail: row.event,
      at: row.at.toISOString(),
    })),
  ];
  return {
    items: items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, ACTIVITY_SHOWN),
    /** The members it names: a new name of theirs changes it. */
    named: [...joins, ...roles].map((row) => row.userId),
  };
}
