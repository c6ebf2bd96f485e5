// The authorization matrix: every route of the API, as the app lists it, asked by seven actors — a visitor, a member
// of club A, a member of another club (B), an officer of club A, an officer of club B, a member holding a
// network-wide Leadership Central grant, and an admin — with the status each must get. A route added to the app without an entry here, or an entry for a route that is gone,
// fails the first test, so no route can be forgotten.
//
// Left out: Better Auth's own handler (/api/auth/*: sign-up, sign-in, verification, password, sessions, OAuth),
// covered by src/server/auth.test.ts and test/google-sign-in.test.ts, and the app's middleware/wildcard entries.
// Expected statuses are the product's roles and permissions (docs/features.md, "Authorization"): visitors read
// public things; members act on their own things; a club's private event exists only for its members (and admins);
// Leadership Central needs a grant or a club's office (decisions 041, 139: an admin without one is refused too); a
// club's officers are changed by its officers and admins; admin routes need admin.
//
// One file, long on purpose: it is one table (a row per route, a column per actor) that is read and reviewed as a
// whole, next to the routes it checks; split, a forgotten route could hide between the parts.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, inArray, max } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLASSIC_ROLE_SET } from "../src/domain/clubs/role-set";
import { newCertificateNumber } from "../src/domain/learning/certificate-numbers";
import { findGoalProgram, findModuleProgram } from "../src/domain/learning/programs";
import type { MeetingReport } from "../src/domain/meetings/report";
import {
  agendaTemplateItems,
  agendaTemplates,
  certificateClaims,
  clubOfficers,
  courseLessons,
  courseModules,
  courses,
  eventAttendees,
  invitations,
  jobs,
  leadershipAccess,
  mailPreferences,
  meetingAgendas,
  meetingGuests,
  meetingRoleAssignments,
  meetingRuns,
  meetingTimings,
  meetingVotes,
  memberAbsences,
  memberships,
  moduleProgress,
  pathways,
  pitches,
  recordPrivacy,
  roleOffers,
  userPathways,
} from "../src/server/db/schema";
import { issueAccessKey } from "../src/server/features/leadership/access-keys";
import { roleLinkToken } from "../src/server/features/roles/links";
import { offerLinkToken } from "../src/server/features/roles/offer-links";
import { unsubscribeToken } from "../src/server/mail/unsubscribe-token";
import { aClub, anEvent, dayFromNow, firstSpeechTimed, makeAdmin, people } from "./support/factories";
import { createTestServer, type TestClient, type TestServer } from "./support/server";

const ACTORS = ["visitor", "member", "otherClubMember", "officer", "otherClubOfficer", "leader", "admin"] as const;
type Actor = (typeof ACTORS)[number];
type Statuses = Record<Actor, number>;

// ---- who gets what -------------------------------------------------------------------------------------------

/** Public: the same answer for everyone, signed in or not. */
const everyone = (status: number): Statuses => ({
  visitor: status,
  member: status,
  otherClubMember: status,
  officer: status,
  otherClubOfficer: status,
  leader: status,
  admin: status,
});
/** Any signed-in member, acting on their own data; a visitor must sign in. */
const signedIn = (status: number): Statuses => ({ ...everyone(status), visitor: 401 });
const adminOnly = (status: number): Statuses => ({
  visitor: 401,
  member: 403,
  otherClubMember: 403,
  officer: 403,
  otherClubOfficer: 403,
  leader: 403,
  admin: status,
});
/** Leadership Central: a grant, a club's office or being an admin (decisions 139, 178). */
const leadersOnly = (status: number): Statuses => ({
  visitor: 401,
  member: 403,
  otherClubMember: 403,
  officer: status,
  otherClubOfficer: status,
  leader: status,
  admin: status,
});
/** Club A's overview in Leadership Central (decision 178): its officers, the network-wide grant and admins. */
const clubAOverview = (status: number): Statuses => ({ ...leadersOnly(status), otherClubOfficer: 403 });
/** Announcements (decision 147): club A's officers to club A; the network-wide grant and admins to any club. */
const announcesToClubA = (status: number): Statuses => ({
  visitor: 401,
  member: 403,
  otherClubMember: 403,
  officer: status,
  otherClubOfficer: 403,
  leader: status,
  admin: status,
});
/** …and to the whole network: the network-wide grant and admins only. */
const announcesNetworkWide = (status: number): Statuses => ({ ...announcesToClubA(status), officer: 403 });
/** E-mailing a private meeting's agenda of club A (decision 149): its officers and admins; others do not see it. */
const clubAOfficersMail = (status: number): Statuses => ({ ...clubAWrites(403), officer: status, admin: status });
/** A private event of club A: its members and admins see it; to anyone else it does not exist (decision 051). */
const clubAReads = (status: number): Statuses => ({
  visitor: 404,
  member: status,
  otherClubMember: 404,
  officer: status,
  otherClubOfficer: 404,
  leader: 404,
  admin: status,
});
/** The same for a write: a visitor is told to sign in first. */
const clubAWrites = (status: number): Statuses => ({ ...clubAReads(status), visitor: 401 });
/** Club A's officers: changed by its officers and admins; seen by its members too. */
const clubAOfficersChange = (status: number): Statuses => ({ ...adminOnly(status), officer: status });
const clubAOfficersRead = (status: number): Statuses => ({ ...clubAOfficersChange(status), member: status });
/** Who plans events (decision 140): admins and club officers (for their own clubs); anyone else signed in 403. */
const eventPlanners = (status: number): Statuses => ({ ...clubAOfficersChange(status), otherClubOfficer: status });
/** Changing a private event of club A: its officers and admins; those who cannot see it get 404, its members 403. */
const clubAPrivateEventChange = (status: number): Statuses => ({
  ...clubAWrites(status),
  member: 403,
  officer: status,
});
/** Who runs a club A meeting's console (decision 159): its officers and admins (nobody here holds a role). */
const meetingRunners = (status: number, isPublic: boolean): Statuses => ({
  ...(isPublic ? signedIn(403) : clubAWrites(403)),
  officer: status,
  admin: status,
});
/**
 * Who reads a club A meeting's report (decision 159): its attendees (club A's member attends), role holders, the
 * club's officers and admins; others who see the meeting 403, those who do not 404.
 */
const reportReaders = (status: number, isPublic: boolean): Statuses => ({
  ...meetingRunners(status, isPublic),
  member: status,
});
/**
 * Who edits a club A meeting's agenda (decision 163): its officers, its moderator and admins. Club A's plain member
 * and members of no club or other clubs get 403 where they see the meeting; a members-only meeting stays 404 to them.
 */
const agendaEditors = (status: number, isPublic: boolean): Statuses => ({
  ...(isPublic ? signedIn(403) : clubAWrites(403)),
  officer: status,
  admin: status,
});
/** …and with club A's member holding the meeting's Moderator role. */
const agendaEditorsWithModerator = (status: number): Statuses => ({ ...agendaEditors(status, true), member: status });
/** An event without a club, created by club A's member: its creator and admins edit its agenda (decision 163). */
const creatorAndAdmins = (status: number): Statuses => ({ ...signedIn(403), member: status, admin: status });

/** Something the member owns (a pitch): anyone else's is "not found", never shown. */
const memberOwns = (status: number): Statuses => ({
  visitor: 401,
  member: status,
  otherClubMember: 404,
  officer: 404,
  otherClubOfficer: 404,
  leader: 404,
  admin: 404,
});

// ---- the world the calls act on ------------------------------------------------------------------------------

type World = {
  server: TestServer;
  clients: Record<Actor, TestClient>;
  ids: Record<Actor, string | undefined>;
  clubA: string;
  clubB: string;
  /** A public event of club A: open to everyone. */
  publicEvent: string;
  /** A private event of club A (is_public false). */
  privateEvent: string;
  startPathway: string;
  progressPathway: string;
  openCourse: string;
  previewLesson: string;
  lockedLesson: string;
  memberPitch: string;
};

/** A new open invitation to a new club (accepting it changes no other route's answer), sent by the admin. */
async function anInvitation(world: World): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await world.server.db.insert(invitations).values({
    senderId: world.ids.admin as string,
    email: "guest@example.com",
    clubId: await newClub(world),
    tokenHash: createHash("sha256").update(token).digest("hex"),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

type Call = { params?: Record<string, string>; body?: unknown; query?: string };
type Case = {
  /** What the call acts on, e.g. "a private event of club A". */
  on: string;
  /** The path parameters and body for this actor (fresh fixtures are made here when the call consumes them). */
  call: (world: World, actor: Actor) => Call | Promise<Call>;
  expect: Statuses;
  /** Undo what an allowed call changed that would alter the other routes' answers. */
  after?: (world: World, actor: Actor) => Promise<void>;
  /** For a list: who finds this text (an id) in the answer, e.g. a members-only meeting among the events. */
  shows?: { text: (world: World) => string; to: Record<Actor, boolean> };
};

let sequence = 0;
const unique = (label: string) => `${label} ${++sequence}-${randomUUID().slice(0, 6)}`;

async function newClub(world: Pick<World, "server">, name = unique("Club")): Promise<string> {
  return (await aClub(world.server, { name })).id;
}

const newEvent = (world: Pick<World, "server">, values: { clubId: string; isPublic: boolean }) =>
  anEvent(world.server, { title: unique("Club Night"), ...values });

const newPublicEvent = (world: World) => newEvent(world, { clubId: world.clubA, isPublic: true });
const newPrivateEvent = (world: World) => newEvent(world, { clubId: world.clubA, isPublic: false });

async function newAgendaItem(world: World, eventId: string): Promise<string> {
  const { db } = world.server;
  const [last] = await db
    .select({ value: max(meetingAgendas.orderIndex) })
    .from(meetingAgendas)
    .where(eq(meetingAgendas.eventId, eventId));
  const [item] = await db
    .insert(meetingAgendas)
    .values({ eventId, title: "Opening", orderIndex: (last?.value ?? 0) + 1 })
    .returning({ id: meetingAgendas.id });
  if (!item) throw new Error("agenda item not inserted");
  return item.id;
}

/** A new public meeting of club A whose Moderator is club A's member; its id. */
async function meetingModeratedByMember(world: World): Promise<string> {
  const eventId = await newPublicEvent(world);
  await world.server.db
    .insert(meetingRoleAssignments)
    .values({ eventId, userId: world.ids.member as string, roleType: "moderator" });
  return eventId;
}

/** A new event without a club, created by club A's member; its id. */
const eventCreatedByMember = (world: World) =>
  anEvent(world.server, { title: unique("Open Evening"), createdBy: world.ids.member as string });

/** The ids of an event's agenda items in their order (two new items first, so a reorder has something to move). */
async function agendaItemIds(world: World, eventId: string): Promise<string[]> {
  await newAgendaItem(world, eventId);
  await newAgendaItem(world, eventId);
  const items = await world.server.db
    .select({ id: meetingAgendas.id })
    .from(meetingAgendas)
    .where(eq(meetingAgendas.eventId, eventId))
    .orderBy(asc(meetingAgendas.orderIndex));
  return items.map((item) => item.id);
}

/** The member takes the Timer role at this event; the call names that assignment. */
async function memberAssignment(world: World, eventId: string): Promise<Call> {
  const [assignment] = await world.server.db
    .insert(meetingRoleAssignments)
    .values({ eventId, userId: world.ids.member as string, roleType: "timer" })
    .returning({ id: meetingRoleAssignments.id });
  if (!assignment) throw new Error("assignment not inserted");
  return { params: { id: eventId, assignmentId: assignment.id } };
}

/** A member of another club takes the Timer role at this (public) event; the call names that assignment. */
async function otherClubMemberAssignment(world: World, eventId: string): Promise<Call> {
  const [assignment] = await world.server.db
    .insert(meetingRoleAssignments)
    .values({ eventId, userId: world.ids.otherClubMember as string, roleType: "timer" })
    .returning({ id: meetingRoleAssignments.id });
  if (!assignment) throw new Error("assignment not inserted");
  return { params: { id: eventId, assignmentId: assignment.id } };
}

/** A new agenda template of club A, with one item; its id. */
async function newTemplate(world: World): Promise<string> {
  const { db } = world.server;
  const [template] = await db
    .insert(agendaTemplates)
    .values({ clubId: world.clubA, name: unique("Template") })
    .returning({ id: agendaTemplates.id });
  if (!template) throw new Error("template not inserted");
  await db
    .insert(agendaTemplateItems)
    .values({ templateId: template.id, position: 1, title: "Opening", durationMinutes: 5 });
  return template.id;
}

const aTemplate = { name: "Classic club meeting", items: [{ title: "Opening", durationMinutes: 5 }] };

/** The member holds a pitcher's role at this event; the call names that assignment. */
async function memberSpeaker(world: World, eventId: string): Promise<Call> {
  const [assignment] = await world.server.db
    .insert(meetingRoleAssignments)
    .values({ eventId, userId: world.ids.member as string, roleType: "pitcher" })
    .returning({ id: meetingRoleAssignments.id });
  if (!assignment) throw new Error("assignment not inserted");
  return { params: { id: eventId, assignmentId: assignment.id } };
}

/** The member evaluates at this event, where someone else speaks; the call pairs them. */
async function memberEvaluatorPairing(world: World, eventId: string): Promise<Call> {
  const [speakerId = ""] = await people(world.server, [unique("speaker").replaceAll(" ", "-")]);
  const [evaluator, speaker] = await world.server.db
    .insert(meetingRoleAssignments)
    .values([
      { eventId, userId: world.ids.member as string, roleType: "evaluator" },
      { eventId, userId: speakerId, roleType: "pitcher" },
    ])
    .returning({ id: meetingRoleAssignments.id });
  if (!evaluator || !speaker) throw new Error("assignments not inserted");
  return { params: { id: eventId, assignmentId: evaluator.id }, body: { speakerAssignmentId: speaker.id } };
}

const speechDetails = { title: "Why Bridges Sing", project: { kind: "other", title: "Ice Breaker" } };
/** Speech details and pairings (decisions 145, 146): the holder, the event's club's officers and admins. */
const holderOrClubAManagers = (status: number): Statuses => ({
  ...adminOnly(status),
  officer: status,
  member: status,
});
const holderOrClubAManagersPrivate = (status: number): Statuses => ({
  ...clubAWrites(status),
  member: status,
  officer: status,
});

async function newMemberPitch(world: World): Promise<string> {
  const [pitch] = await world.server.db
    .insert(pitches)
    .values({
      userId: world.ids.member as string,
      certificationId: 1,
      goalId: "personal-story",
      title: "Evening hours",
      content: "Forty students wait outside a closed door.",
    })
    .returning({ id: pitches.id });
  if (!pitch) throw new Error("pitch not inserted");
  return pitch.id;
}

/** Away dates the member planned (decision 156); their id. */
async function newMemberAbsence(world: World): Promise<string> {
  const [absence] = await world.server.db
    .insert(memberAbsences)
    .values({ userId: world.ids.member as string, firstDay: dayFromNow(10), lastDay: dayFromNow(12) })
    .returning({ id: memberAbsences.id });
  if (!absence) throw new Error("absence not inserted");
  return absence.id;
}

/** Every goal of program 1 filled with the actor's pitches, so the certificate may be claimed. */
async function completeProgramOne(world: World, actor: Actor) {
  const userId = world.ids[actor];
  const program = findGoalProgram(1);
  if (!userId || !program) return;
  await world.server.db.insert(pitches).values(
    program.goals.flatMap((goal) =>
      Array.from({ length: goal.presentationsRequired }, (_, index) => ({
        userId,
        certificationId: 1,
        goalId: goal.id,
        title: `${goal.title} ${index + 1}`,
        content: "Practised and delivered.",
      })),
    ),
  );
}

const MODULE_PROGRAM = 3;
const firstModule = () => String(findModuleProgram(MODULE_PROGRAM)?.modules[0]?.id ?? 1);

/** The member's unsubscribe link for club A's agendas, as their mail carries it. */
const unsubscribeLink = (world: World): Call => ({
  query: `token=${unsubscribeToken(world.server.config.authSecret, {
    memberId: world.ids.member as string,
    clubId: world.clubA,
    kind: "agendas",
  })}`,
});

/** The member's reminder link for their timer role at a new public event, as their mail carries it. */
const roleLink =
  (action: "confirm" | "release" | "decline") =>
  async (world: World): Promise<Call> => {
    const eventDate = new Date(Date.now() + 3 * 86_400_000);
    const eventId = await newPublicEvent(world);
    const { params } = await memberAssignment(world, eventId);
    const token = roleLinkToken(world.server.config.authSecret, {
      action,
      eventId,
      assignmentId: params?.assignmentId as string,
      memberId: world.ids.member as string,
      expiresAt: eventDate,
    });
    return { query: `token=${token}` };
  };

/** An open proposal by club A's officer to the member, of the timer role at a new public event of club A. */
async function proposalToMember(world: World): Promise<Call> {
  const eventId = await newPublicEvent(world);
  const [offer] = await world.server.db
    .insert(roleOffers)
    .values({
      eventId,
      roleType: "timer",
      kind: "assignment",
      fromUserId: world.ids.officer as string,
      toUserId: world.ids.member as string,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: roleOffers.id });
  return { params: { id: eventId, offerId: offer?.id as string } };
}

/** The member's link answering such a proposal, as the offer's e-mail carries it. */
const offerLink =
  (answer: "accept" | "decline") =>
  async (world: World): Promise<Call> => {
    const { params } = await proposalToMember(world);
    const token = offerLinkToken(world.server.config.authSecret, {
      answer,
      offerId: params?.offerId as string,
      memberId: world.ids.member as string,
    });
    return { query: `token=${token}` };
  };

/** A new event of club A whose timer role someone else holds (full), for its waitlist; its id. */
async function eventWithFullTimer(world: World, isPublic: boolean): Promise<string> {
  const eventId = await newEvent(world, { clubId: world.clubA, isPublic });
  const [holder] = await people(world.server, [unique("holder").replace(/\W/g, "")]);
  await world.server.db.insert(meetingRoleAssignments).values({ eventId, userId: holder as string, roleType: "timer" });
  return eventId;
}

/** A role reminder that used up its tries (its key names no assignment, so a retry sends nothing); its id. */
async function failedJob(world: World): Promise<string> {
  const [job] = await world.server.db
    .insert(jobs)
    .values({ kind: "role.reminder", key: randomUUID(), state: "failed", attempts: 8, lastError: "timeout" })
    .returning({ id: jobs.id });
  if (!job) throw new Error("job not inserted");
  return job.id;
}

/** A meeting of club A that began ten minutes ago (its console records), with one agenda item; ids. */
async function runningMeeting(world: World, isPublic: boolean): Promise<{ id: string; itemId: string }> {
  const id = await anEvent(world.server, {
    title: unique("Club Night"),
    clubId: world.clubA,
    isPublic,
    eventDate: new Date(Date.now() - 10 * 60_000),
  });
  return { id, itemId: await newAgendaItem(world, id) };
}

/** A running meeting of club A whose vote is open; its id. */
async function meetingVoting(world: World, isPublic: boolean): Promise<string> {
  const { id } = await runningMeeting(world, isPublic);
  await firstSpeechTimed(world.server, id);
  return id;
}

/** A running meeting of club A where club A's member holds `roleType` (the Sergeant at Arms, the moderator); its id. */
async function runningMeetingHeldBy(world: World, roleType: string): Promise<string> {
  const { id } = await runningMeeting(world, true);
  await world.server.db
    .insert(meetingRoleAssignments)
    .values({ eventId: id, userId: world.ids.member as string, roleType });
  return id;
}

/** A guest at a running meeting of club A; the call names the meeting and the guest. */
async function guestAtMeeting(world: World, isPublic: boolean): Promise<Call> {
  const { id } = await runningMeeting(world, isPublic);
  const guestId = randomUUID();
  await world.server.db.insert(meetingGuests).values({ id: guestId, eventId: id, name: "Guest Visitor" });
  return { params: { id, guestId }, body: { roleType: "table_topics_speaker" } };
}

/** A meeting of club A that has ended with its report, attended by club A's member; its id. */
async function endedMeeting(world: World, isPublic: boolean): Promise<string> {
  const { id } = await runningMeeting(world, isPublic);
  await world.server.db.insert(eventAttendees).values({ eventId: id, userId: world.ids.member as string });
  const endedAt = new Date();
  const report: MeetingReport = {
    title: "Club Night",
    club: null,
    when: "",
    place: null,
    roles: [],
    agenda: { rows: [], plannedEnd: "", end: "", behindMinutes: 0, summary: "On plan" },
    speeches: [],
    fillers: [],
    evaluations: [],
    votes: [],
    attendance: 1,
  };
  await world.server.db
    .insert(meetingRuns)
    .values({ eventId: id, displayToken: randomUUID(), endedAt, votingClosedAt: endedAt, report });
  return id;
}

/** A speech being timed at such a meeting; the path parameters to stop it. */
async function timedSpeech(world: World, isPublic: boolean): Promise<Call> {
  const { id } = await runningMeeting(world, isPublic);
  const timingId = randomUUID();
  await world.server.db.insert(meetingTimings).values({
    id: timingId,
    eventId: id,
    speakerName: "Guest",
    greenSeconds: 60,
    yellowSeconds: 90,
    redSeconds: 120,
    graceSeconds: 30,
    startedAt: new Date(),
    runningSince: new Date(),
  });
  return { params: { id, timingId, action: "stop" }, body: { actionId: randomUUID() } };
}

/** The display link's token of a private meeting of club A. */
async function displayToken(world: World): Promise<string> {
  const { id } = await runningMeeting(world, false);
  const token = randomUUID();
  await world.server.db.insert(meetingRuns).values({ eventId: id, displayToken: token });
  return `${id}?${token}`;
}

/** A running meeting of club A where the member evaluates a speaker (a pitcher they are paired with). */
async function memberEvaluatesAtMeeting(world: World, isPublic: boolean): Promise<Call> {
  const id = await meetingVoting(world, isPublic);
  const [speakerId = ""] = await people(world.server, [unique("speaker").replace(/\W/g, "")]);
  const [pitch] = await world.server.db
    .insert(meetingRoleAssignments)
    .values({ eventId: id, userId: speakerId, roleType: "pitcher" })
    .returning({ id: meetingRoleAssignments.id });
  await world.server.db.insert(meetingRoleAssignments).values({
    eventId: id,
    userId: world.ids.member as string,
    roleType: "evaluator",
    evaluatesAssignmentId: pitch?.id,
  });
  return { params: { id, speakerUserId: speakerId }, body: anEvaluation };
}

const anEvaluation = {
  speakerName: "Pia",
  speechTitle: "Bridges",
  positiveOpening: "A gripping story.",
  ratings: Object.fromEntries(
    ["clarity", "vocalVariety", "eyeContact", "gestures", "comfortLevel", "interest", "audienceAwareness"].map(
      (key) => [key, { score: 4, feedback: "" }],
    ),
  ),
  improvementPoints: "",
  positiveClosing: "Keep going.",
};

/** A running meeting of club A that a new person attended; the call attaches `body` (made for them) to it. */
async function attachAtMeeting(
  world: World,
  isPublic: boolean,
  body: (speakerUserId: string) => object,
): Promise<Call> {
  const { id } = await runningMeeting(world, isPublic);
  const [speakerId = ""] = await people(world.server, [unique("speaker").replace(/\W/g, "")]);
  await world.server.db.insert(eventAttendees).values({ eventId: id, userId: speakerId });
  return { params: { id }, body: body(speakerId) };
}

const aTimerLog = () => ({
  entryId: randomUUID(),
  speechType: "Project Speech",
  durationSeconds: 330,
  loggedAt: new Date().toISOString(),
});

/** Who attaches a tool's entry to a club A meeting (decision 244): its active members (its officer is one) and admins. */
const attachers = (status: number, isPublic: boolean): Statuses => ({
  ...(isPublic ? signedIn(403) : clubAWrites(403)),
  member: status,
  officer: status,
  admin: status,
});

/** A running meeting of club A with a speaker to vote for; those in `attending` mark that they attend. */
async function voteAtMeeting(world: World, isPublic: boolean, attending: Array<string | undefined>): Promise<Call> {
  const id = await meetingVoting(world, isPublic);
  const [speakerId = ""] = await people(world.server, [unique("speaker").replace(/\W/g, "")]);
  await world.server.db.insert(meetingRoleAssignments).values({ eventId: id, userId: speakerId, roleType: "pitcher" });
  const attendees = attending.filter((userId) => userId !== undefined);
  if (attendees.length > 0) {
    await world.server.db.insert(eventAttendees).values(attendees.map((userId) => ({ eventId: id, userId })));
  }
  return { params: { id, category: "best-speaker" }, body: { nomineeId: speakerId } };
}

/**
 * A running meeting of club A whose vote is closed with Best Speaker tied between two speakers (decision 190); the
 * call chooses the first.
 */
async function tiedVoteAtMeeting(world: World, isPublic: boolean): Promise<Call> {
  const id = await meetingVoting(world, isPublic);
  const [first = "", second = "", voter1 = "", voter2 = ""] = await people(
    world.server,
    ["first", "second", "voterone", "votertwo"].map((name) => unique(name).replace(/\W/g, "")),
  );
  await world.server.db.insert(meetingRoleAssignments).values([
    { eventId: id, userId: first, roleType: "pitcher" },
    { eventId: id, userId: second, roleType: "pitcher" },
  ]);
  await world.server.db.insert(meetingVotes).values([
    { eventId: id, voterId: voter1, category: "best-speaker", nomineeId: first },
    { eventId: id, voterId: voter2, category: "best-speaker", nomineeId: second },
  ]);
  await world.server.db
    .insert(meetingRuns)
    .values({ eventId: id, displayToken: randomUUID(), votingClosedAt: new Date() });
  return { params: { id, category: "best-speaker" }, body: { nomineeId: first } };
}

/** Who finds club A's members-only meeting in a list of its meetings: its members and officers (and whom given). */
const clubAMembersFind = (more: Partial<Record<Actor, boolean>> = {}): Record<Actor, boolean> => ({
  visitor: false,
  member: true,
  otherClubMember: false,
  officer: true,
  otherClubOfficer: false,
  leader: false,
  admin: false,
  ...more,
});

/** A new member of club A who hid their speaking record (decision 241); their id. */
async function hiddenClubAMember(world: World): Promise<string> {
  const [memberId = ""] = await people(world.server, [unique("hidden").replaceAll(" ", "-")]);
  await world.server.db.insert(memberships).values({ userId: memberId, clubId: world.clubA });
  await world.server.db.insert(recordPrivacy).values({ userId: memberId, hidden: true });
  return memberId;
}

/** The member's calendar feed address (decision 224: the token is the permission), made for them. */
async function memberFeed(world: World): Promise<Call> {
  const response = await world.clients.member.api.profile["calendar-feed"].$post();
  const { address } = await response.json();
  return { query: new URL(address).search.slice(1) };
}

const fixed =
  (call: Call = {}) =>
  () =>
    call;

/** An event edit that names its author, so a refused edit that wrote anyway would show. */
const eventEdit = (actor: Actor) => ({
  title: `${actor}'s club night`,
  eventType: "meeting",
  date: dayFromNow(5),
  time: "19:30",
  durationMinutes: 90,
  timeZone: "Europe/Berlin",
  location: "Harbour Hall",
  description: "",
  isPublic: true,
});

/** A pitch edit that names its author, so a refused edit that wrote anyway would show. */
const pitchEdit = (actor: Actor) => ({
  title: `${actor}'s version`,
  description: "For the council",
  content: "A door.",
});

// ---- the matrix: one entry per route, one or more cases per entry --------------------------------------------

const MATRIX: Record<string, Case[]> = {
  "GET /api/health": [{ on: "the API", call: fixed(), expect: everyone(200) }],
  "GET /api/clock": [{ on: "the API", call: fixed(), expect: everyone(200) }],
  "GET /api/live": [
    {
      on: "the events topic and a public event's topic",
      call: (world) => ({ query: `topics=events,meeting_role_assignments:event:${world.publicEvent}` }),
      expect: everyone(200),
    },
    {
      on: "a private event's topic (decision 107: like the event itself)",
      call: (world) => ({ query: `topics=events,meeting_role_assignments:event:${world.privateEvent}` }),
      expect: clubAReads(200),
    },
  ],

  "GET /api/dashboard/summary": [{ on: "the actor's own figures", call: fixed(), expect: signedIn(200) }],
  "GET /api/dashboard/schedule": [
    {
      on: "the actor's next roles and their clubs' next meetings",
      call: fixed(),
      expect: signedIn(200),
      shows: { text: (world) => world.privateEvent, to: clubAMembersFind() },
    },
  ],
  "GET /api/dashboard/club-members": [{ on: "the community's member count", call: fixed(), expect: everyone(200) }],

  "GET /api/profile": [{ on: "the actor's own profile", call: fixed(), expect: signedIn(200) }],
  "PATCH /api/profile": [
    {
      on: "the actor's own profile",
      call: (_world, actor) => ({ body: { firstName: actor, lastName: "Tester", profilePictureUrl: "" } }),
      expect: signedIn(200),
    },
  ],

  "GET /api/profile/mail-preferences": [{ on: "the actor's own clubs", call: fixed(), expect: signedIn(200) }],
  "PUT /api/profile/mail-preferences": [
    {
      on: "a new club the actor belongs to",
      call: async (world, actor) => {
        const clubId = await newClub(world);
        const userId = world.ids[actor];
        if (userId) await world.server.db.insert(memberships).values({ userId, clubId });
        return { body: { clubId, announcements: false, agendas: true } };
      },
      expect: signedIn(200),
    },
    {
      on: "club A (only its members choose)",
      call: (world) => ({ body: { clubId: world.clubA, announcements: true, agendas: true } }),
      expect: { ...signedIn(404), member: 200, officer: 200 },
    },
  ],
  "GET /api/profile/evaluations": [
    { on: "the evaluations the actor received at meetings", call: fixed(), expect: signedIn(200) },
  ],
  "GET /api/profile/record": [{ on: "the actor's own speaking record", call: fixed(), expect: signedIn(200) }],
  "GET /api/profile/record.csv": [
    { on: "the actor's own speaking record as a CSV file", call: fixed(), expect: signedIn(200) },
  ],
  "GET /api/profile/record-visibility": [
    { on: "the actor's own choice to hide their record", call: fixed(), expect: signedIn(200) },
  ],
  "PUT /api/profile/record-visibility": [
    {
      on: "the actor's own choice to hide their record (decision 241)",
      call: fixed({ body: { hidden: true } }),
      expect: signedIn(200),
      after: async (world, actor) => {
        const userId = world.ids[actor];
        if (userId) await world.server.db.delete(recordPrivacy).where(eq(recordPrivacy.userId, userId));
      },
    },
  ],
  "GET /api/members/:memberId/record": [
    {
      on: "club A's member's visible record (decision 241: themselves, fellow members, the club's officers, admins)",
      call: (world) => ({ params: { memberId: world.ids.member as string } }),
      expect: { ...signedIn(404), member: 200, officer: 200, admin: 200 },
    },
    {
      on: "a hidden record of a member of club A (fellow members 403; officers and admins: roles and speech dates)",
      call: async (world) => ({ params: { memberId: await hiddenClubAMember(world) } }),
      expect: { ...signedIn(404), member: 403, officer: 200, admin: 200 },
    },
    { on: "no such member", call: fixed({ params: { memberId: "no-such-member" } }), expect: signedIn(404) },
  ],
  "GET /api/profile/absences": [{ on: "the actor's own away dates", call: fixed(), expect: signedIn(200) }],
  "GET /api/profile/calendar-feed": [{ on: "the actor's own feed address", call: fixed(), expect: signedIn(200) }],
  "POST /api/profile/calendar-feed": [
    { on: "a new address of the actor's own feed", call: fixed(), expect: signedIn(200) },
  ],
  "GET /api/profile/calendar.ics": [
    {
      on: "the member's feed (decision 224: the address is the permission)",
      call: memberFeed,
      expect: everyone(200),
      shows: {
        text: (world) => world.privateEvent,
        to: clubAMembersFind({
          visitor: true,
          otherClubMember: true,
          otherClubOfficer: true,
          leader: true,
          admin: true,
        }),
      },
    },
    { on: "a forged address", call: fixed({ query: "token=forged.link" }), expect: everyone(404) },
  ],
  "POST /api/profile/absences": [
    {
      on: "new away dates of the actor's",
      call: fixed({ body: { firstDay: dayFromNow(30), lastDay: dayFromNow(31), note: "Holiday" } }),
      expect: signedIn(201),
    },
  ],
  "DELETE /api/profile/absences/:absenceId": [
    {
      on: "away dates of the member's (decision 156: anyone else's do not exist for them)",
      call: async (world) => ({ params: { absenceId: await newMemberAbsence(world) } }),
      expect: memberOwns(200),
    },
  ],
  "GET /api/mail/unsubscribe": [
    { on: "the member's link for club A's agendas", call: unsubscribeLink, expect: everyone(200) },
    { on: "a forged link", call: fixed({ query: "token=forged.link" }), expect: everyone(400) },
  ],
  "POST /api/mail/unsubscribe": [
    {
      on: "the member's link for club A's agendas (decision 148: the token is the permission)",
      call: unsubscribeLink,
      expect: everyone(200),
      after: async (world) => {
        await world.server.db.delete(mailPreferences).where(eq(mailPreferences.userId, world.ids.member as string));
      },
    },
    { on: "a forged link", call: fixed({ query: "token=forged.link" }), expect: everyone(400) },
  ],

  "GET /api/roles/offer": [
    { on: "the member's accept link", call: offerLink("accept"), expect: everyone(200) },
    { on: "a forged link", call: fixed({ query: "token=forged.link" }), expect: everyone(400) },
  ],
  "POST /api/roles/offer": [
    {
      on: "the member's decline link (decision 155: the token is the permission)",
      call: offerLink("decline"),
      expect: everyone(200),
    },
    { on: "a forged link", call: fixed({ query: "token=forged.link" }), expect: everyone(400) },
  ],
  "GET /api/roles/link": [
    { on: "the member's confirm link", call: roleLink("confirm"), expect: everyone(200) },
    {
      on: "the member's decline link of a role given outright (decision 234)",
      call: roleLink("decline"),
      expect: everyone(200),
    },
    { on: "a forged link", call: fixed({ query: "token=forged.link" }), expect: everyone(400) },
  ],
  "POST /api/roles/link": [
    {
      on: "the member's confirm link (decision 153: the token is the permission)",
      call: roleLink("confirm"),
      expect: everyone(200),
    },
    {
      on: "the member's decline link of a role given outright (decision 234: the token is the permission)",
      call: roleLink("decline"),
      expect: everyone(200),
    },
    { on: "a forged link", call: fixed({ query: "token=forged.link" }), expect: everyone(400) },
  ],

  "GET /api/clubs": [{ on: "the club list", call: fixed(), expect: everyone(200) }],
  "GET /api/clubs/:clubId": [
    { on: "club A", call: (world) => ({ params: { clubId: world.clubA } }), expect: everyone(200) },
  ],
  "GET /api/clubs/:clubId/events": [
    {
      on: "club A's upcoming meetings, a page (its members-only one for its members, officers and admins)",
      call: (world) => ({ params: { clubId: world.clubA }, query: "when=upcoming&page=1" }),
      expect: everyone(200),
      shows: { text: (world) => world.privateEvent, to: clubAMembersFind({ admin: true }) },
    },
  ],
  "POST /api/clubs/:clubId/membership": [
    {
      on: "a new club (joined by the actor)",
      call: async (world) => ({ params: { clubId: await newClub(world) } }),
      expect: signedIn(201),
    },
  ],
  "DELETE /api/clubs/:clubId/membership": [
    {
      on: "a new club the actor belongs to (left by the actor)",
      call: async (world, actor) => {
        const clubId = await newClub(world);
        const userId = world.ids[actor];
        if (userId) await world.server.db.insert(memberships).values({ userId, clubId });
        return { params: { clubId } };
      },
      expect: signedIn(200),
    },
  ],

  "GET /api/clubs/:clubId/officers": [
    { on: "club A's officers", call: (world) => ({ params: { clubId: world.clubA } }), expect: clubAOfficersRead(200) },
  ],
  "POST /api/clubs/:clubId/officers": [
    {
      on: "the member of club A, appointed Secretary",
      call: (world) => ({ params: { clubId: world.clubA }, body: { memberId: world.ids.member, title: "Secretary" } }),
      expect: clubAOfficersChange(201),
      after: async (world) => {
        await world.server.db.delete(clubOfficers).where(eq(clubOfficers.userId, world.ids.member as string));
      },
    },
  ],
  "PATCH /api/clubs/:clubId/officers/:memberId": [
    {
      on: "the title of club A's officer",
      call: (world, actor) => ({
        params: { clubId: world.clubA, memberId: world.ids.officer as string },
        body: { title: `President (${actor})` },
      }),
      expect: clubAOfficersChange(200),
    },
  ],
  "DELETE /api/clubs/:clubId/officers/:memberId": [
    {
      on: "a new officer of club A, beside club A's officer",
      call: async (world) => {
        const [memberId] = await people(world.server, [unique("officer").replaceAll(" ", "-")]);
        await world.server.db.insert(memberships).values({ clubId: world.clubA, userId: memberId as string });
        await world.server.db
          .insert(clubOfficers)
          .values({ clubId: world.clubA, userId: memberId as string, title: "Treasurer" });
        return { params: { clubId: world.clubA, memberId: memberId as string } };
      },
      expect: clubAOfficersChange(200),
    },
  ],

  "GET /api/clubs/:clubId/templates": [
    {
      on: "club A's agenda templates",
      call: (world) => ({ params: { clubId: world.clubA } }),
      expect: clubAOfficersRead(200),
    },
  ],
  "POST /api/clubs/:clubId/templates": [
    {
      on: "a new template of club A",
      call: (world) => ({ params: { clubId: world.clubA }, body: aTemplate }),
      expect: clubAOfficersChange(201),
    },
  ],
  "PUT /api/clubs/:clubId/templates/:templateId": [
    {
      on: "a template of club A, saved whole",
      call: async (world) => ({
        params: { clubId: world.clubA, templateId: await newTemplate(world) },
        body: aTemplate,
      }),
      expect: clubAOfficersChange(200),
    },
  ],
  "GET /api/clubs/:clubId/roles": [
    {
      on: "club A's meeting roles",
      call: (world) => ({ params: { clubId: world.clubA } }),
      expect: clubAOfficersRead(200),
    },
  ],
  "PUT /api/clubs/:clubId/roles": [
    {
      on: "club A's meeting roles, saved whole (the classic set with a Quiz Master)",
      call: (world) => ({
        params: { clubId: world.clubA },
        body: { roles: [...CLASSIC_ROLE_SET, { name: "Quiz Master", perMeeting: 1 }] },
      }),
      expect: clubAOfficersChange(200),
    },
  ],
  "GET /api/clubs/:clubId/dashboard": [
    {
      on: "club A's figures",
      call: (world) => ({ params: { clubId: world.clubA } }),
      expect: clubAOfficersChange(200),
    },
  ],
  "GET /api/clubs/:clubId/reports": [
    {
      on: "club A's reports",
      call: (world) => ({ params: { clubId: world.clubA } }),
      expect: clubAOfficersChange(200),
    },
  ],
  "POST /api/clubs/:clubId/roster/preview": [
    {
      on: "a CSV file of new members for club A (nothing is written)",
      call: (world) => ({ params: { clubId: world.clubA }, body: { csv: "name,email\nNew Person,new@example.com" } }),
      expect: clubAOfficersChange(200),
    },
  ],
  "POST /api/clubs/:clubId/roster/import": [
    {
      on: "a CSV file importing into club A a new address (invited) and a bad one (refused)",
      call: (world, actor) => ({
        params: { clubId: world.clubA },
        body: { csv: `New Person,roster-${actor.toLowerCase()}@example.com\nBad,not-an-address` },
      }),
      expect: clubAOfficersChange(200),
    },
  ],
  "GET /api/clubs/:clubId/roster.csv": [
    {
      on: "club A's roster",
      call: (world) => ({ params: { clubId: world.clubA } }),
      expect: clubAOfficersChange(200),
    },
  ],
  "GET /api/clubs/:clubId/attendance.csv": [
    {
      on: "club A's attendance",
      call: (world) => ({ params: { clubId: world.clubA } }),
      expect: clubAOfficersChange(200),
    },
  ],
  // Leadership Central's planning grid (decisions 234, 235): club A's officers and admins; nobody else
  "GET /api/clubs/:clubId/planning-grid": [
    {
      on: "club A's next meetings and their roles",
      call: (world) => ({ params: { clubId: world.clubA }, query: "weeks=8" }),
      expect: clubAOfficersChange(200),
    },
  ],
  "POST /api/clubs/:clubId/planning-grid/assign": [
    {
      on: "the Timer role of a new meeting of club A given outright to club A's member",
      call: async (world) => ({
        params: { clubId: world.clubA },
        body: { eventId: await newPublicEvent(world), roleType: "timer", memberId: world.ids.member },
      }),
      expect: clubAOfficersChange(201),
    },
  ],
  "POST /api/clubs/:clubId/planning-grid/clear": [
    {
      on: "club A's member's Timer role at a new meeting of club A",
      call: async (world) => {
        const eventId = await newPublicEvent(world);
        const { params } = await memberAssignment(world, eventId);
        return { params: { clubId: world.clubA }, body: { eventId, assignmentId: params?.assignmentId } };
      },
      expect: clubAOfficersChange(200),
    },
  ],
  "PUT /api/clubs/:clubId/series/:seriesId": [
    {
      on: "a new series of club A (one meeting ahead)",
      call: async (world) => {
        const seriesId = randomUUID();
        await anEvent(world.server, { title: unique("Series Night"), clubId: world.clubA, seriesId });
        return {
          params: { clubId: world.clubA, seriesId },
          body: { time: "19:30", location: "Room 2", durationMinutes: 90, templateId: null },
        };
      },
      expect: clubAOfficersChange(200),
    },
  ],
  "GET /api/clubs/:clubId/role-history.csv": [
    {
      on: "club A's role history",
      call: (world) => ({ params: { clubId: world.clubA } }),
      expect: clubAOfficersChange(200),
    },
  ],
  "GET /api/clubs/:clubId/settings": [
    {
      on: "club A's settings",
      call: (world) => ({ params: { clubId: world.clubA } }),
      expect: clubAOfficersChange(200),
    },
  ],
  "GET /api/clubs/:clubId/settings/messages": [
    {
      on: "what saving club A's reminder settings would send",
      call: (world) => ({ params: { clubId: world.clubA }, query: "reminderDays=7&nudgeDays=7" }),
      expect: clubAOfficersChange(200),
    },
  ],
  "PATCH /api/clubs/:clubId": [
    {
      on: "club A's settings (meeting time and zone changed, the name kept)",
      call: (world) => ({
        params: { clubId: world.clubA },
        body: {
          name: "Harbour Speakers",
          description: "",
          location: "",
          meetingDay: "Thursday",
          meetingTime: "19:30",
          timeZone: "Europe/Lisbon",
          contactEmail: "",
          websiteUrl: "",
        },
      }),
      expect: clubAOfficersChange(200),
    },
  ],
  "POST /api/clubs/:clubId/templates/:templateId/duplicate": [
    {
      on: "a template of club A, duplicated as '<name> (copy)'",
      call: async (world) => ({ params: { clubId: world.clubA, templateId: await newTemplate(world) } }),
      expect: clubAOfficersChange(201),
    },
  ],
  "POST /api/clubs/:clubId/templates/:templateId/default": [
    {
      on: "a template of club A, made its default",
      call: async (world) => ({ params: { clubId: world.clubA, templateId: await newTemplate(world) } }),
      expect: clubAOfficersChange(200),
    },
  ],
  "DELETE /api/clubs/:clubId/templates/:templateId/default": [
    {
      on: "a template of club A, no longer its default",
      call: async (world) => ({ params: { clubId: world.clubA, templateId: await newTemplate(world) } }),
      expect: clubAOfficersChange(200),
    },
  ],
  "DELETE /api/clubs/:clubId/templates/:templateId": [
    {
      on: "a template of club A (deleted)",
      call: async (world) => ({ params: { clubId: world.clubA, templateId: await newTemplate(world) } }),
      expect: clubAOfficersChange(200),
    },
  ],

  "GET /api/leadership/clubs": [{ on: "the clubs the actor is an officer of", call: fixed(), expect: signedIn(200) }],
  "GET /api/leadership/access": [{ on: "the actor's own grant", call: fixed(), expect: signedIn(200) }],
  "POST /api/leadership/access": [
    {
      on: "a newly issued key (redeemed by the actor; the leader already holds a grant)",
      call: async (world) => ({ body: { key: (await issueAccessKey(world.server.db, { label: unique("Key") })).key } }),
      expect: { ...signedIn(201), leader: 200 },
      after: async (world, actor) => {
        const userId = world.ids[actor];
        if (userId && actor !== "leader") {
          await world.server.db.delete(leadershipAccess).where(eq(leadershipAccess.userId, userId));
        }
      },
    },
  ],
  "GET /api/leadership/overview": [
    {
      on: "Leadership Central (an officer: their club; admins and the grant: the network)",
      call: fixed(),
      expect: leadersOnly(200),
    },
    { on: "club A's overview", call: (world) => ({ query: `clubId=${world.clubA}` }), expect: clubAOverview(200) },
  ],
  "GET /api/leadership/announcements/reach": [
    {
      on: "the clubs the actor may announce to (an officer: their own; admins: any)",
      call: fixed(),
      expect: leadersOnly(200),
    },
  ],
  "GET /api/leadership/announcements/audience": [
    {
      on: "club A's members (decision 147)",
      call: (world) => ({ query: `clubId=${world.clubA}` }),
      expect: announcesToClubA(200),
    },
    { on: "the whole network", call: fixed(), expect: announcesNetworkWide(200) },
  ],
  "POST /api/leadership/announcements": [
    {
      on: "an announcement to club A",
      call: (world) => ({
        body: { subject: "Contest night", message: "Contest night moves to Thursday.", clubId: world.clubA },
      }),
      expect: announcesToClubA(201),
    },
    {
      on: "an announcement to the whole network",
      call: fixed({ body: { subject: "Contest night", message: "Contest night moves to Thursday." } }),
      expect: announcesNetworkWide(201),
    },
  ],
  "POST /api/leadership/invitations": [
    {
      on: "an invitation to a new address",
      call: (_world, actor) => ({ body: { email: `invitee-${actor.toLowerCase()}@example.com` } }),
      expect: leadersOnly(201),
    },
  ],

  "GET /api/invitations/:token": [
    {
      on: "an open invitation to a club (the link is the key: decision 183)",
      call: async (world) => ({ params: { token: await anInvitation(world) } }),
      expect: everyone(200),
    },
  ],
  "POST /api/invitations/:token/accept": [
    {
      on: "an open invitation to a club",
      call: async (world) => ({ params: { token: await anInvitation(world) } }),
      expect: signedIn(200),
    },
  ],

  "GET /api/admin/access-keys": [{ on: "the key list", call: fixed(), expect: adminOnly(200) }],
  "POST /api/admin/access-keys": [
    { on: "a new key", call: fixed({ body: { label: "Officers 2026" } }), expect: adminOnly(201) },
  ],
  "POST /api/admin/access-keys/:id/deactivate": [
    {
      on: "a newly issued key",
      call: async (world) => ({ params: { id: (await issueAccessKey(world.server.db, {})).accessKey.id } }),
      expect: adminOnly(200),
    },
  ],
  "GET /api/admin/contact-submissions": [{ on: "the contact messages", call: fixed(), expect: adminOnly(200) }],
  "GET /api/admin/scheduled-work": [{ on: "the scheduled work and mail queue", call: fixed(), expect: adminOnly(200) }],
  "POST /api/admin/scheduled-work/:jobId/retry": [
    {
      on: "a new failed job",
      call: async (world) => ({ params: { jobId: await failedJob(world) } }),
      expect: adminOnly(200),
    },
  ],
  "POST /api/admin/scheduled-work/:jobId/cancel": [
    {
      on: "a new failed job",
      call: async (world) => ({ params: { jobId: await failedJob(world) } }),
      expect: adminOnly(200),
    },
  ],

  "GET /api/events": [
    {
      on: "the upcoming events (club A's members-only one for its members alone)",
      call: fixed(),
      expect: everyone(200),
      shows: { text: (world) => world.privateEvent, to: clubAMembersFind() },
    },
  ],
  "POST /api/events": [
    {
      on: "a new meeting of the actor's club (club A; club B for its officer; no club for the admin)",
      call: (world, actor) => ({
        body: {
          title: unique("Pitch Night"),
          date: dayFromNow(10),
          time: "19:00",
          timeZone: "Europe/Berlin",
          clubId: actor === "admin" ? null : actor === "otherClubOfficer" ? world.clubB : world.clubA,
        },
      }),
      expect: eventPlanners(201),
    },
    {
      on: "a new members-only meeting of club A",
      call: (world) => ({
        body: {
          title: unique("Members' Night"),
          date: dayFromNow(10),
          time: "19:00",
          timeZone: "Europe/Berlin",
          clubId: world.clubA,
          isPublic: false,
        },
      }),
      expect: { ...clubAOfficersChange(201), otherClubOfficer: 403 },
    },
  ],
  "GET /api/events/members": [
    {
      on: "the member picker (an officer: their clubs' members)",
      call: fixed({ query: "q=a" }),
      expect: eventPlanners(200),
    },
  ],
  "GET /api/events/clubs": [
    // a member who plans nothing is told so (no clubs), not refused: the Events page asks for everyone
    { on: "the club picker (an officer: their clubs)", call: fixed(), expect: signedIn(200) },
  ],
  "PATCH /api/events/:id": [
    {
      on: "a new public event of club A",
      call: async (world, actor) => ({ params: { id: await newPublicEvent(world) }, body: eventEdit(actor) }),
      expect: clubAOfficersChange(200),
    },
    {
      on: "a new private event of club A",
      call: async (world, actor) => ({
        params: { id: await newPrivateEvent(world) },
        body: { ...eventEdit(actor), isPublic: false },
      }),
      expect: clubAPrivateEventChange(200),
    },
  ],
  "POST /api/events/:id/cancel": [
    {
      on: "a new public event of club A",
      call: async (world) => ({ params: { id: await newPublicEvent(world) }, body: { reason: "Storm warning" } }),
      expect: clubAOfficersChange(200),
    },
    {
      on: "a new private event of club A",
      call: async (world) => ({ params: { id: await newPrivateEvent(world) }, body: {} }),
      expect: clubAPrivateEventChange(200),
    },
  ],
  "GET /api/events/:id": [
    { on: "a public event", call: (world) => ({ params: { id: world.publicEvent } }), expect: everyone(200) },
    {
      on: "a private event of club A",
      call: (world) => ({ params: { id: world.privateEvent } }),
      expect: clubAReads(200),
    },
  ],
  "GET /api/events/:id/calendar.ics": [
    { on: "a public event", call: (world) => ({ params: { id: world.publicEvent } }), expect: everyone(200) },
    {
      on: "a private event of club A",
      call: (world) => ({ params: { id: world.privateEvent } }),
      expect: clubAReads(200),
    },
  ],
  "GET /api/events/:id/agenda.docx": [
    {
      on: "a public event's agenda as a document (as the printable agenda)",
      call: (world) => ({ params: { id: world.publicEvent } }),
      expect: everyone(200),
    },
    {
      on: "a private event of club A",
      call: (world) => ({ params: { id: world.privateEvent } }),
      expect: clubAReads(200),
    },
  ],
  "POST /api/events/:id/attendance": [
    { on: "a public event", call: (world) => ({ params: { id: world.publicEvent } }), expect: signedIn(200) },
    {
      on: "a private event of club A",
      call: (world) => ({ params: { id: world.privateEvent } }),
      expect: clubAWrites(200),
    },
  ],
  "DELETE /api/events/:id/attendance": [
    { on: "a public event", call: (world) => ({ params: { id: world.publicEvent } }), expect: signedIn(200) },
    {
      on: "a private event of club A",
      call: (world) => ({ params: { id: world.privateEvent } }),
      expect: clubAWrites(200),
    },
  ],
  "GET /api/events/:id/agenda": [
    { on: "a public event", call: (world) => ({ params: { id: world.publicEvent } }), expect: everyone(200) },
    {
      on: "a private event of club A",
      call: (world) => ({ params: { id: world.privateEvent } }),
      expect: clubAReads(200),
    },
  ],
  "POST /api/events/:id/agenda": [
    {
      on: "a public event",
      call: (world) => ({ params: { id: world.publicEvent }, body: { title: "Table Topics" } }),
      expect: agendaEditors(201, true),
    },
    {
      on: "a private event of club A",
      call: (world) => ({ params: { id: world.privateEvent }, body: { title: "Table Topics" } }),
      expect: agendaEditors(201, false),
    },
    {
      on: "a new public meeting of club A moderated by its member",
      call: async (world) => ({ params: { id: await meetingModeratedByMember(world) }, body: { title: "Raffle" } }),
      expect: agendaEditorsWithModerator(201),
    },
    {
      on: "a new event without a club, created by club A's member",
      call: async (world) => ({ params: { id: await eventCreatedByMember(world) }, body: { title: "Raffle" } }),
      expect: creatorAndAdmins(201),
    },
  ],
  "PATCH /api/events/:id/agenda/:itemId": [
    {
      on: "a new item of a public event",
      call: async (world) => ({
        params: { id: world.publicEvent, itemId: await newAgendaItem(world, world.publicEvent) },
        body: { durationMinutes: 15 },
      }),
      expect: agendaEditors(200, true),
    },
    {
      on: "a new item of a private event of club A",
      call: async (world) => ({
        params: { id: world.privateEvent, itemId: await newAgendaItem(world, world.privateEvent) },
        body: { title: "Table Topics" },
      }),
      expect: agendaEditors(200, false),
    },
  ],
  "PUT /api/events/:id/agenda/order": [
    {
      on: "the agenda of a public event, reversed",
      call: async (world) => ({
        params: { id: world.publicEvent },
        body: { itemIds: (await agendaItemIds(world, world.publicEvent)).reverse() },
      }),
      expect: agendaEditors(200, true),
    },
    {
      on: "the agenda of a private event of club A, reversed",
      call: async (world) => ({
        params: { id: world.privateEvent },
        body: { itemIds: (await agendaItemIds(world, world.privateEvent)).reverse() },
      }),
      expect: agendaEditors(200, false),
    },
  ],
  "DELETE /api/events/:id/agenda/:itemId": [
    {
      on: "a new item of a public event",
      call: async (world) => ({
        params: { id: world.publicEvent, itemId: await newAgendaItem(world, world.publicEvent) },
      }),
      expect: agendaEditors(200, true),
    },
    {
      on: "a new item of a private event of club A",
      call: async (world) => ({
        params: { id: world.privateEvent, itemId: await newAgendaItem(world, world.privateEvent) },
      }),
      expect: agendaEditors(200, false),
    },
    {
      on: "a new item of a public meeting of club A moderated by its member",
      call: async (world) => {
        const id = await meetingModeratedByMember(world);
        return { params: { id, itemId: await newAgendaItem(world, id) } };
      },
      expect: agendaEditorsWithModerator(200),
    },
    {
      on: "a new item of an event without a club, created by club A's member",
      call: async (world) => {
        const id = await eventCreatedByMember(world);
        return { params: { id, itemId: await newAgendaItem(world, id) } };
      },
      expect: creatorAndAdmins(200),
    },
  ],
  "GET /api/events/:id/agenda-mail": [
    {
      on: "who may e-mail a public event's agenda",
      call: (world) => ({ params: { id: world.publicEvent } }),
      expect: signedIn(200),
    },
    {
      on: "who may e-mail a private event's agenda",
      call: (world) => ({ params: { id: world.privateEvent } }),
      expect: clubAWrites(200),
    },
  ],
  "POST /api/events/:id/agenda-mail": [
    {
      on: "a new private event of club A (its agenda e-mailed to the club)",
      call: async (world) => ({ params: { id: await newPrivateEvent(world) } }),
      expect: clubAOfficersMail(201),
    },
  ],
  "GET /api/events/:id/roles": [
    { on: "a public event", call: (world) => ({ params: { id: world.publicEvent } }), expect: everyone(200) },
    {
      on: "a private event of club A",
      call: (world) => ({ params: { id: world.privateEvent } }),
      expect: clubAReads(200),
    },
  ],
  "POST /api/events/:id/roles": [
    {
      on: "a new public event",
      call: async (world) => ({ params: { id: await newPublicEvent(world) }, body: { roleType: "timer" } }),
      expect: signedIn(201),
    },
    {
      // Taking a role at a club's private meeting needs membership; an admin sees the event but is no member.
      on: "a new private event of club A",
      call: async (world) => ({ params: { id: await newPrivateEvent(world) }, body: { roleType: "timer" } }),
      expect: { ...clubAWrites(201), admin: 403 },
    },
  ],
  "DELETE /api/events/:id/roles/:assignmentId": [
    {
      // The holder gives it up; club A's officers may remove a holder (decision 154); anyone else, admins included,
      // only their own (spec: only the user's own assignment can be unassigned).
      on: "the member's role at a new public event of club A",
      call: async (world) => memberAssignment(world, await newPublicEvent(world)),
      expect: { ...adminOnly(403), member: 200, officer: 200 },
    },
    {
      on: "the member's role at a new private event of club A",
      call: async (world) => memberAssignment(world, await newPrivateEvent(world)),
      expect: { ...clubAWrites(200), admin: 403 },
    },
  ],
  "GET /api/events/:id/offers": [
    { on: "a public event", call: (world) => ({ params: { id: world.publicEvent } }), expect: signedIn(200) },
    {
      on: "a private event of club A",
      call: (world) => ({ params: { id: world.privateEvent } }),
      expect: clubAWrites(200),
    },
  ],
  "GET /api/events/:id/offer-candidates": [
    {
      // a meeting's role holders (the member here) and its club's planners (decision 155)
      on: "a new public event of club A where the member holds a role",
      call: async (world) => ({ params: (await memberAssignment(world, await newPublicEvent(world))).params }),
      expect: { ...clubAOfficersChange(200), member: 200 },
    },
    {
      // a holder who is not a member of the club hands nothing over: no roster (decision 166)
      on: "a new public event of club A where a member of another club holds a role",
      call: async (world) => ({ params: (await otherClubMemberAssignment(world, await newPublicEvent(world))).params }),
      expect: clubAOfficersChange(200),
    },
  ],
  "POST /api/events/:id/roles/:assignmentId/handover": [
    {
      on: "the member's role at a new public event of club A, offered to club A's officer",
      call: async (world) => ({
        ...(await memberAssignment(world, await newPublicEvent(world))),
        body: { memberId: world.ids.officer },
      }),
      expect: { ...adminOnly(403), member: 201 },
    },
    {
      // only members of the meeting's club hand their role over (decision 166)
      on: "another club's member's role at a new public event of club A, offered to club A's member",
      call: async (world) => ({
        ...(await otherClubMemberAssignment(world, await newPublicEvent(world))),
        body: { memberId: world.ids.member },
      }),
      expect: adminOnly(403),
    },
  ],
  "POST /api/events/:id/proposals": [
    {
      on: "the timer role of a new public event of club A, proposed to the member",
      call: async (world) => ({
        params: { id: await newPublicEvent(world) },
        body: { roleType: "timer", memberId: world.ids.member },
      }),
      expect: clubAOfficersChange(201),
    },
  ],
  "POST /api/events/:id/offers/:offerId/answer": [
    {
      on: "an officer's proposal to the member",
      call: async (world) => ({ ...(await proposalToMember(world)), body: { accept: false } }),
      expect: { ...adminOnly(403), member: 200 },
    },
  ],
  "DELETE /api/events/:id/offers/:offerId": [
    {
      on: "an officer's proposal to the member (the officer made it)",
      call: async (world) => proposalToMember(world),
      expect: { ...adminOnly(403), officer: 200 },
    },
  ],
  "POST /api/events/:id/waitlist": [
    {
      on: "the full timer role of a new public event",
      call: async (world) => ({ params: { id: await eventWithFullTimer(world, true) }, body: { roleType: "timer" } }),
      expect: signedIn(201),
    },
    {
      // like taking a role: a private meeting's waitlist is for its club's members (an admin is no member)
      on: "the full timer role of a new private event of club A",
      call: async (world) => ({ params: { id: await eventWithFullTimer(world, false) }, body: { roleType: "timer" } }),
      expect: { ...clubAWrites(201), admin: 403 },
    },
  ],
  "DELETE /api/events/:id/waitlist/:roleType": [
    {
      on: "a public event's timer waitlist",
      call: (world) => ({ params: { id: world.publicEvent, roleType: "timer" } }),
      expect: signedIn(200),
    },
    {
      on: "a private event's timer waitlist of club A",
      call: (world) => ({ params: { id: world.privateEvent, roleType: "timer" } }),
      expect: clubAWrites(200),
    },
  ],
  "GET /api/meetings/:id": [
    { on: "a public event's console", call: (world) => ({ params: { id: world.publicEvent } }), expect: signedIn(200) },
    {
      on: "a private event's console of club A",
      call: (world) => ({ params: { id: world.privateEvent } }),
      expect: clubAWrites(200),
    },
  ],
  "POST /api/meetings/:id/items/:itemId/start": [
    {
      on: "an item of a running public meeting of club A (decision 159: its moderator, officers, admins)",
      call: async (world) => ({ params: await runningMeeting(world, true), body: {} }),
      expect: meetingRunners(200, true),
    },
    {
      on: "an item of a running private meeting of club A",
      call: async (world) => ({ params: await runningMeeting(world, false), body: {} }),
      expect: meetingRunners(200, false),
    },
  ],
  "POST /api/meetings/:id/timings": [
    {
      on: "a running public meeting of club A (its timer, officers, admins)",
      call: async (world) => ({
        params: { id: (await runningMeeting(world, true)).id },
        body: { id: randomUUID(), speakerName: "Guest" },
      }),
      expect: meetingRunners(201, true),
    },
    {
      on: "a running private meeting of club A",
      call: async (world) => ({
        params: { id: (await runningMeeting(world, false)).id },
        body: { id: randomUUID(), speakerName: "Guest" },
      }),
      expect: meetingRunners(201, false),
    },
  ],
  "POST /api/meetings/:id/timings/:timingId/:action": [
    {
      on: "a speech timed at a running public meeting of club A",
      call: async (world) => timedSpeech(world, true),
      expect: meetingRunners(200, true),
    },
    {
      on: "a speech timed at a running private meeting of club A",
      call: async (world) => timedSpeech(world, false),
      expect: meetingRunners(200, false),
    },
  ],
  "POST /api/meetings/:id/end": [
    {
      on: "a running public meeting of club A (its moderator, officers, admins end it)",
      call: async (world) => ({ params: { id: (await runningMeeting(world, true)).id } }),
      expect: meetingRunners(200, true),
    },
    {
      on: "a running private meeting of club A",
      call: async (world) => ({ params: { id: (await runningMeeting(world, false)).id } }),
      expect: meetingRunners(200, false),
    },
  ],
  "PUT /api/meetings/:id/attendance/:userId": [
    {
      on: "club A's member at a running public meeting of club A (its officers and admins check people in)",
      call: async (world) => ({
        params: { id: (await runningMeeting(world, true)).id, userId: world.ids.member as string },
        body: { present: true },
      }),
      expect: meetingRunners(200, true),
    },
    {
      on: "a running private meeting of club A",
      call: async (world) => ({
        params: { id: (await runningMeeting(world, false)).id, userId: world.ids.member as string },
        body: { present: true },
      }),
      expect: meetingRunners(200, false),
    },
    {
      on: "a running meeting of club A whose Sergeant at Arms is club A's member (decision 232)",
      call: async (world) => ({
        params: { id: await runningMeetingHeldBy(world, "sergeant_at_arms"), userId: world.ids.member as string },
        body: { present: true },
      }),
      expect: { ...meetingRunners(200, true), member: 200 },
    },
    {
      on: "a running meeting of club A whose moderator is club A's member",
      call: async (world) => ({
        params: { id: await runningMeetingHeldBy(world, "moderator"), userId: world.ids.member as string },
        body: { present: false },
      }),
      expect: { ...meetingRunners(200, true), member: 200 },
    },
  ],
  "PUT /api/meetings/:id/guests/:guestId": [
    {
      on: "a new guest at a running public meeting of club A",
      call: async (world) => ({
        params: { id: (await runningMeeting(world, true)).id, guestId: randomUUID() },
        body: { name: "Guest Visitor", email: "guest@example.com", heardFrom: "Web search", consent: true },
      }),
      expect: meetingRunners(200, true),
    },
    {
      on: "a new guest at a running private meeting of club A",
      call: async (world) => ({
        params: { id: (await runningMeeting(world, false)).id, guestId: randomUUID() },
        body: { name: "Guest Visitor" },
      }),
      expect: meetingRunners(200, false),
    },
    {
      on: "a new guest at a running meeting of club A whose Sergeant at Arms is club A's member",
      call: async (world) => ({
        params: { id: await runningMeetingHeldBy(world, "sergeant_at_arms"), guestId: randomUUID() },
        body: { name: "Guest Visitor" },
      }),
      expect: { ...meetingRunners(200, true), member: 200 },
    },
  ],
  "PUT /api/meetings/:id/guests/:guestId/role": [
    {
      on: "a guest at a running public meeting of club A (only its officers and admins give a guest a role)",
      call: (world) => guestAtMeeting(world, true),
      expect: meetingRunners(200, true),
    },
    {
      on: "a guest at a running private meeting of club A",
      call: (world) => guestAtMeeting(world, false),
      expect: meetingRunners(200, false),
    },
    {
      on: "a guest at a running meeting of club A whose Sergeant at Arms is club A's member (not an officer: 403)",
      call: async (world) => {
        const id = await runningMeetingHeldBy(world, "sergeant_at_arms");
        const guestId = randomUUID();
        await world.server.db.insert(meetingGuests).values({ id: guestId, eventId: id, name: "Guest Visitor" });
        return { params: { id, guestId }, body: { roleType: "timer" } };
      },
      expect: meetingRunners(200, true),
    },
  ],
  "GET /api/meetings/:id/report": [
    {
      on: "the report of an ended public meeting of club A that club A's member attended",
      call: async (world) => ({ params: { id: await endedMeeting(world, true) } }),
      expect: reportReaders(200, true),
    },
    {
      on: "the report of an ended private meeting of club A that club A's member attended",
      call: async (world) => ({ params: { id: await endedMeeting(world, false) } }),
      expect: reportReaders(200, false),
    },
  ],
  "POST /api/meetings/:id/fillers": [
    {
      on: "a running public meeting of club A (its ah counter, officers, admins)",
      call: async (world) => ({
        params: { id: (await runningMeeting(world, true)).id },
        body: { actionId: randomUUID(), speakerName: "Guest", word: "Um" },
      }),
      expect: meetingRunners(200, true),
    },
    {
      on: "a running private meeting of club A",
      call: async (world) => ({
        params: { id: (await runningMeeting(world, false)).id },
        body: { actionId: randomUUID(), speakerName: "Guest", word: "Um" },
      }),
      expect: meetingRunners(200, false),
    },
  ],
  "PUT /api/meetings/:id/evaluations/:speakerUserId": [
    {
      // only the paired evaluator: officers and admins may not evaluate on their behalf
      on: "a speaker at a running public meeting of club A, whom the member evaluates",
      call: (world) => memberEvaluatesAtMeeting(world, true),
      expect: { ...signedIn(403), member: 200 },
    },
    {
      on: "a speaker at a running private meeting of club A, whom the member evaluates",
      call: (world) => memberEvaluatesAtMeeting(world, false),
      expect: { ...clubAWrites(403), member: 200 },
    },
  ],
  "PUT /api/meetings/:id/votes/:category": [
    {
      on: "Best Speaker at a running public meeting of club A the actor attends",
      call: (world, actor) => voteAtMeeting(world, true, [world.ids[actor]]),
      expect: signedIn(200),
    },
    {
      // attending or holding a role is what lets one vote: an officer or admin who does neither may not
      on: "Best Speaker at a running private meeting of club A the member attends",
      call: (world) => voteAtMeeting(world, false, [world.ids.member]),
      expect: { ...clubAWrites(403), member: 200 },
    },
  ],
  "POST /api/meetings/:id/votes/:category/decision": [
    {
      on: "a tie for Best Speaker at a running public meeting of club A (its moderator, officers, admins decide it)",
      call: (world) => tiedVoteAtMeeting(world, true),
      expect: meetingRunners(200, true),
    },
    {
      on: "a tie for Best Speaker at a running private meeting of club A",
      call: (world) => tiedVoteAtMeeting(world, false),
      expect: meetingRunners(200, false),
    },
  ],
  "POST /api/meetings/:id/voting": [
    {
      on: "a running public meeting of club A (its moderator, officers, admins close the vote)",
      call: async (world) => ({ params: { id: await meetingVoting(world, true) }, body: { state: "closed" } }),
      expect: meetingRunners(200, true),
    },
    {
      on: "a running private meeting of club A",
      call: async (world) => ({ params: { id: await meetingVoting(world, false) }, body: { state: "closed" } }),
      expect: meetingRunners(200, false),
    },
  ],
  "POST /api/meetings/:id/display-link": [
    {
      on: "a running private meeting of club A (its officers and admins renew the link)",
      call: async (world) => ({ params: { id: (await runningMeeting(world, false)).id } }),
      expect: meetingRunners(200, false),
    },
  ],
  "GET /api/meetings/:id/display": [
    {
      on: "a private meeting's display, with its link's token (no account needed)",
      call: async (world) => {
        const [id, token] = (await displayToken(world)).split("?");
        return { params: { id: id as string }, query: `token=${token}` };
      },
      expect: everyone(200),
    },
    {
      on: "a private meeting's display, with a wrong token",
      call: async (world) => {
        const [id] = (await displayToken(world)).split("?");
        return { params: { id: id as string }, query: `token=${randomUUID()}` };
      },
      expect: everyone(404),
    },
  ],
  "GET /api/meetings/:id/display/stream": [
    {
      on: "a private meeting's display stream, with its link's token",
      call: async (world) => {
        const [id, token] = (await displayToken(world)).split("?");
        return { params: { id: id as string }, query: `token=${token}` };
      },
      expect: everyone(200),
    },
  ],
  // a standalone tool's entry attached to a meeting afterwards (decision 244): club A's active members and admins
  "GET /api/meetings/attachable": [{ on: "the member's recent meetings", call: () => ({}), expect: signedIn(200) }],
  "GET /api/meetings/attached": [{ on: "the member's attached entries", call: () => ({}), expect: signedIn(200) }],
  "POST /api/meetings/:id/attach/timing": [
    {
      on: "a timer log for someone who attended a public meeting of club A",
      call: (world) => attachAtMeeting(world, true, (speakerUserId) => ({ ...aTimerLog(), speakerUserId })),
      expect: attachers(201, true),
    },
    {
      on: "a timer log for someone who attended a private meeting of club A",
      call: (world) => attachAtMeeting(world, false, (speakerUserId) => ({ ...aTimerLog(), speakerUserId })),
      expect: attachers(201, false),
    },
  ],
  "POST /api/meetings/:id/attach/fillers": [
    {
      on: "an ah-counter session's speaker who attended a private meeting of club A",
      call: (world) =>
        attachAtMeeting(world, false, (speakerUserId) => ({
          entryId: randomUUID(),
          countedSpeakerId: "1",
          speakerUserId,
          counts: { Um: 2 },
        })),
      expect: attachers(201, false),
    },
  ],
  "POST /api/meetings/:id/attach/evaluation": [
    {
      on: "an evaluation of someone who attended a public meeting of club A",
      call: (world) =>
        attachAtMeeting(world, true, (speakerUserId) => ({ entryId: randomUUID(), speakerUserId, form: anEvaluation })),
      expect: attachers(201, true),
    },
  ],
  "GET /api/events/:id/speakers": [
    { on: "a public event", call: (world) => ({ params: { id: world.publicEvent } }), expect: everyone(200) },
    {
      on: "a private event of club A",
      call: (world) => ({ params: { id: world.privateEvent } }),
      expect: clubAReads(200),
    },
  ],
  "GET /api/events/:id/roles/:assignmentId/speech-projects": [
    {
      on: "the member's pitcher role at a new public event of club A",
      call: async (world) => memberSpeaker(world, await newPublicEvent(world)),
      expect: holderOrClubAManagers(200),
    },
    {
      on: "the member's pitcher role at a new private event of club A",
      call: async (world) => memberSpeaker(world, await newPrivateEvent(world)),
      expect: holderOrClubAManagersPrivate(200),
    },
  ],
  "PUT /api/events/:id/roles/:assignmentId/speech": [
    {
      on: "the member's pitcher role at a new public event of club A",
      call: async (world) => ({ ...(await memberSpeaker(world, await newPublicEvent(world))), body: speechDetails }),
      expect: holderOrClubAManagers(200),
    },
    {
      on: "the member's pitcher role at a new private event of club A",
      call: async (world) => ({ ...(await memberSpeaker(world, await newPrivateEvent(world))), body: speechDetails }),
      expect: holderOrClubAManagersPrivate(200),
    },
  ],
  "DELETE /api/events/:id/roles/:assignmentId/speech": [
    {
      on: "the member's pitcher role at a new public event of club A",
      call: async (world) => memberSpeaker(world, await newPublicEvent(world)),
      expect: holderOrClubAManagers(200),
    },
    {
      on: "the member's pitcher role at a new private event of club A",
      call: async (world) => memberSpeaker(world, await newPrivateEvent(world)),
      expect: holderOrClubAManagersPrivate(200),
    },
  ],
  "PUT /api/events/:id/roles/:assignmentId/pairing": [
    {
      on: "the member's evaluator role at a new public event of club A",
      call: async (world) => memberEvaluatorPairing(world, await newPublicEvent(world)),
      expect: holderOrClubAManagers(200),
    },
    {
      on: "the member's evaluator role at a new private event of club A",
      call: async (world) => memberEvaluatorPairing(world, await newPrivateEvent(world)),
      expect: holderOrClubAManagersPrivate(200),
    },
  ],

  "GET /api/learning/pathways": [{ on: "the pathway list", call: fixed(), expect: everyone(200) }],
  "GET /api/learning/pathways/:pathwayId": [
    {
      on: "a pathway",
      call: (world) => ({ params: { pathwayId: world.startPathway } }),
      expect: everyone(200),
    },
  ],
  "POST /api/learning/pathways/:pathwayId/start": [
    {
      on: "a pathway the actor has not started",
      call: (world) => ({ params: { pathwayId: world.startPathway } }),
      expect: signedIn(201),
    },
  ],
  "POST /api/learning/pathways/:pathwayId/projects/:number/complete": [
    {
      on: "project 1 of a pathway the actor has started",
      call: async (world, actor) => {
        const userId = world.ids[actor];
        if (userId) {
          await world.server.db.insert(userPathways).values({ userId, pathwayId: world.progressPathway });
        }
        return { params: { pathwayId: world.progressPathway, number: "1" } };
      },
      expect: signedIn(200),
    },
  ],
  "GET /api/learning/courses": [{ on: "the course list", call: fixed(), expect: everyone(200) }],
  "GET /api/learning/courses/:courseId": [
    { on: "a course", call: (world) => ({ params: { courseId: world.openCourse } }), expect: everyone(200) },
  ],
  "POST /api/learning/courses/:courseId/start": [
    { on: "a course", call: (world) => ({ params: { courseId: world.openCourse } }), expect: signedIn(200) },
  ],
  "POST /api/learning/courses/:courseId/open": [
    { on: "a course", call: (world) => ({ params: { courseId: world.openCourse } }), expect: signedIn(200) },
  ],
  "GET /api/learning/lessons/:lessonId": [
    {
      on: "a lesson of a preview module",
      call: (world) => ({ params: { lessonId: world.previewLesson } }),
      expect: everyone(200),
    },
    {
      on: "a lesson of a locked module of a course nobody started",
      call: (world) => ({ params: { lessonId: world.lockedLesson } }),
      expect: everyone(403),
    },
  ],
  "POST /api/learning/lessons/:lessonId/watch": [
    {
      on: "a lesson of a preview module",
      call: (world) => ({ params: { lessonId: world.previewLesson } }),
      expect: signedIn(200),
    },
  ],
  "GET /api/learning/certifications/:programId": [
    { on: "program 1", call: fixed({ params: { programId: "1" } }), expect: signedIn(200) },
  ],
  "POST /api/learning/certifications/:programId/claim": [
    {
      on: "program 1, completed by the actor",
      call: async (world, actor) => {
        await completeProgramOne(world, actor);
        return { params: { programId: "1" } };
      },
      expect: signedIn(200),
    },
  ],
  "GET /api/learning/certifications/:programId/certificate": [
    {
      on: "program 2, claimed by the actor",
      call: async (world, actor) => {
        const userId = world.ids[actor];
        if (userId) {
          await world.server.db
            .insert(certificateClaims)
            .values({ userId, certificationId: 2, certificateNumber: newCertificateNumber(new Date()) });
        }
        return { params: { programId: "2" } };
      },
      expect: signedIn(200),
    },
  ],
  "GET /api/learning/certificates/:number": [
    {
      on: "a claimed certificate's number (public check, decision 120)",
      call: async (world) => {
        const certificateNumber = newCertificateNumber(new Date());
        const userId = world.ids.member;
        if (!userId) throw new Error("the member has no id");
        await world.server.db
          .insert(certificateClaims)
          .values({ userId, certificationId: 1, certificateNumber })
          .onConflictDoUpdate({
            target: [certificateClaims.userId, certificateClaims.certificationId],
            set: { certificateNumber },
          });
        return { params: { number: certificateNumber } };
      },
      expect: everyone(200),
    },
  ],
  "POST /api/learning/certifications/:programId/modules/:moduleId/start": [
    {
      on: `a module of program ${MODULE_PROGRAM}`,
      call: () => ({ params: { programId: String(MODULE_PROGRAM), moduleId: firstModule() } }),
      expect: signedIn(200),
    },
  ],
  "POST /api/learning/certifications/:programId/modules/:moduleId/complete": [
    {
      on: `a module of program ${MODULE_PROGRAM} the actor has started`,
      call: async (world, actor) => {
        const userId = world.ids[actor];
        const moduleId = firstModule();
        if (userId) {
          await world.server.db
            .insert(moduleProgress)
            .values({ userId, certificationId: MODULE_PROGRAM, moduleId: Number(moduleId) })
            .onConflictDoNothing();
        }
        return { params: { programId: String(MODULE_PROGRAM), moduleId } };
      },
      expect: signedIn(200),
    },
  ],
  "POST /api/learning/pitches": [
    {
      on: "a new pitch of the actor's",
      call: fixed({
        body: { certificationId: 1, goalId: "personal-story", title: "My story", description: "", content: "Once…" },
      }),
      expect: signedIn(201),
    },
  ],
  "GET /api/learning/pitches/:pitchId": [
    {
      on: "the member's pitch",
      call: (world) => ({ params: { pitchId: world.memberPitch } }),
      expect: memberOwns(200),
    },
  ],
  "PUT /api/learning/pitches/:pitchId": [
    {
      on: "the member's pitch",
      call: (world, actor) => ({ params: { pitchId: world.memberPitch }, body: pitchEdit(actor) }),
      expect: memberOwns(200),
    },
  ],
  "DELETE /api/learning/pitches/:pitchId": [
    {
      on: "a new pitch of the member's",
      call: async (world) => ({ params: { pitchId: await newMemberPitch(world) } }),
      expect: memberOwns(204),
    },
  ],

  "GET /api/support/faqs": [{ on: "the FAQs", call: fixed(), expect: everyone(200) }],
  "GET /api/support/contact-info": [{ on: "the support address", call: fixed(), expect: everyone(200) }],
  "POST /api/support/contact": [
    {
      on: "a contact message",
      call: (_world, actor) => ({
        body: { name: "Sam", email: `${actor.toLowerCase()}@example.com`, subject: "Hello", message: "A question." },
      }),
      expect: everyone(201),
    },
  ],
};

// ---- the routes the app has ----------------------------------------------------------------------------------

/**
 * "METHOD /path" of every route the app serves under /api, from Hono's own route list: Better Auth's handler
 * (/api/auth/*) and the wildcard middleware entries are left out.
 */
function apiRoutesOf(app: Hono): string[] {
  const routes = app.routes
    .filter((route) => route.path.startsWith("/api/") && !route.path.startsWith("/api/auth/"))
    .filter((route) => !(route.method === "ALL" && route.path.includes("*")))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(routes)].sort();
}

/** Routes of the app without an entry, and entries whose route the app no longer has. */
function compareWithMatrix(appRoutes: string[]) {
  const listed = Object.keys(MATRIX);
  return {
    withoutEntry: appRoutes.filter((route) => !listed.includes(route)),
    gone: listed.filter((route) => !appRoutes.includes(route)),
  };
}

function urlOf(route: string, call: Call): { method: string; url: string } {
  const [method = "GET", template = ""] = route.split(" ");
  const path = template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  return { method, url: call.query ? `${path}?${call.query}` : path };
}

/** The status, and the error code when there is one; a live stream is read up to its first event only. */
async function send(client: TestClient, route: string, call: Call, address: string) {
  const { method, url } = urlOf(route, call);
  const controller = new AbortController();
  const response = await client.request(url, {
    method,
    signal: controller.signal,
    headers: { "x-matrix-client": address },
    ...(call.body === undefined ? {} : { json: call.body }),
  });
  let code = "";
  let text = "";
  if ((response.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
    const reader = response.body?.getReader();
    await reader?.read();
    await reader?.cancel();
    controller.abort();
  } else {
    text = await response.text();
    if (response.status >= 400) code = /"code":"(\w+)"/.exec(text)?.[1] ?? "";
  }
  return { status: response.status, code, text };
}

// ---- the tests -----------------------------------------------------------------------------------------------

describe("authorization matrix", () => {
  let world: World;

  beforeAll(async () => {
    // A trusted client-address header, so each actor has its own contact-form allowance.
    const server = await createTestServer({ env: { CLIENT_IP_HEADER: "x-matrix-client" } });
    const clients = Object.fromEntries(ACTORS.map((actor) => [actor, server.client()])) as Record<Actor, TestClient>;
    const ids: Record<Actor, string | undefined> = {
      visitor: undefined,
      member: undefined,
      otherClubMember: undefined,
      officer: undefined,
      otherClubOfficer: undefined,
      leader: undefined,
      admin: undefined,
    };
    for (const actor of ACTORS) {
      if (actor === "visitor") continue;
      const { user } = await clients[actor].signUpAndVerify(`${actor.toLowerCase()}@matrix.example`, actor);
      ids[actor] = user.id;
    }
    const base = { server };
    const clubA = await newClub(base, "Harbour Speakers");
    const clubB = await newClub(base, "Hilltop Pitchers");
    await server.db.insert(memberships).values([
      { userId: ids.member as string, clubId: clubA },
      { userId: ids.otherClubMember as string, clubId: clubB },
    ]);
    await makeAdmin(server, ids.admin as string);
    // The leader's grant comes the way a real one does: a key issued by the admin, redeemed at the gate.
    const issued = await clients.admin.api.admin["access-keys"].$post({ json: { label: "Officers" } });
    expect(issued.status).toBe(201);
    const { key } = await issued.json();
    expect((await clients.leader.post("/api/leadership/access", { key })).status).toBe(201);
    // The officers likewise, with a key issued for their club (decision 139).
    for (const [actor, clubId] of [
      ["officer", clubA],
      ["otherClubOfficer", clubB],
    ] as const) {
      const clubKey = await clients.admin.post("/api/admin/access-keys", { label: "Club officers", clubId });
      expect(clubKey.status).toBe(201);
      const { key: officerKey } = (await clubKey.json()) as { key: string };
      expect((await clients[actor].post("/api/leadership/access", { key: officerKey })).status).toBe(201);
    }

    const [startPathway, progressPathway] = await server.db
      .insert(pathways)
      .values([
        { name: "Persuasive Influence", totalProjects: 3 },
        { name: "Presentation Mastery", totalProjects: 3 },
      ])
      .returning({ id: pathways.id });
    const [openCourse, lockedCourse] = await server.db
      .insert(courses)
      .values([{ title: "Storytelling Basics" }, { title: "Advanced Q&A" }])
      .returning({ id: courses.id });
    const [previewModule, lockedModule] = await server.db
      .insert(courseModules)
      .values([
        { courseId: openCourse?.id as string, title: "Why stories work", isPreview: true },
        { courseId: lockedCourse?.id as string, title: "Hostile questions", isPreview: false },
      ])
      .returning({ id: courseModules.id });
    const [previewLesson, lockedLesson] = await server.db
      .insert(courseLessons)
      .values([
        { moduleId: previewModule?.id as string, title: "The hook", body: "Start with a person." },
        { moduleId: lockedModule?.id as string, title: "Bridging", body: "Acknowledge, bridge, answer." },
      ])
      .returning({ id: courseLessons.id });

    world = {
      server,
      clients,
      ids,
      clubA,
      clubB,
      publicEvent: await newEvent(base, { clubId: clubA, isPublic: true }),
      privateEvent: await newEvent(base, { clubId: clubA, isPublic: false }),
      startPathway: startPathway?.id as string,
      progressPathway: progressPathway?.id as string,
      openCourse: openCourse?.id as string,
      previewLesson: previewLesson?.id as string,
      lockedLesson: lockedLesson?.id as string,
      memberPitch: "",
    };
    world.memberPitch = await newMemberPitch(world);
  }, 60_000);

  afterAll(async () => {
    await world?.server.close();
  });

  it("has an entry for every /api route of the app, and none for a route the app no longer has", () => {
    const appRoutes = apiRoutesOf(world.server.app);
    expect(appRoutes.length).toBeGreaterThan(40);
    expect(compareWithMatrix(appRoutes)).toEqual({ withoutEntry: [], gone: [] });
  });

  it("notices a route added without an entry, and an entry left behind by a removed route", () => {
    const grown = new Hono().route("/", world.server.app).get("/api/clubs/:clubId/secrets", (c) => c.text(""));
    expect(compareWithMatrix(apiRoutesOf(grown)).withoutEntry).toEqual(["GET /api/clubs/:clubId/secrets"]);
    const shrunk = apiRoutesOf(world.server.app).filter((route) => route !== "GET /api/profile");
    expect(compareWithMatrix(shrunk).gone).toEqual(["GET /api/profile"]);
  });

  for (const [route, cases] of Object.entries(MATRIX)) {
    it(route, async () => {
      const answered: Record<string, Record<Actor, number | boolean>> = {};
      const expected: Record<string, Record<Actor, number | boolean>> = {};
      const codes: string[] = [];
      for (const entry of cases) {
        expected[entry.on] = entry.expect;
        const statuses = {} as Statuses;
        const found = {} as Record<Actor, boolean>;
        for (const [index, actor] of ACTORS.entries()) {
          const call = await entry.call(world, actor);
          const { status, code, text } = await send(world.clients[actor], route, call, `198.51.100.${index + 1}`);
          statuses[actor] = status;
          if (entry.shows) found[actor] = text.includes(entry.shows.text(world));
          if (code) codes.push(`${entry.on} / ${actor}: ${status} ${code}`);
          if (status < 400) await entry.after?.(world, actor);
        }
        answered[entry.on] = statuses;
        if (entry.shows) {
          answered[`${entry.on}: who finds it`] = found;
          expected[`${entry.on}: who finds it`] = entry.shows.to;
        }
      }
      expect(answered, codes.join("\n")).toEqual(expected);
    });
  }

  // Runs after the matrix: what the refused calls above would have changed is unchanged.
  it("left the member's pitch and the clubs' memberships to their owners", async () => {
    const { db } = world.server;
    const [pitch] = await db.select({ title: pitches.title }).from(pitches).where(eq(pitches.id, world.memberPitch));
    expect(pitch?.title).toBe(pitchEdit("member").title);
    const actorIds = Object.values(world.ids).filter((id) => id !== undefined);
    const members = await db
      .select({ userId: memberships.userId, clubId: memberships.clubId })
      .from(memberships)
      .where(and(inArray(memberships.clubId, [world.clubA, world.clubB]), inArray(memberships.userId, actorIds)));
    expect(members).toHaveLength(4);
    expect(members).toEqual(
      expect.arrayContaining([
        { userId: world.ids.member, clubId: world.clubA },
        { userId: world.ids.otherClubMember, clubId: world.clubB },
        { userId: world.ids.officer, clubId: world.clubA },
        { userId: world.ids.otherClubOfficer, clubId: world.clubB },
      ]),
    );
    const officers = await db
      .select()
      .from(clubOfficers)
      .where(and(inArray(clubOfficers.clubId, [world.clubA, world.clubB]), inArray(clubOfficers.userId, actorIds)));
    expect(officers.map((officer) => [officer.userId, officer.clubId])).toEqual(
      expect.arrayContaining([
        [world.ids.officer, world.clubA],
        [world.ids.otherClubOfficer, world.clubB],
      ]),
    );
    expect(officers).toHaveLength(2);
  });
});
