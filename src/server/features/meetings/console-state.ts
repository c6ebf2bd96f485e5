import { eq } from "drizzle-orm";
import { roleNameIn } from "../../../domain/events/event-roles";
import type { Database } from "../../db/client";
import { meetingFillerCounts } from "../../db/schema";
import { agendaRows } from "../../reads/agenda";
import { meetingAttendanceOf } from "../../reads/attendance";
import { guestRoleRows } from "../../reads/guest-holders";
import { eventRolesOf } from "../../reads/role-set";
import { eventSpeakers, withSlotHolders } from "../events";
import { roleAssignments } from "../roles";
import { meetingAccess } from "./access";
import { displayPath, displayTiming } from "./display";
import { consoleEvaluations } from "./evaluations";
import { meetingRun, meetingTimingRows } from "./runs";
import { graceSecondsOf } from "./timings";
import { consoleVotes } from "./votes";

/**
 * Everything a meeting's console shows (docs/decisions/159): the agenda with each item's actual start, the speakers
 * and role holders, the timed speeches, the ah counter's counts (to those running the meeting) and what the viewer
 * may do. Any member who may see the meeting reads it; the parts below are filled in by the other modules.
 */
export async function consoleState(db: Database, eventId: string, viewerId: string, now = Date.now()) {
  const access = await meetingAccess(db, eventId, viewerId);
  const { event, capabilities } = access;
  const runsAPart = capabilities.shareDisplay;
  const [run, agenda, speakers, holders, timings, fillers, grace] = await Promise.all([
    meetingRun(db, eventId),
    agendaRows(db, eventId),
    eventSpeakers(db, eventId),
    roleAssignments(db, eventId),
    meetingTimingRows(db, eventId),
    runsAPart
      ? db
          .select({
            speakerKey: meetingFillerCounts.speakerKey,
            speakerUserId: meetingFillerCounts.speakerUserId,
            speakerName: meetingFillerCounts.speakerName,
            word: meetingFillerCounts.word,
            count: meetingFillerCounts.count,
          })
          .from(meetingFillerCounts)
          .where(eq(meetingFillerCounts.eventId, eventId))
      : Promise.resolve([]),
    graceSecondsOf(db, event.clubId),
  ]);
  const offered = await eventRolesOf(db, event);
  const lines = await withSlotHolders(db, event, agenda);
  const [evaluations, votes, attendance] = await Promise.all([
    consoleEvaluations(db, eventId, viewerId, speakers),
    consoleVotes(db, eventId, viewerId, run, capabilities),
    // the check-in list: to those who check people in (docs/decisions/232)
    capabilities.checkIn ? meetingAttendanceOf(db, event) : Promise.resolve(null),
  ]);
  return {
    meeting: {
      id: event.id,
      title: event.title,
      clubId: event.clubId,
      eventDate: event.eventDate.toISOString(),
      durationMinutes: event.durationMinutes,
      timeZone: event.timeZone,
      cancelled: event.cancelledAt !== null,
      graceSeconds: grace ?? null,
    },
    serverNow: new Date(now).toISOString(),
    run: {
      endedAt: run.endedAt?.toISOString() ?? null,
      votingClosedAt: run.votingClosedAt?.toISOString() ?? null,
      resultsRevealedAt: run.resultsRevealedAt?.toISOString() ?? null,
    },
    viewer: { id: viewerId, roles: access.roles, duties: access.duties, capabilities },
    displayPath: runsAPart ? displayPath(eventId, run.displayToken) : null,
    agenda: lines.map(({ orderIndex: _, ...item }) => ({ ...item, startedAt: item.startedAt?.toISOString() ?? null })),
    speakers,
    roleHolders: holders.map((holder) => ({
      userId: holder.userId,
      name: holder.holder,
      roleType: holder.roleType,
      roleName: roleNameIn(offered.roles, holder.roleType),
    })),
    /** Guests holding a role (decision 232): shown under their name, never a member's id. */
    guestRoleHolders: (await guestRoleRows(db, eventId)).map((guest) => ({
      guestId: guest.id,
      name: guest.name,
      roleType: guest.roleType,
      roleName: roleNameIn(offered.roles, guest.roleType),
    })),
    timings: timings.map(displayTiming).map((timing, index) => ({
      ...timing,
      agendaItemId: timings[index]?.agendaItemId ?? null,
      speakerUserId: timings[index]?.speakerUserId ?? null,
      startedAt: timings[index]?.startedAt.toISOString() ?? null,
    })),
    fillers,
    evaluations,
    votes,
    // the roles a guest may be given, in the club's order
    attendance: attendance && { ...attendance, roles: offered.roles.map(({ key, name }) => ({ key, name })) },
  };
}
