/**
 * Progress that counts (docs/decisions/242): a speech given at a meeting counts toward the pathway project or
 * certification goal chosen in its speech details when the meeting ends — once, whatever is sent again or at once.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aPrivateClubMeeting } from "../../../../test/support/private-meeting";
import { aServerForEachTest } from "../../../../test/support/server";
import { goalChoiceId, pathwayProjectChoiceId } from "../../../domain/events/speeches";
import { MINUTE } from "../../../domain/time";
import { emptyEvaluation } from "../../../domain/tools/evaluator";
import { visibleEvent } from "../../authority";
import {
  events,
  meetingEvaluations,
  meetingRoleAssignments,
  meetingTimings,
  pathways,
  speechCredits,
  userPathways,
} from "../../db/schema";
import { countSpeechesTowardGoals } from "./speech-credits";

const server = aServerForEachTest();
const uuid = () => crypto.randomUUID();

type Options = { startsIn?: number; pathway?: { id: string }; completed?: number };

/** A club meeting (begun 30 minutes ago unless `startsIn`) where Pia pitches and Eve evaluates her. */
async function aMeeting(options: Options = {}) {
  const meeting = await aPrivateClubMeeting(
    server,
    { moderator: ["Mo", "moderator"], pitcher: ["Pia", "pitcher"], evaluator: ["Eve", "evaluator"] },
    {
      title: "Harbour Night",
      eventDate: new Date(Date.now() + (options.startsIn ?? -30) * MINUTE),
      timeZone: "Europe/Berlin",
      durationMinutes: 90,
    },
  );
  const [, pitcherAssignment] = meeting.assignmentIds;
  if (!pitcherAssignment) throw new Error("no pitcher");
  return { ...meeting, pitcherAssignment };
}

async function aPathway(totalProjects = 5) {
  const [pathway] = await server.db
    .insert(pathways)
    .values({ name: `Presentation Mastery ${uuid().slice(0, 4)}`, level: 1, totalProjects })
    .returning();
  if (!pathway) throw new Error("no pathway");
  return pathway;
}

async function startPathway(userId: string, pathwayId: string, completedProjects = 0) {
  await server.db.insert(userPathways).values({ userId, pathwayId, completedProjects });
}

type Meeting = Awaited<ReturnType<typeof aMeeting>>;

const chooseProject = (meeting: Meeting, choiceId: string, title = "Bridges") =>
  meeting.pitcher.client.api.events[":id"].roles[":assignmentId"].speech.$put({
    param: { id: meeting.eventId, assignmentId: meeting.pitcherAssignment },
    json: { title, project: { kind: "choice", id: choiceId }, minMinutes: 5, maxMinutes: 7 },
  });

/** The meeting's pitcher starts the pathway (`completed` projects done) and chooses project `number` for the speech. */
async function speaksOnProject(meeting: Meeting, pathwayId: string, number: number, completed = 0) {
  await startPathway(meeting.pitcher.user.id, pathwayId, completed);
  expect((await chooseProject(meeting, pathwayProjectChoiceId(pathwayId, number))).status).toBe(200);
}

/** Gives the meeting's pitch to `userId` with a chosen project (another club's member: written as it would be stored). */
async function pitchAt(meeting: Meeting, userId: string, choiceId: string) {
  await server.db
    .update(meetingRoleAssignments)
    .set({
      userId,
      speechTitle: "Bridges",
      speechProject: "Project",
      speechProjectChoice: choiceId,
      speechMinMinutes: 5,
      speechMaxMinutes: 7,
    })
    .where(eq(meetingRoleAssignments.id, meeting.pitcherAssignment));
}

const end = (meeting: Meeting) =>
  meeting.moderator.client.api.meetings[":id"].end.$post({ param: { id: meeting.eventId } });

async function completedOf(userId: string, pathwayId: string) {
  const [row] = await server.db
    .select({ completed: userPathways.completedProjects })
    .from(userPathways)
    .where(and(eq(userPathways.userId, userId), eq(userPathways.pathwayId, pathwayId)));
  return row?.completed;
}

const credits = () => server.db.select().from(speechCredits);

describe("a speech counts toward the goal chosen in its speech details", () => {
  test("the next pathway project is completed when the meeting ends, with the meeting's evaluation attached", async () => {
    const pathway = await aPathway();
    const meeting = await aMeeting();
    await speaksOnProject(meeting, pathway.id, 2, 1);
    await server.db.insert(meetingEvaluations).values({
      eventId: meeting.eventId,
      evaluatorUserId: meeting.evaluator.user.id,
      speakerUserId: meeting.pitcher.user.id,
      form: {
        ...emptyEvaluation(),
        speakerName: "Pia",
        speechTitle: "Bridges",
        positiveOpening: "Clear.",
        positiveClosing: "More!",
        ratings: { ...emptyEvaluation().ratings, clarity: { score: 4, feedback: "" } },
      },
    });
    expect(await completedOf(meeting.pitcher.user.id, pathway.id)).toBe(1);

    expect((await end(meeting)).status).toBe(200);

    expect(await completedOf(meeting.pitcher.user.id, pathway.id)).toBe(2);
    const detail = await (
      await meeting.pitcher.client.api.learning.pathways[":pathwayId"].$get({ param: { pathwayId: pathway.id } })
    ).json();
    expect(detail.completedProjects).toBe(2);
    expect(detail.projects[1]?.speeches).toEqual([
      expect.objectContaining({
        speechTitle: "Bridges",
        meeting: expect.objectContaining({ eventId: meeting.eventId, title: "Harbour Night" }),
        evaluation: { evaluator: "Eve", score: 4 },
      }),
    ]);
    expect(detail.projects[0]?.speeches).toEqual([]);
  });

  test("a certification goal counts the speech like a pitch", async () => {
    const meeting = await aMeeting();
    // a member has program 1's goals to choose once they wrote a pitch for it
    const pitch = await meeting.pitcher.client.api.learning.pitches.$post({
      json: { certificationId: 1, goalId: "personal-story", title: "Draft", description: "", content: "Words" },
    });
    expect(pitch.status).toBe(201);
    expect((await chooseProject(meeting, goalChoiceId(1, "personal-story"))).status).toBe(200);
    expect((await end(meeting)).status).toBe(200);

    const standing = await (
      await meeting.pitcher.client.api.learning.certifications[":programId"].$get({ param: { programId: "1" } })
    ).json();
    if (standing.kind !== "goals") throw new Error("program 1 has goals");
    expect(standing.speeches).toEqual([
      expect.objectContaining({ goalId: "personal-story", speechTitle: "Bridges", evaluation: null }),
    ]);
    // the pitch and the speech: 2 of the goal's 3, 2 of the program's 15
    expect(standing.progress.standings[0]).toMatchObject({ goalId: "personal-story", pitches: 2, counted: 2 });
    expect(standing.progress).toMatchObject({ counted: 2, percent: 13 });
  });

  test("ending again, or several ends at once, count the speech once", async () => {
    const pathway = await aPathway();
    const meeting = await aMeeting();
    await speaksOnProject(meeting, pathway.id, 1);
    const answers = await Promise.all([end(meeting), end(meeting), end(meeting)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await end(meeting)).status).toBe(409);
    expect(await credits()).toHaveLength(1);
    expect(await completedOf(meeting.pitcher.user.id, pathway.id)).toBe(1);

    // counting the ended meeting again (a retry of the work) finds the speech counted
    const event = await visibleEvent(server.db, meeting.eventId, meeting.moderator.user.id);
    expect(await countSpeechesTowardGoals(server.db, event, new Date())).toEqual([]);
    expect(await completedOf(meeting.pitcher.user.id, pathway.id)).toBe(1);
  });

  test("two meetings ending at once each count their speech: projects 1 and 2 both complete", async () => {
    const pathway = await aPathway();
    const first = await aMeeting();
    const second = await aMeeting();
    await speaksOnProject(first, pathway.id, 1);
    // the same member pitches at the second meeting for the project after
    await pitchAt(second, first.pitcher.user.id, pathwayProjectChoiceId(pathway.id, 2));

    const answers = await Promise.all([end(second), end(first)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await credits()).toHaveLength(2);
    expect(await completedOf(first.pitcher.user.id, pathway.id)).toBe(2);
  });

  test("a later project waits for the ones before it; a project already done keeps its speech and moves nothing", async () => {
    const pathway = await aPathway();
    const later = await aMeeting();
    await speaksOnProject(later, pathway.id, 3, 1);
    expect((await end(later)).status).toBe(200);
    expect(await completedOf(later.pitcher.user.id, pathway.id)).toBe(1);

    const next = await aMeeting();
    await pitchAt(next, later.pitcher.user.id, pathwayProjectChoiceId(pathway.id, 2));
    expect((await end(next)).status).toBe(200);
    // project 2 by this speech, then project 3 by the speech given before
    expect(await completedOf(later.pitcher.user.id, pathway.id)).toBe(3);

    const again = await aMeeting();
    await pitchAt(again, later.pitcher.user.id, pathwayProjectChoiceId(pathway.id, 1));
    expect((await end(again)).status).toBe(200);
    expect(await completedOf(later.pitcher.user.id, pathway.id)).toBe(3);
    expect(await credits()).toHaveLength(3);
  });
});

describe("Mark Complete and the speeches given", () => {
  test("completing the project before a spoken one completes the spoken one too", async () => {
    const pathway = await aPathway();
    const meeting = await aMeeting();
    await speaksOnProject(meeting, pathway.id, 2);
    expect((await end(meeting)).status).toBe(200);
    expect(await completedOf(meeting.pitcher.user.id, pathway.id)).toBe(0);

    const marked = await meeting.pitcher.client.api.learning.pathways[":pathwayId"].projects[":number"].complete.$post({
      param: { pathwayId: pathway.id, number: "1" },
    });
    expect(marked.status).toBe(200);
    expect(await completedOf(meeting.pitcher.user.id, pathway.id)).toBe(2);
  });
});

describe("what never counts", () => {
  test("a role dropped before the end, free-text projects and a meeting ended before it began", async () => {
    const pathway = await aPathway();
    const dropped = await aMeeting();
    await speaksOnProject(dropped, pathway.id, 1);
    const drop = await dropped.pitcher.client.api.events[":id"].roles[":assignmentId"].$delete({
      param: { id: dropped.eventId, assignmentId: dropped.pitcherAssignment },
    });
    expect(drop.status).toBeLessThan(300);
    expect((await end(dropped)).status).toBe(200);

    const freeText = await aMeeting();
    const saved = await freeText.pitcher.client.api.events[":id"].roles[":assignmentId"].speech.$put({
      param: { id: freeText.eventId, assignmentId: freeText.pitcherAssignment },
      json: { title: "Bridges", project: { kind: "other", title: "My own project" }, minMinutes: 5, maxMinutes: 7 },
    });
    expect(saved.status).toBe(200);
    expect((await end(freeText)).status).toBe(200);

    const early = await aMeeting({ startsIn: 60 });
    await speaksOnProject(early, pathway.id, 1);
    expect((await end(early)).status).toBe(200);

    expect(await credits()).toEqual([]);
    expect(await completedOf(dropped.pitcher.user.id, pathway.id)).toBe(0);
    expect(await completedOf(early.pitcher.user.id, pathway.id)).toBe(0);
  });

  test("a speech timed at a meeting ended before its planned start was given: it counts", async () => {
    const pathway = await aPathway();
    const early = await aMeeting({ startsIn: 60 });
    await speaksOnProject(early, pathway.id, 1);
    await server.db.insert(meetingTimings).values({
      id: uuid(),
      eventId: early.eventId,
      speakerUserId: early.pitcher.user.id,
      speakerName: "Pia",
      greenSeconds: 300,
      yellowSeconds: 360,
      redSeconds: 420,
      graceSeconds: 30,
      startedAt: new Date(Date.now() - 7 * MINUTE),
      stoppedAt: new Date(),
      durationSeconds: 400,
      verdict: "within",
    });
    expect((await end(early)).status).toBe(200);
    expect(await completedOf(early.pitcher.user.id, pathway.id)).toBe(1);
  });

  test("a cancelled meeting counts nothing", async () => {
    const pathway = await aPathway();
    const meeting = await aMeeting();
    await speaksOnProject(meeting, pathway.id, 1);
    await server.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, meeting.eventId));
    expect((await end(meeting)).status).toBeGreaterThanOrEqual(400);
    const event = await visibleEvent(server.db, meeting.eventId, meeting.moderator.user.id);
    expect(await countSpeechesTowardGoals(server.db, event, new Date())).toEqual([]);
    expect(await credits()).toEqual([]);
    expect(await completedOf(meeting.pitcher.user.id, pathway.id)).toBe(0);
  });
});
