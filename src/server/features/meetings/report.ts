import { and, asc, eq, exists, isNull, or, sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { eventEndTime } from "../../../domain/events/schedule";
import { timingPlan } from "../../../domain/events/timing-plan";
import { CONSOLE_CLOSES_AFTER_MS } from "../../../domain/meetings/console-window";
import { type MeetingReport, meetingReport, rolesHeld } from "../../../domain/meetings/report";
import { meetingReportMail } from "../../../domain/meetings/report-mail";
import { timeBudget } from "../../../domain/meetings/time-budget";
import { voteResults } from "../../../domain/meetings/votes";
import { alphabetical } from "../../../domain/member-names";
import { paths } from "../../../domain/paths";
import { SECOND } from "../../../domain/time";
import type { EventAccess } from "../../authority";
import type { Executor } from "../../db/executor";
import {
  clubs,
  eventAttendees,
  meetingFillerCounts,
  meetingRoleAssignments,
  meetingRuns,
  meetingTimings,
  users,
} from "../../db/schema";
import type { Deps } from "../../http/context";
import { refuse } from "../../http/errors";
import { mailPreferencesUrl } from "../../mail/bulk";
import { deliverInBackground, enqueueMail, type QueuedMail } from "../../mail/queue";
import { attendanceCount } from "../../reads/attendance";
import { guestRoleRows } from "../../reads/guest-holders";
import { meetingRow } from "../../reads/meetings";
import { nameColumns } from "../../reads/members";
import { eventRolesOf } from "../../reads/role-set";
import { forgetUpcomingEvents } from "../events";
import { requireCapability } from "./access";
import { meetingEvaluationRows } from "./evaluations";
import { guestThankYouMails } from "./guest-mail";
import { agendaWithStarts, meetingRun, meetingTimingRows, refuseOutsideWindow } from "./runs";
import { countSpeechesTowardGoals } from "./speech-credits";
import { timingChange } from "./timings";
import { meetingVoteRows, tieDecisions, voterNames } from "./vote-reads";

/**
 * Ending a meeting and its report (docs/decisions/159). The moderator (or an officer) ends it: in one transaction under
 * the meeting's lock, a speech still being timed is stopped at that moment with its verdict, voting closes, the end is
 * recorded, each speech counts toward the goal its speaker chose (decision 242) and the report is assembled from what
 * the meeting recorded and kept with it; its e-mail is queued to every
 * attendee and role holder. The report is read by those who took part and the club's officers.
 */

type EndDeps = Pick<Deps, "db" | "mailer" | "logger" | "config" | "changeFeed">;

/** The ah counter's counts, one row per speaker with their words, by the speaker's name. */
async function fillersOf(db: Executor, eventId: string) {
  const rows = await db
    .select({
      speakerKey: meetingFillerCounts.speakerKey,
      speakerName: meetingFillerCounts.speakerName,
      word: meetingFillerCounts.word,
      count: meetingFillerCounts.count,
    })
    .from(meetingFillerCounts)
    .where(eq(meetingFillerCounts.eventId, eventId));
  const speakers = new Map<string, { speakerName: string; fillerWords: Record<string, number> }>();
  for (const row of rows) {
    const speaker = speakers.get(row.speakerKey) ?? { speakerName: row.speakerName, fillerWords: {} };
    speaker.fillerWords[row.word] = row.count;
    speakers.set(row.speakerKey, speaker);
  }
  return [...speakers.values()].sort((a, b) => alphabetical(a.speakerName, b.speakerName));
}

/** Who evaluated whom, by name only (the evaluations themselves stay with their speakers), in the order given. */
async function evaluationsOf(db: Executor, eventId: string) {
  const rows = await meetingEvaluationRows(db, eventId);
  return rows.map((row) => ({ evaluatorName: displayName(row.evaluator), speakerName: displayName(row.speaker) }));
}

/**
 * How many attended: at a club's meeting, those checked in (role holders unless marked absent) and its guests
 * (docs/decisions/232); at an event without a club, the specification's "Join Event" clicks.
 */
async function attendanceOf(db: Executor, event: EventAccess): Promise<{ attendees: number; guests: number }> {
  if (event.clubId) return attendanceCount(db, event);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(eventAttendees)
    .where(eq(eventAttendees.eventId, event.id));
  return { attendees: Number(row?.count ?? 0), guests: 0 };
}

/**
 * What the report says about the meeting itself: its club, its place (the event's location, else its club's) and
 * who held which role (docs/decisions/190).
 */
async function meetingFacts(db: Executor, eventId: string) {
  const where = await meetingRow(db, eventId);
  const holders = await db
    .select({
      roleType: meetingRoleAssignments.roleType,
      ...nameColumns,
    })
    .from(meetingRoleAssignments)
    .innerJoin(users, eq(users.id, meetingRoleAssignments.userId))
    .where(eq(meetingRoleAssignments.eventId, eventId));
  const offered = await eventRolesOf(db, { clubId: where?.clubId ?? null });
  // a guest holding a role is named as themselves (decision 232)
  const guests = await guestRoleRows(db, eventId);
  return {
    clubName: where?.clubName ?? null,
    place: where?.location?.trim() || where?.clubLocation?.trim() || null,
    roles: [
      ...holders.map((holder) => ({ roleType: holder.roleType, name: displayName(holder) })),
      ...guests.map((guest) => ({ roleType: guest.roleType, name: `${guest.name} (guest)` })),
    ],
    roleSet: offered.roles,
  };
}

/** The report of a meeting that ended at `endedAt`, from what it recorded (every speech stopped by then). */
export async function assembleReport(
  db: Executor,
  event: EventAccess,
  run: { endedAt: Date; votingClosedAt: Date | null },
): Promise<MeetingReport> {
  // one query after the other: inside a transaction they share one connection
  const { items, starts } = await agendaWithStarts(db, event.id);
  const timings = await meetingTimingRows(db, event.id);
  const fillers = await fillersOf(db, event.id);
  const evaluations = await evaluationsOf(db, event.id);
  const votes = await meetingVoteRows(db, event.id);
  const names = await voterNames(db, event.id);
  const decisions = await tieDecisions(db, event.id);
  const attendance = await attendanceOf(db, event);
  const { clubName, place, roles, roleSet } = await meetingFacts(db, event.id);
  return meetingReport({
    meeting: { title: event.title, eventDate: event.eventDate, timeZone: event.timeZone, clubName, place },
    budget: timeBudget(timingPlan(event, items), starts, run.endedAt, run.endedAt),
    roles,
    roleSet,
    speeches: timings.map((timing) => ({
      speakerName: timing.speakerName,
      title: timing.speechTitle,
      durationSeconds: timing.durationSeconds ?? Math.floor(timing.bankedMs / SECOND),
      verdict: timing.verdict,
      thresholds: { green: timing.greenSeconds, red: timing.redSeconds },
    })),
    fillers,
    evaluations,
    votes: voteResults(votes, names, run.votingClosedAt, decisions),
    attendance: attendance.attendees,
    guests: attendance.guests,
  });
}

/** The meeting's attendees and role holders, each once, with a verified address. */
async function reportRecipients(db: Executor, eventId: string) {
  const holds = db
    .select({ one: sql`1` })
    .from(meetingRoleAssignments)
    .where(and(eq(meetingRoleAssignments.eventId, eventId), eq(meetingRoleAssignments.userId, users.id)));
  const attends = db
    .select({ one: sql`1` })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, users.id)));
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.emailVerified, true), or(exists(holds), exists(attends))))
    .orderBy(asc(users.email));
}

export const reportPath = (eventId: string) => paths.meetingReport(eventId);

async function reportMails(
  db: Executor,
  site: EndDeps["config"],
  event: EventAccess,
  report: MeetingReport,
): Promise<QueuedMail[]> {
  const recipients = await reportRecipients(db, event.id);
  const [club] = event.clubId
    ? await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, event.clubId))
    : [];
  const meeting = {
    title: event.title,
    clubName: club?.name ?? null,
    eventDate: event.eventDate,
    timeZone: event.timeZone,
  };
  const links = { report: `${site.appUrl}${reportPath(event.id)}`, preferences: mailPreferencesUrl(site.appUrl) };
  return recipients.map((to) => ({
    kind: "meeting-report",
    refId: event.id,
    to: to.email,
    ...meetingReportMail({ appName: site.appName, firstName: to.firstName, meeting, report, links }),
  }));
}

/**
 * Ends the meeting (its moderator, the club's officers and admins). Ending it again is refused (409 MEETING_ENDED)
 * and sends nothing. A meeting nobody ended within six hours of its planned end can still be ended: it ends, and its
 * last speech stops, at the moment its console closed.
 */
export async function endMeeting(deps: EndDeps, eventId: string, userId: string, now = Date.now()) {
  const result = await deps.db.transaction(async (tx) => {
    const { event } = await requireCapability(tx, eventId, userId, "moderate", { lock: true });
    const run = await meetingRun(tx, eventId);
    const endedAt = new Date(Math.min(now, eventEndTime(event) + CONSOLE_CLOSES_AFTER_MS));
    refuseOutsideWindow(event, run, endedAt.getTime());
    const running = await tx
      .select()
      .from(meetingTimings)
      .where(and(eq(meetingTimings.eventId, eventId), isNull(meetingTimings.stoppedAt)));
    for (const timing of running) {
      await tx
        .update(meetingTimings)
        .set({ ...timingChange(timing, "stop", endedAt), updatedAt: new Date() })
        .where(eq(meetingTimings.id, timing.id));
    }
    const votingClosedAt = run.votingClosedAt ?? endedAt;
    const report = await assembleReport(tx, event, { endedAt, votingClosedAt });
    await tx
      .update(meetingRuns)
      .set({ endedAt, votingClosedAt, report, updatedAt: new Date() })
      .where(eq(meetingRuns.eventId, eventId));
    await countSpeechesTowardGoals(tx, event, endedAt);
    const mails = [
      ...(await reportMails(tx, deps.config, event, report)),
      ...(await guestThankYouMails(tx, deps.config, event, endedAt)),
    ];
    return { event, endedAt, report, mailIds: await enqueueMail(tx, mails) };
  });
  deliverInBackground(deps, result.mailIds);
  forgetUpcomingEvents(deps); // an ended meeting leaves the upcoming lists at once (docs/decisions/164)
  return {
    ...reportAnswer(result.event, result.endedAt, result.report),
    notified: result.mailIds.length,
  };
}

const reportAnswer = (event: EventAccess, endedAt: Date, report: MeetingReport) => ({
  meeting: {
    id: event.id,
    title: event.title,
    clubId: event.clubId,
    eventDate: event.eventDate.toISOString(),
    timeZone: event.timeZone,
  },
  endedAt: endedAt.toISOString(),
  report,
});

/**
 * The report as it was when the meeting ended: for its attendees, role holders, the club's officers and admins (others
 * who may see the meeting: 403; those who may not: 404); before the end, 409 with the reason in words.
 */
export async function readReport(db: Executor, eventId: string, viewerId: string) {
  const { event } = await requireCapability(db, eventId, viewerId, "readReport");
  const [run] = await db
    .select({ endedAt: meetingRuns.endedAt, report: meetingRuns.report })
    .from(meetingRuns)
    .where(eq(meetingRuns.eventId, eventId));
  if (!run?.endedAt || !run.report) {
    throw refuse("MEETING_NOT_ENDED");
  }
  return reportAnswer(event, run.endedAt, await completedReport(db, eventId, run.report));
}

/**
 * A report kept before it named the club, the place and the roles (docs/decisions/190) is completed from the
 * meeting as it is now (its role holders stay with it after it ended); a decided tie is a later addition too.
 */
async function completedReport(db: Executor, eventId: string, kept: MeetingReport): Promise<MeetingReport> {
  const older = kept as Partial<MeetingReport>;
  if (older.roles !== undefined && older.club !== undefined && older.place !== undefined) return kept;
  const facts = await meetingFacts(db, eventId);
  return {
    ...kept,
    club: older.club ?? facts.clubName,
    place: older.place ?? facts.place,
    roles: older.roles ?? rolesHeld(facts.roles, facts.roleSet),
    votes: kept.votes.map((vote) => ({ ...vote, decidedBy: vote.decidedBy ?? null })),
  };
}
