/**
 * A standalone tool's saved entry attached to a meeting afterwards (docs/decisions/244): who may, when, for whom, and
 * a repeat answered as the first — also when copies arrive at once.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aTimerLog, attachEvaluation, attachFillers, attachTiming } from "../../../../test/support/attach";
import { makeAdmin, signedInMember } from "../../../../test/support/factories";
import { aRunningMeeting, uuid } from "../../../../test/support/meeting-record";
import { endMeeting } from "../../../../test/support/meeting-report";
import { aServerForEachTest, expectError } from "../../../../test/support/server";
import { DAY, HOUR } from "../../../domain/time";
import { events, meetingFillerCounts } from "../../db/schema";

const server = aServerForEachTest();

describe("attaching a timer log", () => {
  test("lands in the speaker's record as a timed speech; sent again it answers the same and adds nothing", async () => {
    const { eventId, pitcher, member } = await aRunningMeeting(server);
    const log = aTimerLog(pitcher.user.id, { speechTitle: "Bridges" });
    const first = await attachTiming(member.client, eventId, log);
    expect(first.status).toBe(201);
    const answer = await first.json();
    expect(answer).toMatchObject({ tool: "timer", entryId: log.entryId, eventId, speakerName: "Pia" });
    expect(answer.meeting).toMatchObject({ title: "Harbour Club Night", timeZone: "Europe/Berlin" });
    const again = await attachTiming(member.client, eventId, log);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(answer);
    const record = await (await pitcher.client.api.profile.record.$get()).json();
    expect(record.speeches).toEqual([
      expect.objectContaining({ eventId, speechTitle: "Bridges", durationSeconds: 330, verdict: "within" }),
    ]);
    const attached = await (await member.client.api.meetings.attached.$get()).json();
    expect(attached.entries).toEqual([answer]);
    // the same log for someone else, or at another meeting: it went to this one already
    await expectError(
      await attachTiming(member.client, eventId, { ...log, speakerUserId: member.user.id }),
      409,
      "ENTRY_ATTACHED",
      /already attached to Harbour Club Night/,
    );
  });

  test("the speaker's home page highlights, kept in memory, are told of the attached speech", async () => {
    const { eventId, pitcher, member } = await aRunningMeeting(server);
    const timed = async () => (await (await pitcher.client.api.dashboard.summary.$get()).json()).speaking.withinTime;
    expect(await timed()).toMatchObject({ timed: 0 });
    expect((await attachTiming(member.client, eventId, aTimerLog(pitcher.user.id))).status).toBe(201);
    await expect.poll(timed).toMatchObject({ within: 1, timed: 1 });
  });

  test("copies sent at once make one speech", async () => {
    const { eventId, pitcher, member } = await aRunningMeeting(server);
    const log = aTimerLog(pitcher.user.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => attachTiming(member.client, eventId, log)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(201));
    const record = await (await pitcher.client.api.profile.record.$get()).json();
    expect(record.speeches.filter((speech) => speech.durationSeconds === 330)).toHaveLength(1);
  });

  test("an ended meeting's report stays as it was; the record shows the speech", async () => {
    const { eventId, pitcher, member, moderator } = await aRunningMeeting(server);
    expect((await endMeeting(moderator.client, eventId)).status).toBe(200);
    const report = () => moderator.client.api.meetings[":id"].report.$get({ param: { id: eventId } });
    const before = await (await report()).json();
    expect((await attachTiming(member.client, eventId, aTimerLog(pitcher.user.id))).status).toBe(201);
    expect(await (await report()).json()).toEqual(before);
    const record = await (await pitcher.client.api.profile.record.$get()).json();
    expect(record.speeches).toEqual([expect.objectContaining({ eventId, durationSeconds: 330 })]);
  });
});

describe("who may attach, when and for whom", () => {
  test("an active member of the club or an admin; others are refused", async () => {
    const { eventId, pitcher, attendee } = await aRunningMeeting(server);
    const outsider = await signedInMember(server, "Otto");
    // a private meeting does not exist for those outside its club
    await expectError(await attachTiming(outsider.client, eventId, aTimerLog(pitcher.user.id)), 404, "EVENT_NOT_FOUND");
    await server.db.update(events).set({ isPublic: true }).where(eq(events.id, eventId));
    await expectError(
      await attachTiming(outsider.client, eventId, aTimerLog(pitcher.user.id)),
      403,
      "NOT_ALLOWED_TO_ATTACH",
    );
    await makeAdmin(server, outsider.user.id);
    expect((await attachTiming(outsider.client, eventId, aTimerLog(pitcher.user.id))).status).toBe(201);
    expect((await attachTiming(attendee.client, eventId, aTimerLog(pitcher.user.id))).status).toBe(201);
  });

  test("the meeting must have begun, be at most 30 days old and not cancelled", async () => {
    const { eventId, pitcher, member } = await aRunningMeeting(server);
    const at = (eventDate: Date) => server.db.update(events).set({ eventDate }).where(eq(events.id, eventId));
    await at(new Date(Date.now() + HOUR));
    await expectError(await attachTiming(member.client, eventId, aTimerLog(pitcher.user.id)), 409, "ATTACH_WINDOW");
    await at(new Date(Date.now() - 31 * DAY));
    await expectError(
      await attachTiming(member.client, eventId, aTimerLog(pitcher.user.id)),
      409,
      "ATTACH_WINDOW",
      "Entries can be attached until 30 days after a meeting.",
    );
    await at(new Date(Date.now() - 29 * DAY));
    expect((await attachTiming(member.client, eventId, aTimerLog(pitcher.user.id))).status).toBe(201);
    await server.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, eventId));
    await expectError(await attachTiming(member.client, eventId, aTimerLog(pitcher.user.id)), 409, "MEETING_CANCELLED");
  });

  test("the speaker held a role at the meeting or attended it", async () => {
    const { eventId, attendee, member, moderator } = await aRunningMeeting(server);
    await expectError(
      await attachTiming(moderator.client, eventId, aTimerLog(member.user.id)),
      400,
      "SPEAKER_NOT_AT_MEETING",
    );
    expect((await attachTiming(member.client, eventId, aTimerLog(attendee.user.id))).status).toBe(201);
    const offered = await (await member.client.api.meetings.attachable.$get()).json();
    const meeting = offered.meetings.find((each) => each.eventId === eventId);
    expect(meeting?.people.map((person) => person.name)).toEqual(["Ada", "Al", "Eva", "Mo", "Pia"]);
    expect(meeting?.people.find((person) => person.name === "Pia")?.speechTitle).toBe("Bridges");
  });
});

describe("attaching an ah-counter session's speaker", () => {
  test("adds the counts to the speaker's at the meeting once, however often and however many at once", async () => {
    const { eventId, pitcher, member } = await aRunningMeeting(server);
    const counted = { entryId: uuid(), countedSpeakerId: "s1", speakerUserId: pitcher.user.id };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => attachFillers(member.client, eventId, { ...counted, counts: { Um: 2, So: 1 } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(4).fill(201));
    // a second session adds to the same speaker's counts
    const other = { ...counted, entryId: uuid(), counts: { Um: 1, Like: 0 } };
    expect((await attachFillers(member.client, eventId, other)).status).toBe(201);
    const rows = await server.db
      .select({ word: meetingFillerCounts.word, count: meetingFillerCounts.count })
      .from(meetingFillerCounts)
      .where(eq(meetingFillerCounts.eventId, eventId));
    expect(rows).toEqual(
      expect.arrayContaining([
        { word: "Um", count: 3 },
        { word: "So", count: 1 },
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});

describe("attaching an evaluation", () => {
  test("the attacher is its evaluator: delivered to the speaker, once per speaker; never of oneself", async () => {
    const { eventId, pitcher, attendee } = await aRunningMeeting(server);
    const entryId = uuid();
    const copies = await Promise.all(
      Array.from({ length: 3 }, () => attachEvaluation(attendee.client, eventId, pitcher.user.id, entryId)),
    );
    expect(copies.map((answer) => answer.status)).toEqual(Array(3).fill(201));
    const received = await (await pitcher.client.api.profile.evaluations.$get()).json();
    expect(received.evaluations).toEqual([expect.objectContaining({ eventId, evaluatorName: "Ada" })]);
    await expectError(
      await attachEvaluation(attendee.client, eventId, pitcher.user.id),
      409,
      "ALREADY_EVALUATED",
      "You have already evaluated Pia at this meeting.",
    );
    await expectError(await attachEvaluation(attendee.client, eventId, attendee.user.id), 400, "OWN_EVALUATION");
  });
});
