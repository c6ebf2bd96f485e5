import { and, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import {
  anEvent,
  anEventWithAgendaAndRoles,
  dayFromNow,
  people,
  signedInMember,
} from "../../../../test/support/factories";
import { type Mail, mailArrives } from "../../../../test/support/mail";
import {
  clubDaysSaved,
  harbourSpeakersEachTest,
  linkIn,
  mailsTo,
  meetingMovedTo,
  scheduledJob,
  ZONE,
} from "../../../../test/support/role-mail";
import { aServerForEachTest, type TestClient } from "../../../../test/support/server";
import { eventLocalTime } from "../../../domain/events/changes";
import { reminderDueAt } from "../../../domain/events/reminders";
import type { RoleType } from "../../../domain/events/roles";
import { zonedTime } from "../../../domain/events/time-zones";
import { DAY, HOUR, MINUTE } from "../../../domain/time";
import { events, jobs, mailQueue, meetingRoleAssignments } from "../../db/schema";
import { type Job, scheduleJobs } from "../../jobs/queue";
import { REMINDER_JOB, REMINDER_SWEEP_JOB, rolesToRemind, sweepReminders } from "./reminders";

/** Role reminders (docs/decisions/152, 153): when they are scheduled, moved, called off, and what they say. */

const server = aServerForEachTest();
const { club, mia, olga } = harbourSpeakersEachTest(server, { withOfficer: true });

/** A public meeting of the club `days` from now in Berlin, which Olga, its officer, plans. */
async function clubMeeting(days: number, values: Partial<typeof events.$inferInsert> = {}) {
  const eventDate = new Date(Date.now() + days * DAY);
  const eventId = await anEvent(server, { clubId: club.id, timeZone: ZONE, eventDate, ...values });
  return { clubId: club.id, officer: olga, eventId, eventDate };
}

const claim = async (client: TestClient, eventId: string, roleType: RoleType) => {
  const response = await client.api.events[":id"].roles.$post({ param: { id: eventId }, json: { roleType } });
  expect(response.status).toBe(201);
  return (await response.json()).id;
};

const reminderJob = (assignmentId: string) => scheduledJob(server, REMINDER_JOB, assignmentId);

const reminders = (email: string): Mail[] => mailsTo(server, email, "Reminder:");

const eventDateOf = async (eventId: string) => {
  const [row] = await server.db.select({ eventDate: events.eventDate }).from(events).where(eq(events.id, eventId));
  if (!row) throw new Error("no such event");
  return row.eventDate;
};

/**
 * A mail's subject as it was sent (the queue keeps it). test/support/mail.ts reads a subject folded into two encoded
 * words with the space between them kept, so "Night — Nov" would read "Night  — Nov" there.
 */
const subjects = async (email: string) =>
  (await server.db.select().from(mailQueue))
    .filter((row) => row.toAddress.toLowerCase() === email.toLowerCase() && row.kind === "role-reminder")
    .map((row) => row.subject);

describe("a role taken for a meeting a day away", () => {
  test("gets its reminder at once, once: the role, the meeting's local time, the member's name and both links", async () => {
    const { eventId, eventDate } = await clubMeeting(1, { title: "Harbour Club Night", location: "Pier 3" });
    await claim(mia.client, eventId, "timer");
    expect(await reminderJob((await server.db.select().from(meetingRoleAssignments))[0]?.id ?? "")).toMatchObject({
      state: "pending",
    });

    await server.runScheduledWork();
    const sent = reminders(mia.user.email);
    expect(sent).toHaveLength(1);
    const [mail] = sent as [Mail];
    const day = zonedTime(eventDate, ZONE).day;
    expect(await subjects(mia.user.email)).toEqual([`Reminder: Timer at Harbour Club Night — ${day}`]);
    expect(mail.subject.replace(/\s+/g, " ")).toBe(`Reminder: Timer at Harbour Club Night — ${day}`);
    expect(mail.text).toContain("Hi Mia,");
    expect(mail.html).toContain("Hi Mia,");
    expect(mail.text).toContain('A reminder: you are Timer at "Harbour Club Night" (Harbour Speakers).');
    const when = eventLocalTime({ eventDate, timeZone: ZONE });
    expect(when).toMatch(/ at \d{1,2}:\d\d [AP]M \S+ \(Berlin\)$/);
    expect(mail.text).toContain(`When: ${when}`);
    expect(mail.html?.replace(/<[^>]+>/g, "")).toContain(`When: ${when}`);
    expect(mail.text).toContain("Where: Pier 3");

    const confirm = linkIn(mail, "I'll be there");
    const release = linkIn(mail, "I can't make it");
    expect(confirm).toMatch(/^http:\/\/localhost:3000\/api\/roles\/link\?token=\S+$/);
    expect(release).toMatch(/^http:\/\/localhost:3000\/api\/roles\/link\?token=\S+$/);
    expect(confirm).not.toBe(release);
    // the html has the same two links, as buttons
    expect(mail.html).toContain(`href="${confirm.replaceAll("&", "&amp;")}"`);
    expect(mail.html).toContain(`href="${release.replaceAll("&", "&amp;")}"`);
    expect(mail.html).toContain(">I&#x27;ll be there</a>");
    expect(mail.html).toContain(">I can&#x27;t make it</a>");
    expect(mail.links).toContain(`http://localhost:3000/dashboard/events/${eventId}`);

    // running again sends nothing more
    await server.runScheduledWork();
    await server.runScheduledWork();
    expect(reminders(mia.user.email)).toHaveLength(1);
  });

  test("a pitcher without speech details is asked for them; with details, the speech is shown", async () => {
    const { eventId } = await clubMeeting(1);
    const ben = await signedInMember(server, "Ben");
    await claim(mia.client, eventId, "pitcher");
    const bens = await claim(ben.client, eventId, "pitcher");
    await server.db
      .update(meetingRoleAssignments)
      .set({ speechTitle: "The Hook", speechProject: "Ice Breaker", speechMinMinutes: 4, speechMaxMinutes: 6 })
      .where(eq(meetingRoleAssignments.id, bens));

    await server.runScheduledWork();
    const [toMia] = reminders(mia.user.email) as [Mail];
    expect(await subjects(mia.user.email)).toEqual([expect.stringMatching(/^Reminder: Pitcher at Club Night — /)]);
    expect(toMia.text).toContain("You have not given your speech details yet");
    expect(toMia.text).not.toContain("Your speech:");
    const [toBen] = reminders(ben.user.email) as [Mail];
    expect(toBen.text).toContain("Your speech: The Hook — Ice Breaker, 4–6 min");
    expect(toBen.html).toContain("Your speech: The Hook — Ice Breaker, 4–6 min");
    expect(toBen.text).not.toContain("You have not given your speech details yet");
  });

  test("a role dropped before its reminder ran: the job is called off and nothing is sent", async () => {
    const { eventId } = await clubMeeting(1);
    const id = await claim(mia.client, eventId, "timer");
    const dropped = await mia.client.api.events[":id"].roles[":assignmentId"].$delete({
      param: { id: eventId, assignmentId: id },
    });
    expect(dropped.status).toBe(200);
    expect(await reminderJob(id)).toMatchObject({ state: "cancelled" });
    await server.runScheduledWork();
    expect(reminders(mia.user.email)).toHaveLength(0);
  });

  test("a meeting cancelled before the reminder ran: the job runs and sends nothing", async () => {
    const { eventId, officer } = await clubMeeting(1);
    const id = await claim(mia.client, eventId, "timer");
    const cancelled = await officer.client.api.events[":id"].cancel.$post({
      param: { id: eventId },
      json: { reason: "The hall is flooded" },
    });
    expect(cancelled.status).toBe(200);
    // the cancellation's own e-mail reaches Mia; no reminder does
    await mailArrives(() =>
      expect(
        server.outbox().filter((mail) => mail.subject.startsWith("Cancelled:") && mail.to.includes(mia.user.email)),
      ).toHaveLength(1),
    );
    expect(await server.runScheduledWork()).toEqual({ done: 1, failed: 0 });
    expect(await reminderJob(id)).toMatchObject({ state: "done" });
    expect(reminders(mia.user.email)).toHaveLength(0);
  });

  test("an unverified member's role gets its job, which sends nothing", async () => {
    const [quinn] = await people(server, [{ id: "quinn", verified: false }]);
    const { assignmentIds } = await anEventWithAgendaAndRoles(server, {
      eventDate: new Date(Date.now() + DAY),
      roles: [{ userId: quinn as string, roleType: "timer" }],
    });
    const id = assignmentIds[0] as string;
    await scheduleJobs(server.db, [{ kind: REMINDER_SWEEP_JOB, key: "all", runAt: new Date() }]);
    await server.runScheduledWork(); // the sweep gives the role its job
    expect(await reminderJob(id)).toMatchObject({ state: "pending" });
    await server.runScheduledWork();
    expect(await reminderJob(id)).toMatchObject({ state: "done" });
    expect(server.outbox().filter((mail) => mail.to.includes("quinn@example.com"))).toHaveLength(0);
  });
});

describe("a role taken for a meeting ten days away", () => {
  test("is reminded the club's number of days before, which the officer changes, or turns off", async () => {
    const { clubId, officer, eventId, eventDate } = await clubMeeting(10);
    const id = await claim(mia.client, eventId, "moderator");
    const job = await reminderJob(id);
    expect(job).toMatchObject({ state: "pending" });
    expect(job?.runAt).toEqual(reminderDueAt(eventDate, ZONE, 2));

    const saveReminderDays = (reminderDays: number) => clubDaysSaved(officer, clubId, { reminderDays });

    await saveReminderDays(5);
    expect(await reminderJob(id)).toMatchObject({ state: "pending", runAt: reminderDueAt(eventDate, ZONE, 5) });

    await saveReminderDays(0);
    expect(await reminderJob(id)).toMatchObject({ state: "cancelled" });
    await server.runScheduledWork();
    expect(reminders(mia.user.email)).toHaveLength(0);

    // turned on again: the reminder is due once more
    await saveReminderDays(3);
    expect(await reminderJob(id)).toMatchObject({ state: "pending", runAt: reminderDueAt(eventDate, ZONE, 3) });
  });

  test("an officer moving the meeting moves the reminder", async () => {
    const { officer, eventId } = await clubMeeting(10);
    const id = await claim(mia.client, eventId, "timer");
    const before = (await reminderJob(id))?.runAt;
    const edit = meetingMovedTo("Club Night", dayFromNow(12), "19:30", ZONE);
    const response = await officer.client.api.events[":id"].$patch({ param: { id: eventId }, json: edit });
    expect(response.status).toBe(200);
    const moved = await eventDateOf(eventId);
    expect(moved.getTime()).toBeGreaterThan(Date.now() + 11 * DAY);
    const job = await reminderJob(id);
    expect(job).toMatchObject({ state: "pending", runAt: reminderDueAt(moved, ZONE, 2) });
    expect(job?.runAt).not.toEqual(before);

    // moved close: the reminder is due at once
    const soon = new Date(Date.now() + DAY + HOUR);
    const closer = await officer.client.api.events[":id"].$patch({
      param: { id: eventId },
      json: {
        ...edit,
        date: soon.toISOString().slice(0, 10),
        time: soon.toISOString().slice(11, 16),
        timeZone: "UTC",
      },
    });
    expect(closer.status).toBe(200);
    expect((await reminderJob(id))?.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    await server.runScheduledWork();
    expect(reminders(mia.user.email)).toHaveLength(1);
  });
});

describe("roles written any other way", () => {
  test("a role inserted by SQL gets its job from the sweep", async () => {
    const [sam] = await people(server, ["sam"]);
    const near = await anEventWithAgendaAndRoles(server, {
      eventDate: new Date(Date.now() + DAY),
      timeZone: ZONE,
      roles: [{ userId: sam as string, roleType: "timer" }],
    });
    const farDate = new Date(Date.now() + 10 * DAY);
    const far = await anEventWithAgendaAndRoles(server, {
      eventDate: farDate,
      timeZone: ZONE,
      roles: [{ userId: sam as string, roleType: "moderator" }],
    });
    const nearId = near.assignmentIds[0] as string;
    const farId = far.assignmentIds[0] as string;
    expect(await reminderJob(nearId)).toBeUndefined();
    expect(await reminderJob(farId)).toBeUndefined();

    await scheduleJobs(server.db, [{ kind: REMINDER_SWEEP_JOB, key: "all", runAt: new Date() }]);
    await server.runScheduledWork();
    expect(await reminderJob(farId)).toMatchObject({ state: "pending", runAt: reminderDueAt(farDate, ZONE, 2) });
    expect(await reminderJob(nearId)).toMatchObject({ state: "pending" });
    // the sweep runs again in ten minutes
    const [sweep] = await server.db.select().from(jobs).where(eq(jobs.kind, REMINDER_SWEEP_JOB));
    expect(sweep?.state).toBe("pending");
    expect(sweep?.runAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);

    await server.runScheduledWork();
    const sent = server.outbox().filter((mail) => mail.to.includes("sam@example.com"));
    expect(sent).toHaveLength(1);
    expect(await subjects("sam@example.com")).toEqual([expect.stringMatching(/^Reminder: Timer at Club Night — /)]);
    expect(sent[0]?.text).toContain("Hi sam,");
  });

  /** 2,500 members with a role each at one of two meetings, written by SQL: three pages of the sweep. */
  async function rolesWrittenBySql() {
    const [first, second] = [await clubMeeting(10), await clubMeeting(11)];
    await server.db.execute(sql`
      insert into users (id, first_name, email, email_verified)
      select 'member-' || n, 'Member ' || n, 'member.' || n || '@example.com', true from generate_series(1, 2500) n`);
    await server.db.execute(sql`
      insert into meeting_role_assignments (event_id, user_id, role_type)
      select (case when n % 2 = 0 then ${first.eventId} else ${second.eventId} end)::uuid, 'member-' || n, 'timer'
      from generate_series(1, 2500) n`);
    return first;
  }

  async function remindersScheduled() {
    const [scheduled] = await server.db
      .select({ count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.kind, REMINDER_JOB), eq(jobs.state, "pending")));
    return scheduled?.count;
  }

  test("the sweep gives every role its job when there are more than it reads at once", async () => {
    const first = await rolesWrittenBySql();
    await scheduleJobs(server.db, [{ kind: REMINDER_SWEEP_JOB, key: "all", runAt: new Date() }]);
    const sweep = async () => (await server.db.select().from(jobs).where(eq(jobs.kind, REMINDER_SWEEP_JOB)))[0];
    // a page each time the scheduled work runs, the sweep keeping where it stopped (decision 266)
    await server.runScheduledWork();
    expect(await remindersScheduled()).toBe(1000);
    expect(await sweep()).toMatchObject({ state: "pending", payload: { after: expect.any(String) } });
    await server.runScheduledWork();
    await server.runScheduledWork();
    expect(await remindersScheduled()).toBe(2500);
    expect((await sweep())?.payload).toEqual({});
    const [last] = await server.db
      .select({ id: meetingRoleAssignments.id })
      .from(meetingRoleAssignments)
      .where(eq(meetingRoleAssignments.userId, "member-2500"));
    expect(await reminderJob(last?.id ?? "")).toMatchObject({ runAt: reminderDueAt(first.eventDate, ZONE, 2) });
  });

  test("the sweep writes a page a run, each in its own transaction, and goes on where it stopped (decision 266)", async () => {
    await rolesWrittenBySql();
    const run = (payload: Record<string, unknown>) =>
      server.db.transaction((tx) => sweepReminders(tx, { payload } as unknown as Job));

    const first = await run({});
    expect(await remindersScheduled()).toBe(1000);
    // due again at once, from the page's last role
    expect(first?.later?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(first?.payload).toEqual({ after: expect.any(String) });

    const second = await run(first?.payload ?? {});
    expect(await remindersScheduled()).toBe(2000);
    const third = await run(second?.payload ?? {});
    expect(await remindersScheduled()).toBe(2500);
    // done: the next sweep starts from the beginning in ten minutes
    expect(third?.payload).toEqual({});
    expect(third?.later?.getTime()).toBeGreaterThan(Date.now() + 9 * MINUTE);
  });

  test("the sweep finds the roles ahead without their reminder among years of roles behind (decision 264)", async () => {
    const [past, ahead] = [await clubMeeting(-1), await clubMeeting(10)];
    // a club's years behind: 1,000 meetings with 5 roles each, and 4 roles at the one ahead, written by SQL
    const [meeting] = await server.db.select().from(events).where(eq(events.id, past.eventId));
    const { id: _id, ...behind } = meeting as typeof events.$inferSelect;
    await server.db
      .insert(events)
      .values(Array.from({ length: 1000 }, (_, n) => ({ ...behind, eventDate: new Date(Date.now() - (n + 2) * DAY) })));
    await server.db.execute(sql`
      insert into users (id, first_name, email, email_verified)
      select 'member-' || n, 'Member ' || n, 'member.' || n || '@example.com', true from generate_series(1, 5) n`);
    await server.db.execute(sql`
      insert into meeting_role_assignments (event_id, user_id, role_type)
      select e.id, 'member-' || n, 'timer' from events e, generate_series(1, 5) n where e.event_date < now()`);
    await server.db.execute(sql`
      insert into meeting_role_assignments (event_id, user_id, role_type)
      select ${ahead.eventId}::uuid, 'member-' || n, 'timer' from generate_series(1, 4) n`);
    // every role behind was reminded long ago, and two of the four ahead have their reminders already
    await server.db.execute(sql`
      insert into jobs (kind, key, payload, run_at, state)
      select ${REMINDER_JOB}, a.id::text, '{}', e.event_date - interval '2 days', 'done'
      from meeting_role_assignments a join events e on e.id = a.event_id where e.event_date < now()`);
    await server.db.execute(sql`
      insert into jobs (kind, key, payload, run_at)
      select ${REMINDER_JOB}, a.id::text, '{}', now() + interval '8 days'
      from meeting_role_assignments a where a.event_id = ${ahead.eventId} and a.user_id in ('member-1', 'member-2')`);

    // a small database plans the sweep's read alike either way: its cost at ten times the network is the bench's
    // (docs/performance.md); here, that it finds exactly the roles ahead without their reminder
    const missing = await rolesToRemind(server.db, { missing: true }, new Date());
    const [third, fourth] = await server.db
      .select({ id: meetingRoleAssignments.id })
      .from(meetingRoleAssignments)
      .where(
        and(
          eq(meetingRoleAssignments.eventId, ahead.eventId),
          sql`${meetingRoleAssignments.userId} in ('member-3', 'member-4')`,
        ),
      )
      .orderBy(meetingRoleAssignments.id);
    expect(missing.map((row) => row.id)).toEqual([third?.id, fourth?.id]);
  });
});
