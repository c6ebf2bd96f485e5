/**
 * What the console records besides timing (docs/decisions/159): the ah counter's taps, counted once each however
 * often and however many at once they arrive; the evaluations, written only by the paired evaluator and delivered
 * to the speaker once; the votes, one per member and category whatever arrives at once, until voting closes.
 */
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  aClub,
  anEventWithAgendaAndRoles,
  firstSpeechTimed,
  makeAdmin,
  makeClubOfficer,
  type SignedIn,
  signedInMember,
} from "../../../../test/support/factories";
import { mailArrives } from "../../../../test/support/mail";
import { createTestServer, errorOf, type TestClient, type TestServer } from "../../../../test/support/server";
import { EVALUATION_MESSAGES } from "../../../domain/meetings/evaluations";
import { VOTING_MESSAGES } from "../../../domain/meetings/nominees";
import { VOTE_MESSAGES } from "../../../domain/meetings/votes";
import { MINUTE } from "../../../domain/time";
import { type EvaluationForm, emptyEvaluation } from "../../../domain/tools/evaluator";
import {
  eventAttendees,
  events,
  meetingEvaluations,
  meetingFillerCounts,
  meetingRoleAssignments,
  meetingTimings,
  meetingVotes,
  memberships,
} from "../../db/schema";

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

const uuid = () => crypto.randomUUID();

type Meeting = {
  eventId: string;
  clubId: string;
  items: string[];
  moderator: SignedIn;
  ahCounter: SignedIn;
  pitcher: SignedIn;
  evaluator: SignedIn;
  attendee: SignedIn;
  member: SignedIn;
};

/**
 * A private club meeting that began ten minutes ago: a moderator, an ah counter, a pitcher (Pia) whose evaluator is
 * Eva, an attendee (Ada) and a plain member (Max) who is neither attending nor holding a role.
 */
async function aRunningMeeting(): Promise<Meeting> {
  const [moderator, ahCounter, pitcher, evaluator, attendee, member] = await Promise.all(
    ["Mo", "Al", "Pia", "Eva", "Ada", "Max"].map((name) => signedInMember(server, name)),
  );
  if (!moderator || !ahCounter || !pitcher || !evaluator || !attendee || !member) throw new Error("members not made");
  const everyone = [moderator, ahCounter, pitcher, evaluator, attendee, member];
  const club = await aClub(
    server,
    { name: `Harbour Speakers ${uuid().slice(0, 4)}` },
    everyone.map(({ user }) => user.id),
  );
  const { eventId, agendaItemIds, assignmentIds } = await anEventWithAgendaAndRoles(server, {
    title: "Harbour Club Night",
    clubId: club.id,
    isPublic: false,
    eventDate: new Date(Date.now() - 10 * MINUTE),
    timeZone: "Europe/Berlin",
    durationMinutes: 90,
    agenda: ["Opening", "Prepared pitch", { title: "Table Topics", agendaType: "qa" }],
    roles: [
      { userId: moderator.user.id, roleType: "moderator" },
      { userId: ahCounter.user.id, roleType: "ah_counter" },
      { userId: pitcher.user.id, roleType: "pitcher" },
      { userId: evaluator.user.id, roleType: "evaluator" },
    ],
  });
  const [pitch, pairing] = [assignmentIds[2], assignmentIds[3]];
  if (!pitch || !pairing) throw new Error("roles not made");
  await server.db
    .update(meetingRoleAssignments)
    .set({ evaluatesAssignmentId: pitch })
    .where(eq(meetingRoleAssignments.id, pairing));
  await server.db
    .update(meetingRoleAssignments)
    .set({ speechTitle: "Bridges", speechProject: "Ice Breaker", speechMinMinutes: 4, speechMaxMinutes: 6 })
    .where(eq(meetingRoleAssignments.id, pitch));
  await server.db.insert(eventAttendees).values({ eventId, userId: attendee.user.id });
  await firstSpeechTimed(server, eventId);
  return { eventId, clubId: club.id, items: agendaItemIds, moderator, ahCounter, pitcher, evaluator, attendee, member };
}

/** The meeting now lies days ahead: its console does not record yet. */
async function movedToNextWeek(eventId: string) {
  await server.db
    .update(events)
    .set({ eventDate: new Date(Date.now() + 7 * 24 * 60 * MINUTE) })
    .where(eq(events.id, eventId));
}

async function consoleOf(client: TestClient, eventId: string) {
  const response = await client.api.meetings[":id"].$get({ param: { id: eventId } });
  expect(response.status).toBe(200);
  return response.json();
}

async function anOfficer(meeting: Meeting) {
  const officer = await signedInMember(server, "Olga");
  await makeClubOfficer(server, meeting.clubId, officer.user.id);
  return officer;
}

// ---- filler words ---------------------------------------------------------------------------------------------

type Tap = { actionId: string; word: string; speakerUserId?: string; speakerName?: string; delta?: 1 | -1 };
const tap = (client: TestClient, eventId: string, json: Tap) =>
  client.api.meetings[":id"].fillers.$post({ param: { id: eventId }, json: json as never });

describe("filler words", () => {
  test("the ah counter's taps add up per speaker and word; a correction takes one away, never below zero", async () => {
    const meeting = await aRunningMeeting();
    const { eventId, ahCounter, pitcher } = meeting;
    const first = await tap(ahCounter.client, eventId, {
      actionId: uuid(),
      speakerUserId: pitcher.user.id,
      word: "Um",
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ speakerKey: `user:${pitcher.user.id}`, word: "Um", count: 1 });
    await tap(ahCounter.client, eventId, { actionId: uuid(), speakerUserId: pitcher.user.id, word: "Um" });
    const corrected = await tap(ahCounter.client, eventId, {
      actionId: uuid(),
      speakerUserId: pitcher.user.id,
      word: "Um",
      delta: -1,
    });
    expect((await corrected.json()).count).toBe(1);
    // a guest by name, however the name is typed
    await tap(ahCounter.client, eventId, { actionId: uuid(), speakerName: "Guest Gail", word: "So" });
    const again = await tap(ahCounter.client, eventId, { actionId: uuid(), speakerName: "  guest gail ", word: "So" });
    expect(await again.json()).toEqual({ speakerKey: "name:guest gail", word: "So", count: 2 });
    for (let round = 0; round < 3; round++) {
      await tap(ahCounter.client, eventId, { actionId: uuid(), speakerName: "Guest Gail", word: "Like", delta: -1 });
    }
    const view = await consoleOf(ahCounter.client, eventId);
    expect(view.fillers).toEqual(
      expect.arrayContaining([
        {
          speakerKey: `user:${pitcher.user.id}`,
          speakerUserId: pitcher.user.id,
          speakerName: "Pia",
          word: "Um",
          count: 1,
        },
        { speakerKey: "name:guest gail", speakerUserId: null, speakerName: "Guest Gail", word: "So", count: 2 },
      ]),
    );
    expect(view.fillers.find((row) => row.word === "Like")?.count ?? 0).toBe(0);
  });

  test("twenty taps at once all count; one tap sent five times at once counts once", async () => {
    const { eventId, ahCounter } = await aRunningMeeting();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        tap(ahCounter.client, eventId, { actionId: uuid(), speakerName: "Ann", word: "Ah" }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const once = { actionId: uuid(), speakerName: "Ann", word: "Uh" };
    const repeats = await Promise.all(Array.from({ length: 5 }, () => tap(ahCounter.client, eventId, once)));
    expect(repeats.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    for (const answer of repeats) expect((await answer.json()).count).toBe(1);
    const rows = await server.db
      .select({ word: meetingFillerCounts.word, count: meetingFillerCounts.count })
      .from(meetingFillerCounts)
      .where(eq(meetingFillerCounts.eventId, eventId));
    expect(rows.sort((a, b) => a.word.localeCompare(b.word))).toEqual([
      { word: "Ah", count: 20 },
      { word: "Uh", count: 1 },
    ]);
  });

  test("the ah counter and the club's officers count; others are refused; the console's window applies", async () => {
    const meeting = await aRunningMeeting();
    const { eventId } = meeting;
    for (const who of [meeting.member, meeting.pitcher, meeting.moderator]) {
      const refused = await tap(who.client, eventId, { actionId: uuid(), speakerName: "Ann", word: "Um" });
      expect(await errorOf(refused)).toMatchObject({
        status: 403,
        code: "NOT_ALLOWED_IN_MEETING",
        message: "Only the meeting's ah counter or an officer of its club can count filler words.",
      });
    }
    const officer = await anOfficer(meeting);
    expect((await tap(officer.client, eventId, { actionId: uuid(), speakerName: "Ann", word: "Um" })).status).toBe(200);
    const unknown = await tap(meeting.ahCounter.client, eventId, {
      actionId: uuid(),
      speakerUserId: "nobody",
      word: "Um",
    });
    expect(await errorOf(unknown)).toMatchObject({ status: 400, code: "SPEAKER_NOT_FOUND" });
    const wrongWord = await tap(meeting.ahCounter.client, eventId, {
      actionId: uuid(),
      speakerName: "Ann",
      word: "Er",
    });
    expect(await errorOf(wrongWord)).toMatchObject({ status: 400, message: "Count one of the eight filler words." });

    await movedToNextWeek(eventId);
    const early = await tap(meeting.ahCounter.client, eventId, {
      actionId: uuid(),
      speakerName: "Ann",
      word: "Um",
    });
    expect(await errorOf(early)).toMatchObject({ status: 409, code: "MEETING_NOT_YET" });
  });

  test("a lone surrogate in the form is refused as a character not allowed, and nothing is saved (decision 162)", async () => {
    const meeting = await aRunningMeeting();
    const logged = server.logs.length;
    const broken = await evaluate(meeting.evaluator.client, meeting.eventId, meeting.pitcher.user.id, {
      ...aForm(),
      improvementPoints: "Pause \uD83D after the question.",
    });
    expect(await errorOf(broken)).toMatchObject({
      status: 400,
      code: "INVALID_INPUT",
      message: "The request contains a character that is not allowed.",
    });
    expect(await server.db.select().from(meetingEvaluations)).toEqual([]);
    expect(server.logs.slice(logged).filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});

// ---- evaluations ----------------------------------------------------------------------------------------------

const aForm = (changes: Partial<EvaluationForm> = {}): EvaluationForm => {
  const empty = emptyEvaluation();
  return {
    ...empty,
    speakerName: "Pia",
    speechTitle: "Bridges",
    positiveOpening: "A gripping opening story.",
    ratings: { ...empty.ratings, clarity: { score: 4, feedback: "Clear structure" } },
    improvementPoints: "Pause after the question.",
    positiveClosing: "I look forward to your next speech.",
    ...changes,
  };
};
const evaluate = (client: TestClient, eventId: string, speakerUserId: string, form: unknown = aForm()) =>
  client.api.meetings[":id"].evaluations[":speakerUserId"].$put({
    param: { id: eventId, speakerUserId },
    json: form as EvaluationForm,
  });
const evaluationMails = (to: string) =>
  server.outbox().filter((mail) => mail.to.includes(to) && mail.subject.startsWith("Your evaluation"));

describe("evaluations", () => {
  test("the paired evaluator's first submission is delivered to the speaker, by e-mail and in the app", async () => {
    const meeting = await aRunningMeeting();
    const { eventId, evaluator, pitcher } = meeting;
    const submitted = await evaluate(evaluator.client, eventId, pitcher.user.id);
    expect(submitted.status).toBe(200);
    expect(await submitted.json()).toMatchObject({ speakerUserId: pitcher.user.id, firstSubmission: true });

    await mailArrives(() => expect(evaluationMails(pitcher.user.email)).toHaveLength(1));
    const [mail] = evaluationMails(pitcher.user.email);
    expect(mail?.subject).toMatch(/^Your evaluation from Harbour Club Night — /);
    expect(mail?.text).toContain('Eva evaluated your speech "Bridges" at "Harbour Club Night"');
    for (const part of [mail?.text, mail?.html]) {
      expect(part).toContain("Hi Pia,");
      expect(part).toMatch(/at \d{1,2}:\d{2} [AP]M GMT\+1 \(Berlin\)/);
      expect(part).toContain("Eva evaluated your speech");
      expect(part).toContain("A gripping opening story.");
      expect(part).toContain("Clarity: 4/5 — Clear structure");
      expect(part).toContain("/dashboard/profile#evaluations");
      expect(part).toContain("/dashboard/profile#mail-preferences");
    }

    const received = await pitcher.client.api.profile.evaluations.$get();
    expect(received.status).toBe(200);
    const { evaluations } = await received.json();
    expect(evaluations).toEqual([
      expect.objectContaining({
        eventId,
        meetingTitle: "Harbour Club Night",
        timeZone: "Europe/Berlin",
        evaluatorName: "Eva",
        form: expect.objectContaining({ speechTitle: "Bridges", positiveOpening: "A gripping opening story." }),
      }),
    ]);
    const others = await meeting.member.client.api.profile.evaluations.$get();
    expect((await others.json()).evaluations).toEqual([]);
  });

  test("a resubmission updates the saved form without a second e-mail; the console shows it to its evaluator", async () => {
    const { eventId, evaluator, pitcher, member } = await aRunningMeeting();
    await evaluate(evaluator.client, eventId, pitcher.user.id);
    await mailArrives(() => expect(evaluationMails(pitcher.user.email)).toHaveLength(1));
    const again = await evaluate(evaluator.client, eventId, pitcher.user.id, aForm({ positiveClosing: "Bravo." }));
    expect(await again.json()).toMatchObject({ firstSubmission: false });
    const rows = await server.db.select().from(meetingEvaluations).where(eq(meetingEvaluations.eventId, eventId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.form.positiveClosing).toBe("Bravo.");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(evaluationMails(pitcher.user.email)).toHaveLength(1);

    const mine = await consoleOf(evaluator.client, eventId);
    expect(mine.evaluations.mine).toEqual([
      {
        speakerUserId: pitcher.user.id,
        speakerName: "Pia",
        speechTitle: "Bridges",
        submittedAt: rows[0]?.submittedAt.toISOString(),
        form: expect.objectContaining({ positiveClosing: "Bravo." }),
      },
    ]);
    const watched = await consoleOf(member.client, eventId);
    expect(watched.evaluations).toEqual({ mine: [], given: [{ evaluator: "Eva", speaker: "Pia" }] });
    expect(JSON.stringify(watched.evaluations)).not.toContain("Bravo");
  });

  test("only the evaluator paired with the speaker: not another evaluator, not an officer, not an admin", async () => {
    const meeting = await aRunningMeeting();
    const { eventId, pitcher } = meeting;
    const [second, unpaired] = await Promise.all([signedInMember(server, "Sol"), signedInMember(server, "Una")]);
    if (!second || !unpaired) throw new Error("members not made");
    const { db } = server;
    await db
      .insert(memberships)
      .values([second, unpaired].map(({ user }) => ({ userId: user.id, clubId: meeting.clubId })));
    const [secondPitch] = await db
      .insert(meetingRoleAssignments)
      .values({ eventId, userId: second.user.id, roleType: "pitcher" })
      .returning({ id: meetingRoleAssignments.id });
    await db.insert(meetingRoleAssignments).values({ eventId, userId: unpaired.user.id, roleType: "evaluator" });

    // Eva evaluates Pia, not Sol
    const otherSpeaker = await evaluate(meeting.evaluator.client, eventId, second.user.id);
    expect(await errorOf(otherSpeaker)).toMatchObject({
      status: 403,
      code: "NOT_PAIRED_WITH_SPEAKER",
      message: EVALUATION_MESSAGES.notPaired,
    });
    expect(await errorOf(await evaluate(unpaired.client, eventId, pitcher.user.id))).toMatchObject({
      status: 403,
      message: EVALUATION_MESSAGES.noPairing,
    });
    const officer = await anOfficer(meeting);
    const admin = await signedInMember(server, "Adm");
    await makeAdmin(server, admin.user.id);
    for (const who of [officer, admin, meeting.moderator, meeting.member, pitcher]) {
      expect(await errorOf(await evaluate(who.client, eventId, pitcher.user.id))).toMatchObject({
        status: 403,
        message: EVALUATION_MESSAGES.notPaired,
      });
    }
    expect(await db.select().from(meetingEvaluations).where(eq(meetingEvaluations.eventId, eventId))).toEqual([]);
    expect(secondPitch).toBeDefined();
  });

  test("the form needs what the standalone evaluator needs; the console's window applies", async () => {
    const meeting = await aRunningMeeting();
    const blank = await evaluate(meeting.evaluator.client, meeting.eventId, meeting.pitcher.user.id, {
      ...aForm(),
      positiveClosing: " ",
    });
    expect(await errorOf(blank)).toMatchObject({ status: 400, code: "INVALID_INPUT" });
    await movedToNextWeek(meeting.eventId);
    const early = await evaluate(meeting.evaluator.client, meeting.eventId, meeting.pitcher.user.id);
    expect(await errorOf(early)).toMatchObject({ status: 409, code: "MEETING_NOT_YET" });
  });
});

// ---- votes ----------------------------------------------------------------------------------------------------

type Category = "best-speaker" | "best-evaluator" | "best-table-topics";
const vote = (client: TestClient, eventId: string, category: Category, nomineeId: string) =>
  client.api.meetings[":id"].votes[":category"].$put({ param: { id: eventId, category }, json: { nomineeId } });
const voting = (client: TestClient, eventId: string, state: "open" | "closed" | "revealed") =>
  client.api.meetings[":id"].voting.$post({ param: { id: eventId }, json: { state } });

describe("votes", () => {
  test("attendees and role holders vote for the nominees of each category, never for themselves", async () => {
    const meeting = await aRunningMeeting();
    const { eventId, attendee, pitcher, evaluator, member } = meeting;
    expect((await vote(attendee.client, eventId, "best-speaker", pitcher.user.id)).status).toBe(200);
    expect((await vote(pitcher.client, eventId, "best-evaluator", evaluator.user.id)).status).toBe(200);
    expect(await errorOf(await vote(pitcher.client, eventId, "best-speaker", pitcher.user.id))).toMatchObject({
      status: 400,
      code: "OWN_VOTE",
      message: VOTE_MESSAGES.ownVote,
    });
    expect(await errorOf(await vote(attendee.client, eventId, "best-speaker", evaluator.user.id))).toMatchObject({
      status: 400,
      code: "NOT_A_NOMINEE",
      message: "That member cannot be voted Best Speaker at this meeting.",
    });
    expect(await errorOf(await vote(member.client, eventId, "best-speaker", pitcher.user.id))).toMatchObject({
      status: 403,
      code: "NOT_ALLOWED_IN_MEETING",
    });
    const unknown = await attendee.client.request(`/api/meetings/${eventId}/votes/best-hat`, {
      method: "PUT",
      json: { nomineeId: pitcher.user.id },
    });
    expect(await errorOf(unknown)).toMatchObject({ status: 404, message: VOTE_MESSAGES.unknownCategory });

    const view = await consoleOf(attendee.client, eventId);
    expect(view.votes.state).toBe("open");
    const [speaker, evaluators, topics] = view.votes.categories;
    expect(speaker).toMatchObject({
      category: "best-speaker",
      label: "Best Speaker",
      nominees: [{ id: pitcher.user.id, name: "Pia" }],
      mine: pitcher.user.id,
      result: null,
    });
    expect(evaluators?.nominees).toEqual([{ id: evaluator.user.id, name: "Eva" }]);
    // nobody timed at Table Topics yet: every attendee and role holder but the voter
    expect(topics?.nominees.map((nominee) => nominee.name).sort()).toEqual(["Al", "Eva", "Mo", "Pia"]);
  });

  test("Best Table Topics: the members timed during a Table Topics item", async () => {
    const meeting = await aRunningMeeting();
    const { eventId, attendee, member, pitcher } = meeting;
    await server.db.insert(meetingTimings).values(
      [member.user.id, null].map((speakerUserId) => ({
        id: uuid(),
        eventId,
        agendaItemId: meeting.items[2],
        speakerUserId,
        speakerName: speakerUserId ? "Max" : "Guest Gail",
        greenSeconds: 60,
        yellowSeconds: 90,
        redSeconds: 120,
        graceSeconds: 30,
        startedAt: new Date(),
      })),
    );
    const view = await consoleOf(attendee.client, eventId);
    expect(view.votes.categories[2]?.nominees).toEqual([{ id: member.user.id, name: "Max" }]);
    expect((await vote(attendee.client, eventId, "best-table-topics", member.user.id)).status).toBe(200);
    expect((await vote(attendee.client, eventId, "best-table-topics", pitcher.user.id)).status).toBe(400);
  });

  test("a changed vote replaces the earlier one; ten votes of one member at once leave one", async () => {
    const meeting = await aRunningMeeting();
    const { eventId, attendee } = meeting;
    const nominees = [meeting.moderator, meeting.ahCounter, meeting.pitcher, meeting.evaluator].map((m) => m.user.id);
    await vote(attendee.client, eventId, "best-table-topics", nominees[0] as string);
    await vote(attendee.client, eventId, "best-table-topics", nominees[1] as string);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        vote(attendee.client, eventId, "best-table-topics", nominees[index % nominees.length] as string),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const rows = await server.db
      .select()
      .from(meetingVotes)
      .where(and(eq(meetingVotes.eventId, eventId), eq(meetingVotes.voterId, attendee.user.id)));
    expect(rows).toHaveLength(1);
    expect(nominees).toContain(rows[0]?.nomineeId);
    const view = await consoleOf(attendee.client, eventId);
    expect(view.votes.categories[2]?.mine).toBe(rows[0]?.nomineeId);
  });

  test("the moderator closes, reveals and reopens; results to the moderator once closed, to all once revealed", async () => {
    const meeting = await aRunningMeeting();
    const { eventId, moderator, attendee, pitcher, evaluator } = meeting;
    await vote(attendee.client, eventId, "best-speaker", pitcher.user.id);
    await vote(evaluator.client, eventId, "best-speaker", pitcher.user.id);

    expect(await errorOf(await voting(attendee.client, eventId, "closed"))).toMatchObject({ status: 403 });
    expect(await errorOf(await voting(moderator.client, eventId, "revealed"))).toMatchObject({
      status: 409,
      code: "VOTING_OPEN",
      message: VOTING_MESSAGES.revealNeedsClose,
    });
    const closed = await voting(moderator.client, eventId, "closed");
    expect(await closed.json()).toMatchObject({ state: "closed", resultsRevealedAt: null });
    expect(await errorOf(await vote(attendee.client, eventId, "best-speaker", pitcher.user.id))).toMatchObject({
      status: 409,
      code: "VOTING_CLOSED",
      message: VOTE_MESSAGES.closed,
    });

    const moderatorView = await consoleOf(moderator.client, eventId);
    expect(moderatorView.votes.state).toBe("closed");
    expect(moderatorView.votes.categories[0]?.result).toMatchObject({
      winners: [{ nomineeId: pitcher.user.id, name: "Pia", votes: 2 }],
      totalVotes: 2,
    });
    expect((await consoleOf(attendee.client, eventId)).votes.categories[0]?.result).toBeNull();

    expect((await voting(moderator.client, eventId, "revealed")).status).toBe(200);
    const revealed = await consoleOf(attendee.client, eventId);
    expect(revealed.votes.state).toBe("revealed");
    expect(revealed.votes.categories[0]?.result?.winners.map((winner) => winner.name)).toEqual(["Pia"]);
    expect(revealed.run.resultsRevealedAt).not.toBeNull();
    // the display names each category once: its label, then who won it
    const token = new URL(moderatorView.displayPath ?? "", "http://x").searchParams.get("token") ?? "";
    const shown = await server.client().api.meetings[":id"].display.$get({ param: { id: eventId }, query: { token } });
    expect((await shown.json()).results?.[0]).toEqual({
      label: "Best Speaker",
      outcome: "Pia (2 votes)",
      winners: ["Pia"],
      decidedBy: null,
    });

    const reopened = await voting(moderator.client, eventId, "open");
    expect(await reopened.json()).toEqual({ state: "open", votingClosedAt: null, resultsRevealedAt: null });
    expect((await vote(attendee.client, eventId, "best-speaker", pitcher.user.id)).status).toBe(200);
    expect((await consoleOf(moderator.client, eventId)).votes.categories[0]?.result).toBeNull();
  });

  test("an officer may run the vote too", async () => {
    const meeting = await aRunningMeeting();
    const officer = await anOfficer(meeting);
    expect((await voting(officer.client, meeting.eventId, "closed")).status).toBe(200);
  });
});
