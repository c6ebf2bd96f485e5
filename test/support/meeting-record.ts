/**
 * A meeting whose console records (docs/decisions/159), shared by the tests of filler words, evaluations and votes:
 * a private club meeting that began ten minutes ago, its members signed in, and the calls around it.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { MINUTE, SECOND } from "../../src/domain/time";
import { emptyEvaluation } from "../../src/domain/tools/evaluator";
import {
  eventAttendees,
  events,
  meetingEvaluations,
  meetingFillerCounts,
  meetingRoleAssignments,
  meetingRuns,
  meetingTimings,
  meetingVotes,
} from "../../src/server/db/schema";
import { firstSpeechTimed, makeClubOfficer, type SignedIn, signedInMember } from "./factories";
import { aPrivateClubMeeting } from "./private-meeting";
import type { TestClient, TestServer } from "./server";

export const uuid = () => crypto.randomUUID();

export type Meeting = {
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
export async function aRunningMeeting(server: TestServer): Promise<Meeting> {
  const cast = {
    moderator: ["Mo", "moderator"],
    ahCounter: ["Al", "ah_counter"],
    pitcher: ["Pia", "pitcher"],
    evaluator: ["Eva", "evaluator"],
    attendee: ["Ada"],
    member: ["Max"],
  } as const;
  const { assignmentIds, ...meeting } = await aPrivateClubMeeting(server, cast, {
    club: { name: `Harbour Speakers ${uuid().slice(0, 4)}` },
    title: "Harbour Club Night",
    eventDate: new Date(Date.now() - 10 * MINUTE),
    timeZone: "Europe/Berlin",
    durationMinutes: 90,
    agenda: ["Opening", "Prepared pitch", { title: "Table Topics", agendaType: "qa" }],
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
  await server.db.insert(eventAttendees).values({ eventId: meeting.eventId, userId: meeting.attendee.user.id });
  await firstSpeechTimed(server, meeting.eventId);
  return meeting;
}

/** The meeting now lies days ahead: its console does not record yet. */
export async function movedToNextWeek(server: TestServer, eventId: string) {
  await server.db
    .update(events)
    .set({ eventDate: new Date(Date.now() + 7 * 24 * 60 * MINUTE) })
    .where(eq(events.id, eventId));
}

export async function consoleOf(client: TestClient, eventId: string) {
  const response = await client.api.meetings[":id"].$get({ param: { id: eventId } });
  expect(response.status).toBe(200);
  return response.json();
}

export async function anOfficer(server: TestServer, meeting: Meeting) {
  const officer = await signedInMember(server, "Olga");
  await makeClubOfficer(server, meeting.clubId, officer.user.id);
  return officer;
}

// ---- filler words ---------------------------------------------------------------------------------------------

/** Pia's speech as her record shows it after `aRecordedSpeech` with `ums` "Um". */
export const recordedSpeechLine = (ums = 4) => ({
  speechTitle: "Bridges",
  project: "Ice Breaker",
  range: { min: 4, max: 6 },
  durationSeconds: 330,
  verdict: "within",
  fillers: ums + 3,
});

/**
 * Pia's speech "Bridges" (4–6 min) at the running meeting: 5:30 within time, `ums` "Um" and 3 "So", evaluated by Eva
 * (clarity 4, eye contact 3) with `opening` as its opening, voted best speaker by two, and Pia's vote for Eva as best
 * evaluator; voting closed and the results revealed.
 */
export async function aRecordedSpeech(
  server: TestServer,
  { ums = 4, opening = "A gripping opening story." } = {},
): Promise<Meeting> {
  const meeting = await aRunningMeeting(server);
  const { eventId, pitcher, evaluator, attendee, member } = meeting;
  const startedAt = new Date(Date.now() - 8 * MINUTE);
  await server.db.insert(meetingTimings).values({
    id: uuid(),
    eventId,
    speakerUserId: pitcher.user.id,
    speakerName: "Pia",
    speechTitle: "Bridges",
    greenSeconds: 240,
    yellowSeconds: 300,
    redSeconds: 360,
    graceSeconds: 30,
    startedAt,
    stoppedAt: new Date(startedAt.getTime() + 330 * SECOND),
    bankedMs: 330 * SECOND,
    durationSeconds: 330,
    verdict: "within",
  });
  const speaker = {
    eventId,
    speakerKey: `user:${pitcher.user.id}`,
    speakerUserId: pitcher.user.id,
    speakerName: "Pia",
  };
  await server.db.insert(meetingFillerCounts).values([
    { ...speaker, word: "Um", count: ums },
    { ...speaker, word: "So", count: 3 },
  ]);
  const empty = emptyEvaluation();
  await server.db.insert(meetingEvaluations).values({
    eventId,
    evaluatorUserId: evaluator.user.id,
    speakerUserId: pitcher.user.id,
    form: {
      ...empty,
      speakerName: "Pia",
      speechTitle: "Bridges",
      positiveOpening: opening,
      ratings: { ...empty.ratings, clarity: { score: 4, feedback: "Clear" }, eyeContact: { score: 3, feedback: "" } },
      improvementPoints: "Pause after the question.",
      positiveClosing: "More of this.",
    },
  });
  await server.db.insert(meetingVotes).values([
    { eventId, voterId: attendee.user.id, category: "best-speaker", nomineeId: pitcher.user.id },
    { eventId, voterId: member.user.id, category: "best-speaker", nomineeId: pitcher.user.id },
    { eventId, voterId: pitcher.user.id, category: "best-evaluator", nomineeId: evaluator.user.id },
  ]);
  await server.db
    .insert(meetingRuns)
    .values({ eventId, displayToken: uuid(), votingClosedAt: new Date(), resultsRevealedAt: new Date() });
  return meeting;
}
