import { and, eq, inArray, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import { alias, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import { displayName } from "../../../domain/accounts";
import type { Verdict } from "../../../domain/meetings/verdict";
import { type VoteCategory, voteResults } from "../../../domain/meetings/votes";
import type { RecordMeeting, RecordSpeech, SpeakingRecord } from "../../../domain/record/speaking-record";
import type { EvaluationForm } from "../../../domain/tools/evaluator";
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
import { heldRoleNamer } from "../../reads/member-roles";
import { memberNames } from "../../reads/members";

/**
 * The tables the record is read from (each on the change feed): a write to any of them may change someone's record.
 * Speech credits are written with the meeting's end, which writes `meeting_runs` too.
 */
export const SPEAKING_RECORD_TABLES: ReadonlySet<string> = new Set([
  "events",
  "clubs",
  "club_roles",
  "meeting_role_assignments",
  "meeting_timings",
  "meeting_filler_counts",
  "meeting_evaluations",
  "meeting_runs",
  "meeting_votes",
  "meeting_vote_decisions",
]);

/** An instant as the record sends it (`Date#toISOString`: UTC, milliseconds). */
const isoText = (column: PgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The meeting every line of the record carries (`RecordMeeting`); one without a zone of its own takes its club's. */
const meetingFields = {
  eventId: events.id,
  title: events.title,
  clubId: events.clubId,
  club: clubs.name,
  at: isoText(events.eventDate),
  timeZone: sql`coalesce(${events.timeZone}, ${clubs.timeZone}, 'UTC')`,
};

type Fields = Record<string, PgColumn | SQL>;

/** A JSON object of `fields` (names are the code's own, never input). */
const jsonObject = (fields: Fields): SQL =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  )})`;

/**
 * `fields` of `table`'s rows with the meeting each belongs to, built as JSON lines by the database in one row, in
 * `order` (a read of about a thousand lines costs no mapping row by row, docs/decisions/245); the caller adds its
 * `where`, and reads the lines with `linesIn`.
 */
const linesOf = <L>(db: Reader, fields: Fields, table: PgTable, eventId: PgColumn, order: SQL = sql`1`) =>
  db
    .select({
      lines: sql<
        Array<RecordMeeting & L>
      >`coalesce(json_agg(${jsonObject({ ...meetingFields, ...fields })} order by ${order}), '[]'::json)`,
    })
    .from(table)
    .innerJoin(events, eq(events.id, eventId))
    .leftJoin(clubs, eq(clubs.id, events.clubId));

const linesIn = async <L>(rows: Promise<Array<{ lines: L[] }>>) => (await rows)[0]?.lines ?? [];

/** Meetings that took place: begun by now and not cancelled (a cancelled one counts nowhere, decision 141). */
const held = (now: Date) => and(lte(events.eventDate, now), isNull(events.cancelledAt));

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
  const lines = await linesIn(
    linesOf<{ roleType: string }>(
      db,
      { roleType: meetingRoleAssignments.roleType },
      meetingRoleAssignments,
      meetingRoleAssignments.eventId,
      sql`${events.eventDate} desc, ${meetingRoleAssignments.createdAt}`,
    ).where(and(eq(meetingRoleAssignments.userId, memberId), held(now))),
  );
  const nameOf = heldRoleNamer(db);
  return Promise.all(
    lines.map(async ({ roleType, ...meeting }) => ({ ...meeting, role: await nameOf(meeting.clubId, roleType) })),
  );
}

type Timing = { speechTitle: string | null; durationSeconds: number; verdict: Verdict | null };
type Details = { speechTitle: string; project: string | null; min: number | null; max: number | null };

async function speechesOf(db: Reader, memberId: string, now: Date): Promise<RecordSpeech[]> {
  const [timings, details, fillers] = await Promise.all([
    linesIn(
      linesOf<Timing>(
        db,
        {
          speechTitle: meetingTimings.speechTitle,
          durationSeconds: meetingTimings.durationSeconds,
          verdict: meetingTimings.verdict,
        },
        meetingTimings,
        meetingTimings.eventId,
        sql`${meetingTimings.startedAt}`,
      ).where(and(eq(meetingTimings.speakerUserId, memberId), isNotNull(meetingTimings.durationSeconds), held(now))),
    ),
    linesIn(
      linesOf<Details>(
        db,
        {
          speechTitle: meetingRoleAssignments.speechTitle,
          project: meetingRoleAssignments.speechProject,
          min: meetingRoleAssignments.speechMinMinutes,
          max: meetingRoleAssignments.speechMaxMinutes,
        },
        meetingRoleAssignments,
        meetingRoleAssignments.eventId,
      ).where(
        and(eq(meetingRoleAssignments.userId, memberId), isNotNull(meetingRoleAssignments.speechTitle), held(now)),
      ),
    ),
    db
      .select({
        totals: sql<Record<string, number>>`coalesce(json_object_agg(counted.event_id, counted.total), '{}'::json)`,
      })
      .from(
        db
          .select({ event_id: meetingFillerCounts.eventId, total: sql`sum(${meetingFillerCounts.count})`.as("total") })
          .from(meetingFillerCounts)
          .where(eq(meetingFillerCounts.speakerUserId, memberId))
          .groupBy(meetingFillerCounts.eventId)
          .as("counted"),
      ),
  ]);
  const fillersAt = new Map(
    Object.entries(fillers[0]?.totals ?? {}).map(([eventId, total]) => [eventId, Number(total)]),
  );
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
      ...meeting,
      speechTitle: detail?.speechTitle ?? speechTitle,
      project: detail?.project ?? null,
      range: detail?.min && detail.max ? { min: detail.min, max: detail.max } : null,
      durationSeconds,
      verdict,
      fillers: fillersOnce(meeting.eventId),
    };
  });
  const untimed = unused.map(({ speechTitle, project, min, max, ...meeting }) => ({
    ...meeting,
    speechTitle,
    project,
    range: min && max ? { min, max } : null,
    durationSeconds: null,
    verdict: null,
    fillers: fillersOnce(meeting.eventId),
  }));
  return [...timed, ...untimed].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

type Evaluation = { form: EvaluationForm; evaluator: { firstName: string; lastName: string | null; email: string } };

async function evaluationsOf(db: Reader, memberId: string, now: Date) {
  const evaluator = alias(users, "evaluator");
  const lines = await linesIn(
    linesOf<Evaluation>(
      db,
      {
        form: meetingEvaluations.form,
        evaluator: jsonObject({
          firstName: evaluator.firstName,
          lastName: evaluator.lastName,
          email: evaluator.email,
        }),
      },
      meetingEvaluations,
      meetingEvaluations.eventId,
      sql`${events.eventDate} desc`,
    )
      .innerJoin(evaluator, eq(evaluator.id, meetingEvaluations.evaluatorUserId))
      .where(and(eq(meetingEvaluations.speakerUserId, memberId), held(now))),
  );
  return lines.map(({ form, evaluator: author, ...meeting }) => ({
    ...meeting,
    evaluator: displayName(author),
    scores: Object.fromEntries(Object.entries(form.ratings).map(([key, rating]) => [key, rating.score])),
    opening: form.positiveOpening,
    improvement: form.improvementPoints,
    closing: form.positiveClosing,
  }));
}

type Ballot = { eventId: string; voterId: string; category: VoteCategory; nomineeId: string; at: string };
type Decision = { eventId: string; category: VoteCategory; nomineeId: string };

/** The categories the member won at meetings whose results were revealed (a tie left undecided is nobody's win). */
async function awardsOf(db: Reader, memberId: string, now: Date) {
  const nominated = db
    .select({ eventId: meetingVotes.eventId })
    .from(meetingVotes)
    .where(eq(meetingVotes.nomineeId, memberId));
  const meetings = await linesIn(
    linesOf<{ closedAt: string | null }>(
      db,
      { closedAt: isoText(meetingRuns.votingClosedAt) },
      meetingRuns,
      meetingRuns.eventId,
      sql`${events.eventDate} desc`,
    ).where(and(inArray(meetingRuns.eventId, nominated), isNotNull(meetingRuns.resultsRevealedAt), held(now))),
  );
  if (meetings.length === 0) return [];
  const ids = meetings.map((meeting) => meeting.eventId);
  const [[votes], [decisions], names] = await Promise.all([
    db
      .select({
        lines: sql<Ballot[]>`json_agg(${jsonObject({
          eventId: meetingVotes.eventId,
          voterId: meetingVotes.voterId,
          category: meetingVotes.category,
          nomineeId: meetingVotes.nomineeId,
          at: isoText(meetingVotes.votedAt),
        })})`,
      })
      .from(meetingVotes)
      .where(inArray(meetingVotes.eventId, ids)),
    db
      .select({
        lines: sql<Decision[] | null>`json_agg(${jsonObject({
          eventId: meetingVoteDecisions.eventId,
          category: meetingVoteDecisions.category,
          nomineeId: meetingVoteDecisions.nomineeId,
        })})`,
      })
      .from(meetingVoteDecisions)
      .where(inArray(meetingVoteDecisions.eventId, ids)),
    memberNames(db, [memberId]),
  ]);
  const byMeeting = <T extends { eventId: string }>(lines: T[] | null | undefined) => {
    const at = new Map<string, T[]>();
    for (const line of lines ?? []) at.set(line.eventId, [...(at.get(line.eventId) ?? []), line]);
    return at;
  };
  const [votesAt, decisionsAt] = [byMeeting(votes?.lines), byMeeting(decisions?.lines)];
  return meetings.flatMap(({ closedAt, ...meeting }) => {
    const results = voteResults(
      votesAt.get(meeting.eventId) ?? [],
      names,
      closedAt,
      (decisionsAt.get(meeting.eventId) ?? []).map((each) => ({ ...each, decidedBy: "" })),
    );
    return results
      .filter((result) => !result.tie && result.winners.some((winner) => winner.nomineeId === memberId))
      .map((result) => ({ ...meeting, category: result.category }));
  });
}
