/**
 * Votes on a meeting's console (docs/decisions/159): one per member and category whatever arrives at once, until
 * voting closes.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { anOfficer, aRunningMeeting, consoleOf, uuid } from "../../../../test/support/meeting-record";
import { aServerForEachTest, errorOf, type TestClient } from "../../../../test/support/server";
import { VOTING_MESSAGES } from "../../../domain/meetings/nominees";
import { VOTE_MESSAGES } from "../../../domain/meetings/votes";
import { meetingTimings, meetingVotes } from "../../db/schema";

const server = aServerForEachTest();

type Category = "best-speaker" | "best-evaluator" | "best-table-topics";
const vote = (client: TestClient, eventId: string, category: Category, nomineeId: string) =>
  client.api.meetings[":id"].votes[":category"].$put({ param: { id: eventId, category }, json: { nomineeId } });
const voting = (client: TestClient, eventId: string, state: "open" | "closed" | "revealed") =>
  client.api.meetings[":id"].voting.$post({ param: { id: eventId }, json: { state } });

describe("votes", () => {
  test("attendees and role holders vote for the nominees of each category, never for themselves", async () => {
    const meeting = await aRunningMeeting(server);
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
    const meeting = await aRunningMeeting(server);
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
    const meeting = await aRunningMeeting(server);
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
    const meeting = await aRunningMeeting(server);
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
    const meeting = await aRunningMeeting(server);
    const officer = await anOfficer(server, meeting);
    expect((await voting(officer.client, meeting.eventId, "closed")).status).toBe(200);
  });
});
