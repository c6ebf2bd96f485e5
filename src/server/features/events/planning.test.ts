import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  aClub,
  anEvent,
  dayFromNow,
  makeClubOfficer,
  type SignedIn,
  signedInAdmin,
  signedInMember,
} from "../../../../test/support/factories";
import { readCalendarFile } from "../../../../test/support/ical";
import { mailArrives } from "../../../../test/support/mail";
import { createTestServer, errorOf, type TestServer } from "../../../../test/support/server";
import type { CreateEventInput, EditEventInput } from "../../../domain/events/inputs";
import { HOUR } from "../../../domain/time";
import { eventAttendees, events, meetingRoleAssignments, memberships } from "../../db/schema";

let server: TestServer;
let officer: SignedIn;
let member: SignedIn;
let otherOfficer: SignedIn;
let clubA: string;
let clubB: string;

beforeEach(async () => {
  server = await createTestServer();
  officer = await signedInMember(server, "Olga");
  member = await signedInMember(server, "Mia");
  otherOfficer = await signedInMember(server, "Bo");
  clubA = (await aClub(server, { name: "Harbour Speakers" }, [member.user.id])).id;
  clubB = (await aClub(server, { name: "Ridge Talkers" })).id;
  await makeClubOfficer(server, clubA, officer.user.id);
  await makeClubOfficer(server, clubB, otherOfficer.user.id);
}, 60_000);

afterEach(async () => {
  await server.close();
});

const meeting = (overrides: Partial<CreateEventInput> = {}): CreateEventInput => ({
  title: "Club Meeting",
  date: dayFromNow(10),
  time: "19:00",
  timeZone: "Europe/Berlin",
  clubId: clubA,
  ...overrides,
});

const edit = (overrides: Partial<EditEventInput> = {}): EditEventInput => ({
  title: "Club Night",
  eventType: "meeting",
  date: dayFromNow(3),
  time: "19:00",
  durationMinutes: 120,
  timeZone: "Europe/Berlin",
  location: "",
  description: "",
  isPublic: true,
  ...overrides,
});

/** An event of club A as the dialog would show it: 19:00 in Berlin three days from now, two hours, public. */
const clubAEvent = (values: Partial<typeof events.$inferInsert> = {}) => {
  const date = dayFromNow(3);
  return anEvent(server, {
    clubId: clubA,
    timeZone: "Europe/Berlin",
    eventDate: new Date(`${date}T19:00:00+01:00`),
    ...values,
  });
};

const mailsTo = (email: string, subject: RegExp) =>
  server.outbox().filter((mail) => mail.to.includes(email.toLowerCase()) && subject.test(mail.subject));

describe("officers plan their club's events", () => {
  test("an officer creates a recurring members-only meeting for their club", async () => {
    const response = await officer.client.api.events.$post({
      json: meeting({ isPublic: false, recurrence: { pattern: "weekly", endDate: dayFromNow(24) } }),
    });
    expect(response.status).toBe(201);
    expect((await response.json()).count).toBe(3);
    const rows = await server.db.select().from(events);
    expect(rows.map((row) => [row.clubId, row.isPublic, row.createdBy])).toEqual(
      Array(3).fill([clubA, false, officer.user.id]),
    );
  });

  test("another club, or no club, is refused to an officer; an admin may choose either", async () => {
    expect(await errorOf(await officer.client.post("/api/events", meeting({ clubId: clubB })))).toMatchObject({
      status: 403,
      code: "NOT_CLUB_OFFICER",
      message: "You can only plan events for a club you are an officer of.",
    });
    expect(await errorOf(await officer.client.post("/api/events", meeting({ clubId: null })))).toMatchObject({
      status: 403,
      code: "CLUB_REQUIRED",
    });
    const admin = await signedInAdmin(server);
    expect((await admin.client.post("/api/events", meeting({ clubId: null }))).status).toBe(201);
    expect((await admin.client.post("/api/events", meeting({ clubId: clubB }))).status).toBe(201);
    expect(
      await errorOf(await admin.client.post("/api/events", meeting({ clubId: null, isPublic: false }))),
    ).toMatchObject({ status: 400, message: expect.stringMatching(/Members only needs a club/) });
    expect(await server.db.select({ id: events.id }).from(events)).toHaveLength(2);
  });

  test("an officer assigns roles only to their club's members, and the pickers show only their clubs", async () => {
    const outsider = await signedInMember(server, "Otto");
    const refused = await officer.client.post(
      "/api/events",
      meeting({ roles: [{ userId: outsider.user.id, roleType: "timer" }] }),
    );
    expect(await errorOf(refused)).toMatchObject({
      status: 400,
      message: expect.stringMatching(/not a member of the club/),
    });
    const made = await officer.client.post(
      "/api/events",
      meeting({ roles: [{ userId: member.user.id, roleType: "timer" }] }),
    );
    expect(made.status).toBe(201);

    const clubs = await (await officer.client.api.events.clubs.$get()).json();
    expect(clubs).toMatchObject({ clubs: [{ id: clubA, name: "Harbour Speakers" }], noClubAllowed: false });
    expect(clubs.clubs).toHaveLength(1);
    const people = await (await officer.client.api.events.members.$get({ query: {} })).json();
    expect(people.members.map((person) => person.name).sort()).toEqual(["Mia", "Olga"]);

    const admin = await signedInAdmin(server);
    const all = await (await admin.client.api.events.clubs.$get()).json();
    expect(all.clubs.map((club) => club.name)).toEqual(["Harbour Speakers", "Ridge Talkers"]);
    expect(all.noClubAllowed).toBe(true);
    expect(await (await member.client.api.events.clubs.$get()).json()).toEqual({ clubs: [], noClubAllowed: false });
  });

  test("the event's page tells its club's officers and admins they may manage it, no one else", async () => {
    const eventId = await clubAEvent();
    const canManage = async (client = server.client()) =>
      (await (await client.api.events[":id"].$get({ param: { id: eventId } })).json()).canManage;
    expect(await canManage(officer.client)).toBe(true);
    expect(await canManage((await signedInAdmin(server)).client)).toBe(true);
    expect(await canManage(otherOfficer.client)).toBe(false);
    expect(await canManage(member.client)).toBe(false);
    expect(await canManage()).toBe(false);
  });
});

describe("PATCH /api/events/:id", () => {
  test("an officer edits their club's event; role holders and attendees are e-mailed what changed", async () => {
    const holder = await signedInMember(server, "Hal");
    const eventId = await clubAEvent();
    await server.db.insert(meetingRoleAssignments).values({ eventId, userId: holder.user.id, roleType: "timer" });
    await server.db.insert(eventAttendees).values({ eventId, userId: member.user.id });

    const response = await officer.client.api.events[":id"].$patch({
      param: { id: eventId },
      json: edit({ time: "20:30", location: "Harbour Hall", durationMinutes: 90, isPublic: false }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ changed: true, notified: 2 });
    const [row] = await server.db.select().from(events).where(eq(events.id, eventId));
    expect(row).toMatchObject({ location: "Harbour Hall", durationMinutes: 90, isPublic: false });

    for (const person of [holder, member]) {
      await mailArrives(() => expect(mailsTo(person.user.email, /^Changed: Club Night/)).toHaveLength(1));
      const [mail] = mailsTo(person.user.email, /^Changed: Club Night/);
      expect(mail?.text).toMatch(/now takes place on \w{3} \d{2}, \d{4} at 8:30 PM GMT\+1 \(Berlin\)/);
      expect(mail?.text).toContain('Olga changed "Club Night" (Harbour Speakers).');
      expect(mail?.text).toMatch(/- When: .* at 7:00 PM GMT\+1 \(Berlin\) → .* at 8:30 PM GMT\+1 \(Berlin\)/);
      expect(mail?.text).toContain("- Length: 2 hours → 1 hour 30 minutes");
      expect(mail?.text).toContain("- Location: none → Harbour Hall");
      expect(mail?.text).toContain("- Open to: Everyone → Club members only");
      expect(mail?.html).toContain("Location: none → Harbour Hall</li>");
      expect(mail?.links).toContain(`${server.config.appUrl}/dashboard/events/${eventId}`);
    }
  });

  test("an edit that changes nothing writes nothing and e-mails no one", async () => {
    const eventId = await clubAEvent();
    await server.db.insert(eventAttendees).values({ eventId, userId: member.user.id });
    const response = await officer.client.api.events[":id"].$patch({ param: { id: eventId }, json: edit() });
    expect(await response.json()).toEqual({ changed: false, notified: 0 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(member.user.email, /Club Night/)).toEqual([]);
  });

  test("who may edit: the club's officers and admins; members 403, other clubs' officers 403, visitors 401", async () => {
    const eventId = await clubAEvent();
    const patch = (client = server.client()) =>
      client.api.events[":id"].$patch({ param: { id: eventId }, json: edit({ title: "Renamed" }) });
    expect((await patch()).status).toBe(401);
    expect(await errorOf(await patch(member.client))).toMatchObject({ status: 403, code: "NOT_EVENT_PLANNER" });
    expect((await patch(otherOfficer.client)).status).toBe(403);
    expect((await patch((await signedInAdmin(server)).client)).status).toBe(200);
    const privateEvent = await clubAEvent({ isPublic: false });
    const hidden = await otherOfficer.client.api.events[":id"].$patch({ param: { id: privateEvent }, json: edit() });
    expect(hidden.status).toBe(404);
    const noClub = await anEvent(server);
    expect((await officer.client.api.events[":id"].$patch({ param: { id: noClub }, json: edit() })).status).toBe(403);
  });

  test("the creation rules hold: a start in the past, a members-only event without a club, an ended event", async () => {
    const eventId = await clubAEvent();
    const refused = async (id: string, json: EditEventInput) =>
      errorOf(await officer.client.api.events[":id"].$patch({ param: { id }, json }));
    expect(await refused(eventId, edit({ date: dayFromNow(-1) }))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/future/),
    });
    expect(await refused(eventId, edit({ title: " " }))).toMatchObject({ status: 400 });
    const ended = await clubAEvent({ eventDate: new Date(Date.now() - 3 * HOUR) });
    expect(await refused(ended, edit())).toMatchObject({ status: 409, code: "EVENT_ENDED" });
    const admin = await signedInAdmin(server);
    const noClub = await anEvent(server);
    const response = await admin.client.api.events[":id"].$patch({
      param: { id: noClub },
      json: edit({ isPublic: false }),
    });
    expect(await errorOf(response)).toMatchObject({
      status: 400,
      message: expect.stringMatching(/Members only needs a club/),
    });
  });

  test("a running event keeps its start while its other details change", async () => {
    const start = new Date(Math.floor((Date.now() - HOUR) / 60_000) * 60_000);
    const eventId = await clubAEvent({ eventDate: start, timeZone: "UTC" });
    const iso = start.toISOString();
    const response = await officer.client.api.events[":id"].$patch({
      param: { id: eventId },
      json: edit({ date: iso.slice(0, 10), time: iso.slice(11, 16), timeZone: "UTC", title: "Still on" }),
    });
    expect(response.status).toBe(200);
  });
});

describe("POST /api/events/:id/cancel", () => {
  test("an officer cancels: kept, marked, listed until it ends, its calendar file says so; everyone is e-mailed", async () => {
    const eventId = await clubAEvent();
    await server.db.insert(meetingRoleAssignments).values({ eventId, userId: member.user.id, roleType: "timer" });
    const response = await officer.client.api.events[":id"].cancel.$post({
      param: { id: eventId },
      json: { reason: "The hall is closed for repairs." },
    });
    expect(response.status).toBe(200);
    // the timer, and the officer, who receives the club's agendas
    expect(await response.json()).toMatchObject({ cancelReason: "The hall is closed for repairs.", notified: 2 });
    const [row] = await server.db.select().from(events).where(eq(events.id, eventId));
    expect(row).toMatchObject({ cancelledBy: officer.user.id, cancelReason: "The hall is closed for repairs." });
    expect(row?.cancelledAt).toBeInstanceOf(Date);

    const list = await (await server.client().api.events.$get({ query: {} })).json();
    expect(list.events.map((event) => [event.id, event.cancelReason, typeof event.cancelledAt])).toEqual([
      [eventId, "The hall is closed for repairs.", "string"],
    ]);
    const ics = await (await server.client().get(`/api/events/${eventId}/calendar.ics`)).text();
    expect(readCalendarFile(ics).events[0]?.properties).toContain("status");
    expect(ics).toContain("\r\nSTATUS:CANCELLED\r\n");

    await mailArrives(() => expect(mailsTo(member.user.email, /^Cancelled: Club Night/)).toHaveLength(1));
    const [mail] = mailsTo(member.user.email, /^Cancelled: Club Night/);
    expect(mail?.text).toMatch(
      /Olga cancelled "Club Night" \(Harbour Speakers\), planned for .* at 7:00 PM GMT\+1 \(Berlin\)\./,
    );
    expect(mail?.text).toContain("- Reason: The hall is closed for repairs.");
    expect(mail?.html).toContain("Reason: The hall is closed for repairs.</li>");
  });

  test("a cancelled event refuses a second cancel, edits, attendance, roles and agenda changes", async () => {
    const eventId = await clubAEvent();
    expect((await officer.client.post(`/api/events/${eventId}/cancel`, {})).status).toBe(200);
    const cancelled = { status: 409, code: "EVENT_CANCELLED", message: "This event has been cancelled." };
    expect(await errorOf(await officer.client.post(`/api/events/${eventId}/cancel`, {}))).toMatchObject(cancelled);
    const patched = await officer.client.api.events[":id"].$patch({
      param: { id: eventId },
      json: edit({ title: "Back" }),
    });
    expect(await errorOf(patched)).toMatchObject(cancelled);
    expect(await errorOf(await member.client.post(`/api/events/${eventId}/attendance`))).toMatchObject(cancelled);
    expect(
      await errorOf(await member.client.post(`/api/events/${eventId}/roles`, { roleType: "timer" })),
    ).toMatchObject(cancelled);
    expect(
      await errorOf(await officer.client.post(`/api/events/${eventId}/agenda`, { title: "Toasts" })),
    ).toMatchObject(cancelled);
    expect(await server.db.select().from(events).where(eq(events.id, eventId))).toHaveLength(1);
  });

  test("who may cancel: the club's officers and admins only", async () => {
    const eventId = await clubAEvent();
    expect((await server.client().post(`/api/events/${eventId}/cancel`, {})).status).toBe(401);
    expect((await member.client.post(`/api/events/${eventId}/cancel`, {})).status).toBe(403);
    expect((await otherOfficer.client.post(`/api/events/${eventId}/cancel`, {})).status).toBe(403);
    const [row] = await server.db.select().from(events).where(eq(events.id, eventId));
    expect(row?.cancelledAt).toBeNull();
    expect((await (await signedInAdmin(server)).client.post(`/api/events/${eventId}/cancel`, {})).status).toBe(200);
    expect(
      await errorOf(await officer.client.post(`/api/events/${eventId}/cancel`, { reason: "x\u0000" })),
    ).toMatchObject({
      status: 400,
    });
  });

  test("cancelled while a member takes a role: the role is refused, or the cancellation e-mail reaches them", async () => {
    for (let round = 0; round < 5; round++) {
      const eventId = await clubAEvent({ title: `Round ${round}`, eventType: "training" });
      const [claim, cancel] = await Promise.all([
        member.client.post(`/api/events/${eventId}/roles`, { roleType: "timer" }),
        officer.client.post(`/api/events/${eventId}/cancel`, { reason: "Storm" }),
      ]);
      expect(cancel.status).toBe(200);
      const { notified } = (await cancel.json()) as { notified: number };
      if (claim.status === 201) {
        expect(notified).toBe(1);
        await mailArrives(() =>
          expect(mailsTo(member.user.email, new RegExp(`^Cancelled: Round ${round}`))).toHaveLength(1),
        );
      } else {
        expect(await errorOf(claim)).toMatchObject({ status: 409, code: "EVENT_CANCELLED" });
        expect(notified).toBe(0);
        const held = await server.db
          .select()
          .from(meetingRoleAssignments)
          .where(eq(meetingRoleAssignments.eventId, eventId));
        expect(held).toEqual([]);
      }
    }
  });

  test("cancelled while a member registers: the registration is refused, or the cancellation e-mail reaches them", async () => {
    for (let round = 0; round < 5; round++) {
      const eventId = await clubAEvent({ title: `Visit ${round}`, eventType: "social" });
      const [join, cancel] = await Promise.all([
        member.client.post(`/api/events/${eventId}/attendance`),
        officer.client.post(`/api/events/${eventId}/cancel`, {}),
      ]);
      expect(cancel.status).toBe(200);
      const { notified } = (await cancel.json()) as { notified: number };
      if (join.status === 200) expect(notified).toBe(1);
      else {
        expect(await errorOf(join)).toMatchObject({ status: 409, code: "EVENT_CANCELLED" });
        expect(notified).toBe(0);
        expect(await server.db.select().from(eventAttendees).where(eq(eventAttendees.eventId, eventId))).toEqual([]);
      }
    }
  });

  test("a member who left the club still hears about a meeting they registered for", async () => {
    const eventId = await clubAEvent();
    await server.db.insert(eventAttendees).values({ eventId, userId: member.user.id });
    await server.db.update(memberships).set({ status: "inactive" }).where(eq(memberships.userId, member.user.id));
    expect((await officer.client.post(`/api/events/${eventId}/cancel`, {})).status).toBe(200);
    await mailArrives(() => expect(mailsTo(member.user.email, /^Cancelled:/)).toHaveLength(1));
    expect(mailsTo(member.user.email, /^Cancelled:/)[0]?.text).toContain("No reason was given.");
  });
});

describe("a social event has no meeting roles (decision 196)", () => {
  test("no role is taken, waited for or proposed at one; the roles list stays empty", async () => {
    const eventId = await clubAEvent({ eventType: "social", title: "Summer Party" });
    const take = await member.client.api.events[":id"].roles.$post({
      param: { id: eventId },
      json: { roleType: "timer" },
    });
    expect(await errorOf(take)).toMatchObject({
      status: 409,
      code: "NO_MEETING_ROLES",
      message: "A social event has no meeting roles.",
      title: "No Meeting Roles",
    });
    const wait = await member.client.post(`/api/events/${eventId}/waitlist`, { roleType: "timer" });
    expect((await errorOf(wait)).code).toBe("NO_MEETING_ROLES");
    const propose = await officer.client.post(`/api/events/${eventId}/proposals`, {
      roleType: "timer",
      memberId: member.user.id,
    });
    expect((await errorOf(propose)).code).toBe("NO_MEETING_ROLES");
    expect(await server.db.select().from(meetingRoleAssignments)).toEqual([]);
    // a contest keeps its roles: its speakers take the Pitcher role
    const contest = await clubAEvent({ eventType: "contest", title: "Spring Contest" });
    const speaker = await member.client.api.events[":id"].roles.$post({
      param: { id: contest },
      json: { roleType: "pitcher" },
    });
    expect(speaker.status).toBe(201);
  });

  test("a social event is not created with role assignments, nor does a meeting with role holders become one", async () => {
    const created = await officer.client.api.events.$post({
      json: meeting({ eventType: "social", roles: [{ userId: member.user.id, roleType: "timer" }] }),
    });
    expect(await errorOf(created)).toMatchObject({ status: 400, message: "A social event has no meeting roles." });
    expect(await server.db.select().from(events)).toEqual([]);
    const without = await officer.client.api.events.$post({ json: meeting({ eventType: "social" }) });
    expect(without.status).toBe(201);

    const eventId = await clubAEvent();
    await server.db.insert(meetingRoleAssignments).values({ eventId, userId: member.user.id, roleType: "timer" });
    const patch = (json: EditEventInput) => officer.client.api.events[":id"].$patch({ param: { id: eventId }, json });
    const refused = await errorOf(await patch(edit({ eventType: "social" })));
    expect(refused).toMatchObject({ status: 409, code: "NO_MEETING_ROLES", title: "No Meeting Roles" });
    expect(refused.message).toContain("must give them up before it becomes one");
    const [kept] = await server.db.select({ eventType: events.eventType }).from(events).where(eq(events.id, eventId));
    expect(kept?.eventType).toBe("meeting");
    await server.db.delete(meetingRoleAssignments);
    expect((await patch(edit({ eventType: "social" }))).status).toBe(200);
  });
});
