/**
 * A meeting to end and report on (docs/decisions/159), shared by the report's tests: a private club meeting in
 * Berlin with its members signed in, what its console records, and the moderator's and the timer's calls.
 */
import { expect } from "vitest";
import { MINUTE } from "../../src/domain/time";
import { emptyEvaluation } from "../../src/domain/tools/evaluator";
import { eventAttendees, meetingEvaluations, meetingFillerCounts, meetingVotes } from "../../src/server/db/schema";
import type { SignedIn } from "./factories";
import { aPrivateClubMeeting } from "./private-meeting";
import type { TestClient, TestServer } from "./server";

export const ZONE = "Europe/Berlin";
export const uuid = () => crypto.randomUUID();

export type Meeting = {
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
export async function aRunningMeeting(server: TestServer): Promise<Meeting> {
  const start = Math.floor((Date.now() - 40 * MINUTE) / MINUTE) * MINUTE;
  const cast = {
    timer: ["Tim", "timer"],
    moderator: ["Mo", "moderator"],
    pitcher: ["Pia", "pitcher"],
    evaluator: ["Eve", "evaluator"],
    attendee: ["Ann"],
    member: ["Max"],
  } as const;
  const meeting = await aPrivateClubMeeting(server, cast, {
    club: { name: `Harbour ${uuid().slice(0, 6)}`, graceSeconds: 30, timeZone: ZONE, location: "Pier 3, Harbour Road" },
    title: "Club Night #212",
    eventDate: new Date(start),
    timeZone: ZONE,
    durationMinutes: 60,
  });
  // the pitcher attends too: still one e-mail
  await server.db.insert(eventAttendees).values([
    { eventId: meeting.eventId, userId: meeting.attendee.user.id },
    { eventId: meeting.eventId, userId: meeting.pitcher.user.id },
  ]);
  return { ...meeting, start };
}

export const at = (base: number, seconds: number) => new Date(base + seconds * 1000).toISOString();

export const endMeeting = (client: TestClient, eventId: string) =>
  client.api.meetings[":id"].end.$post({ param: { id: eventId } });
export const reportOf = (client: TestClient, eventId: string) =>
  client.api.meetings[":id"].report.$get({ param: { id: eventId } });

export const startItem = (meeting: Meeting, index: number, seconds: number) =>
  meeting.moderator.client.api.meetings[":id"].items[":itemId"].start.$post({
    param: { id: meeting.eventId, itemId: meeting.items[index] as string },
    json: { at: at(meeting.start, seconds) },
  });
export const startTiming = (meeting: Meeting, json: Record<string, unknown>) =>
  meeting.timer.client.api.meetings[":id"].timings.$post({ param: { id: meeting.eventId }, json: json as never });
/** Stops a speech `seconds` after `base` (the meeting's start unless given). */
export const stopTiming = (meeting: Meeting, timingId: string, seconds: number, base = meeting.start) =>
  meeting.timer.client.api.meetings[":id"].timings[":timingId"][":action"].$post({
    param: { id: meeting.eventId, timingId, action: "stop" },
    json: { actionId: uuid(), at: at(base, seconds) },
  });

/** What the meeting records: two items started, a pitch timed, Table Topics still being timed, counts, an evaluation, votes. */
export async function aRecordedMeeting(server: TestServer): Promise<Meeting & { running: string }> {
  const meeting = await aRunningMeeting(server);
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

export const reportMails = (server: TestServer) =>
  server.outbox().filter((mail) => mail.subject.startsWith("Meeting report:"));
