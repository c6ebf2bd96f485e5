import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { MeetingReport } from "../../../domain/meetings/report";
import { VERDICTS } from "../../../domain/meetings/verdict";
import { VOTE_CATEGORIES } from "../../../domain/meetings/votes";
import { FILLER_WORDS } from "../../../domain/tools/ah-counter";
import type { EvaluationForm } from "../../../domain/tools/evaluator";
import { actorRef, memberRef } from "./auth";
import { at, createdAt, ownedBy, stamped, updatedAt } from "./columns";
import { events } from "./events";
import { meetingAgendas } from "./meetings";

/**
 * A meeting as it runs (docs/decisions/159): made when its console is first opened by someone who may run it.
 * The display link's token, the voting state, and once the moderator ends it, the report as it was then.
 */
export const meetingRuns = pgTable("meeting_runs", {
  eventId: uuid("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  /** The secret of the display link (`/meetings/:id/display?token=…`); renewing it closes the old link. */
  displayToken: text("display_token").notNull().unique(),
  votingClosedAt: at("voting_closed_at"),
  resultsRevealedAt: at("results_revealed_at"),
  endedAt: at("ended_at"),
  report: jsonb("report").$type<MeetingReport>(),
  updatedAt: updatedAt(),
});

/**
 * One speech timed at a meeting. The id is the timer's device's own (so a start sent twice is one speech); the
 * stopwatch is `banked_ms` plus the time since `running_since`; stopping records the duration and its verdict.
 */
export const meetingTimings = pgTable(
  "meeting_timings",
  {
    id: uuid("id").primaryKey(),
    eventId: ownedBy("event_id", () => events.id),
    agendaItemId: uuid("agenda_item_id").references(() => meetingAgendas.id, { onDelete: "set null" }),
    speakerUserId: actorRef("speaker_user_id"),
    speakerName: text("speaker_name").notNull(),
    speechTitle: text("speech_title"),
    greenSeconds: integer("green_seconds").notNull(),
    yellowSeconds: integer("yellow_seconds").notNull(),
    redSeconds: integer("red_seconds").notNull(),
    graceSeconds: integer("grace_seconds").notNull(),
    startedAt: at("started_at").notNull(),
    runningSince: at("running_since"),
    bankedMs: integer("banked_ms").notNull().default(0),
    stoppedAt: at("stopped_at"),
    durationSeconds: integer("duration_seconds"),
    verdict: text("verdict", { enum: VERDICTS }),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("meeting_timings_event_idx").on(table.eventId, table.startedAt),
    index("meeting_timings_speaker_idx").on(table.speakerUserId),
    index("meeting_timings_agenda_item_idx").on(table.agendaItemId).where(sql`${table.agendaItemId} is not null`),
    check("meeting_timings_stopped", sql`(${table.stoppedAt} is null) = (${table.durationSeconds} is null)`),
    check(
      "meeting_timings_thresholds",
      sql`0 <= ${table.greenSeconds} and ${table.greenSeconds} <= ${table.yellowSeconds} and ${table.yellowSeconds} <= ${table.redSeconds}`,
    ),
  ],
);

/**
 * The ah counter's counts at a meeting, per speaker and word. A speaker is a member (`user:<id>`) or a name
 * (`name:<lower-case name>`) for a guest.
 */
export const meetingFillerCounts = pgTable(
  "meeting_filler_counts",
  {
    eventId: ownedBy("event_id", () => events.id),
    speakerKey: text("speaker_key").notNull(),
    speakerUserId: actorRef("speaker_user_id"),
    speakerName: text("speaker_name").notNull(),
    word: text("word", { enum: FILLER_WORDS }).notNull(),
    count: integer("count").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.speakerKey, table.word] }),
    index("meeting_filler_counts_speaker_idx").on(table.speakerUserId),
    check("meeting_filler_counts_count", sql`${table.count} >= 0`),
  ],
);

/**
 * The actions a console sent, by the id its device gave each (docs/decisions/159): an action that reaches the
 * server twice (a retry, an offline replay) is applied once.
 */
export const meetingActions = pgTable(
  "meeting_actions",
  {
    id: uuid("id").primaryKey(),
    eventId: ownedBy("event_id", () => events.id),
    createdAt: createdAt(),
  },
  (table) => [index("meeting_actions_event_idx").on(table.eventId)],
);

/** An evaluator's written evaluation of one speaker at a meeting, delivered to the speaker when submitted. */
export const meetingEvaluations = pgTable(
  "meeting_evaluations",
  {
    eventId: ownedBy("event_id", () => events.id),
    evaluatorUserId: memberRef("evaluator_user_id"),
    speakerUserId: memberRef("speaker_user_id"),
    form: jsonb("form").$type<EvaluationForm>().notNull(),
    submittedAt: stamped("submitted_at"),
    /** When the evaluator last changed what they had sent; null while it is as first submitted. */
    updatedAt: at("updated_at"),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.evaluatorUserId, table.speakerUserId] }),
    index("meeting_evaluations_speaker_idx").on(table.speakerUserId),
  ],
);

/** One member's vote in one category at a meeting: changeable until voting closes. */
export const meetingVotes = pgTable(
  "meeting_votes",
  {
    eventId: ownedBy("event_id", () => events.id),
    voterId: memberRef("voter_id"),
    category: text("category", { enum: VOTE_CATEGORIES }).notNull(),
    nomineeId: memberRef("nominee_id"),
    votedAt: stamped("voted_at"),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.voterId, table.category] }),
    index("meeting_votes_nominee_idx").on(table.nomineeId),
    check("meeting_votes_not_self", sql`${table.voterId} <> ${table.nomineeId}`),
  ],
);

/**
 * The moderator's choice between nominees tied for the most votes in a category (docs/decisions/190): who was
 * chosen, by whom and when. One per category; reopening the vote clears it.
 */
export const meetingVoteDecisions = pgTable(
  "meeting_vote_decisions",
  {
    eventId: ownedBy("event_id", () => events.id),
    category: text("category", { enum: VOTE_CATEGORIES }).notNull(),
    nomineeId: memberRef("nominee_id"),
    decidedBy: actorRef("decided_by"),
    decidedAt: stamped("decided_at"),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.category] })],
);
