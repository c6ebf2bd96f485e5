import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { aServerForTheFile } from "../../../test/support/server";
import { jobs, mailQueue } from "../db/schema";
import { cancelJobs, finishJobs, type JobHandlers, runDueJobs, scheduleJobs } from "./queue";

const server = aServerForTheFile();

beforeEach(async () => {
  await server.db.delete(jobs);
  await server.db.delete(mailQueue);
});

const past = () => new Date(Date.now() - 1000);
const jobOf = async (kind: string, key: string) =>
  (await server.db.select().from(jobs).where(sql`${jobs.kind} = ${kind} and ${jobs.key} = ${key}`))[0];

/** A handler whose effect is a queued mail, written in the job's transaction. */
const mailing: JobHandlers = {
  "test.mail": async (tx, job) => {
    await tx.insert(mailQueue).values({ kind: "contact", toAddress: "a@example.com", subject: job.key, bodyText: "x" });
    return undefined;
  },
};
const run = (handlers: JobHandlers, owner?: string) =>
  runDueJobs({ db: server.db, logger: server.deps.logger, handlers }, { owner, batch: 3 });

describe("scheduling", () => {
  test("a pending job of the same kind and key moves to the new time; one that ran stays as it was", async () => {
    const later = new Date(Date.now() + 3_600_000);
    await scheduleJobs(server.db, [{ kind: "test.mail", key: "a", runAt: later, payload: { n: 1 } }]);
    const moved = new Date(Date.now() + 7_200_000);
    await scheduleJobs(server.db, [{ kind: "test.mail", key: "a", runAt: moved, payload: { n: 2 } }]);
    expect(await jobOf("test.mail", "a")).toMatchObject({ state: "pending", runAt: moved, payload: { n: 2 } });
    expect(await server.db.select().from(jobs)).toHaveLength(1);

    await scheduleJobs(server.db, [{ kind: "test.mail", key: "b", runAt: past() }]);
    expect(await run(mailing)).toEqual({ done: 1, failed: 0 });
    await scheduleJobs(server.db, [{ kind: "test.mail", key: "b", runAt: past() }]);
    expect(await jobOf("test.mail", "b")).toMatchObject({ state: "done" });
    expect(await run(mailing)).toEqual({ done: 0, failed: 0 });
  });

  test("a cancelled job does not run", async () => {
    await scheduleJobs(server.db, [{ kind: "test.mail", key: "c", runAt: past() }]);
    await cancelJobs(server.db, "test.mail", ["c"]);
    expect(await run(mailing)).toEqual({ done: 0, failed: 0 });
    expect(await jobOf("test.mail", "c")).toMatchObject({ state: "cancelled" });
    expect(await server.db.select().from(mailQueue)).toHaveLength(0);
  });

  test("a sweep over a large network schedules, finishes and calls off tens of thousands of jobs at once", async () => {
    // more values than one statement may bind (65,535): 20,000 jobs of 4 values each, 70,000 keys to call off
    const keys = Array.from({ length: 20_000 }, (_, index) => `role-${index}`);
    const later = new Date(Date.now() + 3_600_000);
    await scheduleJobs(
      server.db,
      keys.map((key) => ({ kind: "test.mail", key, runAt: later })),
    );
    await finishJobs(server.db, "test.mail", keys.slice(0, 5_000));
    await cancelJobs(server.db, "test.mail", [
      ...keys,
      ...keys.map((key) => `${key}-gone`),
      ...keys.slice(0, 10_000).map((key) => `${key}-old`),
    ]);
    const states = await server.db
      .select({ state: jobs.state, count: sql<number>`count(*)::int` })
      .from(jobs)
      .groupBy(jobs.state)
      .orderBy(jobs.state);
    expect(states).toEqual([
      { state: "cancelled", count: 15_000 },
      { state: "done", count: 5_000 },
    ]);
  });
});

describe("running", () => {
  test("due jobs run in batches until none is left; a job not yet due waits", async () => {
    const keys = Array.from({ length: 7 }, (_, index) => `k${index}`);
    await scheduleJobs(
      server.db,
      keys.map((key) => ({ kind: "test.mail", key, runAt: past() })),
    );
    await scheduleJobs(server.db, [{ kind: "test.mail", key: "tomorrow", runAt: new Date(Date.now() + 86_400_000) }]);
    expect(await run(mailing)).toEqual({ done: 7, failed: 0 });
    const subjects = (await server.db.select().from(mailQueue)).map((row) => row.subject).sort();
    expect(subjects).toEqual(keys);
    expect(await jobOf("test.mail", "tomorrow")).toMatchObject({ state: "pending", attempts: 0 });
  });

  test("two runners at once run each job exactly once", async () => {
    const keys = Array.from({ length: 30 }, (_, index) => `race${index}`);
    await scheduleJobs(
      server.db,
      keys.map((key) => ({ kind: "test.mail", key, runAt: past() })),
    );
    const [first, second] = await Promise.all([run(mailing, "one"), run(mailing, "two")]);
    expect((first?.done ?? 0) + (second?.done ?? 0)).toBe(30);
    const subjects = (await server.db.select().from(mailQueue)).map((row) => row.subject).sort();
    expect(subjects).toEqual([...keys].sort());
  });

  test("a handler can move its job later instead of finishing it", async () => {
    const when = new Date(Date.now() + 600_000);
    await scheduleJobs(server.db, [{ kind: "test.later", key: "x", runAt: past() }]);
    expect(await run({ "test.later": async () => ({ later: when }) })).toEqual({ done: 1, failed: 0 });
    expect(await jobOf("test.later", "x")).toMatchObject({ state: "pending", runAt: when, attempts: 0 });
  });

  test("a failure rolls back the job's effect, is kept with its error, and is retried later with back-off", async () => {
    await scheduleJobs(server.db, [{ kind: "test.fail", key: "f", runAt: past() }]);
    const failing: JobHandlers = {
      "test.fail": async (tx) => {
        await tx.insert(mailQueue).values({ kind: "contact", toAddress: "a@example.com", subject: "f", bodyText: "x" });
        throw new Error("the mail server said no");
      },
    };
    expect(await run(failing)).toEqual({ done: 0, failed: 1 });
    const job = await jobOf("test.fail", "f");
    expect(job).toMatchObject({ state: "pending", attempts: 1, lastError: "the mail server said no", lockedBy: null });
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now() + 25_000);
    expect(await server.db.select().from(mailQueue)).toHaveLength(0);
    // not due yet: nothing runs
    expect(await run(failing)).toEqual({ done: 0, failed: 0 });
  });

  test("after its last try a job is failed and stays failed; a kind without a handler fails the same way", async () => {
    await server.db.insert(jobs).values([
      { kind: "test.fail", key: "g", runAt: past(), attempts: 2, maxAttempts: 3 },
      { kind: "test.unknown", key: "u", runAt: past(), maxAttempts: 1 },
    ]);
    const failing: JobHandlers = { "test.fail": async () => Promise.reject(new Error("still no")) };
    expect(await run(failing)).toEqual({ done: 0, failed: 2 });
    expect(await jobOf("test.fail", "g")).toMatchObject({ state: "failed", attempts: 3, lastError: "still no" });
    expect(await jobOf("test.unknown", "u")).toMatchObject({
      state: "failed",
      lastError: 'no handler for jobs of kind "test.unknown"',
    });
    expect(await run(failing)).toEqual({ done: 0, failed: 0 });
  });

  test("a runner whose claim was taken over finishes nothing: its effect is rolled back", async () => {
    await scheduleJobs(server.db, [{ kind: "test.mail", key: "lost", runAt: past() }]);
    const takenOver: JobHandlers = {
      "test.mail": async (tx, job) => {
        await mailing["test.mail"]?.(tx, job);
        // another instance claims the job (this one's claim expired while it worked)
        await tx.update(jobs).set({ lockedBy: "another instance" }).where(eq(jobs.id, job.id));
        return undefined;
      },
    };
    expect(await run(takenOver)).toEqual({ done: 0, failed: 1 });
    expect(await server.db.select().from(mailQueue)).toHaveLength(0);
    expect(await jobOf("test.mail", "lost")).toMatchObject({ state: "pending", attempts: 1 });
  });
});
