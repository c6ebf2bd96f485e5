/**
 * A meeting's report (docs/decisions/159): what it says and who may read it, the club's timing grace, and a tie
 * decided by the moderator.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import {
  makeAdmin,
  makeClubOfficer,
  type SignedIn,
  saveClubSettings,
  signedInMember,
} from "../../../../test/support/factories";
import {
  aRunningMeeting,
  at,
  endMeeting,
  type Meeting,
  reportOf,
  startTiming,
  stopTiming,
  uuid,
  ZONE,
} from "../../../../test/support/meeting-report";
import { aServerForEachTest, errorOf, type TestClient } from "../../../../test/support/server";
import { MINUTE } from "../../../domain/time";
import { events, meetingRuns, meetingVoteDecisions, meetingVotes, users } from "../../db/schema";
import { displayState } from "./display";

const server = aServerForEachTest();

describe("reading the report", () => {
  test("before the end: 409 in words; after: attendees, role holders, officers and admins read the report kept", async () => {
    const meeting = await aRunningMeeting(server);
    expect(await errorOf(await reportOf(meeting.attendee.client, meeting.eventId))).toMatchObject({
      status: 409,
      code: "MEETING_NOT_ENDED",
      message: "The report appears when the moderator ends the meeting.",
    });
    const ended = await (await endMeeting(meeting.moderator.client, meeting.eventId)).json();
    const officer = await signedInMember(server, "Olga");
    await makeClubOfficer(server, meeting.clubId, officer.user.id);
    const admin = await signedInMember(server, "Ada");
    await makeAdmin(server, admin.user.id);
    for (const reader of [meeting.attendee, meeting.timer, meeting.evaluator, officer, admin]) {
      const response = await reportOf(reader.client, meeting.eventId);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ meeting: ended.meeting, endedAt: ended.endedAt, report: ended.report });
    }
    // the report stays as it was at the end: a member renamed later keeps their name in it
    await server.db.update(users).set({ firstName: "Pamela" }).where(eq(users.id, meeting.pitcher.user.id));
    const kept = await (await reportOf(meeting.attendee.client, meeting.eventId)).json();
    expect(kept.report).toEqual(ended.report);
  });

  test("the event's own place wins over its club's", async () => {
    const meeting = await aRunningMeeting(server);
    await server.db.update(events).set({ location: "Town Hall, Room 2" }).where(eq(events.id, meeting.eventId));
    const ended = await (await endMeeting(meeting.moderator.client, meeting.eventId)).json();
    expect(ended.report.place).toBe("Town Hall, Room 2");
  });

  test("a report kept before it named the club, the place and the roles is completed when read", async () => {
    const meeting = await aRunningMeeting(server);
    const endedAt = new Date();
    const older = {
      title: "Club Night #212",
      when: "",
      agenda: { rows: [], plannedEnd: "", end: "", behindMinutes: 0, summary: "On plan" },
      speeches: [],
      fillers: [],
      evaluations: [],
      votes: [{ label: "Best Speaker", winners: ["Pia"], votes: 2, tie: false, line: "Best Speaker: Pia (2 votes)" }],
      attendance: 2,
    };
    await server.db.insert(meetingRuns).values({
      eventId: meeting.eventId,
      displayToken: uuid(),
      endedAt,
      votingClosedAt: endedAt,
      report: older as never,
    });
    const { report } = await (await reportOf(meeting.attendee.client, meeting.eventId)).json();
    expect(report.club).toBe(meeting.clubName);
    expect(report.place).toBe("Pier 3, Harbour Road");
    // in the order of the club's roles (the classic set: the Moderator first; docs/decisions/223)
    expect(report.roles.map((row: { role: string }) => row.role)).toEqual([
      "Moderator",
      "Pitcher",
      "Evaluator",
      "Timer",
    ]);
    expect(report.votes[0]).toMatchObject({ line: "Best Speaker: Pia (2 votes)", decidedBy: null });
  });

  test("a member who only sees the meeting is refused; one who does not see it finds nothing", async () => {
    const meeting = await aRunningMeeting(server);
    await endMeeting(meeting.moderator.client, meeting.eventId);
    expect(await errorOf(await reportOf(meeting.member.client, meeting.eventId))).toMatchObject({
      status: 403,
      code: "NOT_ALLOWED_IN_MEETING",
      message: "Only the meeting's attendees and role holders, and its club's officers, can read its report.",
    });
    const stranger = await signedInMember(server, "Sam");
    expect((await reportOf(stranger.client, meeting.eventId)).status).toBe(404);
    expect((await reportOf(server.client(), meeting.eventId)).status).toBe(401);
  });

  test("the event's page says when the viewer may open the report", async () => {
    const meeting = await aRunningMeeting(server);
    const details = async (client: TestClient) =>
      (await (await client.api.events[":id"].$get({ param: { id: meeting.eventId } })).json()).canReadReport;
    expect(await details(meeting.attendee.client)).toBe(false);
    await endMeeting(meeting.moderator.client, meeting.eventId);
    expect(await details(meeting.attendee.client)).toBe(true);
    expect(await details(meeting.moderator.client)).toBe(true);
    expect(await details(meeting.member.client)).toBe(false);
  });
});

describe("the club's timing grace", () => {
  test("the grace the officers save judges the next speech: 7:20 of 5–7 minutes is within with 30 s, over with 0 s", async () => {
    const meeting = await aRunningMeeting(server);
    const officer = await signedInMember(server, "Olga");
    await makeClubOfficer(server, meeting.clubId, officer.user.id);
    const time = async () => {
      const id = uuid();
      const base = Date.now() - 9 * MINUTE;
      await meeting.timer.client.api.meetings[":id"].timings.$post({
        param: { id: meeting.eventId },
        json: { id, speakerName: "Guest Gail", agendaItemId: meeting.items[1], at: at(base, 0) } as never,
      });
      return (await stopTiming(meeting, id, 440, base)).json();
    };
    expect(await time()).toMatchObject({ durationSeconds: 440, verdict: "within" });
    const saved = await saveClubSettings(officer, meeting.clubId, { timeZone: ZONE, graceSeconds: 0 });
    expect(saved.status).toBe(200);
    expect(await time()).toMatchObject({ durationSeconds: 440, verdict: "over" });
  });
});

describe("a tie decided by the moderator (decision 190)", () => {
  const decide = (member: SignedIn | undefined, meeting: Meeting, category: string, nomineeId: string) =>
    (member?.client ?? server.client()).api.meetings[":id"].votes[":category"].decision.$post({
      param: { id: meeting.eventId, category: category as "best-speaker" },
      json: { nomineeId },
    });
  const voting = (meeting: Meeting, state: "open" | "closed" | "revealed") =>
    meeting.moderator.client.api.meetings[":id"].voting.$post({ param: { id: meeting.eventId }, json: { state } });

  /** A running meeting whose first speech was timed; Best Speaker tied between Pia and Ann, Best Evaluator Eve's. */
  async function aTiedVote() {
    const meeting = await aRunningMeeting(server);
    const { eventId, pitcher, attendee, timer, evaluator } = meeting;
    const first = uuid();
    expect(
      (await startTiming(meeting, { id: first, speakerName: "Guest Gail", at: at(meeting.start, 60) })).status,
    ).toBe(201);
    await stopTiming(meeting, first, 120);
    await server.db.insert(meetingVotes).values([
      { eventId, voterId: attendee.user.id, category: "best-speaker", nomineeId: pitcher.user.id },
      { eventId, voterId: timer.user.id, category: "best-speaker", nomineeId: attendee.user.id },
      { eventId, voterId: attendee.user.id, category: "best-evaluator", nomineeId: evaluator.user.id },
    ]);
    return meeting;
  }

  test("only once voting is closed, only between the tied, only where there is a tie", async () => {
    const meeting = await aTiedVote();
    const { pitcher, evaluator, moderator } = meeting;
    expect(await errorOf(await decide(moderator, meeting, "best-speaker", pitcher.user.id))).toMatchObject({
      status: 409,
      code: "VOTING_OPEN",
      message: "Close voting before deciding a tie.",
    });
    expect((await voting(meeting, "closed")).status).toBe(200);
    expect(await errorOf(await decide(moderator, meeting, "best-speaker", evaluator.user.id))).toMatchObject({
      status: 400,
      code: "NOT_TIED",
      message: "Only a nominee tied for the most votes can be chosen.",
    });
    expect(await errorOf(await decide(moderator, meeting, "best-evaluator", evaluator.user.id))).toMatchObject({
      status: 409,
      code: "NO_TIE",
      message: "There is no tie to decide for Best Evaluator.",
    });
    expect((await decide(moderator, meeting, "best-hat", pitcher.user.id)).status).toBe(404);
    expect(await server.db.select().from(meetingVoteDecisions)).toEqual([]);
  });

  test("only the moderator, the club's officers and admins decide", async () => {
    const meeting = await aTiedVote();
    expect((await voting(meeting, "closed")).status).toBe(200);
    const pia = meeting.pitcher.user.id;
    for (const refused of [meeting.timer, meeting.attendee, meeting.pitcher, meeting.member]) {
      expect(await errorOf(await decide(refused, meeting, "best-speaker", pia))).toMatchObject({
        status: 403,
        code: "NOT_ALLOWED_IN_MEETING",
      });
    }
    expect((await decide(await signedInMember(server, "Sam"), meeting, "best-speaker", pia)).status).toBe(404);
    expect((await decide(undefined, meeting, "best-speaker", pia)).status).toBe(401);
    const admin = await signedInMember(server, "Ada");
    await makeAdmin(server, admin.user.id);
    expect((await decide(admin, meeting, "best-speaker", pia)).status).toBe(200);
  });

  test("recorded with who and when; the console, the display and the report name the one chosen and that it was decided", async () => {
    const meeting = await aTiedVote();
    const { eventId, pitcher, attendee, moderator } = meeting;
    expect((await voting(meeting, "closed")).status).toBe(200);
    const consoleResult = async (member: SignedIn) =>
      (await (await member.client.api.meetings[":id"].$get({ param: { id: eventId } })).json()).votes.categories[0]
        ?.result;
    expect(await consoleResult(moderator)).toMatchObject({ tie: true, decidedBy: null });

    const decided = await decide(moderator, meeting, "best-speaker", attendee.user.id);
    expect(decided.status).toBe(200);
    const first = await decided.json();
    expect(first).toMatchObject({
      category: "best-speaker",
      nomineeId: attendee.user.id,
      nomineeName: "Ann",
      decidedBy: "Mo",
    });
    const [row] = await server.db.select().from(meetingVoteDecisions).where(eq(meetingVoteDecisions.eventId, eventId));
    expect(row).toMatchObject({ nomineeId: attendee.user.id, decidedBy: moderator.user.id });
    // the same choice again is no new decision
    const again = await (await decide(moderator, meeting, "best-speaker", attendee.user.id)).json();
    expect(again.decidedAt).toBe(first.decidedAt);

    // an officer changes it: the latest choice counts, with who made it
    const officer = await signedInMember(server, "Olga");
    await makeClubOfficer(server, meeting.clubId, officer.user.id);
    expect((await decide(officer, meeting, "best-speaker", pitcher.user.id)).status).toBe(200);
    expect(await consoleResult(moderator)).toMatchObject({
      tie: false,
      decidedBy: "Olga",
      winners: [{ nomineeId: pitcher.user.id, name: "Pia", votes: 1 }],
      tied: [
        { nomineeId: attendee.user.id, name: "Ann", votes: 1 },
        { nomineeId: pitcher.user.id, name: "Pia", votes: 1 },
      ],
    });

    expect((await voting(meeting, "revealed")).status).toBe(200);
    const shown = await displayState(server.db, eventId);
    expect(shown.results?.[0]).toEqual({
      label: "Best Speaker",
      outcome: "Pia (1 vote, a tie decided by Olga)",
      winners: ["Pia"],
      decidedBy: "Olga",
    });

    const { report } = await (await endMeeting(moderator.client, eventId)).json();
    expect(report.votes[0]).toEqual({
      label: "Best Speaker",
      winners: ["Pia"],
      votes: 1,
      tie: false,
      decidedBy: "Olga",
      line: "Best Speaker: Pia (1 vote, a tie decided by Olga)",
    });
    // after the end nothing changes
    expect(await errorOf(await decide(moderator, meeting, "best-speaker", attendee.user.id))).toMatchObject({
      status: 409,
      code: "MEETING_ENDED",
    });
  });

  test("reopening the vote undoes the decision: the votes may change who is tied", async () => {
    const meeting = await aTiedVote();
    expect((await voting(meeting, "closed")).status).toBe(200);
    expect((await decide(meeting.moderator, meeting, "best-speaker", meeting.pitcher.user.id)).status).toBe(200);
    expect((await voting(meeting, "open")).status).toBe(200);
    expect(await server.db.select().from(meetingVoteDecisions)).toEqual([]);
  });
});
