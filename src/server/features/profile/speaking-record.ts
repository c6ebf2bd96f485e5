import { and, asc, eq, inArray, isNotNull, isNull, lte, sql, sum } from "drizzle-orm";
import { alias, type PgColumn, type PgTable, type SelectedFields } from "drizzle-orm/pg-core";
import { displayName } from "../../../domain/accounts";
import { dayKey } from "../../../domain/dates";
import { voteResults } from "../../../domain/meetings/votes";
import { recordCsv, recordFileName } from "../../../domain/record/record-csv";
import { filteredRecord, type RecordPeriod, recordFilterOf } from "../../../domain/record/record-views";
import type { RecordMeeting, RecordSpeech, SpeakingRecord } from "../../../domain/record/speaking-record";
import type { Reader } from "../../authority";
import {
  clubs,
  events,
  meetingEvaluations,
  meetingFillerCounts,
  meetingRoleAssignments,
  meetingRuns,
  meetingTimings,
  meetingVoteDecisions,
  meetingVotes,
  users,
} from "../../db/schema";
import type { SessionUser } from "../../http/context";
import { heldRoleNamer } from "../../reads/member-roles";
import { memberNames } from "../../reads/members";

/** The meeting columns every line of the record carries; a meeting without a zone of its own takes its club's. */
const meetingColumns = {
  eventId: events.id,
  title: events.title,
  clubId: events.clubId,
  club: clubs.name,
  eventDate: events.eventDate,
  timeZone: sql<string>`coalesce(${events.timeZone}, ${clubs.timeZone}, 'UTC')`,
};

type MeetingColumns = {
  eventId: string;
  title: string;
  clubId: string | null;
  club: string | null;
  eventDate: Date;
  timeZone: string;
};

const lineOf = ({ eventDate, ...meeting }: MeetingColumns): RecordMeeting => ({
  ...meeting,
  at: eventDate.toISOString(),
});

/** Meetings that took place: begun by now and not cancelled (a cancelled one counts nowhere, decision 141). */
const held = (now: Date) => and(lte(events.eventDate, now), isNull(events.cancelledAt));

/** `fields` of `table`'s rows with the meeting each belongs to (`meetingColumns`); the caller adds its `where`. */
const withMeeting = <F extends SelectedFields>(db: Reader, fields: F, table: PgTable, eventId: PgColumn) =>
  db
    .select({ ...meetingColumns, ...fields })
    .from(table)
    .innerJoin(events, eq(events.id, eventId))
    .leftJoin(clubs, eq(clubs.id, events.clubId));

/**
 * A member's whole speaking record (docs/features.md, "My speaking record"), newest first: every role they held at a
 * meeting that took place, every speech (timed by the meeting's timer, or given with speech details and not timed),
 * the filler words counted for them, the evaluations delivered to them and the votes they won.
 */
export async function speakingRecord(db: Reader, memberId: string, now = new Date()): Promise<SpeakingRecord> {
  const [roles, speeches, evaluations, awards] = await Promise.all([
    rolesOf(db, memberId, now),
    speechesOf(db, memberId, now),
    evaluationsOf(db, memberId, now),
    awardsOf(db, memberId, now),
  ]);
  return { roles, speeches, evaluations, awards };
}

async function rolesOf(db: Reader, memberId: string, now: Date) {
  const rows = await withMeeting(
    db,
    { roleType: meetingRoleAssignments.roleType },
    meetingRoleAssignments,
    meetingRoleAssignments.eventId,
  )
    .where(and(eq(meetingRoleAssignments.userId, memberId), held(now)))
    .orderBy(sql`${events.eventDate} desc`, asc(meetingRoleAssignments.createdAt));
  const nameOf = heldRoleNamer(db);
  return Promise.all(
    rows.map(async ({ roleType, ...meeting }) => ({
      ...lineOf(meeting),
      role: await nameOf(meeting.clubId, roleType),
    })),
  );
}

async function speechesOf(db: Reader, memberId: string, now: Date): Promise<RecordSpeech[]> {
  const [timings, details, fillers] = await Promise.all([
    withMeeting(
      db,
      {
        speechTitle: meetingTimings.speechTitle,
        durationSeconds: meetingTimings.durationSeconds,
        verdict: meetingTimings.verdict,
      },
      meetingTimings,
      meetingTimings.eventId,
    )
      .where(and(eq(meetingTimings.speakerUserId, memberId), isNotNull(meetingTimings.durationSeconds), held(now)))
      .orderBy(asc(meetingTimings.startedAt)),
    withMeeting(
      db,
      {
        speechTitle: meetingRoleAssignments.speechTitle,
        project: meetingRoleAssignments.speechProject,
        min: meetingRoleAssignments.speechMinMinutes,
        max: meetingRoleAssignments.speechMaxMinutes,
      },
      meetingRoleAssignments,
      meetingRoleAssignments.eventId,
    ).where(and(eq(meetingRoleAssignments.userId, memberId), isNotNull(meetingRoleAssignments.speechTitle), held(now))),
    db
      .select({ eventId: meetingFillerCounts.eventId, total: sum(meetingFillerCounts.count).mapWith(Number) })
      .from(meetingFillerCounts)
      .where(eq(meetingFillerCounts.speakerUserId, memberId))
      .groupBy(meetingFillerCounts.eventId),
  ]);
  const fillersAt = new Map(fillers.map((row) => [row.eventId, row.total]));
  const unused = [...details];
  /** The member's speech details at the meeting that this timing measured: the one of its title, else the first. */
  const detailsFor = (eventId: string, title: string | null) => {
    const at = unused.filter((detail) => detail.eventId === eventId);
    const found = at.find((detail) => detail.speechTitle === title) ?? at[0];
    if (found) unused.splice(unused.indexOf(found), 1);
    return found;
  };
  const counted = new Set<string>();
  /** The meeting's filler words go with the member's first speech there (the ah counter counts per meeting). */
  const fillersOnce = (eventId: string) => {
    if (counted.has(eventId)) return null;
    counted.add(eventId);
    return fillersAt.get(eventId) ?? null;
  };
  const timed = timings.map(({ speechTitle, durationSeconds, verdict, ...meeting }) => {
    const detail = detailsFor(meeting.eventId, speechTitle);
    return {
      ...lineOf(meeting),
      speechTitle: detail?.speechTitle ?? speechTitle,
      project: detail?.project ?? null,
      range: detail?.min && detail.max ? { min: detail.min, max: detail.max } : null,
      durationSeconds,
      verdict,
      fillers: fillersOnce(meeting.eventId),
    };
  });
  const untimed = unused.map(({ speechTitle, project, min, max, ...meeting }) => ({
    ...lineOf(meeting),
    speechTitle,
    project,
    range: min && max ? { min, max } : null,
    durationSeconds: null,
    verdict: null,
    fillers: fillersOnce(meeting.eventId),
  }));
  return [...timed, ...untimed].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

async function evaluationsOf(db: Reader, memberId: string, now: Date) {
  const evaluator = alias(users, "evaluator");
  const rows = await withMeeting(
    db,
    {
      form: meetingEvaluations.form,
      evaluator: { firstName: evaluator.firstName, lastName: evaluator.lastName, email: evaluator.email },
    },
    meetingEvaluations,
    meetingEvaluations.eventId,
  )
    .innerJoin(evaluator, eq(evaluator.id, meetingEvaluations.evaluatorUserId))
    .where(and(eq(meetingEvaluations.speakerUserId, memberId), held(now)))
    .orderBy(sql`${events.eventDate} desc`);
  return rows.map(({ form, evaluator: author, ...meeting }) => ({
    ...lineOf(meeting),
    evaluator: displayName(author),
    scores: Object.fromEntries(Object.entries(form.ratings).map(([key, rating]) => [key, rating.score])),
    opening: form.positiveOpening,
    improvement: form.improvementPoints,
    closing: form.positiveClosing,
  }));
}

/** The categories the member won at meetings whose results were revealed (a tie left undecided is nobody's win). */
async function awardsOf(db: Reader, memberId: string, now: Date) {
  const nominated = db
    .select({ eventId: meetingVotes.eventId })
    .from(meetingVotes)
    .where(eq(meetingVotes.nomineeId, memberId));
  const meetings = await withMeeting(db, { closedAt: meetingRuns.votingClosedAt }, meetingRuns, meetingRuns.eventId)
    .where(and(inArray(meetingRuns.eventId, nominated), isNotNull(meetingRuns.resultsRevealedAt), held(now)))
    .orderBy(sql`${events.eventDate} desc`);
  if (meetings.length === 0) return [];
  const ids = meetings.map((meeting) => meeting.eventId);
  const [votes, decisions] = await Promise.all([
    db
      .select({
        eventId: meetingVotes.eventId,
        voterId: meetingVotes.voterId,
        category: meetingVotes.category,
        nomineeId: meetingVotes.nomineeId,
        at: meetingVotes.votedAt,
      })
      .from(meetingVotes)
      .where(inArray(meetingVotes.eventId, ids)),
    db
      .select({
        eventId: meetingVoteDecisions.eventId,
        category: meetingVoteDecisions.category,
        nomineeId: meetingVoteDecisions.nomineeId,
      })
      .from(meetingVoteDecisions)
      .where(inArray(meetingVoteDecisions.eventId, ids)),
  ]);
  const names = await memberNames(db, [memberId]);
  return meetings.flatMap(({ closedAt, ...meeting }) => {
    const results = voteResults(
      votes.filter((vote) => vote.eventId === meeting.eventId),
      names,
      closedAt,
      decisions.filter((decision) => decision.eventId === meeting.eventId).map((each) => ({ ...each, decidedBy: "" })),
    );
    return results
      .filter((result) => !result.tie && result.winners.some((winner) => winner.nomineeId === memberId))
      .map((result) => ({ ...lineOf(meeting), category: result.category }));
  });
}

/** The member's record as a CSV file, within a club and a period when asked (docs/decisions/240). */
export async function speakingRecordFile(
  db: Reader,
  member: Pick<SessionUser, "id" | "name" | "lastName">,
  query: { club?: string; period?: RecordPeriod },
  now = new Date(),
) {
  const record = await speakingRecord(db, member.id, now);
  const chosen = filteredRecord(record, recordFilterOf(query), now);
  return {
    body: recordCsv(chosen),
    fileName: recordFileName([member.name, member.lastName].filter(Boolean).join(" "), dayKey(now, "UTC")),
  };
}
