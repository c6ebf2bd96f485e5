import { and, eq, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { reminderDueAt, reminderSendAt } from "../../../domain/events/reminders";
import { reminderMail } from "../../../domain/events/role-mail";
import { MINUTE } from "../../../domain/time";
import type { EventAccess } from "../../authority";
import { type Executor, ROWS_PER_STATEMENT } from "../../db/executor";
import { clubs, events, jobs, meetingRoleAssignments } from "../../db/schema";
import { finishJobs, type JobHandler, rescheduleJobs, scheduleJobs } from "../../jobs/queue";
import { enqueueMail } from "../../mail/queue";
import { awayOnMeetingDay } from "./away";
import { tellOfficersOfGap } from "./gaps";
import { clubReminderDays, heldRole, type RoleMailSite, roleMailInput } from "./role-mail";

/**
 * Role reminders (docs/decisions/153): one job per assignment, due the club's number of days before the meeting.
 * Whoever changes what the time depends on (a role taken, a meeting moved, the club's setting) schedules again; the
 * job itself checks everything once more when it runs, so a stale time never sends a wrong reminder.
 */
export const REMINDER_JOB = "role.reminder";
/** Gives every role held at an upcoming meeting its reminder job, whichever way the role was written (even SQL). */
export const REMINDER_SWEEP_JOB = "role.reminder-sweep";
const SWEEP_EVERY_MS = 10 * MINUTE;

export type ReminderScope = { assignmentIds: string[] } | { eventId: string } | { clubId: string } | { missing: true };

/** The reminder job of a role held (joined as `jobs`): keyed by the assignment's id. */
export const reminderJobOfRole = and(
  eq(jobs.kind, REMINDER_JOB),
  eq(jobs.key, sql`${meetingRoleAssignments.id}::text`),
);

function scopeOf(scope: ReminderScope, now: Date): SQL | undefined {
  if ("assignmentIds" in scope) return inArray(meetingRoleAssignments.id, scope.assignmentIds);
  if ("eventId" in scope) return eq(meetingRoleAssignments.eventId, scope.eventId);
  if ("clubId" in scope) return eq(events.clubId, scope.clubId);
  // the roles of the meetings ahead, found from those meetings (by date), then those without their job: the sweep
  // reads what is upcoming, not every role of the years behind (docs/decisions/264)
  return and(
    sql`${meetingRoleAssignments.eventId} = any(array(select ${events.id} from ${events} where ${events.eventDate} > ${now.toISOString()} and ${events.cancelledAt} is null))`,
    sql`not exists (select from ${jobs} where ${reminderJobOfRole})`,
  );
}

/** A page of the roles in `scope` at upcoming meetings, after the role `after`, in the order of their ids. */
export function rolesToRemind(db: Executor, scope: ReminderScope, now: Date, after?: string) {
  return db
    .select({
      id: meetingRoleAssignments.id,
      eventDate: events.eventDate,
      timeZone: events.timeZone,
      reminderDays: clubReminderDays,
    })
    .from(meetingRoleAssignments)
    .innerJoin(events, eq(events.id, meetingRoleAssignments.eventId))
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(
      and(
        scopeOf(scope, now),
        isNull(events.cancelledAt),
        gt(events.eventDate, now),
        after === undefined ? undefined : gt(meetingRoleAssignments.id, after),
      ),
    )
    .orderBy(meetingRoleAssignments.id)
    .limit(ROWS_PER_STATEMENT);
}

/**
 * (Re)schedules the reminders of one page of the assignments in `scope` at upcoming meetings, after the role `after`;
 * off (0 days) calls them off. Answers the page's last role when there may be more after it.
 */
async function scheduleReminderPage(db: Executor, scope: ReminderScope, now: Date, after?: string) {
  const rows = await rolesToRemind(db, scope, now, after);
  await rescheduleJobs(
    db,
    REMINDER_JOB,
    rows.map((row) => ({
      key: row.id,
      runAt: reminderSendAt(reminderDueAt(row.eventDate, row.timeZone, Number(row.reminderDays)), row.eventDate, now),
    })),
  );
  return rows.length < ROWS_PER_STATEMENT ? undefined : rows.at(-1)?.id;
}

/**
 * (Re)schedules the reminders of the assignments in `scope` at upcoming meetings; off (0 days) calls them off. A page
 * of assignments at a time, in the order of their ids, so a change to a large club holds one page in memory.
 */
export async function scheduleReminders(db: Executor, scope: ReminderScope, now = new Date()): Promise<void> {
  if ("assignmentIds" in scope && scope.assignmentIds.length === 0) return;
  let after: string | undefined;
  do {
    after = await scheduleReminderPage(db, scope, now, after);
  } while (after);
}

/** The reminder of one role just taken at `event` (read under its lock, with its club's setting): one write. */
export async function scheduleReminderFor(db: Executor, event: EventAccess, assignmentId: string, now = new Date()) {
  const runAt = reminderSendAt(
    reminderDueAt(event.eventDate, event.timeZone, event.reminderDays),
    event.eventDate,
    now,
  );
  if (runAt) await scheduleJobs(db, [{ kind: REMINDER_JOB, key: assignmentId, runAt }]);
}

/** Whether the role's reminder would be sent now (or within the minute): its time has come and the meeting is ahead. */
export function reminderDueNow(
  role: { eventDate: Date; timeZone: string | null; reminderDays: number },
  now: Date,
): boolean {
  const sendAt = reminderSendAt(
    reminderDueAt(role.eventDate, role.timeZone, Number(role.reminderDays)),
    role.eventDate,
    now,
  );
  return sendAt !== undefined && sendAt.getTime() <= now.getTime() + MINUTE;
}

/** These assignments' reminders count as sent: another mail carried their links (docs/decisions/170). */
export async function markRemindersSent(db: Executor, assignmentIds: string[]): Promise<void> {
  await finishJobs(db, REMINDER_JOB, assignmentIds);
}

/** Sends one reminder, if the role is still held at a meeting that is on and has not started, it is time, and the holder is not away. */
export const sendReminder =
  (site: RoleMailSite): JobHandler =>
  async (tx, job) => {
    const role = await heldRole(tx, job.key);
    const now = new Date();
    if (!role || role.cancelledAt || !role.emailVerified || role.eventDate <= now) return undefined;
    const sendAt = reminderSendAt(reminderDueAt(role.eventDate, role.timeZone, role.reminderDays), role.eventDate, now);
    if (!sendAt) return undefined;
    if (sendAt.getTime() > now.getTime() + MINUTE) return { later: sendAt };
    // a member away on the meeting's day (docs/decisions/156) is not reminded; the club's officers hear of it instead,
    // unless they were told when the member added their away days (docs/decisions/169)
    if ((await awayOnMeetingDay(tx, [role.userId], role)).size > 0) {
      const mailIds = await tellOfficersOfGap(tx, site, {
        kind: "holder-away",
        eventId: role.eventId,
        assignmentId: role.id,
        roleType: role.roleType,
        userId: role.userId,
      });
      return { mailIds };
    }
    const mail = reminderMail(await roleMailInput(tx, site, role, { links: true }));
    const mailIds = await enqueueMail(tx, [{ kind: "role-reminder", refId: role.id, to: role.email, ...mail }]);
    return { mailIds };
  };

/** Where a sweep stopped: the last role of its last page (none when a sweep starts). */
export const sweptUpTo = (job: { payload: unknown }): string | undefined => {
  const after = (job.payload as { after?: unknown } | null)?.after;
  return typeof after === "string" ? after : undefined;
};

/**
 * Schedules what is missing, a page per run: while there may be more it is due again at once (the job worker's next
 * poll), from where it stopped (decision 266), each page in a transaction of its own, so requests are served between
 * pages; then again in ten minutes, from the start.
 */
export const sweepReminders: JobHandler = async (tx, job) => {
  const after = await scheduleReminderPage(tx, { missing: true }, new Date(), sweptUpTo(job));
  return after
    ? { later: new Date(), payload: { after } }
    : { later: new Date(Date.now() + SWEEP_EVERY_MS), payload: {} };
};
