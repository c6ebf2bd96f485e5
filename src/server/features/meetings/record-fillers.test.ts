/**
 * The ah counter's taps on a meeting's console (docs/decisions/159): counted once each however often and however
 * many at once they arrive.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { anOfficer, aRunningMeeting, consoleOf, movedToNextWeek, uuid } from "../../../../test/support/meeting-record";
import { aServerForEachTest, errorOf, type TestClient } from "../../../../test/support/server";
import { meetingFillerCounts } from "../../db/schema";

const server = aServerForEachTest();

type Tap = { actionId: string; word: string; speakerUserId?: string; speakerName?: string; delta?: 1 | -1 };
const tap = (client: TestClient, eventId: string, json: Tap) =>
  client.api.meetings[":id"].fillers.$post({ param: { id: eventId }, json: json as never });

describe("filler words", () => {
  test("the ah counter's taps add up per speaker and word; a correction takes one away, never below zero", async () => {
    const meeting = await aRunningMeeting(server);
    const { eventId, ahCounter, pitcher } = meeting;
    const first = await tap(ahCounter.client, eventId, {
      actionId: uuid(),
      speakerUserId: pitcher.user.id,
      word: "Um",
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ speakerKey: `user:${pitcher.user.id}`, word: "Um", count: 1 });
    await tap(ahCounter.client, eventId, { actionId: uuid(), speakerUserId: pitcher.user.id, word: "Um" });
    const corrected = await tap(ahCounter.client, eventId, {
      actionId: uuid(),
      speakerUserId: pitcher.user.id,
      word: "Um",
      delta: -1,
    });
    expect((await corrected.json()).count).toBe(1);
    // a guest by name, however the name is typed
    await tap(ahCounter.client, eventId, { actionId: uuid(), speakerName: "Guest Gail", word: "So" });
    const again = await tap(ahCounter.client, eventId, { actionId: uuid(), speakerName: "  guest gail ", word: "So" });
    expect(await again.json()).toEqual({ speakerKey: "name:guest gail", word: "So", count: 2 });
    for (let round = 0; round < 3; round++) {
      await tap(ahCounter.client, eventId, { actionId: uuid(), speakerName: "Guest Gail", word: "Like", delta: -1 });
    }
    const view = await consoleOf(ahCounter.client, eventId);
    expect(view.fillers).toEqual(
      expect.arrayContaining([
        {
          speakerKey: `user:${pitcher.user.id}`,
          speakerUserId: pitcher.user.id,
          speakerName: "Pia",
          word: "Um",
          count: 1,
        },
        { speakerKey: "name:guest gail", speakerUserId: null, speakerName: "Guest Gail", word: "So", count: 2 },
      ]),
    );
    expect(view.fillers.find((row) => row.word === "Like")?.count ?? 0).toBe(0);
  });

  test("twenty taps at once all count; one tap sent five times at once counts once", async () => {
    const { eventId, ahCounter } = await aRunningMeeting(server);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        tap(ahCounter.client, eventId, { actionId: uuid(), speakerName: "Ann", word: "Ah" }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const once = { actionId: uuid(), speakerName: "Ann", word: "Uh" };
    const repeats = await Promise.all(Array.from({ length: 5 }, () => tap(ahCounter.client, eventId, once)));
    expect(repeats.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    for (const answer of repeats) expect((await answer.json()).count).toBe(1);
    const rows = await server.db
      .select({ word: meetingFillerCounts.word, count: meetingFillerCounts.count })
      .from(meetingFillerCounts)
      .where(eq(meetingFillerCounts.eventId, eventId));
    expect(rows.sort((a, b) => a.word.localeCompare(b.word))).toEqual([
      { word: "Ah", count: 20 },
      { word: "Uh", count: 1 },
    ]);
  });

  test("the ah counter and the club's officers count; others are refused; the console's window applies", async () => {
    const meeting = await aRunningMeeting(server);
    const { eventId } = meeting;
    for (const who of [meeting.member, meeting.pitcher, meeting.moderator]) {
      const refused = await tap(who.client, eventId, { actionId: uuid(), speakerName: "Ann", word: "Um" });
      expect(await errorOf(refused)).toMatchObject({
        status: 403,
        code: "NOT_ALLOWED_IN_MEETING",
        message: "Only the meeting's ah counter or an officer of its club can count filler words.",
      });
    }
    const officer = await anOfficer(server, meeting);
    expect((await tap(officer.client, eventId, { actionId: uuid(), speakerName: "Ann", word: "Um" })).status).toBe(200);
    const unknown = await tap(meeting.ahCounter.client, eventId, {
      actionId: uuid(),
      speakerUserId: "nobody",
      word: "Um",
    });
    expect(await errorOf(unknown)).toMatchObject({ status: 400, code: "SPEAKER_NOT_FOUND" });
    const wrongWord = await tap(meeting.ahCounter.client, eventId, {
      actionId: uuid(),
      speakerName: "Ann",
      word: "Er",
    });
    expect(await errorOf(wrongWord)).toMatchObject({ status: 400, message: "Count one of the eight filler words." });

    await movedToNextWeek(server, eventId);
    const early = await tap(meeting.ahCounter.client, eventId, {
      actionId: uuid(),
      speakerName: "Ann",
      word: "Um",
    });
    expect(await errorOf(early)).toMatchObject({ status: 409, code: "MEETING_NOT_YET" });
  });
});
