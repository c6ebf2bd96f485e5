import { and, eq, isNull, lte, max } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { longestWaitFirst, type StageHistory, speechRoleKeys } from "../../../domain/clubs/central";
import type { Executor } from "../../db/executor";
import { events, meetingRoleAssignments, memberships, users } from "../../db/schema";
import { nameColumns } from "../../reads/members";
import { clubRoleSet } from "../../reads/role-set";

/** The club's events that take place: a cancelled one counts nowhere (docs/decisions/141). */
const clubEvents = (clubId: string) => and(eq(events.clubId, clubId), isNull(events.cancelledAt));

/**
 * For each active member of the club, the date of their last role (any role: a speech is a role too, decision 189)
 * and of their last speech (a Pitcher role, or a role of the club's whose speeches are evaluated) at the club's events that have started — null when never — who waited
 * longest first ("share the stage fairly").
 */
export async function memberStageHistory(db: Executor, clubId: string, now = new Date()): Promise<StageHistory[]> {
  const members = await db
    .select({ memberId: users.id, ...nameColumns })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.clubId, clubId), eq(memberships.status, "active")));
  const lastTimes = await db
    .select({
      memberId: meetingRoleAssignments.userId,
      roleType: meetingRoleAssignments.roleType,
      last: max(events.eventDate),
    })
    .from(meetingRoleAssignments)
    .innerJoin(events, eq(events.id, meetingRoleAssignments.eventId))
    .where(and(clubEvents(clubId), lte(events.eventDate, now)))
    .groupBy(meetingRoleAssignments.userId, meetingRoleAssignments.roleType);
  const speeches = speechRoleKeys(await clubRoleSet(db, clubId));
  const lastOf = (memberId: string, speechOnly: boolean) =>
    lastTimes
      .filter((time) => time.memberId === memberId && (!speechOnly || speeches.includes(time.roleType)) && time.last)
      .map((time) => new Date(time.last as Date).toISOString())
      .sort()
      .at(-1) ?? null;
  return members
    .map((member) => ({
      memberId: member.memberId,
      name: displayName(member),
      lastRole: lastOf(member.memberId, false),
      lastSpeech: lastOf(member.memberId, true),
    }))
    .sort(longestWaitFirst);
}
