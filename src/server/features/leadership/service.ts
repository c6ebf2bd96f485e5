import { and, count, countDistinct, desc, eq, gte, lt } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { ROLE_NAMES } from "../../../domain/events/roles";
import { goalsCompleted, monthOf } from "../../../domain/leadership/overview";
import type { Database } from "../../db/client";
import { clubs, events, meetingRoleAssignments, memberships, pitches, users } from "../../db/schema";

const ACTIVITY_SHOWN = 10;

/** The four overview figures, computed as decision 042 says. */
export async function leadershipOverview(db: Database, now = new Date()) {
  const { start, end } = monthOf(now);
  const inMonth = and(gte(events.eventDate, start), lt(events.eventDate, end));
  const [members] = await db
    .select({ value: countDistinct(memberships.userId) })
    .from(memberships)
    .where(eq(memberships.status, "active"));
  const [meetings] = await db
    .select({ value: count() })
    .from(events)
    .where(and(eq(events.eventType, "meeting"), inMonth));
  const [speeches] = await db
    .select({ value: count() })
    .from(meetingRoleAssignments)
    .innerJoin(events, eq(events.id, meetingRoleAssignments.eventId))
    .where(and(eq(meetingRoleAssignments.roleType, "pitcher"), inMonth));
  const goalRows = await db
    .select({ certificationId: pitches.certificationId, goalId: pitches.goalId, pitches: count() })
    .from(pitches)
    .groupBy(pitches.userId, pitches.certificationId, pitches.goalId);
  return {
    activeMembers: members?.value ?? 0,
    meetingsThisMonth: meetings?.value ?? 0,
    speechesThisMonth: speeches?.value ?? 0,
    goals: goalsCompleted(goalRows),
  };
}

type Activity = { kind: "join" | "event" | "role"; title: string; detail: string; at: string };

/** The newest joins, scheduled events and meeting-role sign-ups across the community. */
export async function recentActivity(db: Database): Promise<Activity[]> {
  const joins = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      club: clubs.name,
      at: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(clubs, eq(clubs.id, memberships.clubId))
    .where(eq(memberships.status, "active"))
    .orderBy(desc(memberships.createdAt))
    .limit(ACTIVITY_SHOWN);
  const scheduled = await db
    .select({ title: events.title, eventDate: events.eventDate, club: clubs.name, at: events.createdAt })
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(eq(events.isPublic, true))
    .orderBy(desc(events.createdAt))
    .limit(ACTIVITY_SHOWN);
  const roles = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      roleType: meetingRoleAssignments.roleType,
      event: events.title,
      at: meetingRoleAssignments.createdAt,
    })
    .from(meetingRoleAssignments)
    .innerJoin(users, eq(users.id, meetingRoleAssignments.userId))
    .innerJoin(events, eq(events.id, meetingRoleAssignments.eventId))
    .where(eq(events.isPublic, true))
    .orderBy(desc(meetingRoleAssignments.createdAt))
    .limit(ACTIVITY_SHOWN);
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
    ...roles.map((row) => ({
      kind: "role" as const,
      title: `${displayName(row)} signed up as ${ROLE_NAMES[row.roleType]}`,
      detail: row.event,
      at: row.at.toISOString(),
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, ACTIVITY_SHOWN);
}
