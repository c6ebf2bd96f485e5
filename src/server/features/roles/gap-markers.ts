import { and, eq, inArray } from "drizzle-orm";
import { type EventRoles, offeredRole } from "../../../domain/events/event-roles";
import type { RoleGapMarker } from "../../../domain/events/role-gaps";
import { meetingDay } from "../../../domain/members/absences";
import type { Executor } from "../../db/executor";
import { meetingRoleAssignments, roleGaps } from "../../db/schema";
import { rowsOfMembers, rowsWithNames } from "../../reads/members";
import { eventRolesReader } from "../../reads/role-set";
import { awayOnDays } from "./away";
import { personName } from "./gaps";

/**
 * The gaps still open at these meetings, by meeting: holders away on the meeting's day, and roles that fell open and
 * still have a free place (a role filled again shows nothing).
 */
export async function roleGapMarkers(
  db: Executor,
  meetings: ReadonlyArray<{ id: string; eventDate: Date; timeZone: string | null; clubId: string | null }>,
  rolesOf: (clubId: string | null) => Promise<EventRoles> = eventRolesReader(db),
): Promise<Map<string, RoleGapMarker[]>> {
  const markers = new Map<string, RoleGapMarker[]>(meetings.map((meeting) => [meeting.id, []]));
  if (meetings.length === 0) return markers;
  const ids = meetings.map((meeting) => meeting.id);
  const holders = await rowsOfMembers(
    db,
    {
      eventId: meetingRoleAssignments.eventId,
      roleType: meetingRoleAssignments.roleType,
      userId: meetingRoleAssignments.userId,
    },
    meetingRoleAssignments,
    meetingRoleAssignments.userId,
  ).where(inArray(meetingRoleAssignments.eventId, ids));
  const fellOpen = await rowsWithNames(
    db,
    { eventId: roleGaps.eventId, roleType: roleGaps.roleType },
    roleGaps,
    roleGaps.userId,
  )
    .where(and(inArray(roleGaps.eventId, ids), eq(roleGaps.kind, "fell-open")))
    .orderBy(roleGaps.toldAt);
  const dayOf = (meeting: (typeof meetings)[number]) => meetingDay(meeting.eventDate, meeting.timeZone);
  const away = await awayOnDays(
    db,
    holders.map((row) => row.userId),
    meetings.map(dayOf),
  );
  for (const meeting of meetings) {
    const roles = await rolesOf(meeting.clubId);
    const list = markers.get(meeting.id) ?? [];
    const here = holders.filter((row) => row.eventId === meeting.id);
    for (const row of here) {
      if (away(row.userId, dayOf(meeting))) {
        list.push({ roleType: row.roleType, kind: "holder-away", holder: personName(row) });
      }
    }
    const shown = new Set<string>();
    for (const gap of fellOpen.filter((row) => row.eventId === meeting.id)) {
      const held = here.filter((row) => row.roleType === gap.roleType).length;
      if (held >= (offeredRole(roles, gap.roleType)?.perMeeting ?? 0) || shown.has(gap.roleType)) continue;
      shown.add(gap.roleType);
      list.push({ roleType: gap.roleType, kind: "fell-open", holder: personName(gap) });
    }
  }
  return markers;
}
