import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aClub, anEvent, makeClubOfficer, type SignedIn, signedInMember } from "../../../../test/support/factories";
import { mailArrives } from "../../../../test/support/mail";
import { linkIn, linkPage, openLink, pressLink } from "../../../../test/support/role-mail";
import { harbourSpeakersOffering } from "../../../../test/support/role-offers";
import { errorOf } from "../../../../test/support/server";
import { DAY } from "../../../domain/time";
import {
  agendaTemplateItems,
  agendaTemplates,
  events,
  meetingAgendas,
  meetingRoleAssignments,
  memberAbsences,
  roleOffers,
} from "../../db/schema";

/** Leadership Central's planning grid (docs/decisions/234) and the series edit (235), for Harbour Speakers. */
const offering = harbourSpeakersOffering("Europe/Lisbon");
const { server, hana, wes, mia, olga, otto, scene } = offering;
const { meeting, holds, propose, holdersOf, mailsTo } = offering;

const clubIdOf = async (eventId: string) =>
  (await server.db.select({ clubId: events.clubId }).from(events).where(eq(events.id, eventId)))[0]?.clubId ?? "";

const grid = (clubId: string, who: SignedIn = olga, weeks = 12) =>
  who.client.api.clubs[":clubId"]["planning-grid"].$get({ param: { clubId }, query: { weeks: String(weeks) } });
const assign = (clubId: string, eventId: string, roleType: string, to: SignedIn, who: SignedIn = olga) =>
  who.client.api.clubs[":clubId"]["planning-grid"].assign.$post({
    param: { clubId },
    json: { eventId, roleType, memberId: to.user.id },
  });
const clear = (clubId: string, json: { eventId: string; assignmentId?: string; offerId?: string }) =>
  olga.client.api.clubs[":clubId"]["planning-grid"].clear.$post({ param: { clubId }, json });
const take = (who: SignedIn, eventId: string, roleType: string) =>
  who.client.api.events[":id"].roles.$post({ param: { id: eventId }, json: { roleType } });
const awayOn = (who: SignedIn, inDays: number) => {
  const day = new Date(Date.now() + inDays * DAY).toISOString().slice(0, 10);
  return server.db.insert(memberAbsences).values({ userId: who.user.id, firstDay: day, lastDay: day });
};

describe("the planning grid", () => {
  test("shows the next meetings with holders, open proposals, skipped weeks and each member's away days", async () => {
    const eventId = await meeting(5);
    const clubId = await clubIdOf(eventId);
    await holds(eventId, hana, "timer");
    expect((await propose(olga, eventId, "grammarian" as never, wes)).status).toBe(201);
    await awayOn(mia, 5);
    const response = await grid(clubId);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.roles.map((role) => role.key)).toContain("table_topics_master");
    const shown = body.meetings.find((row) => row.id === eventId);
    expect(shown).toMatchObject({ title: scene.title, cancelled: false });
    expect(shown?.time).toMatch(/\d{1,2}:\d{2} (AM|PM) \S+/);
    expect(shown?.assignments).toEqual([expect.objectContaining({ roleType: "timer", name: "Hana", outright: false })]);
    expect(shown?.proposals).toEqual([expect.objectContaining({ roleType: "grammarian", name: "Wes" })]);
    const miaRow = body.members.find((row) => row.memberId === mia.user.id);
    expect(miaRow?.absences).toHaveLength(1);
    expect(miaRow).toHaveProperty("lastRole");
    expect(miaRow).toHaveProperty("lastSpeech");
    expect(errorOf(await grid(clubId, olga, 13))).resolves.toMatchObject({ status: 400 });
    await server.db.delete(memberAbsences);
  });

  test("an officer gives a role outright: the member holds it and is e-mailed a Decline link; the same again answers the same", async () => {
    const eventId = await meeting(6);
    const clubId = await clubIdOf(eventId);
    const first = await assign(clubId, eventId, "timer", wes);
    expect(first.status).toBe(201);
    const given = await first.json();
    expect(given).toMatchObject({ roleType: "timer", roleName: "Timer" });
    expect(await holdersOf(eventId, "timer")).toEqual([wes.user.id]);
    await mailArrives(() => expect(mailsTo(wes, `You are Timer at ${scene.title}`)).toHaveLength(1));
    const mail = mailsTo(wes, `You are Timer at ${scene.title}`)[0];
    expect(mail?.text).toContain("Olga has put you down as Timer");
    expect(linkIn(mail as never, "Decline")).toContain("/api/roles/link?token=");
    const again = await assign(clubId, eventId, "timer", wes);
    expect(again.status).toBe(201);
    expect((await again.json()).assignmentId).toBe(given.assignmentId);
    expect(mailsTo(wes, `You are Timer at ${scene.title}`)).toHaveLength(1);
    const [row] = await server.db
      .select({ assignedBy: meetingRoleAssignments.assignedBy })
      .from(meetingRoleAssignments)
      .where(eq(meetingRoleAssignments.id, given.assignmentId));
    expect(row?.assignedBy).toBe(olga.user.id);
  });

  test("refused with a clear 409: the limit rule, an away day, a full role, a non-member; 404 at another club", async () => {
    const eventId = await meeting(7);
    const clubId = await clubIdOf(eventId);
    await holds(eventId, hana, "timer");
    expect(await errorOf(await assign(clubId, eventId, "grammarian", hana))).toEqual({
      status: 409,
      code: "ROLE_LIMIT_REACHED",
      message: "Hana already holds Timer at this meeting: a member holds one role, or a speaking role plus one other.",
      title: "Role Limit Reached",
    });
    // a speaking role plus the one other is allowed
    expect((await assign(clubId, eventId, "table_topics_speaker", hana)).status).toBe(201);
    await awayOn(mia, 7);
    expect(await errorOf(await assign(clubId, eventId, "grammarian", mia))).toMatchObject({
      status: 409,
      code: "MEMBER_AWAY",
      message: "That member has said they are away on the meeting's day.",
    });
    await server.db.delete(memberAbsences);
    expect(await errorOf(await assign(clubId, eventId, "timer", mia))).toMatchObject({
      status: 409,
      code: "ROLE_FULL",
      message: "The Timer role is full (1/1).",
    });
    expect(await errorOf(await assign(clubId, eventId, "grammarian", otto))).toMatchObject({
      status: 409,
      code: "NOT_A_CLUB_MEMBER",
    });
    const elsewhere = await anEvent(server, {
      clubId: (await aClub(server, { name: "Elsewhere" })).id,
      eventDate: new Date(Date.now() + 7 * DAY),
    });
    expect(await errorOf(await assign(clubId, elsewhere, "grammarian", mia))).toMatchObject({ status: 404 });
    expect(await errorOf(await assign(clubId, eventId, "no_such_role", mia))).toMatchObject({
      status: 404,
      code: "ROLE_NOT_FOUND",
    });
  });

  test("concurrent grid assignments and takes of one slot leave exactly one holder", async () => {
    const eventId = await meeting(8);
    const clubId = await clubIdOf(eventId);
    const responses = await Promise.all([
      assign(clubId, eventId, "timer", wes),
      assign(clubId, eventId, "timer", mia),
      take(hana, eventId, "timer"),
      assign(clubId, eventId, "timer", olga),
    ]);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    const refused = await Promise.all(responses.filter((response) => response.status !== 201).map(errorOf));
    expect(refused.map((error) => error.code)).toEqual(["ROLE_FULL", "ROLE_FULL", "ROLE_FULL"]);
    expect(await holdersOf(eventId, "timer")).toHaveLength(1);
  });

  test("clearing a holder tells them; clearing a proposal withdraws it; clearing again answers the same", async () => {
    const eventId = await meeting(9);
    const clubId = await clubIdOf(eventId);
    const assignmentId = await holds(eventId, mia, "grammarian" as never);
    const cleared = await clear(clubId, { eventId, assignmentId });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ cleared: true });
    expect(await holdersOf(eventId, "grammarian" as never)).toEqual([]);
    await mailArrives(() => expect(mailsTo(mia, `You are no longer Grammarian at ${scene.title}`)).toHaveLength(1));
    expect(mailsTo(mia, `You are no longer Grammarian`)[0]?.text).toContain(
      "Olga has taken you off the Grammarian role",
    );
    expect((await clear(clubId, { eventId, assignmentId })).status).toBe(200);
    const offer = await (await propose(olga, eventId, "timer", wes)).json();
    expect((await clear(clubId, { eventId, offerId: offer.id })).status).toBe(200);
    const [row] = await server.db.select().from(roleOffers).where(eq(roleOffers.id, offer.id));
    expect(row?.state).toBe("cancelled");
    expect(await errorOf(await clear(clubId, { eventId }))).toMatchObject({ status: 400 });
  });
});

describe("declining a role given outright, from the e-mail", () => {
  test("GET shows the page and HEAD/GET do nothing; POST declines and tells the officer; POST again answers the same", async () => {
    const eventId = await meeting(10);
    const clubId = await clubIdOf(eventId);
    expect((await assign(clubId, eventId, "ah_counter", mia)).status).toBe(201);
    let link = "";
    await mailArrives(() => {
      const [mail] = mailsTo(mia, `You are Ah Counter at ${scene.title}`);
      expect(mail).toBeDefined();
      link = linkIn(mail as never, "Decline");
    });
    const question = await linkPage(await openLink(server, link), 200);
    expect(question).toContain("Decline the Ah Counter role?");
    expect(question).toContain("Decline the role</button>");
    expect((await server.client().request(link, { method: "HEAD" })).status).toBe(200);
    await linkPage(await openLink(server, link), 200);
    expect(await holdersOf(eventId, "ah_counter")).toEqual([mia.user.id]);

    const answered = await linkPage(await pressLink(server, link), 200);
    expect(answered).toContain("Role declined");
    expect(answered).toContain("You are not Ah Counter at this meeting.");
    expect(await holdersOf(eventId, "ah_counter")).toEqual([]);
    await mailArrives(() => expect(mailsTo(olga, `Ah Counter at ${scene.title}: declined by Mia`)).toHaveLength(1));
    const again = await linkPage(await pressLink(server, link), 200);
    expect(again).toContain("Role declined");
    expect(mailsTo(olga, `Ah Counter at ${scene.title}: declined by Mia`)).toHaveLength(1);
    expect(await linkPage(await openLink(server, link), 200)).toContain("Role declined");
  });

  test("a forged link is refused with a page", async () => {
    await linkPage(await openLink(server, "/api/roles/link?token=forged"), 400);
  });
});

describe("a series edited as a whole, and a week skipped", () => {
  test("future occurrences take the new time, place, length and template; past and cancelled ones stay; holders keep their roles", async () => {
    const first = await meeting(3);
    const clubId = await clubIdOf(first);
    const seriesId = crypto.randomUUID();
    const at = (days: number) => new Date(Date.now() + days * DAY);
    const past = await anEvent(server, {
      clubId,
      title: "Past",
      eventDate: at(-7),
      seriesId,
      timeZone: "Europe/Lisbon",
    });
    const skipped = await anEvent(server, {
      clubId,
      title: "Skip",
      eventDate: at(10),
      seriesId,
      timeZone: "Europe/Lisbon",
    });
    await server.db.update(events).set({ seriesId }).where(eq(events.id, first));
    const later = await anEvent(server, {
      clubId,
      title: "Later",
      eventDate: at(17),
      seriesId,
      timeZone: "Europe/Lisbon",
    });
    await holds(later, hana, "timer");
    // skipping a week (a holiday) is cancelling it: its holders are told
    await holds(skipped, wes, "timer");
    const cancel = await olga.client.api.events[":id"].cancel.$post({
      param: { id: skipped },
      json: { reason: "Holiday" },
    });
    expect(cancel.status).toBe(200);
    await mailArrives(() => expect(mailsTo(wes, "Cancelled: Skip")).toHaveLength(1));

    const [template] = await server.db
      .insert(agendaTemplates)
      .values({ clubId, name: "Short night" })
      .returning({ id: agendaTemplates.id });
    await server.db
      .insert(agendaTemplateItems)
      .values({ templateId: template?.id ?? "", position: 1, title: "Table Topics", durationMinutes: 15 });
    const edit = await olga.client.api.clubs[":clubId"].series[":seriesId"].$put({
      param: { clubId, seriesId },
      json: { time: "19:30", location: "Harbour Hall", durationMinutes: 90, templateId: template?.id ?? null },
    });
    expect(edit.status).toBe(200);
    expect(await edit.json()).toMatchObject({ changed: 2 });
    const rows = await server.db.select().from(events).where(eq(events.seriesId, seriesId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of [first, later]) {
      const row = byId.get(id);
      expect(row?.location).toBe("Harbour Hall");
      expect(row?.durationMinutes).toBe(90);
      expect(row?.eventDate.toLocaleTimeString("en-GB", { timeZone: "Europe/Lisbon" })).toBe("19:30:00");
      const items = await server.db.select().from(meetingAgendas).where(eq(meetingAgendas.eventId, id));
      expect(items.map((item) => item.title)).toEqual(["Table Topics"]);
    }
    expect(byId.get(past)?.location).toBeNull();
    expect(byId.get(skipped)?.location).toBeNull();
    expect(await holdersOf(later, "timer")).toEqual([hana.user.id]);
    await mailArrives(() => expect(mailsTo(hana, "Changed: Later")).toHaveLength(1));

    const gridNow = await (await grid(clubId)).json();
    expect(gridNow.meetings.find((row) => row.id === skipped)).toMatchObject({
      cancelled: true,
      cancelReason: "Holiday",
    });
    const unknown = await olga.client.api.clubs[":clubId"].series[":seriesId"].$put({
      param: { clubId, seriesId: crypto.randomUUID() },
      json: { time: "19:30", location: "", durationMinutes: 90, templateId: null },
    });
    expect(await errorOf(unknown)).toMatchObject({ status: 404, code: "SERIES_NOT_FOUND" });
    const stillCancelled = await server.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, skipped), isNull(events.cancelledAt)));
    expect(stillCancelled).toEqual([]);
  });

  test("two edits of one series at once: every occurrence ends with the same one of the two, never a mix", async () => {
    const first = await meeting(5);
    const clubId = await clubIdOf(first);
    const seriesId = crypto.randomUUID();
    await server.db.update(events).set({ seriesId }).where(eq(events.id, first));
    for (const days of [12, 19, 26, 33]) {
      await anEvent(server, {
        clubId,
        title: `Week ${days}`,
        eventDate: new Date(Date.now() + days * DAY),
        seriesId,
        timeZone: "Europe/Lisbon",
      });
    }
    const edit = (location: string) =>
      olga.client.api.clubs[":clubId"].series[":seriesId"].$put({
        param: { clubId, seriesId },
        json: { time: "19:30", location, durationMinutes: 90, templateId: null },
      });
    const answers = await Promise.all([edit("Harbour Hall"), edit("Pier Room")]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const places = await server.db
      .select({ location: events.location })
      .from(events)
      .where(eq(events.seriesId, seriesId));
    expect(places).toHaveLength(5);
    expect(new Set(places.map((row) => row.location)).size).toBe(1);
  });

  test("only the club's officers: a member and an officer of another club are refused", async () => {
    const eventId = await meeting(4);
    const clubId = await clubIdOf(eventId);
    expect((await grid(clubId, wes)).status).toBe(403);
    const other = await signedInMember(server, "Oren");
    const otherClub = await aClub(server, { name: "Other Club" }, [other.user.id]);
    await makeClubOfficer(server, otherClub.id, other.user.id);
    expect((await grid(clubId, other)).status).toBe(403);
    expect((await assign(clubId, eventId, "timer", wes, other)).status).toBe(403);
  });
});
