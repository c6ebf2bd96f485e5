/**
 * A member's schedule (issue 25): their next roles and their clubs' next meetings on the dashboard, their clubs'
 * members-only meetings in Events & News for them alone, and every meeting of a club on its page, a page at a time.
 */
import { describe, expect, test } from "vitest";
import { aClub, anEvent, people, signedInAdmin, signedInMember } from "../../../../test/support/factories";
import { aServerForEachTest } from "../../../../test/support/server";
import { CLUB_EVENTS_PAGE_SIZE } from "../../../domain/clubs/club-events";
import { DAY, HOUR } from "../../../domain/time";
import { meetingRoleAssignments } from "../../db/schema";
import { SCHEDULE_SHOWN } from "./schedule";

const server = aServerForEachTest();
const inDays = (days: number) => new Date(Date.now() + days * DAY);

describe("the dashboard's schedule", () => {
  test("shows the member's next roles and their clubs' next meetings, members-only ones too", async () => {
    const mia = await signedInMember(server, "Mia");
    const club = await aClub(server, { name: "Berlin Demo Night", timeZone: "Europe/Berlin" }, [mia.user.id]);
    const other = await aClub(server, { name: "Hilltop Pitchers" });
    const weekly = await anEvent(server, { title: "Weekly meeting", clubId: club.id, eventDate: inDays(2) });
    const privateOne = await anEvent(server, {
      title: "Members' evening",
      clubId: club.id,
      isPublic: false,
      eventDate: inDays(4),
    });
    const cancelled = await anEvent(server, {
      title: "Called off",
      clubId: club.id,
      eventDate: inDays(3),
      cancelledAt: new Date(),
    });
    await anEvent(server, { title: "Past meeting", clubId: club.id, eventDate: inDays(-3) });
    await anEvent(server, { title: "Not my club", clubId: other.id, eventDate: inDays(1) });
    await server.db.insert(meetingRoleAssignments).values([
      { eventId: weekly, userId: mia.user.id, roleType: "timer" },
      { eventId: cancelled, userId: mia.user.id, roleType: "moderator" },
    ]);

    const response = await mia.client.api.dashboard.schedule.$get();
    expect(response.status).toBe(200);
    const schedule = await response.json();
    expect(schedule.roles).toEqual([
      {
        eventId: weekly,
        assignmentId: expect.any(String),
        title: "Weekly meeting",
        eventDate: expect.any(String),
        timeZone: "Europe/Berlin",
        clubId: club.id,
        clubName: "Berlin Demo Night",
        isPublic: true,
        cancelled: false,
        roleName: "Timer",
      },
    ]);
    expect(schedule.meetings.map((meeting) => [meeting.title, meeting.cancelled, meeting.isPublic])).toEqual([
      ["Weekly meeting", false, true],
      ["Called off", true, true],
      ["Members' evening", false, false],
    ]);
    expect(schedule.meetings.map((meeting) => meeting.eventId)).toEqual([weekly, cancelled, privateOne]);
  });

  test("shows a few of each, and nothing for a member of no club", async () => {
    const mia = await signedInMember(server, "Mia");
    const club = await aClub(server, {}, [mia.user.id]);
    for (let week = 1; week <= SCHEDULE_SHOWN + 2; week++) {
      const eventId = await anEvent(server, { clubId: club.id, eventDate: inDays(week * 7) });
      await server.db.insert(meetingRoleAssignments).values({ eventId, userId: mia.user.id, roleType: "timer" });
    }
    const schedule = await (await mia.client.api.dashboard.schedule.$get()).json();
    expect(schedule.roles).toHaveLength(SCHEDULE_SHOWN);
    expect(schedule.meetings).toHaveLength(SCHEDULE_SHOWN);
    const ben = await signedInMember(server, "Ben");
    expect(await (await ben.client.api.dashboard.schedule.$get()).json()).toEqual({ roles: [], meetings: [] });
  });
});

describe("Events & News", () => {
  test("lists a club's members-only meetings for its members only, among the public ones in date order", async () => {
    const mia = await signedInMember(server, "Mia");
    const ben = await signedInMember(server, "Ben");
    const admin = await signedInAdmin(server, "Ada");
    const club = await aClub(server, { name: "Berlin Demo Night" }, [mia.user.id]);
    await aClub(server, { name: "Hilltop Pitchers" }, [ben.user.id]);
    await anEvent(server, { title: "Public first", eventDate: inDays(1) });
    await anEvent(server, { title: "Members only", clubId: club.id, isPublic: false, eventDate: inDays(2) });
    await anEvent(server, { title: "Public last", clubId: club.id, eventDate: inDays(3) });
    await anEvent(server, {
      title: "Members only, ended",
      clubId: club.id,
      isPublic: false,
      eventDate: inDays(-1),
    });
    const titlesFor = async (client: ReturnType<typeof server.client>) => {
      const response = await client.api.events.$get({ query: {} });
      expect(response.status).toBe(200);
      return (await response.json()).events.map((event) => event.title);
    };
    expect(await titlesFor(mia.client)).toEqual(["Public first", "Members only", "Public last"]);
    expect(await titlesFor(ben.client)).toEqual(["Public first", "Public last"]);
    expect(await titlesFor(admin.client)).toEqual(["Public first", "Public last"]);
    expect(await titlesFor(server.client())).toEqual(["Public first", "Public last"]);
    // the shared list stays the visitors' after a member asked: a visitor asks again
    expect(await titlesFor(server.client())).toEqual(["Public first", "Public last"]);
  });

  test("pages through the member's list with its cursor, members-only meetings included, none twice", async () => {
    const mia = await signedInMember(server, "Mia");
    const club = await aClub(server, {}, [mia.user.id]);
    for (let index = 0; index < 30; index++) {
      await anEvent(server, {
        title: `Night ${String(index).padStart(2, "0")}`,
        clubId: club.id,
        isPublic: index % 3 !== 0,
        eventDate: new Date(inDays(1).getTime() + index * HOUR),
      });
    }
    const first = await (await mia.client.api.events.$get({ query: {} })).json();
    expect(first.nextCursor).not.toBeNull();
    const second = await (await mia.client.api.events.$get({ query: { after: first.nextCursor ?? "" } })).json();
    expect([...first.events, ...second.events].map((event) => event.title)).toEqual(
      Array.from({ length: 30 }, (_, index) => `Night ${String(index).padStart(2, "0")}`),
    );
    expect(second.nextCursor).toBeNull();
  });
});

describe("a club's page", () => {
  test("pages through all of its meetings, upcoming soonest first and past latest first", async () => {
    const [member = ""] = await people(server, ["club-pages-member"]);
    const mia = await signedInMember(server, "Mia");
    const club = await aClub(server, {}, [member, mia.user.id]);
    const total = CLUB_EVENTS_PAGE_SIZE + 5;
    for (let week = 1; week <= total; week++) {
      await anEvent(server, {
        title: `Upcoming ${week}`,
        clubId: club.id,
        eventDate: inDays(week),
        isPublic: week !== 2,
      });
      await anEvent(server, { title: `Past ${week}`, clubId: club.id, eventDate: inDays(-week) });
    }
    const pageOf = async (client: ReturnType<typeof server.client>, when: "upcoming" | "past", page: number) => {
      const response = await client.api.clubs[":clubId"].events.$get({
        param: { clubId: club.id },
        query: { when, page: String(page) },
      });
      expect(response.status).toBe(200);
      return response.json();
    };
    const first = await pageOf(mia.client, "upcoming", 1);
    expect(first).toMatchObject({ when: "upcoming", page: 1, pageCount: 2, eventCount: total });
    expect(first.events.map((event) => event.title).slice(0, 3)).toEqual(["Upcoming 1", "Upcoming 2", "Upcoming 3"]);
    const second = await pageOf(mia.client, "upcoming", 2);
    expect(second.events.map((event) => event.title)).toEqual(
      Array.from({ length: 5 }, (_, index) => `Upcoming ${CLUB_EVENTS_PAGE_SIZE + 1 + index}`),
    );
    const past = await pageOf(mia.client, "past", 2);
    expect(past.events.map((event) => event.title)).toEqual(
      Array.from({ length: 5 }, (_, index) => `Past ${CLUB_EVENTS_PAGE_SIZE + 1 + index}`),
    );
    // a visitor sees the public ones only
    const visitors = await pageOf(server.client(), "upcoming", 1);
    expect(visitors.eventCount).toBe(total - 1);
    expect(visitors.events.map((event) => event.title)).not.toContain("Upcoming 2");
    // a page past the last is empty, and the club page's first page is the same as the route's
    expect((await pageOf(mia.client, "upcoming", 3)).events).toEqual([]);
    const detail = await (await mia.client.api.clubs[":clubId"].$get({ param: { clubId: club.id } })).json();
    expect(detail.upcomingEvents).toEqual(first.events);
  });

  test("refuses a page that is not one, and a club that does not exist", async () => {
    const club = await aClub(server);
    const visitor = server.client();
    for (const query of ["page=0", "page=x", "when=someday"]) {
      const response = await visitor.get(`/api/clubs/${club.id}/events?${query}`);
      expect(response.status, query).toBe(400);
    }
    const missing = await visitor.get("/api/clubs/00000000-0000-4000-8000-000000000000/events");
    expect(missing.status).toBe(404);
  });
});
