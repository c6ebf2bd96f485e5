/**
 * A club's Reports kept per club (docs/decisions/247, 270): an officer reading them twice sees every write made in
 * between (through the API or by plain SQL: the change feed drops what was kept), the coverage's role gaps and days
 * away too, a member's choice to hide their record at once, and a meeting that begins after the first read.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aClub, anEvent, people, type SignedIn, signedInClubOfficer } from "../../../../test/support/factories";
import { aServerForEachTest } from "../../../../test/support/server";
import { meetingDay } from "../../../domain/members/absences";
import { DAY, HOUR, SECOND } from "../../../domain/time";
import {
  meetingAttendance,
  meetingRoleAssignments,
  memberAbsences,
  recordPrivacy,
  roleGaps,
  users,
} from "../../db/schema";

const server = aServerForEachTest();

const reportsOf = async (officer: SignedIn, clubId: string) => {
  const response = await officer.client.api.clubs[":clubId"].reports.$get({ param: { clubId } });
  expect(response.status).toBe(200);
  return response.json();
};

async function aClubWithAHeldMeeting() {
  const [ann = "", bob = ""] = await people(server, ["ann", "bob"]);
  const club = await aClub(server, { name: "Harbour Speakers", timeZone: "Europe/Lisbon" }, [ann, bob]);
  const officer = await signedInClubOfficer(server, club.id, "Olga");
  const held = await anEvent(server, {
    clubId: club.id,
    title: "Last Night",
    eventDate: new Date(Date.now() - 2 * HOUR),
  });
  await server.db.insert(meetingRoleAssignments).values({ eventId: held, userId: ann, roleType: "timer" });
  return { club, officer, held, ann, bob };
}

describe("a club's Reports, kept between reads", () => {
  test("a check-in, a new role holder and a renamed member show on the next read", async () => {
    const { club, officer, held, bob, ann } = await aClubWithAHeldMeeting();
    const before = await reportsOf(officer, club.id);
    expect(before.attendance.map((meeting) => [meeting.title, meeting.attendees])).toEqual([["Last Night", 1]]);

    await server.db.insert(meetingAttendance).values({ eventId: held, userId: bob, present: true });
    await server.db.update(users).set({ firstName: "Annabel" }).where(eq(users.id, ann));
    const after = await reportsOf(officer, club.id);
    expect(after.attendance.map((meeting) => [meeting.title, meeting.attendees])).toEqual([["Last Night", 2]]);
    expect(after.stage.map((row) => row.name)).toContain("Annabel");
    expect(after.rates.find((rate) => rate.memberId === bob)).toMatchObject({ held: 1, present: 1 });
  });

  test("a holder's days away and a role that fell open late show in the coverage on the next read", async () => {
    const { club, officer, ann, bob } = await aClubWithAHeldMeeting();
    const eventDate = new Date(Date.now() + 7 * DAY);
    const nextWeek = await anEvent(server, { clubId: club.id, title: "Next Week", eventDate });
    await server.db.insert(meetingRoleAssignments).values({ eventId: nextWeek, userId: ann, roleType: "timer" });
    const gapsOf = async () =>
      (await reportsOf(officer, club.id)).coverage.find((meeting) => meeting.title === "Next Week")?.gaps;
    expect(await gapsOf()).toEqual([]);

    // plain SQL, as another instance would write: only the change feed tells
    const day = meetingDay(eventDate, null);
    await server.db.insert(memberAbsences).values({ userId: ann, firstDay: day, lastDay: day });
    expect(await gapsOf()).toEqual([{ roleType: "timer", kind: "holder-away", holder: "ann" }]);

    await server.db.insert(roleGaps).values({
      eventId: nextWeek,
      assignmentId: crypto.randomUUID(),
      kind: "fell-open",
      roleType: "grammarian",
      userId: bob,
    });
    expect(await gapsOf()).toContainEqual({ roleType: "grammarian", kind: "fell-open", holder: "bob" });
  });

  test("a member who hides their record is hidden on the very next read", async () => {
    const { club, officer, ann } = await aClubWithAHeldMeeting();
    const before = await reportsOf(officer, club.id);
    expect(before.speaking.members.find((member) => member.memberId === ann)?.hidden).toBe(false);

    await server.db.insert(recordPrivacy).values({ userId: ann, hidden: true });
    const after = await reportsOf(officer, club.id);
    expect(after.speaking.members.find((member) => member.memberId === ann)).toMatchObject({
      hidden: true,
      withinTime: null,
    });
  });

  test("a meeting that begins after a read is among the meetings held on the next read", async () => {
    const { club, officer } = await aClubWithAHeldMeeting();
    await anEvent(server, { clubId: club.id, title: "Tonight", eventDate: new Date(Date.now() + 1.5 * SECOND) });
    const before = await reportsOf(officer, club.id);
    expect(before.attendance.map((meeting) => meeting.title)).toEqual(["Last Night"]);

    await new Promise((resolve) => setTimeout(resolve, 2 * SECOND));
    const after = await reportsOf(officer, club.id);
    expect(after.attendance.map((meeting) => meeting.title)).toEqual(["Tonight", "Last Night"]);
  });
});
