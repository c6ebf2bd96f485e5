import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type JobState, jobs, type MAIL_KINDS, mailQueue } from "../../db/schema";
import { withoutPrivateParts } from "../../jobs/failure-cause";
import type { JobKinds } from "../../jobs/queue";

/**
 * What the Administration page shows of the scheduled work (docs/decisions/152) and of the mail queue: what is due,
 * what is coming, what failed. Words only: no e-mail address or token leaves here, even inside an error's text.
 */

const LISTED = 20;
const MAIL_FAILURES_LISTED = 5;

type MailKind = (typeof MAIL_KINDS)[number];
const MAIL_KIND_LABELS: Record<MailKind, string> = {
  verification: "Address verification",
  "password-reset": "Password reset",
  contact: "Contact message",
  announcement: "Announcement",
  invitation: "Invitation",
  "event-changed": "Meeting changed",
  "event-cancelled": "Meeting cancelled",
  agenda: "Agenda",
  "role-reminder": "Role reminder",
  "role-given": "Role given",
  "role-offer": "Role offer",
  "role-nudge": "Open-role request",
  "role-gap": "Role gap (to officers)",
  "meeting-report": "Meeting report",
  "meeting-evaluation": "Evaluation delivered",
  "officer-appointed": "Officer appointed",
  "guest-thank-you": "Thank-you to a guest",
  "club-added": "Added to a club",
};

/**
 * An error or subject as an admin may read it: addresses and secret-looking parameters blanked, the SQL of a failed
 * query (stored before errors were kept as their cause) replaced by words (docs/decisions/176).
 */
export const withoutAddresses = (text: string) => withoutPrivateParts(text);

/** When nothing says what a job was about (its assignment was deleted, its kind is unknown). */
const GONE = "What it was about no longer exists";

type JobRow = Pick<
  typeof jobs.$inferSelect,
  "id" | "kind" | "key" | "runAt" | "attempts" | "maxAttempts" | "lastError" | "finishedAt"
>;

const listedColumns = {
  id: jobs.id,
  kind: jobs.kind,
  key: jobs.key,
  runAt: jobs.runAt,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
  lastError: jobs.lastError,
  finishedAt: jobs.finishedAt,
};

/** The listed jobs with their kind's label and what each is about, in words. */
async function described(db: Database, kinds: JobKinds, rows: JobRow[]) {
  const keysByKind = new Map<string, string[]>();
  for (const row of rows) keysByKind.set(row.kind, [...(keysByKind.get(row.kind) ?? []), row.key]);
  const about = new Map<string, Map<string, string>>();
  for (const [kind, keys] of keysByKind) {
    about.set(kind, (await kinds[kind]?.describe(db, [...new Set(keys)])) ?? new Map());
  }
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    label: kinds[row.kind]?.label ?? row.kind,
    about: about.get(row.kind)?.get(row.key) ?? GONE,
    runAt: row.runAt,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError === null ? null : withoutAddresses(row.lastError),
    finishedAt: row.finishedAt,
    cancellable: kinds[row.kind]?.cancellable ?? true,
  }));
}

/** Per kind: due now, upcoming, failed and done in the last 24 h; the next and the failed jobs; the mail queue. */
export async function scheduledWorkOverview(db: Database, kinds: JobKinds) {
  const counts = await db
    .select({
      kind: jobs.kind,
      due: sql<number>`count(*) filter (where ${jobs.state} = 'pending' and ${jobs.runAt} <= now())::int`,
      upcoming: sql<number>`count(*) filter (where ${jobs.state} = 'pending' and ${jobs.runAt} > now())::int`,
      failed: sql<number>`count(*) filter (where ${jobs.state} = 'failed')::int`,
      doneLastDay: sql<number>`count(*) filter (where ${jobs.state} = 'done' and ${jobs.finishedAt} > now() - interval '24 hours')::int`,
    })
    .from(jobs)
    .groupBy(jobs.kind);
  const byKind = new Map(counts.map((row) => [row.kind, row]));
  const kindNames = [...Object.keys(kinds), ...counts.map((row) => row.kind).filter((kind) => !(kind in kinds))];

  // Pending jobs soonest first: those due now (or waiting for their next try) lead.
  const upcoming = await db
    .select(listedColumns)
    .from(jobs)
    .where(eq(jobs.state, "pending"))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(LISTED);
  const failed = await db
    .select(listedColumns)
    .from(jobs)
    .where(eq(jobs.state, "failed"))
    .orderBy(sql`${jobs.finishedAt} desc nulls last`, desc(jobs.runAt), asc(jobs.id))
    .limit(LISTED);

  const [mail] = await db
    .select({
      undelivered: sql<number>`count(*)::int`,
      failedOnce: sql<number>`count(*) filter (where ${mailQueue.attempts} > 0)::int`,
      oldestAgeSeconds: sql<number | null>`floor(extract(epoch from now() - min(${mailQueue.createdAt})))::int`,
    })
    .from(mailQueue)
    .where(isNull(mailQueue.sentAt));
  const mailFailures = await db
    .select({
      id: mailQueue.id,
      kind: mailQueue.kind,
      subject: mailQueue.subject,
      attempts: mailQueue.attempts,
      lastError: mailQueue.lastError,
      createdAt: mailQueue.createdAt,
      nextAttemptAt: mailQueue.nextAttemptAt,
    })
    .from(mailQueue)
    .where(and(isNull(mailQueue.sentAt), isNotNull(mailQueue.lastError), gt(mailQueue.attempts, 0)))
    .orderBy(desc(mailQueue.createdAt), asc(mailQueue.id))
    .limit(MAIL_FAILURES_LISTED);

  return {
    kinds: kindNames.map((kind) => ({
      kind,
      label: kinds[kind]?.label ?? kind,
      due: byKind.get(kind)?.due ?? 0,
      upcoming: byKind.get(kind)?.upcoming ?? 0,
      failed: byKind.get(kind)?.failed ?? 0,
      doneLastDay: byKind.get(kind)?.doneLastDay ?? 0,
    })),
    upcoming: await described(db, kinds, upcoming),
    failed: await described(db, kinds, failed),
    mail: {
      undelivered: mail?.undelivered ?? 0,
      failedOnce: mail?.failedOnce ?? 0,
      oldestAgeSeconds: mail?.oldestAgeSeconds ?? null,
      recentFailures: mailFailures.map((row) => ({
        id: row.id,
        kind: row.kind,
        kindLabel: MAIL_KIND_LABELS[row.kind],
        subject: withoutAddresses(row.subject),
        attempts: row.attempts,
        lastError: withoutAddresses(row.lastError ?? ""),
        createdAt: row.createdAt,
        nextAttemptAt: row.nextAttemptAt,
      })),
    },
  };
}

export type JobChange =
  | { outcome: "changed"; job: { id: string; state: JobState; runAt: Date; attempts: number } }
  | { outcome: "no-such-job" }
  | { outcome: "finished"; state: JobState }
  | { outcome: "not-cancellable"; label: string };

const changedColumns = { id: jobs.id, state: jobs.state, runAt: jobs.runAt, attempts: jobs.attempts };

async function refusal(db: Database, jobId: string): Promise<JobChange> {
  const [job] = await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, jobId));
  return job ? { outcome: "finished", state: job.state } : { outcome: "no-such-job" };
}

/**
 * A failed or pending job runs again now, with all its tries. A worker running it at this moment loses its claim (its
 * transaction rolls back), so the effect still happens once. A done or cancelled job is left as it is.
 */
export async function retryJob(db: Database, jobId: string): Promise<JobChange> {
  const [job] = await db
    .update(jobs)
    .set({ state: "pending", runAt: sql`now()`, attempts: 0, finishedAt: null, lockedUntil: null, lockedBy: null })
    .where(and(eq(jobs.id, jobId), inArray(jobs.state, ["pending", "failed"])))
    .returning(changedColumns);
  return job ? { outcome: "changed", job } : refusal(db, jobId);
}

/** A pending or failed job is called off; work that must keep running (the reminder sweep) is not. */
export async function cancelJob(db: Database, kinds: JobKinds, jobId: string): Promise<JobChange> {
  const kept = Object.entries(kinds)
    .filter(([, kind]) => !kind.cancellable)
    .map(([name]) => name);
  const [job] = await db
    .update(jobs)
    .set({ state: "cancelled", finishedAt: sql`now()`, lockedUntil: null, lockedBy: null })
    .where(
      and(
        eq(jobs.id, jobId),
        inArray(jobs.state, ["pending", "failed"]),
        kept.length > 0 ? notInArray(jobs.kind, kept) : undefined,
      ),
    )
    .returning(changedColumns);
  if (job) return { outcome: "changed", job };
  const [found] = await db.select({ kind: jobs.kind, state: jobs.state }).from(jobs).where(eq(jobs.id, jobId));
  if (found && (found.state === "pending" || found.state === "failed") && kept.includes(found.kind)) {
    return { outcome: "not-cancellable", label: kinds[found.kind]?.label ?? found.kind };
  }
  return found ? { outcome: "finished", state: found.state } : { outcome: "no-such-job" };
}
