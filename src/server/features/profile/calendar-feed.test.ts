/**
 * A member's calendar feed (docs/decisions/224, 225), read back with ical.js the way a calendar application that
 * subscribed reads it: their clubs' meetings (members-only ones too) and their roles, in the club's zone, and only
 * through the current secret address.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aClub, anEvent, people, type SignedIn, signedInMember } from "../../../../test/support/factories";
import { readCalendarFeed } from "../../../../test/support/ical";
import { aServerForEachTest, errorOf, type TestServer } from "../../../../test/support/server";
import { DAY, HOUR, MINUTE } from "../../../domain/time";
import { events, meetingRoleAssignments } from "../../db/schema";
import { seedDemoContent } from "../../db/seed";
import { DEMO_MEMBERS } from "../../db/seed/clubs";
import { demoSeeds } from "../../runtime";
import { calendarFeedAddress } from "./calendar-feed";

const server = aServerForEachTest();

/** 19:00 in Berlin, `days` from now (a day in winter or summer alike: the instant is what the zone's clock says). */
const inDays = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / HOUR) * HOUR);

async function subscribe(member: SignedIn) {
  const response = await member.client.api.profile["calendar-feed"].$post();
  expect(response.status).toBe(200);
  const { address } = await response.json();
  return address;
}

/** The feed as a calendar application fetches it: no cookies, only the address. */
async function fetchFeed(target: TestServer, address: string) {
  return target.client().get(address);
}

async function feedOf(address: string) {
  const response = await fetchFeed(server, address);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  return readCalendarFeed(await response.text());
}

async function aScene() {
  const mia = await signedInMember(server, "Mia");
  const [other = ""] = await people(server, ["feed-other"]);
  const berlin = await aClub(server, { name: "Berlin Demo Night", timeZone: "Europe/Berlin" }, [mia.user.id]);
  const elsewhere = await aClub(server, { name: "Hilltop Pitchers", timeZone: "America/Chicago" }, [other]);
  const weekly = await anEvent(server, {
    title: "Berlin Demo Night weekly meeting",
    clubId: berlin.id,
    timeZone: "Europe/Berlin",
    eventDate: inDays(7),
    durationMinutes: 90,
  });
  const membersOnly = await anEvent(server, {
    title: "Officers' planning evening",
    clubId: berlin.id,
    isPublic: false,
    eventDate: inDays(9),
  });
  const cancelled = await anEvent(server, {
    title: "Cancelled social",
    clubId: berlin.id,
    timeZone: "Europe/Berlin",
    eventDate: inDays(11),
    cancelledAt: new Date(),
  });
  const notMine = await anEvent(server, { title: "Hilltop members' night", clubId: elsewhere.id, isPublic: false });
  const openNight = await anEvent(server, { title: "Open pitch night", eventDate: inDays(12) });
  await server.db.insert(meetingRoleAssignments).values([
    { eventId: weekly, userId: mia.user.id, roleType: "timer" },
    { eventId: openNight, userId: mia.user.id, roleType: "moderator" },
    { eventId: notMine, userId: other, roleType: "timer" },
  ]);
  return { mia, weekly, membersOnly, cancelled, notMine, openNight };
}

describe("a member's calendar feed", () => {
  test("holds their clubs' meetings and their roles, in the club's zone, cancelled ones marked", async () => {
    const scene = await aScene();
    expect(await (await scene.mia.client.api.profile["calendar-feed"].$get()).json()).toEqual({ address: null });
    const address = await subscribe(scene.mia);
    expect(address).toMatch(/^http:\/\/localhost:3000\/api\/profile\/calendar\.ics\?token=[\w.-]+$/);
    expect(await (await scene.mia.client.api.profile["calendar-feed"].$get()).json()).toEqual({ address });

    const feed = await feedOf(address);
    expect(feed.name).toBe("PitchCraft: Mia's meetings");
    const byId = new Map(feed.events.map((event) => [event.uid.split("@")[0], event]));
    expect([...byId.keys()].sort()).toEqual([scene.weekly, scene.membersOnly, scene.cancelled, scene.openNight].sort());
    const weekly = byId.get(scene.weekly);
    expect(weekly).toMatchObject({
      uid: `${scene.weekly}@localhost:3000`,
      summary: "Timer — Berlin Demo Night weekly meeting",
      timeZone: "Europe/Berlin",
      start: inDays(7),
      end: new Date(inDays(7).getTime() + 90 * MINUTE),
      status: "CONFIRMED",
      url: `http://localhost:3000/dashboard/events/${scene.weekly}`,
    });
    expect(weekly?.description).toContain("Your role: Timer");
    expect(weekly?.description).toContain("Club: Berlin Demo Night");
    // an event without a zone of its own takes its club's
    expect(byId.get(scene.membersOnly)).toMatchObject({
      summary: "Officers' planning evening",
      timeZone: "Europe/Berlin",
    });
    expect(byId.get(scene.cancelled)?.status).toBe("CANCELLED");
    // a role at an event of no club of theirs is in it too, in UTC when the event names no zone
    expect(byId.get(scene.openNight)).toMatchObject({ summary: "Moderator — Open pitch night", timeZone: "UTC" });
  });

  test("says when a meeting changed: SEQUENCE and LAST-MODIFIED count up, the UID stays", async () => {
    const scene = await aScene();
    const address = await subscribe(scene.mia);
    const before = (await feedOf(address)).events.find((event) => event.uid.startsWith(scene.membersOnly));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await server.db.update(events).set({ title: "Planning evening, moved" }).where(eq(events.id, scene.membersOnly));
    const after = (await feedOf(address)).events.find((event) => event.uid.startsWith(scene.membersOnly));
    expect(after?.uid).toBe(before?.uid);
    expect(after?.summary).toBe("Planning evening, moved");
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
    expect(after?.lastModified?.getTime()).toBeGreaterThan(before?.lastModified?.getTime() ?? Number.POSITIVE_INFINITY);
  });

  test("opens only with the current address: a forged or renewed one is 404", async () => {
    const scene = await aScene();
    const first = await subscribe(scene.mia);
    const renewed = await subscribe(scene.mia);
    expect(renewed).not.toBe(first);
    expect((await fetchFeed(server, renewed)).status).toBe(200);
    for (const address of [
      first,
      `${renewed}x`,
      renewed.replace(/token=[^.]+/, "token=eyJhIjoxfQ"),
      "/api/profile/calendar.ics",
      "/api/profile/calendar.ics?token=",
    ]) {
      expect(await errorOf(await fetchFeed(server, address)), address).toEqual({
        status: 404,
        code: "CALENDAR_FEED_NOT_FOUND",
        message: "This calendar address is not in use. Copy your calendar's current address from your profile.",
      });
    }
  });

  test("is the member's own: another member's feed holds none of their members-only meetings or roles", async () => {
    const scene = await aScene();
    const ben = await signedInMember(server, "Ben");
    const bens = await feedOf(await subscribe(ben));
    expect(bens.events).toEqual([]);
    const mias = await feedOf(await subscribe(scene.mia));
    expect(mias.events.map((event) => event.summary)).not.toContain("Hilltop members' night");
  });

  test("the demo members have feeds with their roles", async () => {
    await seedDemoContent(server.db, demoSeeds);
    const timer = DEMO_MEMBERS[3]?.id ?? "";
    const address = await calendarFeedAddress(server.deps, timer);
    expect(address).not.toBeNull();
    const { events: read } = await feedOf(address ?? "");
    expect(read.map((event) => event.summary)).toContain("Timer — Weekly Pitch Practice");
  });

  test("asking for the address or a new one needs a sign-in", async () => {
    const visitor = server.client();
    expect((await visitor.api.profile["calendar-feed"].$get()).status).toBe(401);
    expect((await visitor.api.profile["calendar-feed"].$post()).status).toBe(401);
  });
});
