/**
 * Cancelling an event (POST /api/events/:id/cancel): who may, what it keeps and refuses, the e-mail to everyone
 * concerned, races with members taking roles or registering; and a social event, which has no meeting roles.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { signedInAdmin } from "../../../../test/support/factories";
import { readCalendarFile } from "../../../../test/support/ical";
import { mailArrives } from "../../../../test/support/mail";
import { clubsThatPlanForEachTest, edit, mailsTo } from "../../../../test/support/planning";
import { aServerForEachTest, errorOf } from "../../../../test/support/server";
import type { EditEventInput } from "../../../domain/events/inputs";
import { eventAttendees, events, meetingRoleAssignments, memberships } from "../../db/schema";

const server = aServerForEachTest();
const plan = clubsThatPlanForEachTest(server);

describe("POST /api/events/:id/cancel", () => {
  test("an officer cancels: kept, marked, listed until it ends, its calendar file says so; everyone is e-mailed", async () => {
    const eventId = await plan.clubAEvent();
    await server.db.insert(meetingRoleAssignments).values({ eventId, userId: plan.member.user.id, roleType: "timer" });
    const response = await plan.officer.client.api.events[":id"].cancel.$post({
      param: { id: eventId },
      json: { reason: "The hall is closed for repairs." },
    });
    expect(response.status).toBe(200);
    // the timer, and the officer, who receives the club's agendas
    expect(await response.json()).toMatchObject({ cancelReason: "The hall is closed for repairs.", notified: 2 });
    const [row] = await server.db.select().from(events).where(eq(events.id, eventId));
    expect(row).toMatchObject({ cancelledBy: plan.officer.user.id, cancelReason: "The hall is closed for repairs." });
    expect(row?.cancelledAt).toBeInstanceOf(Date);

    const list = await (await server.client().api.events.$get({ query: {} })).json();
    expect(list.events.map((event) => [event.id, event.cancelReason, typeof event.cancelledAt])).toEqual([
      [eventId, "The hall is closed for repairs.", "string"],
    ]);
    const ics = await (await server.client().get(`/api/events/${eventId}/calendar.ics`)).text();
    expect(readCalendarFile(ics).events[0]?.properties).toContain("status");
    expect(ics).toContain("\r\nSTATUS:CANCELLED\r\n");

    await mailArrives(() => expect(mailsTo(server, plan.member.user.email, /^Cancelled: Club Night/)).toHaveLength(1));
    const [mail] = mailsTo(server, plan.member.user.email, /^Cancelled: Club Night/);
    expect(mail?.text).toMatch(
      /Olga cancelled "Club Night" \(Harbour Speakers\), planned for .* at 7:00 PM GMT\+1 \(Berlin\)\./,
    );
    expect(mail?.text).toContain("- Reason: The hall is closed for repairs.");
    expect(mail?.html).toContain("Reason: The hall is closed for repairs.</li>");
  });

  test("a cancelled event refuses a second cancel, edits, attendance, roles and agenda changes", async () => {
    const eventId = await plan.clubAEvent();
    expect((await plan.officer.client.post(`/api/events/${eventId}/cancel`, {})).status).toBe(200);
    const cancelled = { status: 409, code: "EVENT_CANCELLED", message: "This event has been cancelled." };
    expect(await errorOf(await plan.officer.client.post(`/api/events/${eventId}/cancel`, {}))).toMatchObject(cancelled);
    const patched = await plan.officer.client.api.events[":id"].$patch({
      param: { id: eventId },
      json: edit({ title: "Back" }),
    });
    expect(await errorOf(patched)).toMatchObject(cancelled);
    expect(await errorOf(await plan.member.client.post(`/api/events/${eventId}/attendance`))).toMatchObject(cancelled);
    expect(
      await errorOf(await plan.member.client.post(`/api/events/${eventId}/roles`, { roleType: "timer" })),
    ).toMatchObject(cancelled);
    expect(
      await errorOf(await plan.officer.client.post(`/api/events/${eventId}/agenda`, { title: "Toasts" })),
    ).toMatchObject(cancelled);
    expect(await server.db.select().from(events).where(eq(events.id, eventId))).toHaveLength(1);
  });

  test("who may cancel: the club's officers and admins only", async () => {
    const eventId = await plan.clubAEvent();
    expect((await server.client().post(`/api/events/${eventId}/cancel`, {})).status).toBe(401);
    expect((await plan.member.client.post(`/api/events/${eventId}/cancel`, {})).status).toBe(403);
    expect((await plan.otherOfficer.client.post(`/api/events/${eventId}/cancel`, {})).status).toBe(403);
    const [row] = await server.db.select().from(events).where(eq(events.id, eventId));
    expect(row?.cancelledAt).toBeNull();
    expect((await (await signedInAdmin(server)).client.post(`/api/events/${eventId}/cancel`, {})).status).toBe(200);
    expect(
      await errorOf(await plan.officer.client.post(`/api/events/${eventId}/cancel`, { reason: "x\u0000" })),
    ).toMatchObject({
      status: 400,
    });
  });

  test("cancelled while a member takes a role: the role is refused, or the cancellation e-mail reaches them", async () => {
    for (let round = 0; round < 5; round++) {
      const eventId = await plan.clubAEvent({ title: `Round ${round}`, eventType: "training" });
      const [claim, cancel] = await Promise.all([
        plan.member.client.post(`/api/events/${eventId}/roles`, { roleType: "timer" }),
        plan.officer.client.post(`/api/events/${eventId}/cancel`, { reason: "Storm" }),
      ]);
      expect(cancel.status).toBe(200);
      const { notified } = (await cancel.json()) as { notified: number };
      if (claim.status === 201) {
        expect(notified).toBe(1);
        await mailArrives(() =>
          expect(mailsTo(server, plan.member.user.email, new RegExp(`^Cancelled: Round ${round}`))).toHaveLength(1),
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
      const eventId = await plan.clubAEvent({ title: `Visit ${round}`, eventType: "social" });
      const [join, cancel] = await Promise.all([
        plan.member.client.post(`/api/events/${eventId}/attendance`),
        plan.officer.client.post(`/api/events/${eventId}/cancel`, {}),
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
    const eventId = await plan.clubAEvent();
    await server.db.insert(eventAttendees).values({ eventId, userId: plan.member.user.id });
    await server.db.update(memberships).set({ status: "inactive" }).where(eq(memberships.userId, plan.member.user.id));
    expect((await plan.officer.client.post(`/api/events/${eventId}/cancel`, {})).status).toBe(200);
    await mailArrives(() => expect(mailsTo(server, plan.member.user.email, /^Cancelled:/)).toHaveLength(1));
    expect(mailsTo(server, plan.member.user.email, /^Cancelled:/)[0]?.text).toContain("No reason was given.");
  });
});

describe("a social event has no meeting roles (decision 196)", () => {
  test("no role is taken, waited for or proposed at one; the roles list stays empty", async () => {
    const eventId = await plan.clubAEvent({ eventType: "social", title: "Summer Party" });
    const take = await plan.member.client.api.events[":id"].roles.$post({
      param: { id: eventId },
      json: { roleType: "timer" },
    });
    expect(await errorOf(take)).toMatchObject({
      status: 409,
      code: "NO_MEETING_ROLES",
      message: "A social event has no meeting roles.",
      title: "No Meeting Roles",
    });
    const wait = await plan.member.client.post(`/api/events/${eventId}/waitlist`, { roleType: "timer" });
    expect((await errorOf(wait)).code).toBe("NO_MEETING_ROLES");
    const propose = await plan.officer.client.post(`/api/events/${eventId}/proposals`, {
      roleType: "timer",
      memberId: plan.member.user.id,
    });
    expect((await errorOf(propose)).code).toBe("NO_MEETING_ROLES");
    expect(await server.db.select().from(meetingRoleAssignments)).toEqual([]);
    // a contest keeps its roles: its speakers take the Pitcher role
    const contest = await plan.clubAEvent({ eventType: "contest", title: "Spring Contest" });
    const speaker = await plan.member.client.api.events[":id"].roles.$post({
      param: { id: contest },
      json: { roleType: "pitcher" },
    });
    expect(speaker.status).toBe(201);
  });

  test("a social event is not created with role assignments, nor does a meeting with role holders become one", async () => {
    const created = await plan.officer.client.api.events.$post({
      json: plan.meeting({ eventType: "social", roles: [{ userId: plan.member.user.id, roleType: "timer" }] }),
    });
    expect(await errorOf(created)).toMatchObject({ status: 400, message: "A social event has no meeting roles." });
    expect(await server.db.select().from(events)).toEqual([]);
    const without = await plan.officer.client.api.events.$post({ json: plan.meeting({ eventType: "social" }) });
    expect(without.status).toBe(201);

    const eventId = await plan.clubAEvent();
    await server.db.insert(meetingRoleAssignments).values({ eventId, userId: plan.member.user.id, roleType: "timer" });
    const patch = (json: EditEventInput) =>
      plan.officer.client.api.events[":id"].$patch({ param: { id: eventId }, json });
    const refused = await errorOf(await patch(edit({ eventType: "social" })));
    expect(refused).toMatchObject({ status: 409, code: "NO_MEETING_ROLES", title: "No Meeting Roles" });
    expect(refused.message).toContain("must give them up before it becomes one");
    const [kept] = await server.db.select({ eventType: events.eventType }).from(events).where(eq(events.id, eventId));
    expect(kept?.eventType).toBe("meeting");
    await server.db.delete(meetingRoleAssignments);
    expect((await patch(edit({ eventType: "social" }))).status).toBe(200);
  });
});
