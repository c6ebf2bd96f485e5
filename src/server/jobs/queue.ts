import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { builtOnce } from "../db/built-once";
import type { Database } from "../db/client";
import { columnsEqual } from "../db/conditions";
import { type Executor, inGroups } from "../db/executor";
import { jobs } from "../db/schema";
import type { Logger } from "../logger";
import { retryDelaySeconds } from "../mail/queue";
import { failureCause } from "./failure-cause";

/**
 * Scheduled work in one table (docs/decisions/152), the same on the embedded database and on PostgreSQL: a job is
 * written in the transaction that makes it due, claimed by one instance at a time (FOR UPDATE SKIP LOCKED plus a
 * claim that expires), and finished in the transaction of its effect, so its effect happens once.
 */
export type Job = typeof jobs.$inferSelect;
export type JobSpec = { kind: string; key: string; runAt: Date; payload?: Record<string, unknown> };

/**
 * What a handler asks for: nothing (done), or to run again later (the due time moved), with `payload` kept for that
 * run when given (where a long piece of work stopped).
 */
export type JobOutcome = { later?: Date; payload?: Record<string, unknown>; mailIds?: string[] } | undefined;
export type JobHandler = (tx: Executor, job: Job) => Promise<JobOutcome>;
export type JobHandlers = Record<string, JobHandler>;

/**
 * How the Administration page shows a kind of job: its name, and what each job is about in words, by key (a key
 * left out reads as "no longer exists"). Words only: never an e-mail address or a token.
 */
export type JobKind = {
  label: string;
  describe: (db: Executor, keys: string[]) => Promise<Map<string, string>>;
  /** Work that must keep running (a sweep that schedules others) is retried, never cancelled by hand. */
  cancellable: boolean;
};
export type JobKinds = Record<string, JobKind>;

type RunnerDeps = {
  db: Database;
  logger: Logger;
  handlers: JobHandlers;
  /** Delivers the mail a job queued, after its transaction committed. */
  deliver?: (mailIds: string[]) => void;
};

const CLAIM_SECONDS = 120;
const BATCH = 50;
const POLL_MS = 5_000;
/**
 * Jobs of a claimed batch running at once, each in its own transaction on its own connection (PostgreSQL's pool
 * holds 20). On the embedded database transactions wait for one another, so there they still run one at a time.
 */
export const JOB_CONCURRENCY = 8;

/** Jobs written, or due again at their new time when pending (one that ran or was called off stays so). */
const upsertJobs = (db: Executor, rows: Array<PgInsertValue<typeof jobs>>) =>
  db
    .insert(jobs)
    .values(rows)
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.key],
      set: { runAt: sql`excluded.run_at`, payload: sql`excluded.payload` },
      setWhere: sql`${jobs.state} = 'pending'`,
    });

/** Most writes schedule one job (a role's reminder as the role is taken): its statement is built once. */
const scheduleJob = builtOnce("schedule_job", (db: Executor) =>
  upsertJobs(db, [
    {
      kind: sql.placeholder("kind"),
      key: sql.placeholder("key"),
      runAt: sql.placeholder("runAt"),
      payload: sql.placeholder("payload"),
    },
  ]),
);

/**
 * Makes jobs due at their times, inside the caller's transaction when given one. A pending job of the same kind and
 * key is moved to the new time and payload; one that already ran is left as it is (a reminder is sent once).
 */
export async function scheduleJobs(db: Executor, specs: JobSpec[]): Promise<void> {
  const [one] = specs;
  if (one && specs.length === 1) {
    await scheduleJob(db, { kind: one.kind, key: one.key, runAt: one.runAt, payload: one.payload ?? {} });
    return;
  }
  await inGroups(specs, (group) =>
    upsertJobs(
      db,
      group.map((spec) => ({ kind: spec.kind, key: spec.key, runAt: spec.runAt, payload: spec.payload ?? {} })),
    ),
  );
}

/**
 * Sets the times of jobs of one kind from what they are about now: each key with a time is due then (one called off
 * earlier — say while a club had the feature off — is due again), each key without one is called off.
 */
export async function rescheduleJobs(
  db: Executor,
  kind: string,
  due: ReadonlyArray<{ key: string; runAt: Date | undefined }>,
): Promise<void> {
  const wanted = due.flatMap((row) => (row.runAt ? [{ kind, key: row.key, runAt: row.runAt }] : []));
  await inGroups(wanted, (group) =>
    db
      .update(jobs)
      .set({ state: "pending", finishedAt: null, attempts: 0, lastError: null })
      .where(
        and(
          eq(jobs.kind, kind),
          inArray(
            jobs.key,
            group.map((job) => job.key),
          ),
          eq(jobs.state, "cancelled"),
        ),
      ),
  );
  await scheduleJobs(db, wanted);
  await cancelJobs(
    db,
    kind,
    due.filter((row) => !row.runAt).map((row) => row.key),
  );
}

/** One statement for any number of keys: they travel as one array value. */
const cancelPending = builtOnce("cancel_jobs", (db: Executor) =>
  db
    .update(jobs)
    .set({ state: "cancelled", finishedAt: sql`now()` })
    .where(
      and(
        eq(jobs.kind, sql.placeholder("kind")),
        sql`${jobs.key} = any(${sql.placeholder("keys")})`,
        eq(jobs.state, "pending"),
        sql`(${jobs.lockedUntil} is null or ${jobs.lockedUntil} < now())`,
      ),
    ),
);

/**
 * Calls off pending jobs of a kind (a role was dropped: no reminder). A job running right now is left to finish: its
 * handler checks again what it acts on (and a handler may call off its own job this way without losing its claim).
 */
export async function cancelJobs(db: Executor, kind: string, keys: string[]): Promise<void> {
  if (keys.length > 0) await cancelPending(db, { kind, keys });
}

/**
 * Records jobs of a kind as done without running them (their work was done another way): a pending one is finished,
 * a missing one is written as done, so nothing schedules it again.
 */
export async function finishJobs(db: Executor, kind: string, keys: string[]): Promise<void> {
  await inGroups(keys, (group) =>
    db
      .insert(jobs)
      .values(group.map((key) => ({ kind, key, state: "done" as const, finishedAt: new Date() })))
      .onConflictDoUpdate({
        target: [jobs.kind, jobs.key],
        set: { state: "done", finishedAt: sql`now()` },
        setWhere: sql`${jobs.state} in ('pending', 'cancelled') and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} < now())`,
      }),
  );
}

/** Claims up to `limit` due jobs for this instance; each try counts when it is claimed. */
async function claimDueJobs(db: Database, owner: string, limit: number): Promise<Job[]> {
  const result = await db.execute(sql`
    update jobs set locked_until = now() + make_interval(secs => ${CLAIM_SECONDS}), locked_by = ${owner},
      attempts = attempts + 1
    where id in (
      select id from jobs
      where state = 'pending' and run_at <= now() and (locked_until is null or locked_until < now())
      order by run_at limit ${limit}
      for update skip locked)
    returning id`);
  const ids = (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(jobs).where(inArray(jobs.id, ids)).orderBy(jobs.runAt);
}

/** This try of the job, and only while this instance still holds it. */
const stillOurs = (job: Job, owner: string) =>
  columnsEqual(jobs, { id: job.id, lockedBy: owner, attempts: job.attempts });

class LostClaim extends Error {}

async function runOne(deps: RunnerDeps, owner: string, job: Job): Promise<boolean> {
  const handler = deps.handlers[job.kind];
  try {
    if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`);
    const outcome = await deps.db.transaction(async (tx) => {
      const result = await handler(tx, job);
      const finished = await tx
        .update(jobs)
        .set(
          result?.later
            ? {
                runAt: result.later,
                ...(result.payload ? { payload: result.payload } : {}),
                attempts: 0,
                lockedUntil: null,
                lockedBy: null,
                lastError: null,
              }
            : { state: "done", finishedAt: sql`now()`, lockedUntil: null, lockedBy: null, lastError: null },
        )
        .where(stillOurs(job, owner))
        .returning({ id: jobs.id });
      if (finished.length === 0) throw new LostClaim();
      return result;
    });
    if (outcome?.mailIds?.length) deps.deliver?.(outcome.mailIds);
    return true;
  } catch (error) {
    if (error instanceof LostClaim) return false;
    const failed = job.attempts >= job.maxAttempts;
    const message = failureCause(error); // the cause in words: no SQL, no address (docs/decisions/176)
    await deps.db
      .update(jobs)
      .set({
        state: failed ? "failed" : "pending",
        finishedAt: failed ? sql`now()` : null,
        lastError: message,
        lockedUntil: null,
        lockedBy: null,
        runAt: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts) + Math.floor(Math.random() * 10)})`,
      })
      .where(stillOurs(job, owner));
    deps.logger.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, failed }, "a scheduled job failed");
    return false;
  }
}

/**
 * Runs the jobs that are due, a batch at a time (up to `concurrency` of a batch at once), until none is left;
 * returns how many finished and failed.
 */
export async function runDueJobs(
  deps: RunnerDeps,
  options: { owner?: string; batch?: number; concurrency?: number } = {},
): Promise<{ done: number; failed: number }> {
  const owner = options.owner ?? randomUUID();
  const batch = options.batch ?? BATCH;
  const concurrency = Math.max(1, options.concurrency ?? JOB_CONCURRENCY);
  let done = 0;
  let failed = 0;
  for (;;) {
    const claimed = await claimDueJobs(deps.db, owner, batch);
    let next = 0;
    const lane = async () => {
      while (next < claimed.length) {
        const job = claimed[next++] as Job;
        if (await runOne(deps, owner, job)) done++;
        else failed++;
      }
    };
    // every lane ends before the next claim, even when one of them failed
    const lanes = await Promise.allSettled(Array.from({ length: Math.min(concurrency, claimed.length) }, lane));
    const broken = lanes.find((result) => result.status === "rejected");
    if (broken) throw broken.reason;
    if (claimed.length < batch) return { done, failed };
  }
}

/** Runs due jobs every few seconds until stopped; one owner name per server instance. */
export function startJobWorker(deps: RunnerDeps, intervalMs = POLL_MS): () => Promise<void> {
  const owner = randomUUID();
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = runDueJobs(deps, { owner })
      .catch((error: unknown) => deps.logger.error({ err: error }, "the job worker's run failed"))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
