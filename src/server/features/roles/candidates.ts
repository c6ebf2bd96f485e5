import { and, eq, ne } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import type { Database } from "../../db/client";
import { meetingRoleAssignments, memberships, users } from "../../db/schema";
import { AppError } from "../../http/errors";
import { memberStageHistory } from "../clubs/central";
import { mayPlanEvents, visibleEvent } from "../events/access";
import { awayOnMeetingDay } from "../profile/absences";

/**
 * Whom a role can be offered to at a club's meeting (docs/decisions/155): the club's other active members, by name,
 * marked when away on the meeting's day (decision 156). Officers (and admins) proposing a role also see each
 * member's last role and last speech, longest wait first; a holder handing over sees names only.
 */
export async function offerCandidates(db: Database, eventId: string, viewerId: string) {
  const event = await visibleEvent(db, eventId, viewerId);
  const planner = await mayPlanEvents(db, event.clubId, viewerId);
  const [holding] = await db
    .select({ id: meetingRoleAssignments.id })
    .from(meetingRoleAssignments)
    .where(and(eq(meetingRoleAssignments.eventId, eventId), eq(meetingRoleAssignments.userId, viewerId)));
  if (!planner && !holding) {
    throw new AppError(
      403,
      "NOT_A_ROLE_HOLDER",
      "Only the meeting's role holders and the club's officers can offer roles.",
    );
  }
  if (!event.clubId) return { members: [], withHistory: planner };
  const clubId = event.clubId;
  if (planner) {
    const history = (await memberStageHistory(db, clubId)).filter((row) => row.memberId !== viewerId);
    const away = await awayOnMeetingDay(
      db,
      history.map((row) => row.memberId),
      event,
    );
    return { members: history.map((row) => ({ ...row, away: away.has(row.memberId) })), withHistory: true };
  }
  const rows = await db
    .select({ memberId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.clubId, clubId), eq(memberships.status, "active"), ne(users.id, viewerId)));
  const away = await awayOnMeetingDay(
    db,
    rows.map((row) => row.memberId),
    event,
  );
  const members = rows
    .map((row) => ({
      memberId: row.memberId,
      name: displayName({ ...row, email: "" }) || "A member",
      lastRole: null,
      lastSpeech: null,
      away: away.has(row.memberId),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { members, withHistory: false };
}
