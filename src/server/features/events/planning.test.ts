/**
 * Officers plan their club's events: creating them for their own club only, and editing them (PATCH /api/events/:id).
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { anEvent, dayFromNow, signedInAdmin, signedInMember } from "../../../../test/support/factories";
import { mailArrives } from "../../../../test/support/mail";
import { clubsThatPlanForEachTest, edit, mailsTo } from "../../../../test/support/planning";
import { aServerForEachTest, errorOf } from "../../../../test/support/server";
import type { EditEventInput } from "../../../domain/events/inputs";
import { HOUR } from "../../../domain/time";
import { eventAttendees, events, meetingRoleAssignments } from "../../db/schema";

const server = aServerForEachTest();
const plan = clubsThatPlanForEachTest(server);

describe("officers plan their club's events", () => {
  test("an officer creates a recurring members-only meeting for their club", async () => {
    const response = await plan.officer.client.api.events.$post({
      json: plan.meeting({ isPublic: false, recurrence: { pattern: "weekly", endDate: dayFromNow(24) } }),
    });
    expect(response.status).toBe(201);
    expect((await response.json()).count).toBe(3);
    const rows = await server.db.select().from(events);
    expect(rows.map((row) => [row.clubId, row.isPublic, row.createdBy])).toEqual(
      Array(3).fill([plan.clubA, false, plan.officer.user.id]),
    );
  });

  test("another club, or no club, is refused to an officer; an admin may choose either", async () => {
    expect(
      await errorOf(await plan.officer.client.post("/api/events", plan.meeting({ clubId: plan.clubB }))),
    ).toMatchObject({
      status: 403,
      code: "NOT_CLUB_OFFICER",
      message: "You can only plan events for a club you are an officer of.",
    });
    expect(await errorOf(await plan.officer.client.post("/api/events", plan.meeting({ clubId: null })))).toMatchObject({
      status: 403,
      code: "CLUB_REQUIRED",
    });
    const admin = await signedInAdmin(server);
    expect((await admin.client.post("/api/events", plan.meeting({ clubId: null }))).status).toBe(201);
    expect((await admin.client.post("/api/events", plan.meeting({ clubId: plan.clubB }))).status).toBe(201);
    expect(
      await errorOf(await admin.client.post("/api/events", plan.meeting({ clubId: null, isPublic: false }))),
    ).toMatchObject({ status: 400, message: expect.stringMatching(/Members only needs a club/) });
    expect(await server.db.select({ id: events.id }).from(events)).toHaveLength(2);
  });

  test("an officer assigns roles only to their club's members, and the pickers show only their clubs", async () => {
    const outsider = await signedInMember(server, "Otto");
    const refused = await plan.officer.client.post(
      "/api/events",
      plan.meeting({ roles: [{ userId: outsider.user.id, roleType: "timer" }] }),
    );
    expect(await errorOf(refused)).toMatchObject({
      status: 400,
      message: expect.stringMatching(/not a member of the club/),
    });
    const made = await plan.officer.client.post(
      "/api/events",
      plan.meeting({ roles: [{ userId: plan.member.user.id, roleType: "timer" }] }),
    );
    expect(made.status).toBe(201);

    const clubs = await (await plan.officer.client.api.events.clubs.$get()).json();
    expect(clubs).toMatchObject({ clubs: [{ id: plan.clubA, name: "Harbour Speakers" }], noClubAllowed: false });
    expect(clubs.clubs).toHaveLength(1);
    const people = await (await plan.officer.client.api.events.members.$get({ query: {} })).json();
    expect(people.members.map((person) => person.name).sort()).toEqual(["Mia", "Olga"]);

    const admin = await signedInAdmin(server);
    const all = await (await admin.client.api.events.clubs.$get()).json();
    expect(all.clubs.map((club) => club.name)).toEqual(["Harbour Speakers", "Ridge Talkers"]);
    expect(all.noClubAllowed).toBe(true);
    expect(await (await plan.member.client.api.events.clubs.$get()).json()).toEqual({
      clubs: [],
      noClubAllowed: false,
    });
  });

  test("the event's page tells its club's officers and admins they may manage it, no one else", async () => {
    const eventId = await plan.clubAEvent();
    const canManage = async (client = server.client()) =>
      (await (await client.api.events[":id"].$get({ param: { id: eventId } })).json()).canManage;
    expect(await canManage(plan.officer.client)).toBe(true);
    expect(await canManage((await signedInAdmin(server)).client)).toBe(true);
    expect(await canManage(plan.otherOfficer.client)).toBe(false);
    expect(await canManage(plan.member.client)).toBe(false);
    expect(await canManage()).toBe(false);
  });
});

describe("PATCH /api/events/:id", () => {
  test("an officer edits their club's event; role holders and attendees are e-mailed what changed", async () => {
    const holder = await signedInMember(server, "Hal");
    const eventId = await plan.clubAEvent();
    await server.db.insert(meetingRoleAssignments).values({ eventId, userId: holder.user.id, roleType: "timer" });
    await server.db.insert(eventAttendees).values({ eventId, userId: plan.member.user.id });

    const response = await plan.officer.client.api.events[":id"].$patch({
      param: { id: eventId },
      json: edit({ time: "20:30", location: "Harbour Hall", durationMinutes: 90, isPublic: false }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ changed: true, notified: 2 });
    const [row] = await server.db.select().from(events).where(eq(events.id, eventId));
    expect(row).toMatchObject({ location: "Harbour Hall", durationMinutes: 90, isPublic: false });

    for (const person of [holder, plan.member]) {
      await mailArrives(() => expect(mailsTo(server, person.user.email, /^Changed: Club Night/)).toHaveLength(1));
      const [mail] = mailsTo(server, person.user.email, /^Changed: Club Night/);
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
    const eventId = await plan.clubAEvent();
    await server.db.insert(eventAttendees).values({ eventId, userId: plan.member.user.id });
    const response = await plan.officer.client.api.events[":id"].$patch({ param: { id: eventId }, json: edit() });
    expect(await response.json()).toEqual({ changed: false, notified: 0 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(server, plan.member.user.email, /Club Night/)).toEqual([]);
  });

  test("who may edit: the club's officers and admins; members 403, other clubs' officers 403, visitors 401", async () => {
    const eventId = await plan.clubAEvent();
    const patch = (client = server.client()) =>
      client.api.events[":id"].$patch({ param: { id: eventId }, json: edit({ title: "Renamed" }) });
    expect((await patch()).status).toBe(401);
    expect(await errorOf(await patch(plan.member.client))).toMatchObject({ status: 403, code: "NOT_EVENT_PLANNER" });
    expect((await patch(plan.otherOfficer.client)).status).toBe(403);
    expect((await patch((await signedInAdmin(server)).client)).status).toBe(200);
    const privateEvent = await plan.clubAEvent({ isPublic: false });
    const hidden = await plan.otherOfficer.client.api.events[":id"].$patch({
      param: { id: privateEvent },
      json: edit(),
    });
    expect(hidden.status).toBe(404);
    const noClub = await anEvent(server);
    expect((await plan.officer.client.api.events[":id"].$patch({ param: { id: noClub }, json: edit() })).status).toBe(
      403,
    );
  });

  test("the creation rules hold: a start in the past, a members-only event without a club, an ended event", async () => {
    const eventId = await plan.clubAEvent();
    const refused = async (id: string, json: EditEventInput) =>
      errorOf(await plan.officer.client.api.events[":id"].$patch({ param: { id }, json }));
    expect(await refused(eventId, edit({ date: dayFromNow(-1) }))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/future/),
    });
    expect(await refused(eventId, edit({ title: " " }))).toMatchObject({ status: 400 });
    const ended = await plan.clubAEvent({ eventDate: new Date(Date.now() - 3 * HOUR) });
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
    const eventId = await plan.clubAEvent({ eventDate: start, timeZone: "UTC" });
    const iso = start.toISOString();
    const response = await plan.officer.client.api.events[":id"].$patch({
      param: { id: eventId },
      json: edit({ date: iso.slice(0, 10), time: iso.slice(11, 16), timeZone: "UTC", title: "Still on" }),
    });
    expect(response.status).toBe(200);
  });
});
