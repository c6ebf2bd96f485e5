import { and, eq, sql } from "drizzle-orm";
import { nudgeDueAt, nudgeSendAt } from "../../../domain/events/nudge";
import { reminderDueAt, reminderSendAt } from "../../../domain/events/reminders";
import { MINUTE } from "../../../domain/time";
import type { Executor } from "../../db/executor";
import { clubs, events, jobs, meetingRoleAssignments, users } from "../../db/schema";
import { clubEventsAhead } from "../../reads/club-events";
import { awayOnMeetingDay } from "./away";
import { nudgeJobOfMeeting, nudgeRecipients } from "./nudge";
import { reminderJobOfRole } from "./reminders";

/** Due within the worker's next look (a job due this soon is sent at once). */
const AT_ONCE_MS = MINUTE;
const atOnce = (sendAt: Date | undefined, now: Date) =>
  sendAt !== undefined && sendAt.getTime() <= now.getTime() + AT_ONCE_MS;

/** Whether a message not sent yet, sent at `sendAt(days)`, is due now under `days` and was not under `current`. */
const newlyDue = (
  sent: boolean,
  sendAt: (days: number) => Date | undefined,
  days: number,
  current: number,
  now: Date,
) => !sent && atOnce(sendAt(days), now) && !atOnce(sendAt(current), now);

/** Whether the joined job was sent (none joined: not). */
const jobDone = sql<boolean>`coalesce(${jobs.state} = 'done', false)`;

export type SettingChange = { reminderDays?: number; nudgeDays?: number };

/**
 * How many e-mails saving the club's reminder and open-role settings as `change` sends at once (docs/decisions/177):
 * role reminders and open-role requests of upcoming meetings that the new number of days makes due now, that the
 * current setting does not, and that were not sent before — to the same members the jobs would mail (verified, not
 * away; for requests, `nudgeRecipients`).
 */
export async function messagesOnSaving(db: Executor, clubId: string, change: SettingChange, now = new Date()) {
  const [club] = await db
    .select({ reminderDays: clubs.reminderDays, nudgeDays: clubs.nudgeDays })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  if (!club) return undefined;
  const upcoming = clubEventsAhead(clubId, now);

  let reminders = 0;
  if (change.reminderDays !== undefined && change.reminderDays !== club.reminderDays) {
    const roles = await db
      .select({
        userId: meetingRoleAssignments.userId,
        eventDate: events.eventDate,
        timeZone: events.timeZone,
        sent: jobDone,
      })
      .from(meetingRoleAssignments)
      .innerJoin(events, eq(events.id, meetingRoleAssignments.eventId))
      .innerJoin(users, and(eq(users.id, meetingRoleAssignments.userId), eq(users.emailVerified, true)))
      .leftJoin(jobs, reminderJobOfRole)
      .where(upcoming);
    for (const role of roles) {
      const sendAt = (days: number) =>
        reminderSendAt(reminderDueAt(role.eventDate, role.timeZone, days), role.eventDate, now);
      if (!newlyDue(role.sent, sendAt, change.reminderDays, club.reminderDays, now)) continue;
      if ((await awayOnMeetingDay(db, [role.userId], role)).size === 0) reminders++;
    }
  }

  let nudges = 0;
  if (change.nudgeDays !== undefined && change.nudgeDays !== club.nudgeDays) {
    const meetings = await db
      .select({
        id: events.id,
        eventDate: events.eventDate,
        timeZone: events.timeZone,
        sent: jobDone,
      })
      .from(events)
      .leftJoin(jobs, nudgeJobOfMeeting)
      .where(and(upcoming, eq(events.eventType, "meeting")));
    for (const meeting of meetings) {
      const sendAt = (days: number) =>
        nudgeSendAt(nudgeDueAt(meeting.eventDate, meeting.timeZone, days), meeting.eventDate, now);
      if (!newlyDue(meeting.sent, sendAt, change.nudgeDays, club.nudgeDays, now)) continue;
      nudges += (await nudgeRecipients(db, { ...meeting, clubId }, now)).chosen.length;
    }
  }
  return { reminders, nudges, total: reminders + nudges };
}
