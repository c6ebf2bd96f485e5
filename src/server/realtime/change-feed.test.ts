import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { aClub, aClubWithPrivateEvent, anEvent } from "../../../test/support/factories";
import { createTestServer, type TestServer } from "../../../test/support/server";
import { sseReader } from "../../../test/support/sse";
import type { Recent } from "../../domain/live-changes";
import { DAY } from "../../domain/time";
import { meetingRoleAssignments, memberships, pathways, userPathways, users } from "../db/schema";
import { topicsOf } from "./change-feed";

const WAIT_MS = 5000;

let server: TestServer;
let clubId: string;

/** A server per test, with two people and a club. */
function useServer() {
  beforeEach(async () => {
    server = await createTestServer();
    await server.db.insert(users).values([
      { id: "member-1", firstName: "Ann", email: "ann@example.com" },
      { id: "member-2", firstName: "Bob", email: "bob@example.com" },
    ]);
    // The club's own notification must have arrived before a test starts listening.
    const setup = listen();
    clubId = (await aClub(server)).id;
    await setup.waitFor("clubs");
    setup.unsubscribe();
  });
  afterEach(async () => {
    await server.close();
  });
}

/** Collects what a subscriber of the change feed hears, and waits for a topic. */
function listen() {
  const heard: string[] = [];
  const waiters: Array<() => void> = [];
  const unsubscribe = server.deps.changeFeed.subscribe((topic) => {
    heard.push(topic);
    for (const wake of waiters.splice(0)) wake();
  });
  const waitFor = async (topic: string) => {
    const deadline = Date.now() + WAIT_MS;
    while (!heard.includes(topic)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`"${topic}" not heard within ${WAIT_MS} ms; heard: ${heard.join(", ")}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  };
  return { heard, waitFor, unsubscribe };
}

describe("topicsOf", () => {
  test("a change concerns its table and the table scoped to its club, event or member", () => {
    expect(topicsOf({ table: "memberships", op: "insert" })).toEqual(["memberships"]);
    expect(topicsOf({ table: "memberships", op: "delete", clubId: "c1" })).toEqual([
      "memberships",
      "memberships:club:c1",
    ]);
    expect(topicsOf({ table: "roles", op: "update", clubId: null, eventId: "e1" })).toEqual([
      "roles",
      "roles:event:e1",
    ]);
    expect(topicsOf({ table: "user_pathways", op: "insert", userId: "member-1" })).toEqual([
      "user_pathways",
      "user_pathways:user:member-1",
    ]);
  });

  test("a speaker's or nominee's row concerns that member too (docs/decisions/245)", () => {
    expect(topicsOf({ table: "meeting_timings", op: "insert", eventId: "e1", speakerId: "member-1" })).toEqual([
      "meeting_timings",
      "meeting_timings:event:e1",
      "meeting_timings:user:member-1",
    ]);
    expect(topicsOf({ table: "meeting_votes", op: "insert", eventId: "e1", nomineeId: "member-2" })).toEqual([
      "meeting_votes",
      "meeting_votes:event:e1",
      "meeting_votes:user:member-2",
    ]);
  });
});

describe("change feed", () => {
  useServer();

  test("a subscriber hears a membership inserted, and deleted by plain SQL", async () => {
    const feed = listen();
    const own = ["memberships", `memberships:club:${clubId}`, "memberships:user:member-1"];
    await server.db.insert(memberships).values({ userId: "member-1", clubId });
    await feed.waitFor("memberships:user:member-1");
    expect(feed.heard).toEqual(own);

    feed.heard.length = 0;
    await server.db.execute(sql`delete from memberships where user_id = 'member-1'`);
    await feed.waitFor("memberships:user:member-1");
    expect(feed.heard).toEqual(own);
    feed.unsubscribe();
  });

  test("caught up: every change committed before the call has been heard (docs/decisions/245)", async () => {
    const feed = listen();
    for (const userId of ["member-1", "member-2"]) await server.db.insert(memberships).values({ userId, clubId });
    const [first, second] = await Promise.all([server.deps.changeFeed.caughtUp(), server.deps.changeFeed.caughtUp()]);
    expect([first, second]).toEqual([true, true]);
    expect(feed.heard).toContain("memberships:user:member-2");
    expect(feed.heard.some((topic) => topic.includes("feed_caught_up"))).toBe(false);
    feed.unsubscribe();
  });

  test("an update by plain SQL and event rows are heard too; other tables are not", async () => {
    const feed = listen();
    await server.db.insert(users).values({ id: "member-3", firstName: "Cy", email: "cy@example.com" });
    await server.db.insert(memberships).values({ userId: "member-2", clubId });
    await server.db.execute(sql`update memberships set status = 'inactive' where user_id = 'member-2'`);
    await anEvent(server, { title: "Demo night", eventDate: new Date(Date.now() + DAY) });
    await feed.waitFor("events");
    // in commit order; the insert into users is not announced
    expect(feed.heard).toEqual([
      "memberships",
      `memberships:club:${clubId}`,
      "memberships:user:member-2",
      "memberships",
      `memberships:club:${clubId}`,
      "memberships:user:member-2",
      "events",
      expect.stringMatching(/^events:event:/),
    ]);
    feed.unsubscribe();
  });

  test("started pathways and pathways are heard; an update names the member before and after", async () => {
    const feed = listen();
    const [pathway] = await server.db.insert(pathways).values({ name: "Confident Speaking" }).returning();
    await server.db.insert(userPathways).values({ userId: "member-1", pathwayId: pathway?.id ?? "" });
    await feed.waitFor("user_pathways:user:member-1");
    expect(feed.heard).toEqual(["pathways", "user_pathways", "user_pathways:user:member-1"]);

    // a row moved to another member concerns both
    feed.heard.length = 0;
    await server.db.execute(sql`update user_pathways set user_id = 'member-2' where user_id = 'member-1'`);
    await feed.waitFor("user_pathways:user:member-2");
    expect(feed.heard).toEqual([
      "user_pathways",
      "user_pathways:user:member-1",
      "user_pathways",
      "user_pathways:user:member-2",
    ]);

    // an update that leaves the member as they were is heard once
    feed.heard.length = 0;
    await server.db.execute(sql`update user_pathways set completed_projects = 1`);
    await feed.waitFor("user_pathways:user:member-2");
    expect(feed.heard).toEqual(["user_pathways", "user_pathways:user:member-2"]);
    feed.unsubscribe();
  });

  test("an unsubscribed listener hears nothing more", async () => {
    const gone = listen();
    gone.unsubscribe();
    const stays = listen();
    await server.db.insert(memberships).values({ userId: "member-1", clubId });
    await stays.waitFor("memberships");
    expect(gone.heard).toEqual([]);
    stays.unsubscribe();
  });
});

const waitUntil = async (condition: () => boolean) => {
  const deadline = Date.now() + WAIT_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe("GET /api/live", () => {
  useServer();

  test("streams a change of a watched topic after an insert, for a visitor too", async () => {
    const response = await server.client().get("/api/live?topics=memberships");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/event-stream/);
    const stream = sseReader(response);
    await stream.until(/event: ready\ndata: memberships\nid: [0-9a-f]{8}\.\d+\n(retry: \d+\n)?\n/);

    await server.db.insert(memberships).values({ userId: "member-1", clubId });
    await stream.until(/event: change\ndata: memberships\nid: .+\n\n/);

    await server.db.execute(sql`delete from memberships`);
    await stream.until(/(event: change\ndata: memberships\nid: .+\n\n[\s\S]*){2}/);
    await stream.cancel();
  });

  test("tells on opening which of its topics changed after a read began (decision 257)", async () => {
    const read = await server.get("/api/health");
    const position = read.headers.get("live-position") ?? "";
    expect(position).toMatch(/^[0-9a-f]{8}\.\d+$/);
    await server.db.insert(memberships).values({ userId: "member-1", clubId });
    await anEvent(server, { title: "Contest", eventDate: new Date(Date.now() + DAY) });
    expect(await server.deps.changeFeed.caughtUp()).toBe(true);

    const stream = sseReader(await server.get("/api/live?topics=memberships"));
    await stream.until(/event: recent\ndata: .+\n\n/);
    const recent = JSON.parse(/event: recent\ndata: (.+)\n/.exec(stream.text)?.[1] ?? "null") as Recent;
    const [instance, seq] = position.split(".");
    expect(recent.position.split(".")[0]).toBe(instance);
    const since = recent.changes.filter(([at]) => at > Number(seq)).map(([, topic]) => topic);
    expect(since).toEqual(["memberships"]);
    await stream.cancel();
  });

  test("sends only the topics asked for, scoped ones included", async () => {
    const response = await server.get(`/api/live?topics=events,memberships:club:${clubId}`);
    const stream = sseReader(response);
    await stream.until(/event: ready/);

    await aClub(server, { name: "Other Club" }, ["member-2"]);
    await server.db.insert(memberships).values({ userId: "member-1", clubId });
    await stream.until(new RegExp(`data: memberships:club:${clubId}\nid: .+\n\n`));
    await anEvent(server, { title: "Contest", eventDate: new Date(Date.now() + DAY) });
    await stream.until(/data: events\nid: .+\n\n/);

    const changes = [...stream.text.matchAll(/event: change\ndata: (.+)\n/g)].map((match) => match[1]);
    expect(changes).toEqual([`memberships:club:${clubId}`, "events"]);
    await stream.cancel();
  });

  test("a closed stream is forgotten, and shutting down ends the open ones", async () => {
    const first = sseReader(await server.get("/api/live?topics=memberships"));
    await first.until(/event: ready/);
    const second = sseReader(await server.get("/api/live?topics=events"));
    await second.until(/event: ready/);
    expect(server.deps.streams.size).toBe(2);

    await first.cancel();
    await waitUntil(() => server.deps.streams.size === 1);

    for (const close of server.deps.streams) close();
    expect(await second.ended()).toBe(true);
  });

  test("a private event's topics only for those who may see the event (404 like the event itself)", async () => {
    const secret = await aClubWithPrivateEvent(server, []);
    const topics = `events,meeting_role_assignments:event:${secret.eventId}`;
    const visitor = await server.client().get(`/api/live?topics=${topics}`);
    expect(visitor.status).toBe(404);
    expect((await visitor.json()).error.code).toBe("EVENT_NOT_FOUND");

    const stranger = server.client();
    await stranger.signUpAndVerify("stranger@example.com", "Stan");
    expect((await stranger.get(`/api/live?topics=${topics}`)).status).toBe(404);

    const member = server.client();
    const { user } = await member.signUpAndVerify("insider@example.com", "Ina");
    await server.db.insert(memberships).values({ userId: user.id, clubId: secret.clubId });
    const allowed = await member.get(`/api/live?topics=${topics}`);
    expect(allowed.status).toBe(200);
    await sseReader(allowed).cancel();
  });

  test("a member who leaves the club hears no more of its members-only meeting on the stream already open", async () => {
    const secret = await aClubWithPrivateEvent(server, []);
    const meetingTopic = `meeting_role_assignments:event:${secret.eventId}`;
    const publicTopic = `meeting_role_assignments:event:${await anEvent(server, { title: "Open Night" })}`;
    const member = server.client();
    const { user } = await member.signUpAndVerify("leaver@example.com", "Lena");
    await server.db.insert(memberships).values({ userId: user.id, clubId: secret.clubId });
    const stream = sseReader(await member.get(`/api/live?topics=${meetingTopic},${publicTopic}`));
    await stream.until(/event: ready/);

    // While a member, the meeting's changes arrive.
    await server.db
      .insert(meetingRoleAssignments)
      .values({ eventId: secret.eventId, userId: "member-1", roleType: "timer" });
    await stream.until(new RegExp(`data: ${meetingTopic}\nid: .+\n\n`));

    // She leaves the club; the meeting changes again, then something she still watches does.
    const left = await member.request(`/api/clubs/${secret.clubId}/membership`, { method: "DELETE" });
    expect(left.status).toBe(200);
    await server.db
      .insert(meetingRoleAssignments)
      .values({ eventId: secret.eventId, userId: "member-2", roleType: "moderator" });
    await server.db
      .insert(meetingRoleAssignments)
      .values({ eventId: publicTopic.split(":").at(-1) ?? "", userId: "member-1", roleType: "timer" });
    await stream.until(new RegExp(`data: ${publicTopic}\nid: .+\n\n`));

    const changes = [...stream.text.matchAll(/event: change\ndata: (.+)\n/g)].map((match) => match[1]);
    expect(changes).toEqual([meetingTopic, publicTopic]);
    await stream.cancel();
  });

  test("invalid topics are refused with 400", async () => {
    const tooMany = Array.from({ length: 33 }, (_, index) => `topic_${String.fromCharCode(97 + (index % 26))}${index}`);
    for (const query of [
      "",
      "?topics=",
      "?topics=Memberships",
      "?topics=memberships;drop",
      "?topics=memberships:club:not-a-uuid",
      "?topics=event_attendees:event:------------------------------------",
      // a member's own changes are the server's (docs/decisions/098), whoever asks
      "?topics=memberships:user:member-1",
      "?topics=user_pathways:user:member-2",
      // the server's own topics: sign-ins, and members' days away (docs/decisions/270)
      "?topics=sessions",
      "?topics=member_absences",
      `?topics=${tooMany.join(",")}`,
    ]) {
      const response = await server.get(`/api/live${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "INVALID_TOPICS", message: "Ask for 1 to 32 valid topics." },
      });
    }
  });
});
