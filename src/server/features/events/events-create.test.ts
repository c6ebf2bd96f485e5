/**
 * Creating an event (POST /api/events): who may, what is checked and stored, and that a refused request writes
 * nothing.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aClub, dayFromNow, rowCounts, signedInAdmin, signedInMember } from "../../../../test/support/factories";
import { aServerForEachTest, errorOf } from "../../../../test/support/server";
import { type CreateEventInput, EVENT_ZONE_UNKNOWN } from "../../../domain/events/inputs";
import { DAY } from "../../../domain/time";
import { events, jobs, meetingAgendas, meetingRoleAssignments, users } from "../../db/schema";
import { REMINDER_JOB } from "../roles/reminders";

const server = aServerForEachTest();

const validEvent = (overrides: Partial<CreateEventInput> = {}): CreateEventInput => ({
  title: "Pitch Night",
  eventType: "meeting",
  date: dayFromNow(10),
  time: "18:30",
  timeZone: "UTC",
  location: "Hall 2",
  description: "Three pitches and evaluations.",
  ...overrides,
});

const counts = () => rowCounts(server, { events, meetingAgendas, meetingRoleAssignments });

describe("POST /api/events", () => {
  test("visitors get 401 and members who are neither admins nor club officers 403; nothing is written", async () => {
    expect((await server.client().post("/api/events", validEvent())).status).toBe(401);
    const { client } = await signedInMember(server, "Ann");
    expect(await errorOf(await client.post("/api/events", validEvent()))).toMatchObject({
      status: 403,
      code: "NOT_EVENT_PLANNER",
    });
    expect((await counts()).events).toBe(0);
  });

  test("an admin creates one public meeting at the chosen local time, with agenda and roles", async () => {
    const { client } = await signedInAdmin(server);
    const { user: ann } = await signedInMember(server, "Ann");
    const response = await client.api.events.$post({
      json: validEvent({
        timeZone: "America/New_York",
        eventType: undefined,
        agenda: [
          { title: "Welcome", durationMinutes: 5, agendaType: "general" },
          { title: "", durationMinutes: 10, agendaType: "general" },
          { title: "Pitches", durationMinutes: 30, agendaType: "pitch", description: "Three pitches" },
          // the one duration rule: not a number → 10, at least 1
          { title: "Questions", durationMinutes: "e", agendaType: "qa" },
          { title: "Close", durationMinutes: -5, agendaType: "general" },
        ],
        roles: [
          { userId: ann.id, roleType: "pitcher" },
          { userId: "", roleType: "timer" },
        ],
      }),
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.count).toBe(1);
    const [event] = await server.db.select().from(events);
    expect(event).toMatchObject({ title: "Pitch Night", eventType: "meeting", isPublic: true, seriesId: null });
    expect(event?.eventDate.toLocaleString("en-US", { timeZone: "America/New_York", timeStyle: "short" })).toBe(
      "6:30 PM",
    );
    const agenda = await server.db.select().from(meetingAgendas);
    expect(agenda.map((item) => [item.title, item.orderIndex, item.durationMinutes]).sort()).toEqual([
      ["Close", 4, 1],
      ["Pitches", 2, 30],
      ["Questions", 3, 10],
      ["Welcome", 1, 5],
    ]);
    const roles = await server.db.select().from(meetingRoleAssignments);
    expect(roles.map((row) => [row.userId, row.roleType])).toEqual([[ann.id, "pitcher"]]);
  });

  test("without the creator's zone, a club's meeting takes the club's zone; without either it is refused", async () => {
    const { client } = await signedInAdmin(server);
    const club = await aClub(server, { timeZone: "Europe/Lisbon" });
    const zoneless = await aClub(server);
    const { timeZone: _, ...withoutZone } = validEvent({ time: "19:30" });
    const response = await client.api.events.$post({ json: { ...withoutZone, clubId: club.id } });
    expect(response.status).toBe(201);
    const [event] = await server.db.select().from(events);
    expect(event?.timeZone).toBe("Europe/Lisbon");
    expect(event?.eventDate.toLocaleString("en-US", { timeZone: "Europe/Lisbon", timeStyle: "short" })).toBe("7:30 PM");
    for (const clubId of [zoneless.id, null]) {
      const refused = await client.api.events.$post({ json: { ...withoutZone, clubId } });
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).message).toBe(EVENT_ZONE_UNKNOWN);
    }
    expect((await counts()).events).toBe(1);
  });

  test("a monthly recurring event: one per month until the end date, each with the series' title, agenda and roles", async () => {
    const { client } = await signedInAdmin(server);
    const { user: ann } = await signedInMember(server, "Ann");
    const start = new Date(Date.now() + 2 * DAY);
    const date = start.toISOString().slice(0, 10);
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 3, 28)).toISOString().slice(0, 10);
    const response = await client.api.events.$post({
      json: validEvent({
        date,
        recurrence: { pattern: "monthly", endDate: end },
        agenda: [{ title: "Welcome", durationMinutes: 5, agendaType: "general" }],
        roles: [{ userId: ann.id, roleType: "timer" }],
      }),
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    const rows = await server.db.select().from(events).orderBy(events.eventDate);
    expect(body.count).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(4);
    // an event without a club: the specification's numbered titles (docs/decisions/194)
    expect(rows.map((row) => row.title).slice(0, 3)).toEqual(["Pitch Night", "Pitch Night (2)", "Pitch Night (3)"]);
    expect(new Set(rows.map((row) => row.seriesId)).size).toBe(1);
    expect(rows[0]?.seriesId).not.toBeNull();
    expect((await counts()).meetingAgendas).toBe(rows.length);
    expect((await counts()).meetingRoleAssignments).toBe(rows.length);
  });

  test("a club's weekly series: every meeting has the series' title, the day tells them apart", async () => {
    const { client } = await signedInAdmin(server);
    const club = await aClub(server);
    const end = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
    const response = await client.api.events.$post({
      json: validEvent({ date: dayFromNow(1), clubId: club.id, recurrence: { pattern: "weekly", endDate: end } }),
    });
    expect(response.status).toBe(201);
    const rows = await server.db.select().from(events).orderBy(events.eventDate);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.title))).toEqual(new Set(["Pitch Night"]));
  });

  test("weekly without an end date stops at 52", async () => {
    const { client } = await signedInAdmin(server);
    const response = await client.api.events.$post({
      json: validEvent({ date: dayFromNow(1), recurrence: { pattern: "weekly" } }),
    });
    expect(response.status).toBe(201);
    expect((await response.json()).count).toBe(52);
    expect((await counts()).events).toBe(52);
  });

  test("required fields, the future and the end date are checked; nothing is written", async () => {
    const { client } = await signedInAdmin(server);
    // overrides of any shape, as a form or a script could send them
    const refused = async (overrides: Record<string, unknown>, message: RegExp) => {
      const error = await errorOf(await client.post("/api/events", { ...validEvent(), ...overrides }));
      expect(error.status).toBe(400);
      expect(error.message).toMatch(message);
    };
    await refused({ title: "  " }, /Event Title is required/);
    await refused({ date: "" }, /Date is required/);
    await refused({ time: "" }, /Time is required/);
    await refused({ date: dayFromNow(-1) }, /must be in the future/);
    await refused({ timeZone: "Mars/Olympus" }, /IANA time zone/);
    await refused({ title: "T".repeat(121) }, /at most 120/);
    await refused({ description: "d".repeat(2001) }, /at most 2000/);
    await refused({ location: "l".repeat(201) }, /at most 200/);
    await refused({ eventType: "party" }, /eventType/);
    await refused({ recurrence: { pattern: "daily" } }, /pattern/);
    await refused({ recurrence: { pattern: "weekly", endDate: dayFromNow(-2) } }, /End Date cannot be in the past/);
    await refused({ recurrence: { pattern: "weekly", endDate: dayFromNow(5) } }, /on or after/);
    await refused({ clubId: crypto.randomUUID() }, /Club must be a club/);
    await refused({ isPublic: false }, /Members only needs a club/);
    await refused({ isPublic: "no" as unknown as boolean }, /isPublic/);
    expect(await counts()).toEqual({ events: 0, meetingAgendas: 0, meetingRoleAssignments: 0 });
  });

  test("a role row that breaks the role rules is reported and nothing is written", async () => {
    const { client } = await signedInAdmin(server);
    const { user: ann } = await signedInMember(server, "Ann");
    const { user: ben } = await signedInMember(server, "Ben");
    const error = await errorOf(
      await client.post(
        "/api/events",
        validEvent({
          recurrence: { pattern: "weekly" },
          agenda: [{ title: "Welcome", durationMinutes: 5, agendaType: "general" }],
          roles: [
            { userId: ann.id, roleType: "moderator" },
            { userId: "", roleType: "pitcher" },
            { userId: ben.id, roleType: "moderator" },
          ],
        }),
      ),
    );
    expect(error).toEqual({
      status: 409,
      code: "ROLE_FULL",
      title: "Role Full",
      message: "Role assignment 3: The Moderator role is full (1/1).",
    });
    const conflict = await errorOf(
      await client.post(
        "/api/events",
        validEvent({
          roles: [
            { userId: ann.id, roleType: "pitcher" },
            { userId: ann.id, roleType: "moderator" },
          ],
        }),
      ),
    );
    expect(conflict).toMatchObject({
      code: "ROLE_CONFLICT",
      title: "Role Conflict",
      message: "Role assignment 2: Pitcher cannot be combined with moderator role.",
    });
    expect(await counts()).toEqual({ events: 0, meetingAgendas: 0, meetingRoleAssignments: 0 });
  });

  test("roles named at creation are given as every role is: the two-role limit under the lock, each with its reminder", async () => {
    const { client } = await signedInAdmin(server);
    const club = await aClub(server, { reminderDays: 3, timeZone: "UTC" });
    const { user: ann } = await signedInMember(server, "Ann");
    const { user: ben } = await signedInMember(server, "Ben");
    // a third role for Ann on each of a weekly series: the limit of giveRole (docs/decisions/205), row named
    const limit = await errorOf(
      await client.post(
        "/api/events",
        validEvent({
          clubId: club.id,
          recurrence: { pattern: "weekly", endDate: dayFromNow(30) },
          roles: [
            { userId: ann.id, roleType: "pitcher" },
            { userId: ann.id, roleType: "timer" },
            { userId: ann.id, roleType: "evaluator" },
          ],
        }),
      ),
    );
    expect(limit).toEqual({
      status: 409,
      code: "ROLE_LIMIT_REACHED",
      title: "Role Limit Reached",
      // a club's meeting reads the rule over the club's roles, in its words (docs/decisions/222, 223)
      message: "Role assignment 3: You already have a speaking role plus another role.",
    });
    expect(await counts()).toEqual({ events: 0, meetingAgendas: 0, meetingRoleAssignments: 0 });
    expect(await server.db.select().from(jobs).where(eq(jobs.kind, REMINDER_JOB))).toEqual([]);

    const created = await client.post(
      "/api/events",
      validEvent({
        clubId: club.id,
        recurrence: { pattern: "weekly", endDate: dayFromNow(24) },
        roles: [
          { userId: ann.id, roleType: "pitcher" },
          { userId: ann.id, roleType: "timer" },
          { userId: ben.id, roleType: "evaluator" },
        ],
      }),
    );
    expect(created.status).toBe(201);
    const meetings = await server.db.select().from(events);
    expect(meetings).toHaveLength(3);
    const assigned = await server.db.select().from(meetingRoleAssignments);
    expect(assigned).toHaveLength(9);
    // each role's reminder, the club's three days before its meeting
    const reminders = await server.db.select().from(jobs).where(eq(jobs.kind, REMINDER_JOB));
    expect(reminders.map((job) => job.key).sort()).toEqual(assigned.map((row) => row.id).sort());
    for (const row of assigned) {
      const meeting = meetings.find((event) => event.id === row.eventId);
      const job = reminders.find((each) => each.key === row.id);
      expect((meeting?.eventDate.getTime() ?? 0) - (job?.runAt.getTime() ?? 0)).toBe(3 * DAY);
    }
  });

  test("a member deleted meanwhile is reported and nothing is written", async () => {
    const { client } = await signedInAdmin(server);
    const { user: ann } = await signedInMember(server, "Ann");
    await server.db.delete(users).where(eq(users.id, ann.id));
    const error = await errorOf(
      await client.post(
        "/api/events",
        validEvent({ recurrence: { pattern: "monthly" }, roles: [{ userId: ann.id, roleType: "pitcher" }] }),
      ),
    );
    expect(error).toMatchObject({ status: 400, message: "Role assignment 1: that member no longer exists." });
    expect(await counts()).toEqual({ events: 0, meetingAgendas: 0, meetingRoleAssignments: 0 });
  });

  test("when the last write fails, the events and agendas written before it are rolled back", async () => {
    const { client } = await signedInAdmin(server);
    const { user: ann } = await signedInMember(server, "Ann");
    // The database refuses role assignments (as a lost connection or a constraint would), after events and agendas.
    await server.db.execute(sql`create function refuse_roles() returns trigger as $$
      begin raise exception 'refused for the test'; end; $$ language plpgsql`);
    await server.db.execute(sql`create trigger refuse_roles before insert on meeting_role_assignments
      for each row execute function refuse_roles()`);
    const response = await client.post(
      "/api/events",
      validEvent({
        recurrence: { pattern: "weekly" },
        agenda: [{ title: "Welcome", durationMinutes: 5, agendaType: "general" }],
        roles: [{ userId: ann.id, roleType: "pitcher" }],
      }),
    );
    expect(response.status).toBe(500);
    expect(await counts()).toEqual({ events: 0, meetingAgendas: 0, meetingRoleAssignments: 0 });
  });
});
