import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { anEventWithAgendaAndRoles, people, type SignedIn, signedInAdmin } from "../../../../test/support/factories";
import { createTestServer, errorOf, type TestServer } from "../../../../test/support/server";
import { HOUR } from "../../../domain/time";
import { jobs, mailQueue, users } from "../../db/schema";
import { scheduleJobs } from "../../jobs/queue";
import { NUDGE_JOB } from "../roles/nudge";
import { OFFER_EXPIRY_JOB, PROPOSAL_REMINDER_JOB } from "../roles/offer-state";
import { REMINDER_JOB, REMINDER_SWEEP_JOB } from "../roles/reminders";
import { withoutAddresses } from "./scheduled-work";

let server: TestServer;
let admin: SignedIn;

beforeAll(async () => {
  server = await createTestServer();
  admin = await signedInAdmin(server);
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await server.db.delete(jobs);
  await server.db.delete(mailQueue);
});

const overview = async () => {
  const response = await admin.client.api.admin["scheduled-work"].$get();
  expect(response.status).toBe(200);
  return response.json();
};
const retry = (jobId: string) => admin.client.api.admin["scheduled-work"][":jobId"].retry.$post({ param: { jobId } });
const cancel = (jobId: string) => admin.client.api.admin["scheduled-work"][":jobId"].cancel.$post({ param: { jobId } });

/** Gina Rossi holds the Timer role at "Harbour Night" (Mar 04, 2031, 19:00 in Berlin); the assignment's id. */
async function ginasTimerRole(): Promise<string> {
  const [gina = ""] = await people(server, [`gina-${randomUUID().slice(0, 8)}`]);
  await server.db.update(users).set({ firstName: "Gina", lastName: "Rossi" }).where(eq(users.id, gina));
  const { assignmentIds } = await anEventWithAgendaAndRoles(server, {
    title: "Harbour Night",
    eventDate: new Date("2031-03-04T18:00:00Z"),
    timeZone: "Europe/Berlin",
    roles: [{ userId: gina, roleType: "timer" }],
  });
  return assignmentIds[0] as string;
}

/** A job that used up its tries, as the worker leaves it. */
async function aFailedJob(values: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await server.db
    .insert(jobs)
    .values({
      kind: REMINDER_JOB,
      key: randomUUID(),
      state: "failed",
      attempts: 8,
      maxAttempts: 8,
      lastError: "SMTP refused: 550 mailbox of gina@example.com unavailable",
      finishedAt: new Date(Date.now() - 60_000),
      ...values,
    })
    .returning();
  if (!job) throw new Error("job not inserted");
  return job;
}

describe("the overview", () => {
  test("counts per kind with its label: due now, upcoming, failed, done in the last day", async () => {
    const roleId = await ginasTimerRole();
    await scheduleJobs(server.db, [
      { kind: REMINDER_JOB, key: roleId, runAt: new Date(Date.now() - 60_000) },
      { kind: REMINDER_JOB, key: randomUUID(), runAt: new Date(Date.now() + HOUR) },
      { kind: REMINDER_JOB, key: randomUUID(), runAt: new Date(Date.now() + 2 * HOUR) },
      { kind: REMINDER_SWEEP_JOB, key: "all", runAt: new Date(Date.now() + 10 * 60_000) },
    ]);
    await aFailedJob();
    await server.db.insert(jobs).values([
      { kind: REMINDER_JOB, key: randomUUID(), state: "done", finishedAt: new Date(Date.now() - HOUR) },
      { kind: REMINDER_JOB, key: randomUUID(), state: "done", finishedAt: new Date(Date.now() - 30 * HOUR) },
      { kind: REMINDER_JOB, key: randomUUID(), state: "cancelled", finishedAt: new Date() },
    ]);

    const { kinds } = await overview();
    expect(kinds).toEqual([
      { kind: REMINDER_JOB, label: "Role reminders", due: 1, upcoming: 2, failed: 1, doneLastDay: 1 },
      { kind: REMINDER_SWEEP_JOB, label: "Reminder sweep", due: 0, upcoming: 1, failed: 0, doneLastDay: 0 },
      { kind: NUDGE_JOB, label: "Open-role requests", due: 0, upcoming: 0, failed: 0, doneLastDay: 0 },
      { kind: OFFER_EXPIRY_JOB, label: "Offer expiries", due: 0, upcoming: 0, failed: 0, doneLastDay: 0 },
      { kind: PROPOSAL_REMINDER_JOB, label: "Proposal reminders", due: 0, upcoming: 0, failed: 0, doneLastDay: 0 },
    ]);
  });

  test("lists pending jobs soonest first and says in words what a reminder is about, without an address", async () => {
    const roleId = await ginasTimerRole();
    await scheduleJobs(server.db, [
      { kind: REMINDER_SWEEP_JOB, key: "all", runAt: new Date(Date.now() + 10 * 60_000) },
      { kind: REMINDER_JOB, key: roleId, runAt: new Date(Date.now() - 60_000) },
      { kind: REMINDER_JOB, key: randomUUID(), runAt: new Date(Date.now() + HOUR) },
    ]);
    const { upcoming } = await overview();
    expect(upcoming.map((job) => [job.label, job.about])).toEqual([
      ["Role reminders", "Gina Rossi: Timer at Harbour Night, Mar 04, 2031"],
      ["Reminder sweep", "Gives every role held at an upcoming meeting its reminder"],
      ["Role reminders", "What it was about no longer exists"],
    ]);
    expect(upcoming[0]).toMatchObject({ attempts: 0, maxAttempts: 8, lastError: null, cancellable: true });
    expect(upcoming[1]).toMatchObject({ cancellable: false });
    expect(JSON.stringify(upcoming)).not.toMatch(/@example\.com/);
  });

  test("lists at most 20 upcoming and the 20 most recently failed, newest failure first", async () => {
    await scheduleJobs(
      server.db,
      Array.from({ length: 25 }, (_, index) => ({
        kind: REMINDER_JOB,
        key: randomUUID(),
        runAt: new Date(Date.now() + (index + 1) * HOUR),
      })),
    );
    for (let index = 0; index < 22; index++) {
      await aFailedJob({ lastError: `try ${index}`, finishedAt: new Date(Date.now() - (index + 1) * 60_000) });
    }
    const { upcoming, failed, kinds } = await overview();
    expect(upcoming).toHaveLength(20);
    expect(upcoming.map((job) => job.runAt)).toEqual(upcoming.map((job) => job.runAt).sort());
    expect(failed).toHaveLength(20);
    expect(failed.map((job) => job.lastError)).toEqual(Array.from({ length: 20 }, (_, index) => `try ${index}`));
    expect(kinds[0]).toMatchObject({ upcoming: 25, failed: 22 });
  });

  test("a failed job's error is shown without addresses or tokens", async () => {
    const roleId = await ginasTimerRole();
    await aFailedJob({
      key: roleId,
      lastError: "could not reach http://localhost/roles/confirm?token=abc.def.ghi for <gina.rossi@example.com>",
    });
    const { failed } = await overview();
    expect(failed).toEqual([
      expect.objectContaining({
        label: "Role reminders",
        about: "Gina Rossi: Timer at Harbour Night, Mar 04, 2031",
        attempts: 8,
        maxAttempts: 8,
        lastError: "could not reach http://localhost/roles/confirm?token=[hidden] for <[address]>",
      }),
    ]);
  });

  test("the mail queue: undelivered, failed at least once, the oldest's age, the newest failures' errors", async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await server.db.insert(mailQueue).values([
      { kind: "contact", toAddress: "a@example.com", subject: "Hello", bodyText: "x", createdAt: minutesAgo(90) },
      {
        kind: "role-reminder",
        toAddress: "b@example.com",
        subject: "Reminder: Timer at Harbour Night",
        bodyText: "x",
        attempts: 3,
        lastError: "connect ECONNREFUSED 127.0.0.1:25 (to b@example.com)",
        createdAt: minutesAgo(30),
      },
      ...Array.from({ length: 6 }, (_, index) => ({
        kind: "announcement" as const,
        toAddress: `c${index}@example.com`,
        subject: `News ${index}`,
        bodyText: "x",
        attempts: 1,
        lastError: `timeout ${index}`,
        createdAt: minutesAgo(20 - index),
      })),
      {
        kind: "verification",
        toAddress: "d@example.com",
        subject: "Verify",
        bodyText: "",
        attempts: 2,
        lastError: "old",
        sentAt: new Date(),
        createdAt: minutesAgo(600),
      },
    ]);
    const { mail } = await overview();
    expect(mail).toMatchObject({ undelivered: 8, failedOnce: 7 });
    expect(mail.oldestAgeSeconds).toBeGreaterThanOrEqual(90 * 60 - 5);
    expect(mail.oldestAgeSeconds).toBeLessThan(91 * 60);
    expect(mail.recentFailures.map((row) => [row.kindLabel, row.subject, row.lastError])).toEqual([
      ["Announcement", "News 5", "timeout 5"],
      ["Announcement", "News 4", "timeout 4"],
      ["Announcement", "News 3", "timeout 3"],
      ["Announcement", "News 2", "timeout 2"],
      ["Announcement", "News 1", "timeout 1"],
    ]);
    expect(JSON.stringify(mail)).not.toMatch(/example\.com/);
  });

  test("an empty queue: every known kind with zeros, no mail waiting", async () => {
    const { kinds, upcoming, failed, mail } = await overview();
    expect(kinds.map((kind) => [kind.label, kind.due, kind.upcoming, kind.failed, kind.doneLastDay])).toEqual([
      ["Role reminders", 0, 0, 0, 0],
      ["Reminder sweep", 0, 0, 0, 0],
      ["Open-role requests", 0, 0, 0, 0],
      ["Offer expiries", 0, 0, 0, 0],
      ["Proposal reminders", 0, 0, 0, 0],
    ]);
    expect({ upcoming, failed }).toEqual({ upcoming: [], failed: [] });
    expect(mail).toEqual({ undelivered: 0, failedOnce: 0, oldestAgeSeconds: null, recentFailures: [] });
  });
});

describe("retry", () => {
  test("a failed job runs again now with all its tries, and leaves the failed list", async () => {
    const job = await aFailedJob();
    const response = await retry(job.id);
    expect(response.status).toBe(200);
    const { job: retried } = await response.json();
    expect(retried).toMatchObject({ id: job.id, state: "pending", attempts: 0 });
    expect(Math.abs(new Date(retried.runAt).getTime() - Date.now())).toBeLessThan(60_000);
    const { failed, kinds } = await overview();
    expect(failed).toEqual([]);
    expect(kinds[0]).toMatchObject({ due: 1, failed: 0 });

    // The worker takes it: its assignment is gone, so it finishes without sending anything.
    expect(await server.runScheduledWork()).toEqual({ done: 1, failed: 0 });
    const [row] = await server.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ state: "done", attempts: 1 });
  });

  test("a pending job is made due now", async () => {
    await scheduleJobs(server.db, [{ kind: REMINDER_JOB, key: "later", runAt: new Date(Date.now() + 5 * HOUR) }]);
    const [pending] = await server.db.select().from(jobs);
    const response = await retry(pending?.id as string);
    expect(response.status).toBe(200);
    expect((await overview()).kinds[0]).toMatchObject({ due: 1, upcoming: 0 });
  });

  test("a done or cancelled job is refused with 409; an unknown or malformed id is 404", async () => {
    const done = await aFailedJob({ state: "done", lastError: null });
    const cancelled = await aFailedJob({ state: "cancelled" });
    expect(await errorOf(await retry(done.id))).toEqual({
      status: 409,
      code: "JOB_NOT_RETRYABLE",
      message: "This job is already done: it cannot run again.",
      title: "Cannot retry",
    });
    expect(await errorOf(await retry(cancelled.id))).toMatchObject({
      status: 409,
      message: "This job is cancelled: it cannot run again.",
    });
    expect(await errorOf(await retry(randomUUID()))).toMatchObject({ status: 404, code: "JOB_NOT_FOUND" });
    expect(await errorOf(await retry("not-a-job"))).toMatchObject({ status: 404, code: "JOB_NOT_FOUND" });
    const [row] = await server.db.select().from(jobs).where(eq(jobs.id, done.id));
    expect(row?.state).toBe("done");
  });
});

describe("cancel", () => {
  test("a failed or pending reminder is called off and does not run", async () => {
    const failed = await aFailedJob();
    await scheduleJobs(server.db, [{ kind: REMINDER_JOB, key: "soon", runAt: new Date(Date.now() - 1000) }]);
    const [pending] = await server.db.select().from(jobs).where(eq(jobs.key, "soon"));
    for (const id of [failed.id, pending?.id as string]) {
      const response = await cancel(id);
      expect(response.status).toBe(200);
      expect((await response.json()).job).toMatchObject({ id, state: "cancelled" });
    }
    expect(await server.runScheduledWork()).toEqual({ done: 0, failed: 0 });
    const { failed: listed, upcoming } = await overview();
    expect({ listed, upcoming }).toEqual({ listed: [], upcoming: [] });
  });

  test("a done or cancelled job is refused with 409, the reminder sweep too; an unknown id is 404", async () => {
    const done = await aFailedJob({ state: "done", lastError: null });
    const cancelled = await aFailedJob({ state: "cancelled" });
    await scheduleJobs(server.db, [{ kind: REMINDER_SWEEP_JOB, key: "all", runAt: new Date() }]);
    const [sweep] = await server.db.select().from(jobs).where(eq(jobs.kind, REMINDER_SWEEP_JOB));
    expect(await errorOf(await cancel(done.id))).toEqual({
      status: 409,
      code: "JOB_NOT_CANCELLABLE",
      message: "This job is already done: it cannot be cancelled.",
      title: "Cannot cancel",
    });
    expect(await errorOf(await cancel(cancelled.id))).toMatchObject({ status: 409, code: "JOB_NOT_CANCELLABLE" });
    expect(await errorOf(await cancel(sweep?.id as string))).toMatchObject({
      status: 409,
      message: "Reminder sweep keeps the other work scheduled: retry it instead of cancelling it.",
    });
    expect(await errorOf(await cancel(randomUUID()))).toMatchObject({ status: 404, code: "JOB_NOT_FOUND" });
    const [row] = await server.db.select().from(jobs).where(eq(jobs.kind, REMINDER_SWEEP_JOB));
    expect(row?.state).toBe("pending");
  });
});

test("addresses and secret parameters are blanked in what admins read", () => {
  expect(withoutAddresses("550 <Ann.Lee+x@mail.example.org> rejected; see ?key=abc&token=x.y")).toBe(
    "550 <[address]> rejected; see ?key=[hidden]&token=[hidden]",
  );
  expect(withoutAddresses("connect ECONNREFUSED 127.0.0.1:25")).toBe("connect ECONNREFUSED 127.0.0.1:25");
});
