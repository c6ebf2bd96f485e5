import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { longestWaitFirst, type StageHistory } from "../../../domain/clubs/central";
import { type Appearance, lastOnStageOf } from "../../../domain/clubs/speaking-activity";
import type { Executor } from "../../db/executor";
import { events, meetingRoleAssignments, meetingTimings, memberships, users } from "../../db/schema";
import { clubEventsHeld } from "../../reads/club-events";
import { nameColumns } from "../../reads/members";
import { clubRoleSet } from "../../reads/role-set";

/** The club's active members, with their names. */
export async function activeClubMembers(db: Executor, clubId: string) {
  const rows = await db
    .select({ memberId: users.id, ...nameColumns })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.clubId, clubId), eq(memberships.status, "active")));
  return rows.map((row) => ({ memberId: row.memberId, name: displayName(row) }));
}

/**
 * What each member did at each of the club's events that took place (docs/decisions/241): the roles they held there
 * and the speeches the timer timed for them (stopped ones, as the speaking record counts them), with how many ended
 * within time.
 */
export async function stageAppearances(db: Executor, clubId: string, now: Date): Promise<Appearance[]> {
  const [held, timed] = await Promise.all([
    db
      .select({
        memberId: meetingRoleAssignments.userId,
        eventId: events.id,
        at: events.eventDate,
        roleType: meetingRoleAssignments.roleType,
      })
      .from(meetingRoleAssignments)
      .innerJoin(events, eq(events.id, meetingRoleAssignments.eventId))
      .where(clubEventsHeld(clubId, now)),
    db
      .select({
        memberId: sql<string>`${meetingTimings.speakerUserId}`,
        eventId: events.id,
        at: events.eventDate,
        timed: count(),
        within: sql<number>`count(*) filter (where ${meetingTimings.verdict} = 'within')`.mapWith(Number),
      })
      .from(meetingTimings)
      .innerJoin(events, eq(events.id, meetingTimings.eventId))
      .where(
        and(
          clubEventsHeld(clubId, now),
          isNotNull(meetingTimings.speakerUserId),
          isNotNull(meetingTimings.durationSeconds),
        ),
      )
      .groupBy(meetingTimings.speakerUserId, events.id, events.eventDate),
  ]);
  const byMeeting = new Map<string, Appearance & { roles: string[] }>();
  const appearance = (memberId: string, eventId: string, at: Date) => {
    const key = `${memberId}/${eventId}`;
    let line = byMeeting.get(key);
    if (!line) {
      line = { memberId, eventId, at: at.toISOString(), roles: [], timed: 0, within: 0 };
      byMeeting.set(key, line);
    }
    return line;
  };
  for (const row of held) appearance(row.memberId, row.eventId, row.at).roles.push(row.roleType);
  for (const row of timed)
    Object.assign(appearance(row.memberId, row.eventId, row.at), { timed: row.timed, within: row.within });
  return [...byMeeting.values()];
}

/**
 * For each active member of the club, the date of their last role (any role, and a speech is a role too, decision
 * 189 — a speech the timer timed counts even when they held no role there, decision 241) and of their last speech (a
 * role of the club's whose speeches are evaluated, the Pitcher, or a timed speech) at the club's events that have
 * started — null when never — who waited longest first ("share the stage fairly").
 */
export async function memberStageHistory(db: Executor, clubId: string, now = new Date()): Promise<StageHistory[]> {
  const [members, appearances, roles] = await Promise.all([
    activeClubMembers(db, clubId),
    stageAppearances(db, clubId, now),
    clubRoleSet(db, clubId),
  ]);
  return members
    .map((member) => ({
      ...member,
      ...lastOnStageOf(
        appearances.filter((line) => line.memberId === member.memberId),
        roles,
      ),
    }))
    .sort(longestWaitFirst);
}
