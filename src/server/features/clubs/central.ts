import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import {
  ATTENDANCE_MEETINGS,
  COVERAGE_MEETINGS,
  clubMonth,
  DASHBOARD_MEETINGS,
  joinedRecently,
  openSlotCount,
  type RoleHolder,
  roleSlots,
  speechRoleKeys,
} from "../../../domain/clubs/central";
import type { ClubRole } from "../../../domain/clubs/role-set";
import { type ClubSettings, meetingTimeText, meetingTimeValue } from "../../../domain/clubs/settings";
import { roleNameIn } from "../../../domain/events/event-roles";
import { attendanceRate } from "../../../domain/meetings/attendance";
import { alphabetical } from "../../../domain/member-names";
import { currentZoneName } from "../../../domain/time-zone-names";
import { mayRunClub } from "../../authority";
import type { Database } from "../../db/client";
import {
  agendaTemplates,
  clubOfficers,
  clubs,
  events,
  meetingRoleAssignments,
  meetingRuns,
  memberships,
  users,
} from "../../db/schema";
import type { Deps } from "../../http/context";
import { refuse } from "../../http/errors";
import { clubMeetingsAttendance, countOf } from "../../reads/attendance";
import { clubEventsOn } from "../../reads/club-events";
import { meetingTime } from "../../reads/meetings";
import { fullNameColumns } from "../../reads/members";
import { clubRoleSet } from "../../reads/role-set";
import { forgetUpcomingEvents, notEndedBy } from "../events";
import { roleGapMarkers, scheduleNudges, scheduleReminders } from "../roles";
import { writeDefaultTemplate } from "./agenda-templates";
import { isActiveClub } from "./service";

/** Leadership Central's club pages: whether the member may open them for this club (its officers and admins). */
export async function officerClubAccess(
  db: Database,
  clubId: string,
  userId: string,
): Promise<"no-such-club" | "not-an-officer" | "officer"> {
  if (!(await isActiveClub(db, clubId))) return "no-such-club";
  return (await mayRunClub(db, clubId, userId)) ? "officer" : "not-an-officer";
}

/** The active clubs the member is an officer of, by name: the clubs their Leadership Central may switch between. */
export async function officerClubs(db: Database, userId: string) {
  return db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubOfficers)
    .innerJoin(clubs, eq(clubs.id, clubOfficers.clubId))
    .where(and(eq(clubOfficers.userId, userId), eq(clubs.isActive, true)))
    .orderBy(sql`lower(${clubs.name})`, asc(clubs.id));
}

const personName = { firstName: users.firstName, lastName: users.lastName, email: users.email };

/** The club's events; every query of these pages starts here (the place to leave out cancelled events). */
/** The club's events that take place: a cancelled one counts nowhere (docs/decisions/141). */
const clubMeetings = (clubId: string) => and(clubEventsOn(clubId), eq(events.eventType, "meeting"));

const byRoleThenName = (roles: readonly ClubRole[]) => (a: RoleHolder, b: RoleHolder) =>
  roles.findIndex((role) => role.key === a.roleType) - roles.findIndex((role) => role.key === b.roleType) ||
  a.name.localeCompare(b.name);

/** Who holds which role at each of these events of the club, by event, in the order of the club's roles. */
async function holdersByEvent(
  db: Database,
  eventIds: string[],
  roles: readonly ClubRole[],
): Promise<Map<string, RoleHolder[]>> {
  const byEvent = new Map<string, RoleHolder[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({ eventId: meetingRoleAssignments.eventId, roleType: meetingRoleAssignments.roleType, ...personName })
    .from(meetingRoleAssignments)
    .innerJoin(users, eq(users.id, meetingRoleAssignments.userId))
    .where(inArray(meetingRoleAssignments.eventId, eventIds));
  for (const row of rows) byEvent.get(row.eventId)?.push({ roleType: row.roleType, name: displayName(row) });
  for (const holders of byEvent.values()) holders.sort(byRoleThenName(roles));
  return byEvent;
}

/** The club's meetings not ended yet, soonest first, with who holds their roles. */
async function upcomingMeetings(db: Database, clubId: string, limit: number, now: Date, roles: readonly ClubRole[]) {
  const meetings = await db
    .select({
      ...meetingTime,
      clubId: events.clubId,
    })
    .from(events)
    .where(and(clubMeetings(clubId), notEndedBy(now)))
    .orderBy(asc(events.eventDate), asc(events.id))
    .limit(limit);
  const holders = await holdersByEvent(
    db,
    meetings.map((meeting) => meeting.id),
    roles,
  );
  return meetings.map((meeting) => ({ ...meeting, holders: holders.get(meeting.id) ?? [] }));
}

async function clubZone(db: Database, clubId: string) {
  const [club] = await db.select({ timeZone: clubs.timeZone }).from(clubs).where(eq(clubs.id, clubId));
  return club?.timeZone ?? null;
}

/** A club's figures for its officers (Leadership Central → Dashboard). */
export async function clubDashboard(db: Database, clubId: string, now = new Date()) {
  const { start, end } = clubMonth(now, await clubZone(db, clubId));
  const inMonth = and(gte(events.eventDate, start), lt(events.eventDate, end));
  const members = await db
    .select({ memberId: users.id, joinedAt: memberships.createdAt, ...personName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.clubId, clubId), eq(memberships.status, "active")))
    .orderBy(desc(memberships.createdAt));
  const [meetings] = await db
    .select({ value: count() })
    .from(events)
    .where(and(clubMeetings(clubId), inMonth));
  const roles = await clubRoleSet(db, clubId);
  const [speeches] = await db
    .select({ value: count() })
    .from(meetingRoleAssignments)
    .innerJoin(events, eq(events.id, meetingRoleAssignments.eventId))
    .where(and(clubEventsOn(clubId), inMonth, inArray(meetingRoleAssignments.roleType, speechRoleKeys(roles))));
  const upcoming = await upcomingMeetings(db, clubId, DASHBOARD_MEETINGS, now, roles);
  return {
    activeMembers: members.length,
    meetingsThisMonth: meetings?.value ?? 0,
    speechesThisMonth: speeches?.value ?? 0,
    upcomingMeetings: upcoming.map(({ holders, ...meeting }) => ({
      ...meeting,
      openSlots: openSlotCount(holders, roles),
    })),
    newMembers: members
      .filter((member) => joinedRecently(member.joinedAt, now))
      .map((member) => ({ memberId: member.memberId, name: displayName(member), joinedAt: member.joinedAt })),
  };
}

/**
 * The club's last ATTENDANCE_MEETINGS meetings that have started, newest first: attendees and role holders, and whether
 * the meeting was ended with its report (docs/decisions/159).
 */
export async function attendanceReport(db: Database, clubId: string, now = new Date()) {
  const meetings = await db
    .select({
      ...meetingTime,
      hasReport: sql<boolean>`${meetingRuns.report} is not null`.mapWith(Boolean),
    })
    .from(events)
    .leftJoin(meetingRuns, eq(meetingRuns.eventId, events.id))
    .where(and(clubMeetings(clubId), lte(events.eventDate, now)))
    .orderBy(desc(events.eventDate), asc(events.id))
    .limit(ATTENDANCE_MEETINGS);
  const ids = meetings.map((meeting) => meeting.id);
  // real attendance (decision 232): those checked in, role holders unless marked absent, and the guests
  const roles = await clubRoleSet(db, clubId);
  const [attendance, holders] = await Promise.all([
    clubMeetingsAttendance(db, clubId, ids),
    holdersByEvent(db, ids, roles),
  ]);
  return meetings.map((meeting) => ({
    ...meeting,
    ...countOf(attendance.get(meeting.id) ?? { members: [], guests: [] }),
    roleHolders: (holders.get(meeting.id) ?? []).map((holder) => ({
      name: holder.name,
      roleName: roleNameIn(roles, holder.roleType),
    })),
  }));
}

/**
 * Each active member's attendance over the club's last ATTENDANCE_MEETINGS meetings that have started (not
 * cancelled): the meetings held since they joined and those they were at, with the rate (decision 232); and the
 * guests of those meetings who later joined the club (a guest's address is a member's who joined after it).
 */
export async function attendanceRates(db: Database, clubId: string, now = new Date()) {
  const meetings = await db
    .select({ id: events.id, title: events.title, eventDate: events.eventDate, timeZone: events.timeZone })
    .from(events)
    .where(and(clubMeetings(clubId), lte(events.eventDate, now)))
    .orderBy(desc(events.eventDate), asc(events.id))
    .limit(ATTENDANCE_MEETINGS);
  const members = await db
    .select({ userId: users.id, joinedAt: memberships.createdAt, ...fullNameColumns, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.clubId, clubId), eq(memberships.status, "active")));
  const present = new Map<string, number>();
  const held = new Map<string, number>();
  const joined: Array<{ name: string; meeting: string; eventDate: Date; timeZone: string | null; joinedAt: Date }> = [];
  const attendanceAt = await clubMeetingsAttendance(
    db,
    clubId,
    meetings.map((meeting) => meeting.id),
  );
  for (const meeting of meetings) {
    const attendance = attendanceAt.get(meeting.id) ?? { members: [], guests: [] };
    const at = new Set(attendance.members.filter((member) => member.present).map((member) => member.userId));
    for (const member of members) {
      if (member.joinedAt > meeting.eventDate && !at.has(member.userId)) continue;
      held.set(member.userId, (held.get(member.userId) ?? 0) + 1);
      if (at.has(member.userId)) present.set(member.userId, (present.get(member.userId) ?? 0) + 1);
    }
    for (const guest of attendance.guests) {
      const member = guest.email
        ? members.find((each) => each.email.toLowerCase() === guest.email && each.joinedAt > meeting.eventDate)
        : undefined;
      if (member && !joined.some((each) => each.name === displayName(member)))
        joined.push({ name: displayName(member), meeting: meeting.title, ...meeting, joinedAt: member.joinedAt });
    }
  }
  const rates = members
    .map((member) => {
      const meetingsHeld = held.get(member.userId) ?? 0;
      const attended = present.get(member.userId) ?? 0;
      return {
        memberId: member.userId,
        name: displayName(member),
        held: meetingsHeld,
        present: attended,
        rate: attendanceRate(attended, meetingsHeld),
      };
    })
    .sort((a, b) => alphabetical(a.name, b.name));
  return {
    rates,
    guestsWhoJoined: joined.map((each) => ({
      name: each.name,
      meeting: each.meeting,
      eventDate: each.eventDate,
      timeZone: each.timeZone,
      joinedAt: each.joinedAt,
    })),
  };
}

/** The role slots of the club's next COVERAGE_MEETINGS meetings: who holds each role and which places are open. */
export async function roleCoverage(db: Database, clubId: string, now = new Date()) {
  const roles = await clubRoleSet(db, clubId);
  const meetings = await upcomingMeetings(db, clubId, COVERAGE_MEETINGS, now, roles);
  // the club's meetings: its role set as read above
  const gaps = await roleGapMarkers(db, meetings, async () => ({ club: true, roles }));
  return meetings.map(({ holders, ...meeting }) => ({
    ...meeting,
    slots: roleSlots(holders, roles),
    // a role that fell open late or whose holder will be away (docs/decisions/169)
    gaps: gaps.get(meeting.id) ?? [],
  }));
}

/** The club's settings as its officers edit them (a meeting time in the time field's "19:30" form). */
export async function clubSettings(db: Database, clubId: string) {
  const [club] = await db
    .select({
      name: clubs.name,
      description: clubs.description,
      location: clubs.location,
      meetingDay: clubs.meetingDay,
      meetingTime: clubs.meetingTime,
      timeZone: clubs.timeZone,
      contactEmail: clubs.contactEmail,
      websiteUrl: clubs.websiteUrl,
      reminderDays: clubs.reminderDays,
      nudgeDays: clubs.nudgeDays,
      graceSeconds: clubs.graceSeconds,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  if (!club) return undefined;
  const [template] = await db
    .select({ id: agendaTemplates.id })
    .from(agendaTemplates)
    .where(and(eq(agendaTemplates.clubId, clubId), eq(agendaTemplates.isDefault, true)));
  return {
    name: club.name,
    description: club.description ?? "",
    location: club.location ?? "",
    meetingDay: club.meetingDay ?? "",
    meetingTime: meetingTimeValue(club.meetingTime),
    timeZone: club.timeZone && (currentZoneName(club.timeZone) ?? club.timeZone),
    contactEmail: club.contactEmail ?? "",
    websiteUrl: club.websiteUrl ?? "",
    reminderDays: club.reminderDays,
    nudgeDays: club.nudgeDays,
    graceSeconds: club.graceSeconds,
    defaultTemplateId: template?.id ?? null,
  };
}

const orNull = (value: string) => (value === "" ? null : value);

/**
 * Saves the club's settings, and its default agenda template when given, in one transaction: a template that is not
 * the club's refuses the whole save (404).
 */
export async function updateClubSettings(deps: Deps, clubId: string, input: ClubSettings) {
  const { defaultTemplateId, reminderDays, nudgeDays, graceSeconds, ...settings } = input;
  await deps.db.transaction(async (tx) => {
    if (defaultTemplateId !== undefined) {
      const found = await writeDefaultTemplate(tx, clubId, defaultTemplateId, defaultTemplateId !== null);
      if (!found) throw refuse("TEMPLATE_NOT_FOUND");
    }
    await tx
      .update(clubs)
      .set({
        name: settings.name,
        description: orNull(settings.description),
        location: orNull(settings.location),
        meetingDay: orNull(settings.meetingDay),
        meetingTime: orNull(meetingTimeText(settings.meetingTime)),
        timeZone: settings.timeZone,
        contactEmail: orNull(settings.contactEmail),
        websiteUrl: orNull(settings.websiteUrl),
        ...(reminderDays === undefined ? {} : { reminderDays }),
        ...(nudgeDays === undefined ? {} : { nudgeDays }),
        // speeches already timed keep the grace they were judged with (it is written on each timing)
        ...(graceSeconds === undefined ? {} : { graceSeconds }),
      })
      .where(eq(clubs.id, clubId));
    if (reminderDays !== undefined) await scheduleReminders(tx, { clubId });
    if (nudgeDays !== undefined) await scheduleNudges(tx, { clubId });
  });
  forgetUpcomingEvents(deps);
  return clubSettings(deps.db, clubId);
}
