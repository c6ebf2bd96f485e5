import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aClubSceneForEachTest } from "../../../../test/support/club-scene";
import {
  aClub,
  anEvent,
  anEventWithAgendaAndRoles,
  makeClubOfficer,
  people,
  type SignedIn,
  signedInClubOfficer,
} from "../../../../test/support/factories";
import { aServerForEachTest, errorOf } from "../../../../test/support/server";
import type { RoleType } from "../../../domain/events/roles";
import { DAY } from "../../../domain/time";
import { visibleEvent } from "../../authority";
import { clubs, eventAttendees, events, meetingRuns, memberships } from "../../db/schema";
import { assembleReport } from "../meetings/report";
import { memberStageHistory } from "../roles/stage-history";
import { attendanceReport, clubDashboard, roleCoverage } from "./central";

const server = aServerForEachTest();
// the figures below count the club's members: Lea, its officer, is the only one until a test adds more
const scene = aClubSceneForEachTest(server, { club: { timeZone: "America/New_York" }, withoutMembers: true });

const at = (iso: string) => new Date(iso);

describe("a club's figures and reports (the middle of November 2026, the club in New York)", () => {
  const now = at("2026-11-15T12:00:00Z");

  /** A meeting of the club (or of `clubId`) at `iso`, with these members holding these roles. */
  const meetingAt = (title: string, iso: string, roles: Array<[string, RoleType]>, clubId = scene.clubId) =>
    anEventWithAgendaAndRoles(server, {
      clubId,
      title,
      eventDate: at(iso),
      roles: roles.map(([userId, roleType]) => ({ userId, roleType })),
    });

  /** Ann (joined in August), Bo (joined five days ago), Cy (joined in September, never on stage); meetings around. */
  async function aClubYear() {
    const [ann, bo, cy] = (await people(server, ["ann", "bo", "cy"])) as [string, string, string];
    await server.db.insert(memberships).values([
      { clubId: scene.clubId, userId: ann, createdAt: at("2026-08-01T10:00:00Z") },
      { clubId: scene.clubId, userId: bo, createdAt: new Date(now.getTime() - 5 * DAY) },
      { clubId: scene.clubId, userId: cy, createdAt: at("2026-09-01T10:00:00Z") },
    ]);
    const october = await meetingAt("October Club Night", "2026-10-28T23:00:00Z", [
      [bo, "pitcher"],
      [ann, "evaluator"],
    ]);
    const early = await meetingAt("Early November Night", "2026-11-03T23:00:00Z", [
      [ann, "pitcher"],
      [scene.officer.user.id, "pitcher"],
    ]);
    await server.db.insert(eventAttendees).values([
      { eventId: early.eventId, userId: ann },
      { eventId: early.eventId, userId: bo },
      { eventId: early.eventId, userId: scene.officer.user.id },
      { eventId: october.eventId, userId: ann },
    ]);
    await meetingAt("Late November Night", "2026-11-20T23:00:00Z", [[bo, "timer"]]);
    // 30 November, 10 PM in New York: still November for the club
    await meetingAt("Month's End Night", "2026-12-01T03:00:00Z", [[ann, "moderator"]]);
    await anEvent(server, { clubId: scene.clubId, title: "December Night", eventDate: at("2026-12-09T23:00:00Z") });
    await anEvent(server, {
      clubId: scene.clubId,
      title: "Bowling",
      eventType: "social",
      eventDate: at("2026-11-10T23:00:00Z"),
    });
    await meetingAt("Hilltop Night", "2026-11-05T23:00:00Z", [[cy, "pitcher"]], scene.otherClubId);
    return { ann, bo, cy };
  }

  test("the dashboard: members, this month's meetings and speeches in the club's zone, what is ahead, who joined", async () => {
    const { bo } = await aClubYear();
    const dashboard = await clubDashboard(server.db, scene.clubId, now);
    expect(dashboard.activeMembers).toBe(4);
    expect(dashboard.meetingsThisMonth).toBe(3);
    expect(dashboard.speechesThisMonth).toBe(2);
    // the places of the club's roles: the classic set's 17 while it has saved no set of its own (decision 223)
    expect(dashboard.upcomingMeetings.map((meeting) => [meeting.title, meeting.openSlots])).toEqual([
      ["Late November Night", 16],
      ["Month's End Night", 16],
      ["December Night", 17],
    ]);
    // Lea joined today, after the middle of November: not counted on the 15th
    expect(dashboard.newMembers.map((member) => member.memberId)).toEqual([bo]);
  });

  test("attendance of the past meetings, newest first, with their role holders", async () => {
    await aClubYear();
    const attendance = await attendanceReport(server.db, scene.clubId, now);
    // real attendance (decision 232): role holders unless marked absent, "Join Event" clicks no longer count
    expect(attendance.map((meeting) => [meeting.title, meeting.attendees])).toEqual([
      ["Early November Night", 2],
      ["October Club Night", 2],
    ]);
    expect(attendance[1]?.roleHolders).toEqual([
      { name: "bo", roleName: "Pitcher" },
      { name: "ann", roleName: "Evaluator" },
    ]);
    expect(attendance.map((meeting) => meeting.hasReport)).toEqual([false, false]);
  });

  test("a meeting ended with its report says so, for the report's link", async () => {
    await aClubYear();
    const [early] = await server.db.select().from(events).where(eq(events.title, "Early November Night"));
    const endedAt = at("2026-11-04T01:00:00Z");
    await server.db.insert(meetingRuns).values({
      eventId: early?.id ?? "",
      displayToken: "a-display-token-of-the-early-november-night",
      endedAt,
      report: await assembleReport(server.db, await visibleEvent(server.db, early?.id ?? "", undefined), {
        endedAt,
        votingClosedAt: endedAt,
      }),
    });
    const attendance = await attendanceReport(server.db, scene.clubId, now);
    expect(attendance.map((meeting) => [meeting.title, meeting.hasReport])).toEqual([
      ["Early November Night", true],
      ["October Club Night", false],
    ]);
  });

  test("role coverage of the next four meetings: each role's limit, its holders and its open places", async () => {
    await aClubYear();
    const coverage = await roleCoverage(server.db, scene.clubId, now);
    expect(coverage.map((meeting) => meeting.title)).toEqual([
      "Late November Night",
      "Month's End Night",
      "December Night",
    ]);
    const moderator = coverage[1]?.slots.find((slot) => slot.roleType === "moderator");
    expect(moderator).toEqual({ roleType: "moderator", roleName: "Moderator", capacity: 1, holders: ["ann"], open: 0 });
    const pitchers = coverage[1]?.slots.find((slot) => slot.roleType === "pitcher");
    expect(pitchers).toMatchObject({ capacity: 3, holders: [], open: 3 });
  });

  test("who waited longest comes first: never on stage, then the oldest last role or speech; roles ahead do not count", async () => {
    await aClubYear();
    const stage = await memberStageHistory(server.db, scene.clubId, now);
    // a speech is a role: the last role is the last of any role, a Pitcher's too (decision 189)
    expect(stage.map((row) => [row.name, row.lastRole, row.lastSpeech])).toEqual([
      ["cy", null, null],
      ["bo", "2026-10-28T23:00:00.000Z", "2026-10-28T23:00:00.000Z"],
      ["ann", "2026-11-03T23:00:00.000Z", "2026-11-03T23:00:00.000Z"],
      ["Lea", "2026-11-03T23:00:00.000Z", "2026-11-03T23:00:00.000Z"],
    ]);
  });
});

const dashboardOf = (member: SignedIn | "visitor", club = scene.clubId) =>
  (member === "visitor" ? server : member.client).api.clubs[":clubId"].dashboard.$get({ param: { clubId: club } });
const reportsOf = (member: SignedIn, club = scene.clubId) =>
  member.client.api.clubs[":clubId"].reports.$get({ param: { clubId: club } });

const settings = {
  name: "Harbour Speakers",
  description: "Pitches by the sea.",
  location: "Pier 3",
  meetingDay: "Thursday",
  meetingTime: "19:30",
  timeZone: "Europe/Lisbon",
  contactEmail: "team@harbour.example",
  websiteUrl: "https://harbour.example",
  reminderDays: 3,
} as const;

const save = (member: SignedIn, json: Record<string, unknown>, club = scene.clubId) =>
  member.client.api.clubs[":clubId"].$patch({ param: { clubId: club }, json: json as typeof settings });

describe("who may open a club's pages", () => {
  test("the club's officers and admins; members, officers of other clubs and visitors are refused", async () => {
    const { admin, member } = scene;
    await server.db.insert(memberships).values({ clubId: scene.clubId, userId: member.user.id });
    const otherOfficer = await signedInClubOfficer(server, scene.otherClubId, "Otto");

    expect((await dashboardOf(scene.officer)).status).toBe(200);
    expect((await reportsOf(scene.officer)).status).toBe(200);
    expect((await dashboardOf(admin)).status).toBe(200);
    for (const refused of [member, otherOfficer]) {
      const response = await dashboardOf(refused);
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({
        code: "NOT_A_CLUB_OFFICER",
        message: "Only this club's officers and admins can see and change this.",
      });
      expect((await reportsOf(refused)).status).toBe(403);
      expect((await save(refused, settings)).status).toBe(403);
    }
    expect((await dashboardOf("visitor")).status).toBe(401);
    expect((await dashboardOf(scene.officer, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await dashboardOf(scene.officer, "not-an-id")).status).toBe(404);
  });

  test("an officer's clubs, by name, for the club choice; a club that closed is left out", async () => {
    const third = await aClub(server, { name: "Anchor Club" });
    const closed = await aClub(server, { name: "Closed Club" });
    await makeClubOfficer(server, third.id, scene.officer.user.id);
    await makeClubOfficer(server, closed.id, scene.officer.user.id);
    await server.db.update(clubs).set({ isActive: false }).where(eq(clubs.id, closed.id));
    const answer = await (await scene.officer.client.api.leadership.clubs.$get()).json();
    expect(answer.clubs).toEqual([
      { id: third.id, name: "Anchor Club" },
      { id: scene.clubId, name: "Harbour Speakers" },
    ]);
    expect(await (await scene.member.client.api.leadership.clubs.$get()).json()).toEqual({ clubs: [] });
  });

  test("the dashboard answers with the club's figures", async () => {
    const [ann] = (await people(server, ["ann"])) as [string];
    await server.db.insert(memberships).values({ clubId: scene.clubId, userId: ann });
    await anEvent(server, {
      clubId: scene.clubId,
      title: "Next Club Night",
      eventDate: new Date(Date.now() + 3 * DAY),
    });
    const dashboard = await (await dashboardOf(scene.officer)).json();
    expect(dashboard.activeMembers).toBe(2);
    expect(dashboard.upcomingMeetings).toMatchObject([{ title: "Next Club Night", openSlots: 17 }]);
  });
});

describe("a club's settings", () => {
  test("an officer saves them; the club page shows the new meeting time; the form reads them back", async () => {
    const saved = await save(scene.officer, settings);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ...settings, nudgeDays: 3, graceSeconds: 30, defaultTemplateId: null });
    const page = await (await server.api.clubs[":clubId"].$get({ param: { clubId: scene.clubId } })).json();
    expect(page).toMatchObject({ meetingDay: "Thursday", meetingTime: "7:30 PM", location: "Pier 3" });
    const form = await scene.officer.client.api.clubs[":clubId"].settings.$get({ param: { clubId: scene.clubId } });
    expect(await form.json()).toEqual({ ...settings, nudgeDays: 3, graceSeconds: 30, defaultTemplateId: null });
  });

  test("the timing grace is saved with them and read back; a save without it leaves it as it is", async () => {
    const saved = await save(scene.officer, { ...settings, graceSeconds: 45 });
    expect(await saved.json()).toMatchObject({ graceSeconds: 45 });
    const [row] = await server.db.select({ grace: clubs.graceSeconds }).from(clubs).where(eq(clubs.id, scene.clubId));
    expect(row?.grace).toBe(45);
    await save(scene.officer, settings);
    const form = await scene.officer.client.api.clubs[":clubId"].settings.$get({ param: { clubId: scene.clubId } });
    expect(await form.json()).toMatchObject({ graceSeconds: 45 });
    expect(await (await save(scene.officer, { ...settings, graceSeconds: 0 })).json()).toMatchObject({
      graceSeconds: 0,
    });
  });

  test("empty fields are cleared; an admin may save too", async () => {
    const response = await save(scene.admin, { ...settings, description: "", websiteUrl: "", meetingDay: "" });
    expect(response.status).toBe(200);
    const page = await (await server.api.clubs[":clubId"].$get({ param: { clubId: scene.clubId } })).json();
    expect(page).toMatchObject({ description: null, websiteUrl: null, meetingDay: null });
  });

  test.each([
    [
      "a zone that is not one",
      { timeZone: "Atlantis/Lost" },
      "Time zone must be an IANA time zone such as Europe/Berlin.",
    ],
    [
      "a bad e-mail",
      { contactEmail: "team@" },
      "Contact e-mail must be a valid e-mail address, such as team@example.com.",
    ],
    ["reminders too early", { reminderDays: 15 }, "Reminder days must be a whole number from 0 to 14."],
    ["reminders on part of a day", { reminderDays: 1.5 }, "Reminder days must be a whole number from 0 to 14."],
    [
      "a grace over two minutes",
      { graceSeconds: 121 },
      "Timing grace must be a whole number of seconds from 0 to 120.",
    ],
    ["a negative grace", { graceSeconds: -5 }, "Timing grace must be a whole number of seconds from 0 to 120."],
    [
      "a bad web address",
      { websiteUrl: "ftp://harbour" },
      "Website must be a web address starting with https:// or http://.",
    ],
    ["no name", { name: "" }, "Name is required."],
  ])("%s is refused with a clear message, nothing saved", async (_case, change, message) => {
    const response = await save(scene.officer, { ...settings, ...change });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
    const page = await (await server.api.clubs[":clubId"].$get({ param: { clubId: scene.clubId } })).json();
    expect(page.location).toBeNull();
  });

  describe("the default template, saved with the settings", () => {
    const aTemplate = async (name: string, officer = scene.officer, club = scene.clubId) => {
      const response = await officer.client.api.clubs[":clubId"].templates.$post({
        param: { clubId: club },
        json: { name, items: [{ title: "Opening", durationMinutes: 5 }] },
      });
      expect(response.status).toBe(201);
      return (await response.json()).id;
    };
    const defaultOf = async () =>
      (
        await (
          await scene.officer.client.api.clubs[":clubId"].settings.$get({ param: { clubId: scene.clubId } })
        ).json()
      ).defaultTemplateId;

    test("an officer chooses another template, then none; the templates list follows", async () => {
      const first = await aTemplate("Classic");
      const second = await aTemplate("Contest night");
      expect(await defaultOf()).toBe(first);
      const chosen = await save(scene.officer, { ...settings, defaultTemplateId: second });
      expect(chosen.status).toBe(200);
      expect(await chosen.json()).toMatchObject({ name: "Harbour Speakers", defaultTemplateId: second });
      const list = await (
        await scene.officer.client.api.clubs[":clubId"].templates.$get({ param: { clubId: scene.clubId } })
      ).json();
      expect(list.templates.map((template) => [template.name, template.isDefault])).toEqual([
        ["Contest night", true],
        ["Classic", false],
      ]);
      expect((await save(scene.officer, { ...settings, defaultTemplateId: null })).status).toBe(200);
      expect(await defaultOf()).toBeNull();
      expect((await save(scene.officer, { ...settings, description: "Unchanged default" })).status).toBe(200);
      expect(await defaultOf()).toBeNull();
    });

    test("another club's template is refused (404) and nothing of the save is kept; a non-id is a 400", async () => {
      const own = await aTemplate("Classic");
      const otto = await signedInClubOfficer(server, scene.otherClubId, "Otto");
      const foreign = await aTemplate("Hilltop classic", otto, scene.otherClubId);
      const refused = await save(scene.officer, { ...settings, location: "Elsewhere", defaultTemplateId: foreign });
      expect(refused.status).toBe(404);
      expect(await errorOf(refused)).toMatchObject({
        code: "TEMPLATE_NOT_FOUND",
        message: "There is no such agenda template in this club.",
      });
      const page = await (await server.api.clubs[":clubId"].$get({ param: { clubId: scene.clubId } })).json();
      expect(page.location).toBeNull();
      expect(await defaultOf()).toBe(own);
      const malformed = await save(scene.officer, { ...settings, defaultTemplateId: "classic" });
      expect(malformed.status).toBe(400);
      expect((await errorOf(malformed)).message).toBe("Default template must be one of the club's agenda templates.");
    });
  });
});
