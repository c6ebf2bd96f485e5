/**
 * The speaking record each server instance keeps per member (docs/decisions/245): after every kind of write that
 * changes a record, the next read shows it — the member's own page, another member's view of it and the CSV — and a
 * write about someone else's meeting keeps it.
 */

import { and, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { anOfficer, aRecordedSpeech, type Meeting, uuid } from "../../../../test/support/meeting-record";
import { aServerForEachTest, type TestClient } from "../../../../test/support/server";
import { SECOND } from "../../../domain/time";
import {
  clubs,
  events,
  meetingEvaluations,
  meetingFillerCounts,
  meetingRoleAssignments,
  meetingRuns,
  meetingTimings,
  meetingVotes,
  users,
} from "../../db/schema";
import { RECORD_TOPICS } from "./record-cache";
import { SPEAKING_RECORD_TABLES } from "./speaking-record";

const server = aServerForEachTest();

const ownRecord = async (client: TestClient) => (await client.api.profile.record.$get()).json();
const viewedRecord = async (client: TestClient, memberId: string) =>
  (await client.api.members[":memberId"].record.$get({ param: { memberId } })).json();
const csvOf = async (client: TestClient) => (await client.get("/api/profile/record.csv")).text();

/** Pia's record as she, her evaluator Eva (a fellow member) and her CSV show it. */
async function piasRecord({ pitcher, evaluator }: Meeting) {
  const own = await ownRecord(pitcher.client);
  const seen = await viewedRecord(evaluator.client, pitcher.user.id);
  expect("record" in seen && seen.record).toEqual(own);
  return { own, csv: await csvOf(pitcher.client) };
}

/** A write made without telling the change feed (triggers off): what is kept stays as it was. */
const unannounced = (write: string) =>
  server.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql.raw(write));
  });

describe("the speaking record kept in memory", () => {
  test("a meeting's changes reach the record: renamed, its timing, filler words, evaluation and revealed votes", async () => {
    const meeting = await aRecordedSpeech(server);
    const { eventId, pitcher, evaluator } = meeting;
    expect((await piasRecord(meeting)).own.awards).toHaveLength(1);

    await server.db.update(events).set({ title: "Harbour Gala" }).where(eq(events.id, eventId));
    let read = await piasRecord(meeting);
    expect(read.own.roles[0]?.title).toBe("Harbour Gala");
    expect(read.csv).toContain("Harbour Gala");

    await server.db
      .update(meetingTimings)
      .set({ durationSeconds: 400, verdict: "over" })
      .where(eq(meetingTimings.speakerUserId, pitcher.user.id));
    await server.db
      .update(meetingFillerCounts)
      .set({ count: 9 })
      .where(and(eq(meetingFillerCounts.speakerUserId, pitcher.user.id), eq(meetingFillerCounts.word, "Um")));
    read = await piasRecord(meeting);
    expect(read.own.speeches[0]).toMatchObject({ durationSeconds: 400, verdict: "over", fillers: 12 });

    await server.db.execute(
      sql`update ${meetingEvaluations} set form = jsonb_set(form, '{positiveOpening}', '"A calm start."')
          where ${meetingEvaluations.evaluatorUserId} = ${evaluator.user.id}`,
    );
    read = await piasRecord(meeting);
    expect(read.own.evaluations[0]?.opening).toBe("A calm start.");
    expect(read.csv).toContain("A calm start.");

    // the results hidden again: a change to the meeting's run, not to a row naming Pia
    await server.db.update(meetingRuns).set({ resultsRevealedAt: null }).where(eq(meetingRuns.eventId, eventId));
    expect((await piasRecord(meeting)).own.awards).toEqual([]);
  });

  test("a vote moved to another nominee, a role dropped or taken, a renamed club or evaluator", async () => {
    const meeting = await aRecordedSpeech(server);
    const { eventId, clubId, pitcher, evaluator, member } = meeting;
    await piasRecord(meeting);

    await server.db
      .update(meetingVotes)
      .set({ nomineeId: evaluator.user.id })
      .where(and(eq(meetingVotes.voterId, member.user.id), eq(meetingVotes.category, "best-speaker")));
    expect((await piasRecord(meeting)).own.awards).toEqual([]);

    await server.db.update(clubs).set({ name: "Harbour Orators" }).where(eq(clubs.id, clubId));
    await server.db.update(users).set({ firstName: "Evelyn" }).where(eq(users.id, evaluator.user.id));
    const read = await piasRecord(meeting);
    expect(read.own.roles[0]?.club).toBe("Harbour Orators");
    expect(read.own.evaluations[0]?.evaluator).toBe("Evelyn");

    await server.db.delete(meetingRoleAssignments).where(eq(meetingRoleAssignments.userId, pitcher.user.id));
    expect((await piasRecord(meeting)).own.roles).toEqual([]);

    expect((await ownRecord(member.client)).roles).toEqual([]);
    await server.db.insert(meetingRoleAssignments).values({ eventId, userId: member.user.id, roleType: "timer" });
    expect((await ownRecord(member.client)).roles.map((line) => line.role)).toEqual(["Timer"]);
  });

  test("a meeting to come enters the record when it begins, without a write", async () => {
    const meeting = await aRecordedSpeech(server);
    const { clubId, pitcher } = meeting;
    const [soon] = await server.db
      .insert(events)
      .values({ title: "Sunrise Session", eventDate: new Date(Date.now() + 1.5 * SECOND), clubId, isPublic: false })
      .returning();
    await server.db
      .insert(meetingRoleAssignments)
      .values({ eventId: soon?.id ?? "", userId: pitcher.user.id, roleType: "timer" });
    expect((await piasRecord(meeting)).own.roles).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1.6 * SECOND));
    expect((await piasRecord(meeting)).own.roles.map((line) => line.title)).toEqual([
      "Sunrise Session",
      "Harbour Club Night",
    ]);
  });

  test("kept until a write concerns it: another meeting's or member's writes keep it", async () => {
    const meeting = await aRecordedSpeech(server);
    const { eventId, pitcher } = meeting;
    await piasRecord(meeting);
    // unannounced, the change shows only once something the record depends on is written
    await unannounced(`update events set title = 'Quiet rename' where id = '${eventId}'`);
    const other = await aRecordedSpeech(server);
    await server.db
      .update(meetingTimings)
      .set({ durationSeconds: 401 })
      .where(eq(meetingTimings.speakerUserId, other.pitcher.user.id));
    expect((await ownRecord(other.pitcher.client)).speeches[0]?.durationSeconds).toBe(401);
    expect((await piasRecord(meeting)).own.roles[0]?.title).toBe("Harbour Club Night");

    await server.db.insert(meetingTimings).values({
      id: uuid(),
      eventId,
      speakerUserId: pitcher.user.id,
      speakerName: "Pia",
      speechTitle: "Table topic",
      greenSeconds: 60,
      yellowSeconds: 90,
      redSeconds: 120,
      graceSeconds: 30,
      startedAt: new Date(Date.now() - 2 * SECOND),
      stoppedAt: new Date(),
      bankedMs: 75 * SECOND,
      durationSeconds: 75,
      verdict: "within",
    });
    const read = await piasRecord(meeting);
    expect(read.own.roles[0]?.title).toBe("Quiet rename");
    expect(read.own.speeches.map((speech) => speech.durationSeconds)).toContain(75);
  });

  test("the member's hidden-record switch applies at once to others' views", async () => {
    const meeting = await aRecordedSpeech(server);
    const { pitcher, evaluator } = meeting;
    const officer = await anOfficer(server, meeting);
    await piasRecord(meeting);
    await pitcher.client.api.profile["record-visibility"].$put({ json: { hidden: true } });
    expect(await viewedRecord(evaluator.client, pitcher.user.id)).toMatchObject({ error: { code: "RECORD_HIDDEN" } });
    expect(await viewedRecord(officer.client, pitcher.user.id)).toMatchObject({ hidden: true, detail: "schedule" });
    await pitcher.client.api.profile["record-visibility"].$put({ json: { hidden: false } });
    expect(await viewedRecord(evaluator.client, pitcher.user.id)).toMatchObject({ hidden: false, detail: "full" });
  });

  test("every table the record is read from drops what is kept: the member's, or those naming what changed", () => {
    const kept = { json: "", gzip: new Uint8Array(), names: new Set(["e1", "c1", "u2"]) };
    const drops = (topic: string) =>
      RECORD_TOPICS.keyOf(topic) === "m1" || RECORD_TOPICS.valuesOf?.(topic)?.(kept) === true;
    for (const table of SPEAKING_RECORD_TABLES) {
      const topics = [`${table}:user:m1`, `${table}:event:e1`, `${table}:club:c1`];
      expect(topics.some(drops), table).toBe(true);
    }
    expect(drops("users:user:u2")).toBe(true);
    expect(["memberships:user:m1", "meeting_agendas:event:e1", "events:event:e2", "users:user:u3"].some(drops)).toBe(
      false,
    );
  });
});
