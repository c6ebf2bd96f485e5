import { describe, expect, test } from "vitest";
import type { SignedIn } from "../../../../test/support/factories";
import { mailArrives } from "../../../../test/support/mail";
import { meetingMovedTo } from "../../../../test/support/role-mail";
import { harbourSpeakersOffering } from "../../../../test/support/role-offers";
import { errorOf } from "../../../../test/support/server";
import type { RoleType } from "../../../domain/events/roles";
import { zonedTime } from "../../../domain/events/time-zones";
import { DAY, HOUR } from "../../../domain/time";
import { memberAbsences } from "../../db/schema";

/** Offers whose place changes close, and offers follow their meeting's time (docs/decisions/166, 167). */
const offering = harbourSpeakersOffering("UTC");
const { server, hana, wes, mia, olga, otto, scene } = offering;
const { meeting, holds, waits, handover, propose, answer } = offering;
const { offersOf, stateOf, holdersOf, mailsTo, acceptLink } = offering;

/** The holder offers the role to another member: the offer made. */
const handedOver = async (from: SignedIn, eventId: string, assignmentId: string, to: SignedIn) => {
  const response = await handover(from, eventId, assignmentId, to);
  expect(response.status).toBe(201);
  return response.json();
};

/** The recipient's view is closed: nothing to answer on the page, the answer refused, the closing e-mail sent. */
async function expectClosedFor(member: SignedIn, eventId: string, offerId: string, role: string, says: string) {
  expect(await offersOf(member, eventId)).toEqual([]);
  expect(await errorOf(await answer(member, eventId, offerId, true))).toMatchObject({
    status: 409,
    code: "OFFER_CLOSED",
  });
  expect((await stateOf(offerId))?.state).toBe("cancelled");
  await mailArrives(() => expect(mailsTo(member, `${role} at ${scene.title}: offer closed`)).toHaveLength(1));
  expect(mailsTo(member, `${role} at ${scene.title}: offer closed`)[0]?.text).toContain(says);
}

describe("an offer closes when its place changes", () => {
  test("the holder drops the role with a hand-over open: the member waiting gets it; the offer closes", async () => {
    const eventId = await meeting();
    const assignmentId = await holds(eventId, hana, "timer");
    await waits(eventId, mia, "timer");
    const offer = await handedOver(hana, eventId, assignmentId, wes);
    const dropped = await hana.client.api.events[":id"].roles[":assignmentId"].$delete({
      param: { id: eventId, assignmentId },
    });
    expect(dropped.status).toBe(200);
    expect(await holdersOf(eventId, "timer")).toEqual([mia.user.id]);
    await expectClosedFor(wes, eventId, offer.id, "Timer", "Hana no longer holds the Timer role");
    expect(await holdersOf(eventId, "timer")).toEqual([mia.user.id]);
  });

  test("nobody waiting: dropping the role closes its hand-over too", async () => {
    const eventId = await meeting();
    const assignmentId = await holds(eventId, hana, "evaluator");
    const offer = await handedOver(hana, eventId, assignmentId, wes);
    const dropped = await hana.client.api.events[":id"].roles[":assignmentId"].$delete({
      param: { id: eventId, assignmentId },
    });
    expect(dropped.status).toBe(200);
    await expectClosedFor(wes, eventId, offer.id, "Evaluator", "Hana no longer holds the Evaluator role");
    expect(await holdersOf(eventId, "evaluator")).toEqual([]);
  });

  test("someone else takes a proposed role: the proposal closes and its link says so", async () => {
    const eventId = await meeting();
    const proposed = await propose(olga, eventId, "timer", wes);
    expect(proposed.status).toBe(201);
    const offer = await proposed.json();
    const link = await acceptLink(wes, "Timer");
    const taken = await mia.client.api.events[":id"].roles.$post({
      param: { id: eventId },
      json: { roleType: "timer" },
    });
    expect(taken.status).toBe(201);
    await expectClosedFor(wes, eventId, offer.id, "Timer", "The Timer role at");
    const opened = await server.get(link);
    expect(opened.status).toBe(410);
    expect(await opened.text()).toContain("Offer Closed");
    expect(await holdersOf(eventId, "timer")).toEqual([mia.user.id]);
  });

  test("one of two proposals of a role is accepted: the other closes", async () => {
    const eventId = await meeting();
    const toWes = await (await propose(olga, eventId, "moderator", wes)).json();
    const toMia = await (await propose(olga, eventId, "moderator", mia)).json();
    expect((await answer(wes, eventId, toWes.id, true)).status).toBe(200);
    await expectClosedFor(mia, eventId, toMia.id, "Moderator", "has been filled");
  });

  test("the meeting is cancelled: its offers close", async () => {
    const eventId = await meeting();
    const assignmentId = await holds(eventId, hana, "timer");
    const offer = await handedOver(hana, eventId, assignmentId, wes);
    const cancelled = await olga.client.api.events[":id"].cancel.$post({
      param: { id: eventId },
      json: { reason: "" },
    });
    expect(cancelled.status).toBe(200);
    expect((await stateOf(offer.id))?.state).toBe("cancelled");
    expect(await offersOf(wes, eventId)).toEqual([]);
    await mailArrives(() => expect(mailsTo(wes, `Timer at ${scene.title}: offer closed`)).toHaveLength(1));
    expect(mailsTo(wes, `Timer at ${scene.title}: offer closed`)[0]?.text).toContain("has been cancelled");
  });

  test("an accepted offer's link, opened again, says the role is the member's", async () => {
    const eventId = await meeting();
    const assignmentId = await holds(eventId, hana, "timer");
    await handedOver(hana, eventId, assignmentId, wes);
    const link = await acceptLink(wes, "Timer");
    expect((await server.request(link, { method: "POST" })).status).toBe(200);
    const again = await server.get(link);
    expect(again.status).toBe(200);
    const page = await again.text();
    expect(page).toContain("This role is already yours");
    expect(page).not.toContain("Offer Closed");
  });
});

/** The meeting's new start as the edit dialog sends it (UTC). */
const moveTo = (eventId: string, start: Date) =>
  olga.client.api.events[":id"].$patch({
    param: { id: eventId },
    json: meetingMovedTo(scene.title, start.toISOString().slice(0, 10), start.toISOString().slice(11, 16), "UTC"),
  });

describe("an offer follows its meeting's time", () => {
  test("moved to 3 hours from now: the hand-over's time is up, the role goes to the waitlist", async () => {
    const eventId = await meeting(5);
    const assignmentId = await holds(eventId, hana, "timer");
    await waits(eventId, mia, "timer");
    const offer = await handedOver(hana, eventId, assignmentId, wes);
    expect((await moveTo(eventId, new Date(Date.now() + 3 * HOUR))).status).toBe(200);
    expect((await stateOf(offer.id))?.state).toBe("expired");
    expect(await offersOf(wes, eventId)).toEqual([]);
    expect(await holdersOf(eventId, "timer")).toEqual([mia.user.id]);
    await mailArrives(() => expect(mailsTo(hana, `Timer at ${scene.title}: offer expired`)).toHaveLength(1));
    expect(mailsTo(hana, `Timer at ${scene.title}: offer expired`)[0]?.text).toContain("Your role has been given up");
  });

  test("moved closer: the offer is open until 4 hours before the new start; moved away: 48 hours after it was made", async () => {
    const eventId = await meeting(5);
    const assignmentId = await holds(eventId, hana, "timer");
    const offer = await handedOver(hana, eventId, assignmentId, wes);
    const made = (await stateOf(offer.id))?.createdAt as Date;
    const start = new Date(Math.round((Date.now() + 30 * HOUR) / 60_000) * 60_000);
    expect((await moveTo(eventId, start)).status).toBe(200);
    const [seen] = await offersOf(wes, eventId);
    expect(seen?.expiresAt).toBe(new Date(start.getTime() - 4 * HOUR).toISOString());
    expect(new Date(seen?.expiresAt ?? 0) < start).toBe(true);
    const shown = zonedTime(new Date(seen?.expiresAt ?? 0), "UTC");
    expect(shown.time).toBe(zonedTime(new Date(start.getTime() - 4 * HOUR), "UTC").time);
    expect((await moveTo(eventId, new Date(start.getTime() + 5 * DAY))).status).toBe(200);
    const [later] = await offersOf(wes, eventId);
    expect(later?.expiresAt).toBe(new Date(made.getTime() + 48 * HOUR).toISOString());
    expect(await holdersOf(eventId, "timer")).toEqual([hana.user.id]);
  });
});

describe("whom a role can be offered to", () => {
  const candidates = (member: SignedIn, eventId: string, roleType?: RoleType) =>
    member.client.api.events[":id"]["offer-candidates"].$get({
      param: { id: eventId },
      query: roleType ? { roleType } : {},
    });

  test("a holder who is not a member of the club sees no roster and hands nothing over", async () => {
    const eventId = await meeting();
    const assignmentId = await holds(eventId, otto, "timer");
    expect(await errorOf(await candidates(otto, eventId))).toMatchObject({ status: 403, code: "NOT_A_CLUB_MEMBER" });
    const handed = await handover(otto, eventId, assignmentId, wes);
    expect(await errorOf(handed)).toMatchObject({ status: 403, code: "NOT_A_CLUB_MEMBER" });
  });

  test("away days reach officers only; members who hold a role are not available, with the reason", async () => {
    const eventId = await meeting();
    await holds(eventId, hana, "timer");
    await holds(eventId, mia, "evaluator");
    await server.db.insert(memberAbsences).values({
      userId: wes.user.id,
      firstDay: new Date(Date.now() + 4 * DAY).toISOString().slice(0, 10),
      lastDay: new Date(Date.now() + 6 * DAY).toISOString().slice(0, 10),
    });
    try {
      const forHolder = await (await candidates(hana, eventId, "timer")).json();
      expect(forHolder.withHistory).toBe(false);
      const wesForHolder = forHolder.members.find((row) => row.name === "Wes");
      expect(wesForHolder).toEqual({
        memberId: wes.user.id,
        name: "Wes",
        lastRole: null,
        lastSpeech: null,
        available: false,
        reason: null,
      });
      expect(JSON.stringify(forHolder)).not.toContain("Away");

      const forOfficer = await (await candidates(olga, eventId, "moderator")).json();
      const row = (name: string) => forOfficer.members.find((member) => member.name === name);
      expect(row("Wes")).toMatchObject({ available: false, reason: "Away that day" });
      expect(row("Mia")).toMatchObject({ available: false, reason: "Already holds Evaluator" });
      expect(row("Hana")).toMatchObject({ available: false, reason: "Already holds Timer" });
      const pitcher = await (await candidates(olga, eventId, "pitcher")).json();
      expect(pitcher.members.find((member) => member.name === "Mia")).toMatchObject({ available: true, reason: null });
    } finally {
      await server.db.delete(memberAbsences);
    }
  });

  test("proposing a role to a member who holds one: the refusal speaks of that member", async () => {
    const eventId = await meeting();
    await holds(eventId, mia, "evaluator");
    const refused = await errorOf(await propose(olga, eventId, "timer", mia));
    expect(refused).toMatchObject({ status: 409, code: "ROLE_LIMIT_REACHED", title: "Role Limit Reached" });
    expect(refused.message).toBe(
      // a club's meeting: the club's rule (docs/decisions/223)
      "Mia already holds Evaluator at this meeting: a member holds one role, or a speaking role plus one other.",
    );
    await holds(eventId, wes, "pitcher");
    expect((await errorOf(await propose(olga, eventId, "moderator", wes))).message).toBe(
      "Wes holds Pitcher at this meeting, which can't be combined with Moderator.",
    );
  });
});
