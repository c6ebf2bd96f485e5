/**
 * Speech details of pitchers and evaluator pairing (docs/decisions/145, 146): who may, only the right roles, not once
 * the event ended, the pairing race, and a dropped speaker clearing its pairing.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import {
  aClub,
  anEvent,
  anEventWithAgendaAndRoles,
  type SignedIn,
  signedInAdmin,
  signedInClubOfficer,
  signedInMember,
} from "../../../../test/support/factories";
import { aServerForEachTest, errorOf, type TestClient } from "../../../../test/support/server";
import { DAY } from "../../../domain/time";
import { meetingRoleAssignments, pathways, pitches, userPathways } from "../../db/schema";
import { eventSpeakers } from "./speeches";

const server = aServerForEachTest();

const details = {
  title: "Why Bridges Sing",
  project: { kind: "other" as const, title: "Ice Breaker" },
  minMinutes: 5,
  maxMinutes: 7,
};

const putSpeech = (client: TestClient, eventId: string, assignmentId: string, json: unknown) =>
  client.request(`/api/events/${eventId}/roles/${assignmentId}/speech`, { method: "PUT", json });
const pair = (client: TestClient, eventId: string, assignmentId: string, speakerAssignmentId: string | null) =>
  client.api.events[":id"].roles[":assignmentId"].pairing.$put({
    param: { id: eventId, assignmentId },
    json: { speakerAssignmentId },
  });

async function speakersOf(eventId: string, client = server.client()) {
  const response = await client.api.events[":id"].speakers.$get({ param: { id: eventId } });
  expect(response.status).toBe(200);
  return response.json();
}

/** A meeting of a club whose pitcher is `pitcher` and whose evaluators are `evaluators`, in that order. */
async function meeting(pitchers: SignedIn[], evaluators: SignedIn[] = [], values = {}) {
  const club = await aClub(server, { name: `Club ${Math.random()}` });
  const { eventId, assignmentIds } = await anEventWithAgendaAndRoles(server, {
    clubId: club.id,
    roles: [
      ...pitchers.map(({ user }) => ({ userId: user.id, roleType: "pitcher" as const })),
      ...evaluators.map(({ user }) => ({ userId: user.id, roleType: "evaluator" as const })),
    ],
    ...values,
  });
  return {
    clubId: club.id,
    eventId,
    speakerIds: assignmentIds.slice(0, pitchers.length),
    evaluatorIds: assignmentIds.slice(pitchers.length),
  };
}

describe("speech details", () => {
  test("the pitcher adds them; everyone who sees the meeting reads them in the speakers list", async () => {
    const pia = await signedInMember(server, "Pia");
    const { eventId, speakerIds } = await meeting([pia]);
    const [speaker = ""] = speakerIds;
    expect(await speakersOf(eventId)).toMatchObject({ speakers: [{ name: "Pia", speech: null, evaluator: null }] });

    const response = await pia.client.api.events[":id"].roles[":assignmentId"].speech.$put({
      param: { id: eventId, assignmentId: speaker },
      json: details,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      title: "Why Bridges Sing",
      project: "Ice Breaker",
      minMinutes: 5,
      maxMinutes: 7,
    });
    const { speakers, canManage } = await speakersOf(eventId);
    expect(canManage).toBe(false);
    expect(speakers).toEqual([
      {
        assignmentId: speaker,
        userId: pia.user.id,
        name: "Pia",
        roleType: "pitcher",
        evaluated: true,
        speech: { title: "Why Bridges Sing", project: "Ice Breaker", minMinutes: 5, maxMinutes: 7 },
        evaluator: null,
      },
    ]);

    const cleared = await pia.client.api.events[":id"].roles[":assignmentId"].speech.$delete({
      param: { id: eventId, assignmentId: speaker },
    });
    expect(cleared.status).toBe(200);
    expect((await speakersOf(eventId)).speakers[0]?.speech).toBeNull();
  });

  test("the project: one of the speaker's pathway projects or program goals, or free text", async () => {
    const pia = await signedInMember(server, "Pia");
    const [pathway] = await server.db
      .insert(pathways)
      .values({ name: "Presentation Mastery", totalProjects: 10 })
      .returning({ id: pathways.id });
    await server.db.insert(userPathways).values({ userId: pia.user.id, pathwayId: pathway?.id ?? "" });
    await server.db
      .insert(pitches)
      .values({ userId: pia.user.id, certificationId: 1, goalId: "personal-story", title: "t", content: "c" });
    const { eventId, speakerIds } = await meeting([pia]);
    const [speaker = ""] = speakerIds;

    const response = await pia.client.api.events[":id"].roles[":assignmentId"]["speech-projects"].$get({
      param: { id: eventId, assignmentId: speaker },
    });
    const { choices } = await response.json();
    expect(choices).toHaveLength(10 + 4);
    expect(choices[2]).toEqual({
      id: `pathway:${pathway?.id}:3`,
      group: "Presentation Mastery",
      title: "Presentation Mastery 3: Get to the Point",
    });
    expect(choices[10]).toMatchObject({
      id: "goal:1:personal-story",
      title: "Certified Professional Presenter: Tell Your Story",
    });

    const chosen = await putSpeech(pia.client, eventId, speaker, {
      ...details,
      project: { kind: "choice", id: `pathway:${pathway?.id}:3` },
    });
    expect(await chosen.json()).toMatchObject({ project: "Presentation Mastery 3: Get to the Point" });
    // a choice that is not the speaker's: a pathway they have not started
    expect(
      await errorOf(
        await putSpeech(pia.client, eventId, speaker, {
          ...details,
          project: { kind: "choice", id: "goal:2:elevator-pitch" },
        }),
      ),
    ).toEqual({
      status: 400,
      code: "UNKNOWN_PROJECT",
      message: "That project is not one of the speaker's pathway projects or certification goals.",
    });
  });

  test("bad input is a 400 with a clear message; the SQL checks hold too", async () => {
    const pia = await signedInMember(server, "Pia");
    const { eventId, speakerIds } = await meeting([pia]);
    const [speaker = ""] = speakerIds;
    const refusal = async (json: unknown) => errorOf(await putSpeech(pia.client, eventId, speaker, json));
    expect(await refusal({ ...details, title: "  " })).toMatchObject({
      status: 400,
      message: expect.stringContaining("Speech title is required"),
    });
    expect(await refusal({ ...details, title: "x".repeat(121) })).toMatchObject({ status: 400 });
    expect(await refusal({ ...details, minMinutes: 7, maxMinutes: 7 })).toMatchObject({
      status: 400,
      message: expect.stringContaining("The maximum time must be longer than the minimum time."),
    });
    expect(await refusal({ ...details, minMinutes: 0 })).toMatchObject({
      status: 400,
      message: expect.stringContaining("The minimum time must be at least 1 minute."),
    });
    expect(await refusal({ ...details, maxMinutes: 61 })).toMatchObject({
      status: 400,
      message: expect.stringContaining("The maximum time must be at most 60 minutes."),
    });
    expect(await refusal({ ...details, minMinutes: 2.5 })).toMatchObject({ status: 400 });
    // the database refuses what the route would: an inverted range, details on a non-pitcher
    await expect(
      server.db
        .update(meetingRoleAssignments)
        .set({ speechTitle: "t", speechProject: "p", speechMinMinutes: 7, speechMaxMinutes: 5 })
        .where(eq(meetingRoleAssignments.id, speaker)),
    ).rejects.toThrow();
  });

  test("who may: the holder, an officer of the event's club, an admin; not another member nor another club's officer", async () => {
    const pia = await signedInMember(server, "Pia");
    const other = await signedInMember(server, "Oz");
    const elsewhere = await signedInClubOfficer(server, (await aClub(server, { name: "Elsewhere" })).id, "Eli");
    const admin = await signedInAdmin(server, "Ada");
    const { clubId, eventId, speakerIds } = await meeting([pia]);
    const [speaker = ""] = speakerIds;
    const officer = await signedInClubOfficer(server, clubId, "Lea");

    for (const outsider of [other, elsewhere]) {
      expect(await errorOf(await putSpeech(outsider.client, eventId, speaker, details))).toEqual({
        status: 403,
        code: "ACCESS_DENIED",
        message: "Only the speaker, an officer of the club or an admin can change these speech details.",
      });
    }
    expect((await putSpeech(officer.client, eventId, speaker, { ...details, title: "By the officer" })).status).toBe(
      200,
    );
    expect((await speakersOf(eventId, officer.client)).canManage).toBe(true);
    expect((await putSpeech(admin.client, eventId, speaker, { ...details, title: "By the admin" })).status).toBe(200);
    expect((await speakersOf(eventId)).speakers[0]?.speech?.title).toBe("By the admin");
    expect((await putSpeech(server.client(), eventId, speaker, details)).status).toBe(401);
  });

  test("only a speaking role's assignment has speech details", async () => {
    const eva = await signedInMember(server, "Eva");
    const { eventId, evaluatorIds } = await meeting([], [eva]);
    expect(await errorOf(await putSpeech(eva.client, eventId, evaluatorIds[0] ?? "", details))).toEqual({
      status: 409,
      code: "NOT_A_PITCHER",
      message: "Speech details belong to a speaking role (a pitcher's, a speaker's): this assignment is not one.",
    });
  });

  test("an event that has ended refuses speech details and pairings", async () => {
    const pia = await signedInMember(server, "Pia");
    const eva = await signedInMember(server, "Eva");
    const { eventId, speakerIds, evaluatorIds } = await meeting([pia], [eva], {
      eventDate: new Date(Date.now() - 2 * DAY),
    });
    const ended = { status: 409, code: "EVENT_ENDED", message: "This event has ended." };
    expect(await errorOf(await putSpeech(pia.client, eventId, speakerIds[0] ?? "", details))).toEqual(ended);
    expect(await errorOf(await pair(eva.client, eventId, evaluatorIds[0] ?? "", speakerIds[0] ?? ""))).toEqual(ended);
  });

  test("an assignment of another event, or one that is gone, is not found", async () => {
    const pia = await signedInMember(server, "Pia");
    const { speakerIds } = await meeting([pia]);
    const otherEvent = await anEvent(server);
    expect(await errorOf(await putSpeech(pia.client, otherEvent, speakerIds[0] ?? "", details))).toMatchObject({
      status: 404,
      code: "ASSIGNMENT_NOT_FOUND",
    });
  });
});

describe("evaluator pairing", () => {
  test("an evaluator pairs with a speaker, changes to another, and unpairs", async () => {
    const [pia, pat, eva] = [
      await signedInMember(server, "Pia"),
      await signedInMember(server, "Pat"),
      await signedInMember(server, "Eva"),
    ];
    const { eventId, speakerIds, evaluatorIds } = await meeting([pia, pat], [eva]);
    const [first = "", second = ""] = speakerIds;
    const evaluator = evaluatorIds[0] ?? "";
    expect((await pair(eva.client, eventId, evaluator, first)).status).toBe(200);
    // speakers taken in one statement share a time: read them by assignment
    const evaluatorOf = async (id: string) =>
      (await speakersOf(eventId)).speakers.find((speaker) => speaker.assignmentId === id)?.evaluator?.name ?? null;
    const view = await speakersOf(eventId);
    expect([await evaluatorOf(first), await evaluatorOf(second)]).toEqual(["Eva", null]);
    expect(view.evaluators).toEqual([
      { assignmentId: evaluator, userId: eva.user.id, name: "Eva", speakerAssignmentId: first },
    ]);
    expect((await pair(eva.client, eventId, evaluator, second)).status).toBe(200);
    expect([await evaluatorOf(first), await evaluatorOf(second)]).toEqual([null, "Eva"]);
    expect((await pair(eva.client, eventId, evaluator, null)).status).toBe(200);
    expect((await speakersOf(eventId)).speakers.every((speaker) => speaker.evaluator === null)).toBe(true);
  });

  test("one evaluator per speaker; only an evaluator pairs, only with a pitcher of the same meeting", async () => {
    const [pia, eva, eve] = [
      await signedInMember(server, "Pia"),
      await signedInMember(server, "Eva"),
      await signedInMember(server, "Eve"),
    ];
    const { eventId, speakerIds, evaluatorIds } = await meeting([pia], [eva, eve]);
    const [speaker = ""] = speakerIds;
    const [evaId = "", eveId = ""] = evaluatorIds;
    expect((await pair(eva.client, eventId, evaId, speaker)).status).toBe(200);
    expect(await errorOf(await pair(eve.client, eventId, eveId, speaker))).toEqual({
      status: 409,
      code: "SPEAKER_TAKEN",
      message: "Eva already evaluates this speaker. Each speaker has one evaluator.",
      title: "Speaker Taken",
    });
    // pairing with an evaluator, or pairing a pitcher
    expect(await errorOf(await pair(eve.client, eventId, eveId, evaId))).toMatchObject({
      status: 409,
      code: "NOT_A_SPEAKER",
      message: "An evaluator can only be paired with an evaluated speaker of the same meeting.",
    });
    expect(await errorOf(await pair(pia.client, eventId, speaker, speaker))).toEqual({
      status: 409,
      code: "NOT_AN_EVALUATOR",
      message: "Only an evaluator's role can be paired with a speaker.",
    });
    const other = await meeting([await signedInMember(server, "Pol")]);
    expect(await errorOf(await pair(eve.client, eventId, eveId, other.speakerIds[0] ?? ""))).toMatchObject({
      status: 404,
      code: "SPEAKER_NOT_FOUND",
      message: "That speaker's role assignment no longer exists.",
    });
  });

  test("who may: the evaluator, an officer of the club or an admin", async () => {
    const [pia, eva, other] = [
      await signedInMember(server, "Pia"),
      await signedInMember(server, "Eva"),
      await signedInMember(server, "Oz"),
    ];
    const { clubId, eventId, speakerIds, evaluatorIds } = await meeting([pia], [eva]);
    const officer = await signedInClubOfficer(server, clubId, "Lea");
    const args = [eventId, evaluatorIds[0] ?? "", speakerIds[0] ?? ""] as const;
    for (const client of [other.client, pia.client]) {
      expect(await errorOf(await pair(client, ...args))).toEqual({
        status: 403,
        code: "ACCESS_DENIED",
        message: "Only the evaluator, an officer of the club or an admin can choose whom this evaluator evaluates.",
      });
    }
    expect((await pair(officer.client, ...args)).status).toBe(200);
    expect((await pair((await signedInAdmin(server)).client, ...args)).status).toBe(200);
  });

  test("two evaluators choosing the same speaker at once: one wins, the other is told who has them", async () => {
    const pia = await signedInMember(server, "Pia");
    const evaluators = [
      await signedInMember(server, "Eva"),
      await signedInMember(server, "Eve"),
      await signedInMember(server, "Ezra"),
    ];
    const { eventId, speakerIds, evaluatorIds } = await meeting([pia], evaluators);
    const responses = await Promise.all(
      evaluators.map(({ client }, index) => pair(client, eventId, evaluatorIds[index] ?? "", speakerIds[0] ?? "")),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const winner = evaluators[responses.findIndex((response) => response.status === 200)];
    for (const response of responses.filter((one) => one.status === 409)) {
      expect((await errorOf(response)).message).toBe(
        `${winner?.user.name} already evaluates this speaker. Each speaker has one evaluator.`,
      );
    }
    expect((await speakersOf(eventId)).speakers[0]?.evaluator?.name).toBe(winner?.user.name);
  });

  test("the database itself pairs an evaluator only with a pitcher of the same meeting", async () => {
    const [pia, eva] = [await signedInMember(server, "Pia"), await signedInMember(server, "Eva")];
    const { speakerIds, evaluatorIds } = await meeting([pia], [eva]);
    const elsewhere = await meeting([await signedInMember(server, "Pol")]);
    const pairTo = (speaker: string) =>
      server.db
        .update(meetingRoleAssignments)
        .set({ evaluatesAssignmentId: speaker })
        .where(eq(meetingRoleAssignments.id, evaluatorIds[0] ?? ""));
    await expect(pairTo(elsewhere.speakerIds[0] ?? "")).rejects.toThrow();
    await expect(pairTo(evaluatorIds[0] ?? "")).rejects.toThrow();
    await pairTo(speakerIds[0] ?? "");
    const [row] = await server.db
      .select({ speaker: meetingRoleAssignments.evaluatesAssignmentId })
      .from(meetingRoleAssignments)
      .where(eq(meetingRoleAssignments.id, evaluatorIds[0] ?? ""));
    expect(row?.speaker).toBe(speakerIds[0]);
  });

  test("a speaker who drops the role frees the evaluator: the pairing clears", async () => {
    const [pia, eva] = [await signedInMember(server, "Pia"), await signedInMember(server, "Eva")];
    const { eventId, speakerIds, evaluatorIds } = await meeting([pia], [eva]);
    const [speaker = ""] = speakerIds;
    expect((await pair(eva.client, eventId, evaluatorIds[0] ?? "", speaker)).status).toBe(200);
    const dropped = await pia.client.api.events[":id"].roles[":assignmentId"].$delete({
      param: { id: eventId, assignmentId: speaker },
    });
    expect(dropped.status).toBe(200);
    const view = await speakersOf(eventId);
    expect(view.speakers).toEqual([]);
    expect(view.evaluators[0]?.speakerAssignmentId).toBeNull();
    expect(await eventSpeakers(server.db, eventId)).toEqual([]);
  });
});
