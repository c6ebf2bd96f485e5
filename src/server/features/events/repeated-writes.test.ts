/**
 * A write sent again as it was (a double click, a retry after a lost answer) answers as the first did and changes
 * nothing more (docs/decisions/172): taking a role, offering and proposing one, answering and withdrawing an offer,
 * submitting an evaluation, voting.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { anEvaluation, evaluate } from "../../../../test/support/evaluation";
import {
  aClub,
  anEventWithAgendaAndRoles,
  firstSpeechTimed,
  type SignedIn,
  signedInMember,
} from "../../../../test/support/factories";
import { harbourSpeakersOffering } from "../../../../test/support/role-offers";
import { errorOf } from "../../../../test/support/server";
import type { RoleType } from "../../../domain/events/roles";
import { MINUTE } from "../../../domain/time";
import { eventAttendees, meetingRoleAssignments, meetingVotes, roleOffers } from "../../db/schema";

// Harbour Speakers: Hana, Wes (and Mia) are members, Olga is its officer; each test makes its own meeting
const { server, hana, wes, olga, meeting, propose, handover, answer, mailsTo } = harbourSpeakersOffering("UTC");

const take = (member: SignedIn, eventId: string, roleType: RoleType) =>
  member.client.api.events[":id"].roles.$post({ param: { id: eventId }, json: { roleType } });
const holdersOf = async (eventId: string) =>
  server.db
    .select({ userId: meetingRoleAssignments.userId, roleType: meetingRoleAssignments.roleType })
    .from(meetingRoleAssignments)
    .where(eq(meetingRoleAssignments.eventId, eventId));
const withdraw = (member: SignedIn, eventId: string, offerId: string) =>
  member.client.api.events[":id"].offers[":offerId"].$delete({ param: { id: eventId, offerId } });
const offersOf = (eventId: string) => server.db.select().from(roleOffers).where(eq(roleOffers.eventId, eventId));
const settled = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("taking a role again", () => {
  test("the role the member already holds there answers 201 with the same assignment, one after the other", async () => {
    const eventId = await meeting();
    const first = await take(hana, eventId, "timer");
    expect(first.status).toBe(201);
    const taken = await first.json();
    expect(taken).toMatchObject({ roleType: "timer", roleName: "Timer" });
    const again = await take(hana, eventId, "timer");
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(taken);
    expect(await holdersOf(eventId)).toEqual([{ userId: hana.user.id, roleType: "timer" }]);
    // a pitcher holds one more role, and taking that one again is not "Role Limit Reached" either
    expect((await take(hana, eventId, "pitcher")).status).toBe(201);
    expect((await take(hana, eventId, "pitcher")).status).toBe(201);
    expect(await holdersOf(eventId)).toHaveLength(2);
    // another role is still refused by the rules
    expect(await errorOf(await take(hana, eventId, "evaluator"))).toMatchObject({
      status: 409,
      code: "ROLE_LIMIT_REACHED",
      title: "Role Limit Reached",
    });
  });

  test("two requests at once (a double click): both answer 201 with one assignment", async () => {
    const eventId = await meeting();
    const answers = await Promise.all([take(wes, eventId, "moderator"), take(wes, eventId, "moderator")]);
    expect(answers.map((response) => response.status)).toEqual([201, 201]);
    const [one, two] = await Promise.all(answers.map((response) => response.json()));
    expect(two).toEqual(one);
    expect(await holdersOf(eventId)).toEqual([{ userId: wes.user.id, roleType: "moderator" }]);
  });

  test("a full role held by someone else is still refused", async () => {
    const eventId = await meeting();
    expect((await take(hana, eventId, "timer")).status).toBe(201);
    expect(await errorOf(await take(wes, eventId, "timer"))).toMatchObject({ status: 409, code: "ROLE_FULL" });
  });
});

describe("offers made and answered again", () => {
  test("the same proposal twice (also at once) answers as the first, with one offer and one e-mail", async () => {
    const eventId = await meeting();
    const first = await propose(olga, eventId, "timer", wes);
    expect(first.status).toBe(201);
    const made = await first.json();
    const [again, atOnce] = await Promise.all([
      propose(olga, eventId, "timer", wes),
      propose(olga, eventId, "timer", wes),
    ]);
    expect([again.status, atOnce.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(made);
    expect(await atOnce.json()).toEqual(made);
    expect(await offersOf(eventId)).toHaveLength(1);
    await settled();
    expect(mailsTo(wes, "Will you be Timer")).toHaveLength(1);
  });

  test("the same hand-over twice answers as the first; to another member it is still 'Already Offered'", async () => {
    const eventId = await meeting();
    const taken = await (await take(hana, eventId, "evaluator")).json();
    const first = await handover(hana, eventId, taken.id, wes);
    expect(first.status).toBe(201);
    const made = await first.json();
    const again = await handover(hana, eventId, taken.id, wes);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(made);
    expect(await errorOf(await handover(hana, eventId, taken.id, olga))).toMatchObject({
      status: 409,
      code: "OFFER_PENDING",
      title: "Already Offered",
    });
    expect(await offersOf(eventId)).toHaveLength(1);
  });

  test("accepting twice answers as the first did, with one assignment and one e-mail to the officer", async () => {
    const eventId = await meeting();
    const offer = await (await propose(olga, eventId, "ah_counter", wes)).json();
    const [first, second] = await Promise.all([
      answer(wes, eventId, offer.id, true),
      answer(wes, eventId, offer.id, true),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const expected = { accepted: true, roleType: "ah_counter", roleName: "Ah Counter" };
    expect(await first.json()).toEqual(expected);
    expect(await second.json()).toEqual(expected);
    expect(await holdersOf(eventId)).toEqual([{ userId: wes.user.id, roleType: "ah_counter" }]);
    await settled();
    expect(mailsTo(olga, "Wes is Ah Counter")).toHaveLength(1);
    // the other answer is no longer open
    expect(await errorOf(await answer(wes, eventId, offer.id, false))).toMatchObject({ code: "OFFER_CLOSED" });
  });

  test("declining twice answers as the first did", async () => {
    const eventId = await meeting();
    const offer = await (await propose(olga, eventId, "moderator", hana)).json();
    const first = await answer(hana, eventId, offer.id, false);
    const second = await answer(hana, eventId, offer.id, false);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual(await first.json());
    expect(await errorOf(await answer(hana, eventId, offer.id, true))).toMatchObject({ code: "OFFER_CLOSED" });
  });

  test("withdrawing twice answers as the first did; an offer answered meanwhile cannot be withdrawn", async () => {
    const eventId = await meeting();
    const offer = await (await propose(olga, eventId, "timer", hana)).json();
    const [first, second] = await Promise.all([withdraw(olga, eventId, offer.id), withdraw(olga, eventId, offer.id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await first.json()).toEqual({ withdrawn: true });
    expect(await second.json()).toEqual({ withdrawn: true });

    const accepted = await (await propose(olga, eventId, "timer", wes)).json();
    expect((await answer(wes, eventId, accepted.id, true)).status).toBe(200);
    expect(await errorOf(await withdraw(olga, eventId, accepted.id))).toMatchObject({ code: "OFFER_CLOSED" });
  });
});

// ---- at the meeting -------------------------------------------------------------------------------------------

/** A club meeting that began ten minutes ago: Pia pitches, Eva evaluates her, Ada attends. */
async function aRunningMeeting() {
  const [pia, eva, ada] = (await Promise.all(["Pia", "Eva", "Ada"].map((name) => signedInMember(server, name)))) as [
    SignedIn,
    SignedIn,
    SignedIn,
  ];
  const club = await aClub(server, { name: `Night Owls ${crypto.randomUUID().slice(0, 4)}` }, [
    pia.user.id,
    eva.user.id,
    ada.user.id,
  ]);
  const { eventId, assignmentIds } = await anEventWithAgendaAndRoles(server, {
    title: "Owls Club Night",
    clubId: club.id,
    isPublic: false,
    eventDate: new Date(Date.now() - 10 * MINUTE),
    durationMinutes: 90,
    agenda: ["Prepared pitch"],
    roles: [
      { userId: pia.user.id, roleType: "pitcher" },
      { userId: eva.user.id, roleType: "evaluator" },
    ],
  });
  const [pitch, pairing] = assignmentIds;
  if (!pitch || !pairing) throw new Error("roles not made");
  await server.db
    .update(meetingRoleAssignments)
    .set({ evaluatesAssignmentId: pitch })
    .where(eq(meetingRoleAssignments.id, pairing));
  await server.db.insert(eventAttendees).values({ eventId, userId: ada.user.id });
  await firstSpeechTimed(server, eventId);
  return { eventId, pia, eva, ada };
}

const evaluationMails = (to: string) =>
  server.outbox().filter((mail) => mail.to.includes(to) && mail.subject.startsWith("Your evaluation"));

describe("at the meeting", () => {
  test("the same evaluation twice (also at once) answers as the first submission; a change is an update", async () => {
    const { eventId, pia, eva } = await aRunningMeeting();
    const [first, second] = await Promise.all([
      evaluate(eva.client, eventId, pia.user.id, anEvaluation()),
      evaluate(eva.client, eventId, pia.user.id, anEvaluation()),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const submitted = await first.json();
    expect(submitted).toMatchObject({ speakerUserId: pia.user.id, firstSubmission: true });
    expect(await second.json()).toEqual(submitted);
    const third = await evaluate(eva.client, eventId, pia.user.id, anEvaluation());
    expect(await third.json()).toEqual(submitted);

    const changed = await evaluate(eva.client, eventId, pia.user.id, anEvaluation({ positiveClosing: "Bravo." }));
    expect(await changed.json()).toMatchObject({ firstSubmission: false, submittedAt: submitted.submittedAt });
    // the change sent again answers as the change did: "updated", not "submitted"
    const changedAgain = await evaluate(eva.client, eventId, pia.user.id, anEvaluation({ positiveClosing: "Bravo." }));
    expect(await changedAgain.json()).toMatchObject({ firstSubmission: false });
    await settled();
    expect(evaluationMails(pia.user.email)).toHaveLength(1);
  });

  test("the same vote twice answers as the first, with one vote kept at the time it was cast", async () => {
    const { eventId, pia, ada } = await aRunningMeeting();
    const vote = () =>
      ada.client.api.meetings[":id"].votes[":category"].$put({
        param: { id: eventId, category: "best-speaker" },
        json: { nomineeId: pia.user.id },
      });
    const first = await vote();
    expect(first.status).toBe(200);
    const cast = await first.json();
    expect(cast).toMatchObject({ category: "best-speaker", nomineeId: pia.user.id, nomineeName: "Pia" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await vote();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(cast);
    const rows = await server.db
      .select()
      .from(meetingVotes)
      .where(and(eq(meetingVotes.eventId, eventId), eq(meetingVotes.voterId, ada.user.id)));
    expect(rows.map((row) => row.votedAt.toISOString())).toEqual([cast.votedAt]);
  });
});
