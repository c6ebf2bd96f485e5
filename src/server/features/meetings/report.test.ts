/**
 * Ending a meeting and its report (docs/decisions/159): what the report says, who may end it and read it, the e-mail
 * to every attendee and role holder, ending twice or at once, and the club's timing grace.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  aClub,
  anEventWithAgendaAndRoles,
  makeAdmin,
  makeClubOfficer,
  type SignedIn,
  saveClubSettings,
  signedInMember,
} from "../../../../test/support/factories";
import { mailArrives } from "../../../../test/support/mail";
import { createTestServer, errorOf, type TestClient, type TestServer } from "../../../../test/support/server";
import { zonedTime } from "../../../domain/events/time-zones";
import { MINUTE } from "../../../domain/time";
import { emptyEvaluation } from "../../../domain/tools/evaluator";
import {
  eventAttendees,
  events,
  mailQueue,
  meetingAgendas,
  meetingEvaluations,
  meetingFillerCounts,
  meetingRuns,
  meetingTimings,
  meetingVoteDecisions,
  meetingVotes,
  users,
} from "../../db/schema";
import { displayState } from "./display";

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

const ZONE = "Europe/Berlin";
const uuid = () => crypto.randomUUID();

type Meeting = {
  eventId: string;
  items: string[];
  clubId: string;
  clubName: string;
  /** The meeting's planned start, on a whole minute. */
  start: number;
  timer: SignedIn;
  moderator: SignedIn;
  pitcher: SignedIn;
  evaluator: SignedIn;
  /** Attends, holds no role. */
  attendee: SignedIn;
  /** A member of the club who neither attends nor holds a role. */
  member: SignedIn;
};

/** A private club meeting in Berlin that began 40 minutes ago: Opening (10 min), Prepared pitch (7), Table Topics (10). */
async function aRunningMeeting(): Promise<Meeting> {
  const [timer, moderator, pitcher, evaluator, attendee, member] = await Promise.all(
    ["Tim", "Mo", "Pia", "Eve", "Ann", "Max"].map((name) => signedInMember(server, name)),
  );
  if (!timer || !moderator || !pitcher || !evaluator || !attendee || !member) throw new Error("members not made");
  const club = await aClub(
    server,
    { name: `Harbour ${uuid().slice(0, 6)}`, graceSeconds: 30, timeZone: ZONE, location: "Pier 3, Harbour Road" },
    [timer, moderator, pitcher, evaluator, attendee, member].map(({ user }) => user.id),
  );
  const start = Math.floor((Date.now() - 40 * MINUTE) / MINUTE) * MINUTE;
  const { eventId, agendaItemIds } = await anEventWithAgendaAndRoles(server, {
    title: "Club Night #212",
    clubId: club.id,
    isPublic: false,
    eventDate: new Date(start),
    timeZone: ZONE,
    durationMinutes: 60,
    agenda: [
      "Opening",
      { title: "Prepared pitch", agendaType: "pitch", durationMinutes: 7 },
      { title: "Table Topics", agendaType: "qa" },
    ],
    roles: [
      { userId: timer.user.id, roleType: "timer" },
      { userId: moderator.user.id, roleType: "moderator" },
      { userId: pitcher.user.id, roleType: "pitcher" },
      { userId: evaluator.user.id, roleType: "evaluator" },
    ],
  });
  // the pitcher attends too: still one e-mail
  await server.db.insert(eventAttendees).values([
    { eventId, userId: attendee.user.id },
    { eventId, userId: pitcher.user.id },
  ]);
  return {
    eventId,
    items: agendaItemIds,
    clubId: club.id,
    clubName: club.name,
    start,
    timer,
    moderator,
    pitcher,
    evaluator,
    attendee,
    member,
  };
}

const at = (base: number, seconds: number) => new Date(base + seconds * 1000).toISOString();

const endMeeting = (client: TestClient, eventId: string) =>
  client.api.meetings[":id"].end.$post({ param: { id: eventId } });
const reportOf = (client: TestClient, eventId: string) =>
  client.api.meetings[":id"].report.$get({ param: { id: eventId } });

const startItem = (meeting: Meeting, index: number, seconds: number) =>
  meeting.moderator.client.api.meetings[":id"].items[":itemId"].start.$post({
    param: { id: meeting.eventId, itemId: meeting.items[index] as string },
    json: { at: at(meeting.start, seconds) },
  });
const startTiming = (meeting: Meeting, json: Record<string, unknown>) =>
  meeting.timer.client.api.meetings[":id"].timings.$post({ param: { id: meeting.eventId }, json: json as never });
/** Stops a speech `seconds` after `base` (the meeting's start unless given). */
const stopTiming = (meeting: Meeting, timingId: string, seconds: number, base = meeting.start) =>
  meeting.timer.client.api.meetings[":id"].timings[":timingId"][":action"].$post({
    param: { id: meeting.eventId, timingId, action: "stop" },
    json: { actionId: uuid(), at: at(base, seconds) },
  });

/** What the meeting records: two items started, a pitch timed, Table Topics still being timed, counts, an evaluation, votes. */
async function aRecordedMeeting(): Promise<Meeting & { running: string }> {
  const meeting = await aRunningMeeting();
  const { eventId, pitcher, evaluator, attendee, timer, moderator } = meeting;
  expect((await startItem(meeting, 0, 120)).status).toBe(200); // 2 min late
  expect((await startItem(meeting, 1, 15 * 60)).status).toBe(200); // 5 min late
  const pitch = uuid();
  await startTiming(meeting, {
    id: pitch,
    speakerUserId: pitcher.user.id,
    speechTitle: "Bridges",
    at: at(meeting.start, 15 * 60),
  });
  expect((await stopTiming(meeting, pitch, 15 * 60 + 389)).status).toBe(200); // 6:29 of 5–7 min
  expect((await startItem(meeting, 2, 25 * 60)).status).toBe(200);
  const running = uuid();
  const started = await startTiming(meeting, {
    id: running,
    speakerName: "Guest Gail",
    agendaItemId: meeting.items[2],
    at: at(meeting.start, 30 * 60),
  });
  expect(started.status).toBe(201);
  await server.db.insert(meetingFillerCounts).values([
    {
      eventId,
      speakerKey: `user:${pitcher.user.id}`,
      speakerUserId: pitcher.user.id,
      speakerName: "Pia",
      word: "Um",
      count: 3,
    },
    {
      eventId,
      speakerKey: `user:${pitcher.user.id}`,
      speakerUserId: pitcher.user.id,
      speakerName: "Pia",
      word: "Ah",
      count: 1,
    },
    { eventId, speakerKey: "name:guest gail", speakerName: "Guest Gail", word: "So", count: 2 },
  ]);
  await server.db.insert(meetingEvaluations).values({
    eventId,
    evaluatorUserId: evaluator.user.id,
    speakerUserId: pitcher.user.id,
    form: { ...emptyEvaluation(), speakerName: "Pia", speechTitle: "Bridges", positiveOpening: "A private note." },
  });
  await server.db.insert(meetingVotes).values([
    { eventId, voterId: attendee.user.id, category: "best-speaker", nomineeId: pitcher.user.id },
    { eventId, voterId: timer.user.id, category: "best-speaker", nomineeId: pitcher.user.id },
    { eventId, voterId: moderator.user.id, category: "best-speaker", nomineeId: attendee.user.id },
    { eventId, voterId: attendee.user.id, category: "best-evaluator", nomineeId: evaluator.user.id },
  ]);
  return { ...meeting, running };
}

const reportMails = () => server.outbox().filter((mail) => mail.subject.startsWith("Meeting report:"));

describe("ending the meeting", () => {
  test("the report: agenda planned against actual, speeches with verdicts, fillers, winners, evaluations, attendance", async () => {
    const meeting = await aRecordedMeeting();
    const response = await endMeeting(meeting.moderator.client, meeting.eventId);
    expect(response.status).toBe(200);
    const ended = await response.json();
    expect(ended.notified).toBe(5);
    expect(ended.meeting).toMatchObject({ id: meeting.eventId, title: "Club Night #212", timeZone: ZONE });
    const { report } = ended;

    const clock = (minutes: number) => zonedTime(new Date(meeting.start + minutes * MINUTE), ZONE).time;
    expect(report.title).toBe("Club Night #212");
    // the club, the place (the club's, the event naming none) and who held which role (decision 190)
    expect(report.club).toBe(meeting.clubName);
    expect(report.place).toBe("Pier 3, Harbour Road");
    expect(report.roles).toEqual([
      { role: "Pitcher", holders: ["Pia"] },
      { role: "Evaluator", holders: ["Eve"] },
      { role: "Moderator", holders: ["Mo"] },
      { role: "Timer", holders: ["Tim"] },
    ]);
    expect(report.when).toBe(
      `${zonedTime(new Date(meeting.start), ZONE).day} · ${clock(0)} ${zonedTime(new Date(meeting.start), ZONE).zone}`,
    );
    expect(report.agenda.rows).toEqual([
      { title: "Opening", planned: clock(0), actual: clock(2), lateMinutes: 2, status: "done" },
      { title: "Prepared pitch", planned: clock(10), actual: clock(15), lateMinutes: 5, status: "done" },
      { title: "Table Topics", planned: clock(17), actual: clock(25), lateMinutes: 8, status: "done" },
    ]);
    expect(report.agenda.plannedEnd).toMatch(new RegExp(`^${clock(27)} `));
    expect(report.agenda.behindMinutes).toBeGreaterThanOrEqual(12);

    expect(report.speeches).toHaveLength(2);
    expect(report.speeches[0]).toEqual({
      speaker: "Pia",
      title: "Bridges",
      duration: "6:29",
      durationSeconds: 389,
      verdict: "within",
      verdictLabel: "Within time",
      range: "5:00–7:00",
    });
    // the speech still being timed stops at the end: about ten minutes of a 1–2 minute Table Topics answer
    expect(report.speeches[1]).toMatchObject({ speaker: "Guest Gail", verdict: "over", range: "1:00–2:00" });
    expect(report.speeches[1]?.durationSeconds).toBeGreaterThanOrEqual(9 * 60);
    const [stopped] = await server.db.select().from(meetingTimings).where(eq(meetingTimings.id, meeting.running));
    expect(stopped).toMatchObject({ verdict: "over", runningSince: null });
    expect(stopped?.stoppedAt?.toISOString()).toBe(ended.endedAt);

    expect(report.fillers).toEqual([
      { speaker: "Guest Gail", counts: expect.objectContaining({ So: 2, Um: 0 }), total: 2 },
      { speaker: "Pia", counts: expect.objectContaining({ Um: 3, Ah: 1 }), total: 4 },
    ]);
    expect(report.evaluations).toEqual([{ evaluator: "Eve", speaker: "Pia" }]);
    expect(report.votes.map((vote: { line: string }) => vote.line)).toEqual([
      "Best Speaker: Pia (2 votes)",
      "Best Evaluator: Eve (1 vote)",
      "Best Table Topics Speaker: no votes",
    ]);
    expect(report.attendance).toBe(2);
    expect(JSON.stringify(report)).not.toContain("A private note.");
    expect(JSON.stringify(report)).not.toMatch(/@example\.com/);

    const [run] = await server.db.select().from(meetingRuns).where(eq(meetingRuns.eventId, meeting.eventId));
    expect(run?.endedAt?.toISOString()).toBe(ended.endedAt);
    expect(run?.votingClosedAt?.toISOString()).toBe(ended.endedAt);
    expect(run?.report).toEqual(report);
  });

  test("every attendee and role holder gets the report by e-mail once, with their name, the local time and a link", async () => {
    const meeting = await aRecordedMeeting();
    const officer = await signedInMember(server, "Olga");
    await makeClubOfficer(server, meeting.clubId, officer.user.id);
    expect((await endMeeting(officer.client, meeting.eventId)).status).toBe(200);
    const takingPart = [meeting.timer, meeting.moderator, meeting.pitcher, meeting.evaluator, meeting.attendee];
    await mailArrives(() => expect(reportMails()).toHaveLength(takingPart.length));
    const mails = reportMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(takingPart.map(({ user }) => user.email).sort());
    expect(mails.some((mail) => mail.to === meeting.member.user.email || mail.to === officer.user.email)).toBe(false);

    const mail = mails.find((each) => each.to === meeting.pitcher.user.email);
    if (!mail) throw new Error("no report mail to the pitcher");
    const { day, time, zone } = zonedTime(new Date(meeting.start), ZONE);
    expect(mail.subject).toBe(`Meeting report: Club Night #212 — ${day}`);
    expect(mail.text).toMatch(/^Hi Pia,/);
    expect(mail.text).toContain(`When: ${day} at ${time} ${zone} (Berlin)`);
    expect(mail.text).toContain('  Pia — "Bridges": 6:29, within time (5:00–7:00)');
    expect(mail.text).toContain("  Pia: 4 (Um 3, Ah 1)");
    expect(mail.text).toContain("  Eve evaluated Pia");
    expect(mail.text).toContain("  Best Speaker: Pia (2 votes)");
    expect(mail.text).toContain("Attendance: 2 attendees");
    expect(mail.text).toContain(`Club: ${meeting.clubName}\n`);
    expect(mail.text).toContain("Place: Pier 3, Harbour Road\n");
    expect(mail.text).toContain("Roles\n  Pitcher: Pia\n  Evaluator: Eve\n  Moderator: Mo\n  Timer: Tim\n");
    expect(mail.html).toContain("Moderator");
    expect(mail.html).toContain("Within time");
    const reportLink = `http://localhost:3000/dashboard/events/${meeting.eventId}/report`;
    expect(mail.links).toContain(reportLink);
    expect(mail.links).toContain("http://localhost:3000/dashboard/profile#mail-preferences");
    expect(mail.text).toContain("You receive this because you attended this meeting or held a role at it.");
  });

  test("ending twice: the second is refused and sends nothing again; nothing is recorded after the end", async () => {
    const meeting = await aRunningMeeting();
    expect((await endMeeting(meeting.moderator.client, meeting.eventId)).status).toBe(200);
    const again = await endMeeting(meeting.moderator.client, meeting.eventId);
    expect(await errorOf(again)).toMatchObject({
      status: 409,
      code: "MEETING_ENDED",
      message: "This meeting has ended: its record no longer changes.",
    });
    const queued = await server.db.select().from(mailQueue).where(eq(mailQueue.kind, "meeting-report"));
    expect(queued).toHaveLength(5);
    const late = await startTiming(meeting, { id: uuid(), speakerName: "Late Larry" });
    expect(await errorOf(late)).toMatchObject({ status: 409, code: "MEETING_ENDED" });
  });

  test("ends pressed at once make one report and one e-mail per person", async () => {
    const meeting = await aRecordedMeeting();
    const officer = await signedInMember(server, "Olga");
    await makeClubOfficer(server, meeting.clubId, officer.user.id);
    const clients = [meeting.moderator.client, officer.client, meeting.moderator.client, officer.client];
    const answers = await Promise.all(clients.map((client) => endMeeting(client, meeting.eventId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const queued = await server.db.select().from(mailQueue).where(eq(mailQueue.kind, "meeting-report"));
    expect(queued).toHaveLength(5);
    expect(new Set(queued.map((row) => row.toAddress)).size).toBe(5);
    await mailArrives(() => expect(reportMails()).toHaveLength(5));
    const timings = await server.db.select().from(meetingTimings).where(eq(meetingTimings.eventId, meeting.eventId));
    expect(timings.every((timing) => timing.stoppedAt !== null)).toBe(true);
  });

  test("only the moderator, the club's officers and admins end it", async () => {
    const meeting = await aRunningMeeting();
    for (const refused of [meeting.timer, meeting.attendee, meeting.member]) {
      expect(await errorOf(await endMeeting(refused.client, meeting.eventId))).toMatchObject({
        status: 403,
        code: "NOT_ALLOWED_IN_MEETING",
        message: "Only the meeting's moderator or an officer of its club can do that.",
      });
    }
    const stranger = await signedInMember(server, "Sam");
    expect((await endMeeting(stranger.client, meeting.eventId)).status).toBe(404);
    expect((await endMeeting(server.client(), meeting.eventId)).status).toBe(401);
    const admin = await signedInMember(server, "Ada");
    await makeAdmin(server, admin.user.id);
    expect((await endMeeting(admin.client, meeting.eventId)).status).toBe(200);
  });

  test("a meeting nobody ended can still be ended after its console closed: it ends when the console closed", async () => {
    const meeting = await aRunningMeeting();
    const start = Date.now() - 10 * 60 * MINUTE; // 60 minutes planned, console closed six hours after: 3 hours ago
    await server.db.update(meetingAgendas).set({ startedAt: null }).where(eq(meetingAgendas.eventId, meeting.eventId));
    await server.db
      .update(events)
      .set({ eventDate: new Date(start) })
      .where(eq(events.id, meeting.eventId));
    const response = await endMeeting(meeting.moderator.client, meeting.eventId);
    expect(response.status).toBe(200);
    expect((await response.json()).endedAt).toBe(new Date(start + 7 * 60 * MINUTE).toISOString());
  });
});

describe("reading the report", () => {
  test("before the end: 409 in words; after: attendees, role holders, officers and admins read the report kept", async () => {
    const meeting = await aRunningMeeting();
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
    const meeting = await aRunningMeeting();
    await server.db.update(events).set({ location: "Town Hall, Room 2" }).where(eq(events.id, meeting.eventId));
    const ended = await (await endMeeting(meeting.moderator.client, meeting.eventId)).json();
    expect(ended.report.place).toBe("Town Hall, Room 2");
  });

  test("a report kept before it named the club, the place and the roles is completed when read", async () => {
    const meeting = await aRunningMeeting();
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
    expect(report.roles.map((row: { role: string }) => row.role)).toEqual([
      "Pitcher",
      "Evaluator",
      "Moderator",
      "Timer",
    ]);
    expect(report.votes[0]).toMatchObject({ line: "Best Speaker: Pia (2 votes)", decidedBy: null });
  });

  test("a member who only sees the meeting is refused; one who does not see it finds nothing", async () => {
    const meeting = await aRunningMeeting();
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
    const meeting = await aRunningMeeting();
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
    const meeting = await aRunningMeeting();
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
    const meeting = await aRunningMeeting();
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
