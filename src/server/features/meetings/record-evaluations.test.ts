/**
 * Evaluations on a meeting's console (docs/decisions/159): written only by the paired evaluator and delivered to the
 * speaker once.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { makeAdmin, signedInMember } from "../../../../test/support/factories";
import { mailArrives } from "../../../../test/support/mail";
import { anOfficer, aRunningMeeting, consoleOf, movedToNextWeek } from "../../../../test/support/meeting-record";
import { aServerForEachTest, errorOf, type TestClient } from "../../../../test/support/server";
import { EVALUATION_MESSAGES } from "../../../domain/meetings/evaluations";
import { type EvaluationForm, emptyEvaluation } from "../../../domain/tools/evaluator";
import { meetingEvaluations, meetingRoleAssignments, memberships } from "../../db/schema";

const server = aServerForEachTest();

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
    const meeting = await aRunningMeeting(server);
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
    const { eventId, evaluator, pitcher, member } = await aRunningMeeting(server);
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
        criteria: null,
        submittedAt: rows[0]?.submittedAt.toISOString(),
        form: expect.objectContaining({ positiveClosing: "Bravo." }),
      },
    ]);
    const watched = await consoleOf(member.client, eventId);
    expect(watched.evaluations).toEqual({ mine: [], given: [{ evaluator: "Eva", speaker: "Pia" }] });
    expect(JSON.stringify(watched.evaluations)).not.toContain("Bravo");
  });

  test("only the evaluator paired with the speaker: not another evaluator, not an officer, not an admin", async () => {
    const meeting = await aRunningMeeting(server);
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
    const officer = await anOfficer(server, meeting);
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
    const meeting = await aRunningMeeting(server);
    const blank = await evaluate(meeting.evaluator.client, meeting.eventId, meeting.pitcher.user.id, {
      ...aForm(),
      positiveClosing: " ",
    });
    expect(await errorOf(blank)).toMatchObject({ status: 400, code: "INVALID_INPUT" });
    await movedToNextWeek(server, meeting.eventId);
    const early = await evaluate(meeting.evaluator.client, meeting.eventId, meeting.pitcher.user.id);
    expect(await errorOf(early)).toMatchObject({ status: 409, code: "MEETING_NOT_YET" });
  });

  test("a lone surrogate in the form is refused as a character not allowed, and nothing is saved (decision 162)", async () => {
    const meeting = await aRunningMeeting(server);
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
