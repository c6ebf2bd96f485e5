import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { SignedIn } from "../../../../test/support/factories";
import { mailArrives } from "../../../../test/support/mail";
import { harbourSpeakersOffering } from "../../../../test/support/role-offers";
import { errorOf } from "../../../../test/support/server";
import { DAY } from "../../../domain/time";
import { jobs, meetingRoleAssignments, memberAbsences, roleOffers } from "../../db/schema";

const offering = harbourSpeakersOffering("Europe/Lisbon");
const { server, hana, wes, olga, otto, scene } = offering;
const { meeting, holds, waits, handover, propose, answer } = offering;
const { offersOf, stateOf, holdersOf, mailsTo, acceptLink } = offering;

describe("handing a role over", () => {
  test("the holder offers it to a club member, who accepts: the role moves, both are e-mailed", async () => {
    const eventId = await meeting();
    const assignmentId = await holds(eventId, hana, "evaluator");
    const offered = await handover(hana, eventId, assignmentId, wes);
    expect(offered.status).toBe(201);
    const offer = await offered.json();
    expect(offer).toMatchObject({ kind: "handover", roleType: "evaluator", toName: "Wes" });
    expect(await offersOf(wes, eventId)).toEqual([
      expect.objectContaining({ id: offer.id, fromName: "Hana", toMe: true }),
    ]);
    await mailArrives(() => expect(mailsTo(wes, `Will you be Evaluator at ${scene.title}?`)).toHaveLength(1));
    const mail = mailsTo(wes, `Will you be Evaluator at ${scene.title}`)[0];
    expect(mail?.text).toContain("Hana can't make it and offers you their Evaluator role");
    expect(mail?.links.filter((link) => link.includes("/api/roles/offer?token="))).toHaveLength(2);

    const accepted = await answer(wes, eventId, offer.id, true);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ accepted: true, roleType: "evaluator", roleName: "Evaluator" });
    expect(await holdersOf(eventId, "evaluator")).toEqual([wes.user.id]);
    await mailArrives(() => expect(mailsTo(hana, `Wes is Evaluator at ${scene.title}`)).toHaveLength(1));
    // answered: the same answer again answers as before, another one is refused
    const again = await answer(wes, eventId, offer.id, true);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ accepted: true, roleType: "evaluator", roleName: "Evaluator" });
    expect(await errorOf(await answer(wes, eventId, offer.id, false))).toMatchObject({
      status: 409,
      code: "OFFER_CLOSED",
    });
  });

  test("declined: the holder keeps the role and is told", async () => {
    const eventId = await meeting();
    const assignmentId = await holds(eventId, hana, "timer");
    const offer = await (await handover(hana, eventId, assignmentId, wes)).json();
    expect((await answer(wes, eventId, offer.id, false)).status).toBe(200);
    expect(await holdersOf(eventId, "timer")).toEqual([hana.user.id]);
    await mailArrives(() => expect(mailsTo(hana, `Timer at ${scene.title}: offer declined`)).toHaveLength(1));
  });

  test("refused: someone else's role, a non-member, oneself, an away member, a second offer, a rule, too late", async () => {
    const eventId = await meeting();
    const assignmentId = await holds(eventId, hana, "moderator");
    expect(await errorOf(await handover(wes, eventId, assignmentId, olga))).toMatchObject({
      status: 403,
      code: "NOT_YOUR_ASSIGNMENT",
    });
    expect(await errorOf(await handover(hana, eventId, assignmentId, otto))).toMatchObject({
      code: "NOT_A_CLUB_MEMBER",
    });
    expect(await errorOf(await handover(hana, eventId, assignmentId, hana))).toMatchObject({ code: "OFFER_TO_SELF" });
    await server.db.insert(memberAbsences).values({
      userId: olga.user.id,
      firstDay: new Date(Date.now() + 4 * DAY).toISOString().slice(0, 10),
      lastDay: new Date(Date.now() + 6 * DAY).toISOString().slice(0, 10),
    });
    expect(await errorOf(await handover(hana, eventId, assignmentId, olga))).toMatchObject({ code: "MEMBER_AWAY" });
    await server.db.delete(memberAbsences);
    // Wes is a pitcher there: moderator and pitcher never together
    await holds(eventId, wes, "pitcher");
    expect(await errorOf(await handover(hana, eventId, assignmentId, wes))).toMatchObject({ code: "ROLE_CONFLICT" });
    expect((await handover(hana, eventId, assignmentId, olga)).status).toBe(201);
    // offering it to another member while the offer is open is refused
    await server.db.delete(meetingRoleAssignments).where(eq(meetingRoleAssignments.userId, wes.user.id));
    expect(await errorOf(await handover(hana, eventId, assignmentId, wes))).toMatchObject({ code: "OFFER_PENDING" });

    const soon = await meeting(0.1);
    const mine = await holds(soon, hana, "timer");
    expect(await errorOf(await handover(hana, soon, mine, wes))).toMatchObject({
      status: 409,
      code: "TOO_LATE_TO_OFFER",
    });
  });

  test("unanswered when it closes: the role is given up to the waitlist, and the holder is told", async () => {
    const eventId = await meeting();
    const assignmentId = await holds(eventId, hana, "timer");
    await waits(eventId, olga, "timer");
    const offer = await (await handover(hana, eventId, assignmentId, wes)).json();
    await server.db
      .update(roleOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(roleOffers.id, offer.id));
    await server.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.key, offer.id));
    await server.runScheduledWork();
    expect(await holdersOf(eventId, "timer")).toEqual([olga.user.id]);
    const closed = await stateOf(offer.id);
    expect(closed?.state).toBe("expired");
    expect(mailsTo(hana, `Timer at ${scene.title}: offer expired`)[0]?.text).toContain("Your role has been given up");
    expect(await errorOf(await answer(wes, eventId, offer.id, true))).toMatchObject({ code: "OFFER_CLOSED" });
  });

  test("accepted while the holder gives the role up: exactly one of the two happens", async () => {
    const eventId = await meeting();
    const assignmentId = await holds(eventId, hana, "timer");
    await waits(eventId, olga, "timer");
    const offer = await (await handover(hana, eventId, assignmentId, wes)).json();
    const [accepted, released] = await Promise.all([
      answer(wes, eventId, offer.id, true),
      hana.client.api.events[":id"].roles[":assignmentId"].$delete({ param: { id: eventId, assignmentId } }),
    ]);
    const holders = await holdersOf(eventId, "timer");
    expect(holders).toHaveLength(1);
    const [state] = await server.db
      .select({ state: roleOffers.state })
      .from(roleOffers)
      .where(eq(roleOffers.id, offer.id));
    if (accepted.status === 200) {
      // the hand-over came first: Wes holds it, Hana's removal found nothing to remove
      expect(holders).toEqual([wes.user.id]);
      expect(released.status).toBe(404);
      expect(state?.state).toBe("accepted");
    } else {
      // the release came first: the waitlist got it, the offer closed
      expect(await errorOf(accepted)).toMatchObject({ status: 409, code: "OFFER_CLOSED" });
      expect(released.status).toBe(200);
      expect(holders).toEqual([olga.user.id]);
      expect(state?.state).not.toBe("accepted");
    }
  });
});

describe("an officer's proposal", () => {
  test("an open role proposed to a member, who accepts; a full role or a non-officer is refused", async () => {
    const eventId = await meeting();
    const proposed = await propose(olga, eventId, "ah_counter", wes);
    expect(proposed.status).toBe(201);
    const offer = await proposed.json();
    expect((await answer(wes, eventId, offer.id, true)).status).toBe(200);
    expect(await holdersOf(eventId, "ah_counter")).toEqual([wes.user.id]);
    expect(await errorOf(await propose(olga, eventId, "ah_counter", hana))).toMatchObject({ code: "ROLE_FULL" });
    expect(await errorOf(await propose(hana, eventId, "timer", wes))).toMatchObject({ status: 403 });
    // someone else may not answer it
    const other = await (await propose(olga, eventId, "timer", hana)).json();
    expect(await errorOf(await answer(wes, eventId, other.id, true))).toMatchObject({
      status: 403,
      code: "NOT_YOUR_OFFER",
    });
  });

  test("unanswered after a day, it is reminded once", async () => {
    const eventId = await meeting();
    const offer = await (await propose(olga, eventId, "timer", hana)).json();
    await mailArrives(() => expect(mailsTo(hana, `Will you be Timer at ${scene.title}?`)).toHaveLength(1));
    await server.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(sql`${jobs.key} = ${offer.id} and ${jobs.kind} = 'role.offer-reminder'`);
    await server.runScheduledWork();
    await server.runScheduledWork();
    expect(mailsTo(hana, `Reminder: Will you be Timer at ${scene.title}?`)).toHaveLength(1);
  });

  test("the officer sees members with their last role and speech, and who is away and why", async () => {
    const eventId = await meeting();
    await server.db.insert(memberAbsences).values({
      userId: wes.user.id,
      firstDay: new Date(Date.now() + 4 * DAY).toISOString().slice(0, 10),
      lastDay: new Date(Date.now() + 6 * DAY).toISOString().slice(0, 10),
    });
    const answerOf = async (member: SignedIn) =>
      member.client.api.events[":id"]["offer-candidates"].$get({ param: { id: eventId }, query: {} });
    const forOfficer = await (await answerOf(olga)).json();
    expect(forOfficer.withHistory).toBe(true);
    expect(forOfficer.members.map((row) => [row.name, row.available, row.reason])).toEqual(
      expect.arrayContaining([
        ["Wes", false, "Away that day"],
        ["Hana", true, null],
      ]),
    );
    expect((await answerOf(hana)).status).toBe(403);
    await holds(eventId, hana, "pitcher");
    const forHolder = await (await answerOf(hana)).json();
    expect(forHolder.withHistory).toBe(false);
    expect(forHolder.members.every((row) => row.lastRole === null)).toBe(true);
    await server.db.delete(memberAbsences);
  });
});

describe("Share the Stage Fairly in the officer's list", () => {
  test("a member who just gave a speech has a last role: a speech is a role", async () => {
    const past = await meeting(-1 / 24); // began an hour ago
    await holds(past, wes, "pitcher");
    const eventId = await meeting();
    const list = await (
      await olga.client.api.events[":id"]["offer-candidates"].$get({ param: { id: eventId }, query: {} })
    ).json();
    const wesRow = list.members.find((row) => row.name === "Wes");
    expect(wesRow?.lastSpeech).toEqual(expect.any(String));
    expect(wesRow?.lastRole).toBe(wesRow?.lastSpeech);
    await server.db.delete(meetingRoleAssignments).where(eq(meetingRoleAssignments.eventId, past));
  });
});

describe("the e-mail's links", () => {
  test("GET asks and changes nothing; POST answers; a used or forged link does nothing", async () => {
    const eventId = await meeting();
    const assignmentId = await holds(eventId, hana, "timer");
    await (await handover(hana, eventId, assignmentId, wes)).json();
    const path = await acceptLink(wes, "Timer");
    const opened = await server.get(path);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Take the Timer role?");
    expect(await holdersOf(eventId, "timer")).toEqual([hana.user.id]);
    const pressed = await server.request(path, { method: "POST" });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain("The role is yours");
    expect(await holdersOf(eventId, "timer")).toEqual([wes.user.id]);
    // pressed again: the role is already theirs, nothing changes
    const again = await server.request(path, { method: "POST" });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("This role is already yours");
    expect(await holdersOf(eventId, "timer")).toEqual([wes.user.id]);
    expect((await server.get("/api/roles/offer?token=forged.token")).status).toBe(400);
  });
});
