/**
 * The evaluation form at the meeting rates a speech on its pathway project's own criteria where the pathway defines
 * them, and on the standard criteria otherwise (docs/decisions/242).
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aRunningMeeting, consoleOf } from "../../../../test/support/meeting-record";
import { aServerForEachTest } from "../../../../test/support/server";
import { pathwayProjectChoiceId } from "../../../domain/events/speeches";
import { type EvaluationForm, emptyEvaluation } from "../../../domain/tools/evaluator";
import { meetingEvaluations, meetingRoleAssignments, pathways } from "../../db/schema";

const server = aServerForEachTest();

const form = (changes: Partial<EvaluationForm> = {}): EvaluationForm => ({
  ...emptyEvaluation(),
  speakerName: "Pia",
  speechTitle: "Bridges",
  positiveOpening: "A gripping story.",
  positiveClosing: "More next time.",
  ...changes,
});

async function speechFor(eventId: string, speakerId: string, pathwayName: string, project: number) {
  const [pathway] = await server.db.insert(pathways).values({ name: pathwayName, totalProjects: 10 }).returning();
  if (!pathway) throw new Error("no pathway");
  await server.db
    .update(meetingRoleAssignments)
    .set({ speechProjectChoice: pathwayProjectChoiceId(pathway.id, project) })
    .where(and(eq(meetingRoleAssignments.eventId, eventId), eq(meetingRoleAssignments.userId, speakerId)));
}

describe("the project's own criteria", () => {
  test("the console gives the evaluator the project's criteria; the saved form keeps them as the project names them", async () => {
    const { eventId, evaluator, pitcher } = await aRunningMeeting(server);
    await speechFor(eventId, pitcher.user.id, "Presentation Mastery", 1);

    const state = await consoleOf(evaluator.client, eventId);
    expect(state.evaluations.mine[0]?.criteria?.map((criterion: { name: string }) => criterion.name)).toEqual([
      "Personal Story",
      "Opening, Body, Close",
      "Time",
      "Presence",
    ]);

    const sent = form({
      projectRatings: [
        { key: "pm1-story", name: "Renamed by the browser", score: 5, feedback: "A real story" },
        { key: "not-a-criterion", name: "Extra", score: 1, feedback: "" },
      ],
    });
    const saved = await evaluator.client.api.meetings[":id"].evaluations[":speakerUserId"].$put({
      param: { id: eventId, speakerUserId: pitcher.user.id },
      json: sent,
    });
    expect(saved.status).toBe(200);
    const [row] = await server.db.select({ form: meetingEvaluations.form }).from(meetingEvaluations);
    expect(row?.form.projectRatings).toEqual([
      { key: "pm1-story", name: "Personal Story", score: 5, feedback: "A real story" },
      { key: "pm1-structure", name: "Opening, Body, Close", score: 0, feedback: "" },
      { key: "pm1-time", name: "Time", score: 0, feedback: "" },
      { key: "pm1-presence", name: "Presence", score: 0, feedback: "" },
    ]);

    // the speaker reads them with the evaluation
    const received = await (await pitcher.client.api.profile.evaluations.$get()).json();
    expect(JSON.stringify(received)).toContain("Personal Story");
  });

  test("a project without criteria of its own, or a free-text project: the standard criteria, nothing else kept", async () => {
    const { eventId, evaluator, pitcher } = await aRunningMeeting(server);
    let state = await consoleOf(evaluator.client, eventId);
    expect(state.evaluations.mine[0]?.criteria).toBeNull();

    await speechFor(eventId, pitcher.user.id, "Dynamic Leadership", 4);
    state = await consoleOf(evaluator.client, eventId);
    expect(state.evaluations.mine[0]?.criteria).toBeNull();

    const saved = await evaluator.client.api.meetings[":id"].evaluations[":speakerUserId"].$put({
      param: { id: eventId, speakerUserId: pitcher.user.id },
      json: form({ projectRatings: [{ key: "pm1-story", name: "Personal Story", score: 5, feedback: "" }] }),
    });
    expect(saved.status).toBe(200);
    const [row] = await server.db.select({ form: meetingEvaluations.form }).from(meetingEvaluations);
    expect(row?.form.projectRatings).toBeUndefined();
  });
});
