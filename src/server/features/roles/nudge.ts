import { and, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import {
  type ClubMeetingRoles,
  NUDGE_LOOKBACK_MEETINGS,
  nudgeDueAt,
  nudgedMembers,
  nudgeSendAt,
  openRoles,
} from "../../../domain/events/nudge";
import { nudgeMail } from "../../../domain/events/nudge-mail";
import { paths } from "../../../domain/paths";
import { MINUTE } from "../../../domain/time";
import type { Executor } from "../../db/executor";
import {
  clubs,
  events,
  jobs,
  mailPreferences,
  meetingRoleAssignments,
  memberships,
  roleWaitlist,
  users,
} from "../../db/schema";
import { type JobHandler, rescheduleJobs } from "../../jobs/queue";
import { bulkMailExtras } from "../../mail/bulk";
import { enqueueMail, type QueuedMail } from "../../mail/queue";
import { meetingTime } from "../../reads/meetings";
import { clubRoleSet } from "../../reads/role-set";
import { awayOnMeetingDay } from "./away";
import { roleLinkUrl } from "./links";
import type { RoleMailSite } from "./role-mail";

/**
 * The open-role nudge (docs/decisions/157): one job per club meeting, due the club's number of days before it. Who is
 * asked, and which roles are open, is worked out when the job runs; it runs once, so a meeting moved later after its
 * nudge went out is not nudged again.
 */
export const NUDGE_JOB = "role.nudge";

export type NudgeScope = { eventIds: string[] } | { clubId: string } | { missing: true };

function scopeOf(scope: NudgeScope): SQL | undefined {
  if ("eventIds" in scope) return inArray(events.id, scope.eventIds);
  if ("clubId" in scope) return eq(events.clubId, scope.clubId);
  return isNull(jobs.id);
}

/** A club's meeting (not another kind of event, nor one without a club). */
const clubMeeting = and(sql`${events.clubId} is not null`, eq(events.eventType, "meeting"));

/** The nudge job of a meeting (joined as `jobs`): keyed by the event's id. */
export const nudgeJobOfMeeting = and(eq(jobs.kind, NUDGE_JOB), eq(jobs.key, sql`${events.id}::text`));

/** (Re)schedules the nudges of upcoming club meetings in `scope`; off (0 days), or too late, calls them off. */
export async function scheduleNudges(db: Executor, scope: NudgeScope, now = new Date()): Promise<void> {
  if ("eventIds" in scope && scope.eventIds.length === 0) return;
  const rows = await db
    .select({ id: events.id, eventDate: events.eventDate, timeZone: events.timeZone, nudgeDays: clubs.nudgeDays })
    .from(events)
    .innerJoin(clubs, eq(clubs.id, events.clubId))
    .leftJoin(jobs, nudgeJobOfMeeting)
    .where(and(scopeOf(scope), clubMeeting, isNull(events.cancelledAt), gt(events.eventDate, now)));
  await rescheduleJobs(
    db,
    NUDGE_JOB,
    rows.map((row) => ({
      key: row.id,
      runAt: nudgeSendAt(nudgeDueAt(row.eventDate, row.timeZone, row.nudgeDays), row.eventDate, now),
    })),
  );
}

/** The club's meetings before this one, newest first, with their role holders (enough to find the last four held). */
async function pastMeetingRoles(db: Executor, clubId: string, before: Date): Promise<ClubMeetingRoles[]> {
  const meetings = await db
    .select({ id: events.id, eventDate: events.eventDate })
    .from(events)
    .where(and(eq(events.clubId, clubId), clubMeeting, isNull(events.cancelledAt), lt(events.eventDate, before)))
    .orderBy(desc(events.eventDate), desc(events.id))
    .limit(NUDGE_LOOKBACK_MEETINGS);
  if (meetings.length === 0) return [];
  const holders = await db
    .select({ eventId: meetingRoleAssignments.eventId, userId: meetingRoleAssignments.userId })
    .from(meetingRoleAssignments)
    .where(
      inArray(
        meetingRoleAssignments.eventId,
        meetings.map((meeting) => meeting.id),
      ),
    );
  return meetings.map((meeting) => ({
    eventDate: meeting.eventDate,
    cancelled: false,
    holderIds: holders.filter((row) => row.eventId === meeting.id).map((row) => row.userId),
  }));
}

/**
 * Who a meeting's nudge asks, and which roles are open, as of `now` (the job when it runs, and the count an officer
 * sees before saving the setting, decision 177).
 */
export async function nudgeRecipients(
  db: Executor,
  meeting: { id: string; clubId: string; eventDate: Date; timeZone: string | null },
  now: Date,
) {
  const clubId = meeting.clubId;
  const holders = await db
    .select({ roleType: meetingRoleAssignments.roleType, userId: meetingRoleAssignments.userId })
    .from(meetingRoleAssignments)
    .where(eq(meetingRoleAssignments.eventId, meeting.id));
  const open = openRoles(
    holders.map((row) => row.roleType),
    await clubRoleSet(db, clubId),
  );
  if (open.length === 0) return { open, members: [], chosen: [] as string[] };
  const members = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      emailVerified: users.emailVerified,
      openRoles: mailPreferences.openRoles,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(mailPreferences, and(eq(mailPreferences.userId, users.id), eq(mailPreferences.clubId, clubId)))
    .where(and(eq(memberships.clubId, clubId), eq(memberships.status, "active")));
  const away = await awayOnMeetingDay(
    db,
    members.map((member) => member.userId),
    meeting,
  );
  const waiting = await db
    .select({ userId: roleWaitlist.userId })
    .from(roleWaitlist)
    .where(eq(roleWaitlist.eventId, meeting.id));
  const chosen = nudgedMembers({
    meeting: { eventDate: meeting.eventDate, holderIds: holders.map((row) => row.userId) },
    candidates: members.map((member) => ({
      userId: member.userId,
      emailVerified: member.emailVerified,
      activeMember: true,
      optedOut: member.openRoles === false,
      away: away.has(member.userId),
      waiting: waiting.some((row) => row.userId === member.userId),
    })),
    pastMeetings: await pastMeetingRoles(db, clubId, now < meeting.eventDate ? now : meeting.eventDate),
    now,
  });
  return { open, members, chosen };
}

/**
 * Sends the nudge: if the meeting is on, has not started, it is time, and roles are still open, one e-mail to each
 * member `nudgedMembers` picks, listing the open roles with their take links. Runs once either way.
 */
export const sendNudge =
  (site: RoleMailSite): JobHandler =>
  async (tx, job) => {
    const [meeting] = await tx
      .select({
        ...meetingTime,
        location: events.location,
        eventType: events.eventType,
        cancelledAt: events.cancelledAt,
        clubId: events.clubId,
        clubName: clubs.name,
        nudgeDays: clubs.nudgeDays,
      })
      .from(events)
      .innerJoin(clubs, eq(clubs.id, events.clubId))
      .where(eq(events.id, job.key));
    const now = new Date();
    if (!meeting?.clubId || meeting.cancelledAt || meeting.eventType !== "meeting" || meeting.eventDate <= now) {
      return undefined;
    }
    const sendAt = nudgeSendAt(
      nudgeDueAt(meeting.eventDate, meeting.timeZone, meeting.nudgeDays),
      meeting.eventDate,
      now,
    );
    if (!sendAt) return undefined;
    if (sendAt.getTime() > now.getTime() + MINUTE) return { later: sendAt };
    const clubId = meeting.clubId;
    const { open, members, chosen } = await nudgeRecipients(tx, { ...meeting, clubId }, now);
    if (open.length === 0) return undefined;
    const eventUrl = `${site.appUrl}${paths.event(meeting.id)}`;
    const clubName = meeting.clubName ?? "your club";
    const mails = chosen.flatMap((userId): QueuedMail[] => {
      const member = members.find((row) => row.userId === userId);
      if (!member) return [];
      const extras = bulkMailExtras(site, {
        memberId: userId,
        clubId,
        clubName,
        kind: "openRoles",
        reason: `You receive this because you are an active member of ${clubName} and have had no role in its last four meetings.`,
      });
      const mail = nudgeMail({
        appName: site.appName,
        firstName: member.firstName,
        clubName,
        meeting,
        roles: open.map((role) => ({
          ...role,
          takeUrl: roleLinkUrl(site, {
            action: "take",
            eventId: meeting.id,
            roleType: role.roleType,
            memberId: userId,
            expiresAt: meeting.eventDate,
          }),
        })),
        eventUrl,
        footer: extras.footer,
      });
      return [{ kind: "role-nudge", refId: meeting.id, to: member.email, ...mail, headers: extras.headers }];
    });
    return { mailIds: await enqueueMail(tx, mails) };
  };
