/**
 * The home page from the speaking record (docs/features.md, "Progress that counts"; decision 242): a speech given,
 * timed within time, won Best Speaker and counted toward a pathway project shows in Learning Progress, Recent
 * Activity and the Achievement Spotlight.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aRecordedMeeting, endMeeting } from "../../../../test/support/meeting-report";
import { aServerForEachTest } from "../../../../test/support/server";
import { pathwayProjectChoiceId } from "../../../domain/events/speeches";
import { meetingRoleAssignments, meetingRuns, pathways, userPathways } from "../../db/schema";

const server = aServerForEachTest();

describe("the home page from the speaking record", () => {
  test("speech, award and milestones in the summary; the pathway's project counted by the speech", async () => {
    const meeting = await aRecordedMeeting(server);
    const { pitcher } = meeting;
    const [pathway] = await server.db
      .insert(pathways)
      .values({ name: "Presentation Mastery", level: 1, totalProjects: 10 })
      .returning();
    if (!pathway) throw new Error("no pathway");
    await server.db.insert(userPathways).values({ userId: pitcher.user.id, pathwayId: pathway.id });
    await server.db
      .update(meetingRoleAssignments)
      .set({
        speechTitle: "Bridges",
        speechProject: "Presentation Mastery 1: Ice Breaker: Introduce Yourself",
        speechProjectChoice: pathwayProjectChoiceId(pathway.id, 1),
        speechMinMinutes: 5,
        speechMaxMinutes: 7,
      })
      .where(eq(meetingRoleAssignments.userId, pitcher.user.id));

    const before = await (await pitcher.client.api.dashboard.summary.$get()).json();
    expect(before.learning).toEqual([expect.objectContaining({ completedProjects: 0, spokenProjects: 0 })]);

    expect((await endMeeting(meeting.moderator.client, meeting.eventId)).status).toBe(200);
    await server.db
      .update(meetingRuns)
      .set({ resultsRevealedAt: new Date() })
      .where(eq(meetingRuns.eventId, meeting.eventId));

    const body = await (await pitcher.client.api.dashboard.summary.$get()).json();
    expect(body.learning).toEqual([
      expect.objectContaining({ name: "Presentation Mastery", completedProjects: 1, percent: 10, spokenProjects: 1 }),
    ]);
    expect(body.speaking).toMatchObject({
      speeches: 1,
      awards: 1,
      withinTime: { within: 1, timed: 1, percent: 100 },
      nextMilestone: { id: "ten-speeches" },
    });
    expect(body.speaking.milestones.map((milestone) => milestone.id).sort()).toEqual([
      "first-award",
      "first-speech",
      "first-within-time",
    ]);
    expect(body.speaking.milestones[0]?.description).toMatch(/Club Night #212/);
    // the six newest: the pathway, the club and joining came after the meeting began (this test made them just now)
    expect(body.activity.map((item) => item.title)).toEqual([
      "Started a pathway",
      "Joined a club",
      "Joined",
      "Gave a speech",
      "Won Best Speaker",
      "Milestone: First Speech",
    ]);
    expect(body.activity.find((item) => item.kind === "speech")).toMatchObject({
      detail: "Bridges · Presentation Mastery 1: Ice Breaker: Introduce Yourself",
    });

    // another member's summary holds none of it
    const other = await (await meeting.attendee.client.api.dashboard.summary.$get()).json();
    expect(other.speaking).toMatchObject({ speeches: 0, milestones: [], nextMilestone: { id: "first-speech" } });
    expect(other.activity.map((item) => item.kind)).not.toContain("speech");
  });
});
