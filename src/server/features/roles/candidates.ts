import { and, eq, ne } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { recipientRoleProblem } from "../../../domain/events/offers";
import { mayOfferRoles, visibleEvent } from "../../authority";
import type { Database } from "../../db/client";
import { meetingRoleAssignments, memberships, users } from "../../db/schema";
import { eventRolesOf } from "../../reads/role-set";
import { awayOnMeetingDay } from "./away";
import { memberStageHistory } from "./stage-history";

/**
 * Whom a role can be offered to at a club's meeting: the club's other active members, each marked available or not.
 * Officers (and admins) proposing see each member's last role and last speech, longest wait first, and why a member
 * is not available (away that day, decision 156; a role they hold, decision 167). A holder handing over sees names
 * in order and "not available" without the member's away days; only the role rules' reason, which the roles panel
 * shows anyway. With `roleType`, the role rules for that role are applied.
 */
export async function offerCandidates(db: Database, eventId: string, viewerId: string, roleType?: string) {
  const event = await visibleEvent(db, eventId, viewerId);
  const { planner } = await mayOfferRoles(db, event, viewerId);
  if (!event.clubId) return { members: [], withHistory: planner };
  const clubId = event.clubId;
  const people = planner
    ? (await memberStageHistory(db, clubId)).filter((row) => row.memberId !== viewerId)
    : (
        await db
          .select({ memberId: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(and(eq(memberships.clubId, clubId), eq(memberships.status, "active"), ne(users.id, viewerId)))
      )
        .map((row) => ({
          memberId: row.memberId,
          name: displayName({ ...row, email: "" }) || "A member",
          lastRole: null as string | null,
          lastSpeech: null as string | null,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
  const away = await awayOnMeetingDay(
    db,
    people.map((row) => row.memberId),
    event,
  );
  const taken = roleType
    ? await db
        .select({ userId: meetingRoleAssignments.userId, roleType: meetingRoleAssignments.roleType })
        .from(meetingRoleAssignments)
        .where(eq(meetingRoleAssignments.eventId, eventId))
    : [];
  const roles = await eventRolesOf(db, event);
  const members = people.map((person) => {
    const held = taken.filter((row) => row.userId === person.memberId).map((row) => row.roleType);
    const problem = roleType ? recipientRoleProblem(person.name, held, roleType, roles) : undefined;
    const reason = problem?.reason ?? (away.has(person.memberId) && planner ? "Away that day" : null);
    return { ...person, available: !problem && !away.has(person.memberId), reason };
  });
  return { members, withHistory: planner };
}
