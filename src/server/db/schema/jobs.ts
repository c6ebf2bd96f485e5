import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, unique } from "drizzle-orm/pg-core";
import { at, createdAt, id, stamped } from "./columns";

export const JOB_STATES = ["pending", "done", "failed", "cancelled"] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Scheduled work (docs/decisions/152): one row per thing to do at a time (a role reminder, an expiry). A job is
 * written in the transaction that makes it due, claimed by one server instance at a time (`locked_until`), and
 * finished in the transaction of its effect; a failed try is retried with back-off until `max_attempts`.
 * `key` names what the job is about within its kind (an assignment's id): one pending job per (kind, key).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    state: text("state", { enum: JOB_STATES }).notNull().default("pending"),
    runAt: stamped("run_at"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    lockedUntil: at("locked_until"),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    finishedAt: at("finished_at"),
  },
  (table) => [
    unique("jobs_kind_key_unique").on(table.kind, table.key),
    index("jobs_due_idx").on(table.runAt).where(sql`${table.state} = 'pending'`),
    check("jobs_attempts_range", sql`${table.attempts} >= 0 and ${table.maxAttempts} between 1 and 100`),
  ],
);
