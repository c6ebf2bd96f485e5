/**
 * The Reports' speaking activity and "Share the Stage Fairly" counting speeches (docs/decisions/241): a speech the
 * timer timed counts as a speech and as a role, held or not; a member who hid their record keeps roles and speech
 * dates in the officers' report, not how their speeches were timed.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { aClub, anEvent, people, signedInClubOfficer } from "../../../../test/support/factories";
import { aServerForEachTest } from "../../../../test/support/server";
import { meetingRoleAssignments, meetingTimings, recordPrivacy } from "../../db/schema";
import { memberStageHistory } from "../roles/stage-history";
import { clubSpeakingActivity } from "./speaking-activity";

const server = aServerForEachTest();
const now = new Date("2026-11-15T12:00:00Z");

/** A Berlin club: Pia (hid her record) spoke as Pitcher, Zoe was timed without a role, Max never on stage. */
async function aClubOnStage() {
  const [pia = "", zoe = "", max = ""] = await people(server, ["pia", "zoe", "max"]);
  const club = await aClub(server, { name: "Berlin Voices", timeZone: "Europe/Berlin" }, [pia, zoe, max]);
  const meeting = (iso: string) => anEvent(server, { clubId: club.id, title: "Club Night", eventDate: new Date(iso) });
  // 30 September 23:30 in Berlin: last quarter
  const september = await meeting("2026-09-30T21:30:00Z");
  // 1 October 00:30 in Berlin (30 September in UTC): this quarter
  const october = await meeting("2026-09-30T22:30:00Z");
  const november = await meeting("2026-11-12T18:00:00Z");
  const cancelled = await anEvent(server, {
    clubId: club.id,
    eventDate: new Date("2026-11-13T18:00:00Z"),
    cancelledAt: new Date("2026-11-10T10:00:00Z"),
  });
  await server.db.insert(meetingRoleAssignments).values([
    { eventId: september, userId: pia, roleType: "pitcher" },
    { eventId: october, userId: pia, roleType: "pitcher" },
    { eventId: november, userId: pia, roleType: "timer" },
    { eventId: cancelled, userId: max, roleType: "timer" },
  ]);
  const timing = (eventId: string, speakerUserId: string, verdict: "within" | "over") => ({
    id: randomUUID(),
    eventId,
    speakerUserId,
    speakerName: speakerUserId,
    greenSeconds: 240,
    yellowSeconds: 300,
    redSeconds: 360,
    graceSeconds: 30,
    startedAt: new Date("2026-11-12T18:20:00Z"),
    stoppedAt: new Date("2026-11-12T18:26:00Z"),
    durationSeconds: 360,
    verdict,
  });
  await server.db
    .insert(meetingTimings)
    .values([timing(october, pia, "within"), timing(november, zoe, "within"), timing(november, zoe, "over")]);
  await server.db.insert(recordPrivacy).values({ userId: pia, hidden: true });
  return { club, pia, zoe, max };
}

describe("a club's members on stage", () => {
  test("a member who was timed without a role reads a last role and a last speech, not Never", async () => {
    const { club } = await aClubOnStage();
    const stage = await memberStageHistory(server.db, club.id, now);
    expect(stage.map((row) => [row.name, row.lastRole, row.lastSpeech])).toEqual([
      ["max", null, null],
      ["pia", "2026-11-12T18:00:00.000Z", "2026-09-30T22:30:00.000Z"],
      ["zoe", "2026-11-12T18:00:00.000Z", "2026-11-12T18:00:00.000Z"],
    ]);
  });

  test("speaking activity: this quarter in the club's zone; a hidden record's timing left out", async () => {
    const { club } = await aClubOnStage();
    const activity = await clubSpeakingActivity(server.db, club.id, now);
    expect(activity.quarter).toEqual({
      start: "2026-09-30T22:00:00.000Z",
      end: "2026-12-31T23:00:00.000Z",
      timeZone: "Europe/Berlin",
    });
    const columns = (row: (typeof activity.members)[number]) =>
      [row.memberId, row.hidden, row.speeches, row.roles, row.lastSpeech, row.lastRole, row.withinTime] as const;
    expect(activity.members.map(columns)).toEqual([
      ["max", false, 0, 0, null, null, { within: 0, timed: 0 }],
      ["pia", true, 1, 2, "2026-09-30T22:30:00.000Z", "2026-11-12T18:00:00.000Z", null],
      ["zoe", false, 2, 2, "2026-11-12T18:00:00.000Z", "2026-11-12T18:00:00.000Z", { within: 1, timed: 2 }],
    ]);
  });

  test("the club's Reports carry it to the club's officers", async () => {
    const { club } = await aClubOnStage();
    const officer = await signedInClubOfficer(server, club.id, "Lea");
    const response = await officer.client.api.clubs[":clubId"].reports.$get({ param: { clubId: club.id } });
    expect(response.status).toBe(200);
    const { speaking } = await response.json();
    const pia = speaking.members.find((row) => row.memberId === "pia");
    expect(pia).toMatchObject({ hidden: true, withinTime: null });
    expect(pia?.lastSpeech).not.toBeNull();
  });
});
