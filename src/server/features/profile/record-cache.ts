import { sql } from "drizzle-orm";
import type { SpeakingRecord } from "../../../domain/record/speaking-record";
import type { Reader } from "../../authority";
import type { Database } from "../../db/client";
import {
  events,
  meetingEvaluations,
  meetingFillerCounts,
  meetingRoleAssignments,
  meetingTimings,
  meetingVoteDecisions,
  meetingVotes,
} from "../../db/schema";
import { type PreparedJson, prepareJson } from "../../http/prepared-json";
import type { ChangeFeed } from "../../realtime/change-feed";
import { type KeyedTopics, keyedFeedCache } from "../../realtime/feed-cache";
import { speakingRecord } from "./speaking-record";

/**
 * Each member's speaking record kept in memory by the server instance (docs/decisions/245), as the JSON their own page
 * is sent (and gzipped), with the ids of what it names: every meeting the member has rows at (held or to come,
 * cancelled too), those meetings' clubs and the members who evaluated them.
 */
export type KeptRecord = PreparedJson & { names: ReadonlySet<string> };

type Deps = { db: Database; changeFeed: ChangeFeed };

/** Tables whose rows name the member they are about (user, speaker, nominee): a write changes that member's record. */
export const RECORD_ROWS_OF_A_MEMBER: ReadonlySet<string> = new Set([
  "meeting_role_assignments",
  "meeting_timings",
  "meeting_filler_counts",
  "meeting_evaluations",
  "meeting_votes",
  "meeting_vote_decisions",
]);
/** Tables whose rows belong to a meeting: a write changes the record of every member with rows at that meeting. */
const RECORD_ROWS_OF_A_MEETING: ReadonlySet<string> = new Set([...RECORD_ROWS_OF_A_MEMBER, "meeting_runs", "events"]);
/** Tables of a club's name, time zone and role names (`<table>:club:<id>`). */
const RECORD_ROWS_OF_A_CLUB: ReadonlySet<string> = new Set(["clubs", "club_roles"]);

/**
 * The topics that drop kept records (the feed's topics, change-feed.ts): a row about the member drops theirs; a change
 * to a meeting, a club or a member drops every record naming it (`names`).
 */
export const RECORD_TOPICS: KeyedTopics<KeptRecord> = {
  every: new Set(),
  keyOf: (topic) => {
    const [table = "", scope, id] = topic.split(":");
    return scope === "user" && RECORD_ROWS_OF_A_MEMBER.has(table) ? id : undefined;
  },
  valuesOf: (topic) => {
    const [table = "", scope, id = ""] = topic.split(":");
    const named =
      (scope === "event" && RECORD_ROWS_OF_A_MEETING.has(table)) ||
      (scope === "club" && RECORD_ROWS_OF_A_CLUB.has(table)) ||
      (scope === "user" && table === "users");
    return named ? (kept) => kept.names.has(id) : undefined;
  },
};

/** The most members whose record one server instance keeps, and the most bytes of their records together. */
export const MAX_RECORDS_KEPT = 10_000;
export const MAX_RECORD_BYTES = 64 * 1024 * 1024;

/**
 * What the member's record names (see KeptRecord): the meetings they have rows at (roles, timings, filler words,
 * evaluations, votes and decisions naming them), their clubs and evaluators; and the soonest start of those meetings
 * to come: until then the record holds (a meeting that begins enters it).
 */
async function namedInRecord(db: Reader, memberId: string, now: Date) {
  const [row] = await db
    .select({
      meetings: sql<string[]>`coalesce(json_agg(${events.id}), '[]'::json)`,
      clubs: sql<string[] | null>`json_agg(distinct ${events.clubId}) filter (where ${events.clubId} is not null)`,
      evaluators: sql<string[] | null>`(select json_agg(distinct ${meetingEvaluations.evaluatorUserId})
        from ${meetingEvaluations} where ${meetingEvaluations.speakerUserId} = ${memberId})`,
      nextStart: sql<Date | string | null>`min(${events.eventDate}) filter (
        where ${events.eventDate} > ${now.toISOString()}::timestamptz and ${events.cancelledAt} is null)`,
    })
    .from(events)
    .where(
      sql`${events.id} in (
        select ${meetingRoleAssignments.eventId} from ${meetingRoleAssignments} where ${meetingRoleAssignments.userId} = ${memberId}
        union select ${meetingTimings.eventId} from ${meetingTimings} where ${meetingTimings.speakerUserId} = ${memberId}
        union select ${meetingFillerCounts.eventId} from ${meetingFillerCounts} where ${meetingFillerCounts.speakerUserId} = ${memberId}
        union select ${meetingEvaluations.eventId} from ${meetingEvaluations} where ${meetingEvaluations.speakerUserId} = ${memberId}
        union select ${meetingVotes.eventId} from ${meetingVotes} where ${meetingVotes.nomineeId} = ${memberId}
        union select ${meetingVoteDecisions.eventId} from ${meetingVoteDecisions} where ${meetingVoteDecisions.nomineeId} = ${memberId})`,
    );
  return {
    names: new Set([...(row?.meetings ?? []), ...(row?.clubs ?? []), ...(row?.evaluators ?? [])]),
    nextStart: row?.nextStart ? new Date(row.nextStart).getTime() : undefined,
  };
}

/** The member's record as kept, read now, and until when it holds without a write. */
async function recordToKeep(deps: Deps, memberId: string) {
  const now = new Date();
  const [record, { names, nextStart }] = await Promise.all([
    speakingRecord(deps.db, memberId, now),
    namedInRecord(deps.db, memberId, now),
  ]);
  return { value: { ...prepareJson(record), names }, validUntil: nextStart };
}

const recordCache = (deps: Deps) =>
  keyedFeedCache<KeptRecord>(
    deps,
    "speaking-record",
    RECORD_TOPICS,
    (memberId) => recordToKeep(deps, memberId),
    MAX_RECORDS_KEPT,
    { weigh: (kept) => kept.json.length + kept.gzip.length, max: MAX_RECORD_BYTES },
  );

/**
 * The member's speaking record as JSON, kept per member until the change feed reports a write to a row about them, or
 * to a meeting, club or evaluator their record names (from any instance, even by plain SQL), until one of their
 * meetings begins, and for 30 s at most. Before answering, the feed catches up with
 * every write committed before the request (`caughtUp`), so no answer misses one; when it cannot tell (its connection
 * lost), the record is read afresh.
 */
export async function preparedSpeakingRecord(deps: Deps, memberId: string): Promise<PreparedJson> {
  return recordCache(deps).afterWrites(deps.changeFeed.caughtUp(), memberId);
}

/** The member's speaking record, from what the instance keeps (see preparedSpeakingRecord). */
export async function keptSpeakingRecord(deps: Deps, memberId: string): Promise<SpeakingRecord> {
  return JSON.parse((await preparedSpeakingRecord(deps, memberId)).json) as SpeakingRecord;
}
