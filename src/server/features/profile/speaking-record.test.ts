/**
 * A member's speaking record (docs/decisions/238): what meetings stored about them, read back by the member.
 */

import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { signedInMember } from "../../../../test/support/factories";
import { aRecordedSpeech, aRunningMeeting, recordedSpeechLine } from "../../../../test/support/meeting-record";
import { aServerForEachTest, errorOf } from "../../../../test/support/server";
import { events } from "../../db/schema";

const server = aServerForEachTest();

describe("my speaking record", () => {
  test("holds the member's role, timed speech with its details, filler words, evaluation and vote won", async () => {
    const { eventId, clubId, pitcher } = await aRecordedSpeech(server);
    const response = await pitcher.client.api.profile.record.$get();
    expect(response.status).toBe(200);
    const record = await response.json();
    const meeting = { eventId, title: "Harbour Club Night", clubId, timeZone: "Europe/Berlin" };
    expect(record.roles).toEqual([expect.objectContaining({ ...meeting, role: "Pitcher" })]);
    expect(record.speeches).toEqual([
      expect.objectContaining({
        ...meeting,
        ...recordedSpeechLine(),
      }),
    ]);
    expect(record.evaluations).toEqual([
      expect.objectContaining({
        ...meeting,
        evaluator: "Eva",
        opening: "A gripping opening story.",
        improvement: "Pause after the question.",
      }),
    ]);
    expect(record.evaluations[0]?.scores).toMatchObject({ clarity: 4, eyeContact: 3, gestures: 0 });
    expect(record.awards).toEqual([expect.objectContaining({ ...meeting, category: "best-speaker" })]);
  });

  test("holds only the member's own lines, and nothing of a meeting that was cancelled or has not begun", async () => {
    const { eventId, evaluator, member } = await aRecordedSpeech(server);
    const evaluators = await (await evaluator.client.api.profile.record.$get()).json();
    expect(evaluators.roles.map((line) => line.role)).toEqual(["Evaluator"]);
    expect(evaluators.speeches).toEqual([]);
    expect(evaluators.evaluations).toEqual([]);
    expect(evaluators.awards.map((line) => line.category)).toEqual(["best-evaluator"]);

    const plain = await (await member.client.api.profile.record.$get()).json();
    expect(plain).toEqual({ roles: [], speeches: [], evaluations: [], awards: [] });

    await server.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, eventId));
    const afterCancel = await (await evaluator.client.api.profile.record.$get()).json();
    expect(afterCancel).toEqual({ roles: [], speeches: [], evaluations: [], awards: [] });
  });

  test("a speech given with details but not timed is in the record without a time", async () => {
    const { pitcher, eventId } = await aRunningMeeting(server);
    const record = await (await pitcher.client.api.profile.record.$get()).json();
    expect(record.speeches).toEqual([
      expect.objectContaining({ eventId, speechTitle: "Bridges", durationSeconds: null, verdict: null, fillers: null }),
    ]);
  });

  test("is the signed-in member's only", async () => {
    const visitor = await server.client().api.profile.record.$get();
    expect(visitor.status).toBe(401);
    expect((await errorOf(visitor)).code).toBe("NOT_SIGNED_IN");
    const newcomer = await signedInMember(server, "Nia");
    expect(await (await newcomer.client.api.profile.record.$get()).json()).toEqual({
      roles: [],
      speeches: [],
      evaluations: [],
      awards: [],
    });
  });
});
