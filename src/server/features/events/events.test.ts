/**
 * Reading events: the public list and its pages, one event, the admins' member search, attendance, and an event's
 * calendar file.
 */
import { count } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aClub, anEvent, signedInAdmin, signedInMember } from "../../../../test/support/factories";
import { aServerForEachTest, errorOf, type TestClient } from "../../../../test/support/server";
import { DAY, HOUR } from "../../../domain/time";
import { clubs, eventAttendees, events, meetingAgendas, users } from "../../db/schema";

const server = aServerForEachTest();

describe("GET /api/events", () => {
  test("visitors read upcoming public events, soonest first, with the club's name", async () => {
    const club = await aClub(server);
    await anEvent(server, { title: "Later", eventDate: new Date(Date.now() + 9 * DAY), eventType: "social" });
    await anEvent(server, { title: "Sooner", eventDate: new Date(Date.now() + DAY), clubId: club.id });
    await anEvent(server, { title: "Yesterday", eventDate: new Date(Date.now() - DAY) });
    await anEvent(server, { title: "Private", isPublic: false });

    const response = await server.client().api.events.$get({ query: {} });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.events.map((event) => [event.title, event.clubName, event.eventType])).toEqual([
      ["Sooner", "Harbour Speakers", "meeting"],
      ["Later", null, "social"],
    ]);
    expect(body.events[0]).toMatchObject({ attendeeCount: 0, attending: false, eventDate: expect.any(String) });
    expect(body).toMatchObject({ nextCursor: null });
  });

  test("an empty list when nothing is coming up", async () => {
    expect(await (await server.client().get("/api/events")).json()).toEqual({ events: [], nextCursor: null });
  });
});

const pageAfter = async (client: TestClient, cursor: string | null) =>
  (await client.api.events.$get({ query: cursor ? { after: cursor } : {} })).json();
type Page = Awaited<ReturnType<typeof pageAfter>>;

/** Every page in turn, following nextCursor from the first page to the last. */
async function everyPage(client: TestClient): Promise<Page[]> {
  const pages = [await pageAfter(client, null)];
  for (let last = pages[0]; last?.nextCursor; last = pages.at(-1)) pages.push(await pageAfter(client, last.nextCursor));
  return pages;
}

/** `count` public events, one an hour from tomorrow, every third at the same time as the one before. */
async function manyEvents(count: number) {
  const start = Date.now() + DAY;
  const rows = Array.from({ length: count }, (_, index) => ({
    title: `Meeting ${String(index + 1).padStart(2, "0")}`,
    eventDate: new Date(start + (index - (index % 3 === 2 ? 1 : 0)) * HOUR),
  }));
  return server.db.insert(events).values(rows).returning({ id: events.id, eventDate: events.eventDate });
}

describe("GET /api/events in pages", () => {
  test("20 events a page, soonest first (same time: by id), each page after the last, none missed or repeated", async () => {
    const created = await manyEvents(45);
    await anEvent(server, { title: "Private", isPublic: false });
    await anEvent(server, { title: "Yesterday", eventDate: new Date(Date.now() - DAY) });
    const expected = created
      .sort((a, b) => a.eventDate.getTime() - b.eventDate.getTime() || (a.id < b.id ? -1 : 1))
      .map((event) => event.id);

    const pages = await everyPage(server.client());
    expect(pages.map((page) => page.events.length)).toEqual([20, 20, 5]);
    expect(pages.map((page) => page.nextCursor === null)).toEqual([false, false, true]);
    expect(pages.flatMap((page) => page.events.map((event) => event.id))).toEqual(expected);
  });

  test("exactly one page of events: no next page", async () => {
    await manyEvents(20);
    const pages = await everyPage(server.client());
    expect(pages.map((page) => [page.events.length, page.nextCursor])).toEqual([[20, null]]);
  });

  test("a malformed cursor gets 400 with the error shape, for visitors and members", async () => {
    await manyEvents(3);
    const { client: ann } = await signedInMember(server, "Ann");
    const encoded = (text: string) => Buffer.from(text).toString("base64url");
    const id = crypto.randomUUID();
    for (const after of [
      "",
      "not-a-cursor",
      "%00",
      encoded(`2031-05-06T17:30:00.000Z_${id}`).repeat(3),
      encoded(`2031-13-45T17:30:00.000Z_${id}`),
      encoded(`2031-05-06T17:30:00Z_${id}`),
      encoded("2031-05-06T17:30:00.000Z_1' or '1'='1"),
    ]) {
      for (const client of [server.client(), ann]) {
        expect(await errorOf(await client.get(`/api/events?after=${encodeURIComponent(after)}`))).toEqual({
          status: 400,
          code: "INVALID_INPUT",
          message: "after must be the nextCursor of a page of events.",
        });
      }
    }
  });

  test("a member's pages carry their own attending flags; a visitor's do not", async () => {
    await manyEvents(25);
    const { client: ann } = await signedInMember(server, "Ann");
    const [first, second] = await everyPage(ann);
    const joined = [first?.events[3]?.id, second?.events[2]?.id];
    for (const eventId of joined) expect((await ann.post(`/api/events/${eventId}/attendance`)).status).toBe(200);

    const attendingIds = (pages: Page[]) =>
      pages.flatMap((page) => page.events.filter((event) => event.attending).map((event) => event.id));
    expect(attendingIds(await everyPage(ann))).toEqual(joined);
    expect(attendingIds(await everyPage(server.client()))).toEqual([]);
    const { client: ben } = await signedInMember(server, "Ben");
    expect(attendingIds(await everyPage(ben))).toEqual([]);
  });
});

describe("GET /api/events/:id", () => {
  test("a public event's page with what the viewer may do", async () => {
    const eventId = await anEvent(server);
    const visitor = await (await server.client().get(`/api/events/${eventId}`)).json();
    expect(visitor).toMatchObject({ id: eventId, title: "Club Night", canEditAgenda: false, canTakeRoles: false });
    // a member who neither created the event nor runs the site takes roles but does not edit its agenda (decision 163)
    const { client } = await signedInMember(server, "Ann");
    expect(await (await client.get(`/api/events/${eventId}`)).json()).toMatchObject({
      canEditAgenda: false,
      canTakeRoles: true,
    });
    expect((await client.get(`/api/events/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await client.get("/api/events/1%27%20or%201=1")).status).toBe(404);
  });
});

describe("GET /api/events/members", () => {
  test("admins search members by name or e-mail, ordered by first name, a page at a time", async () => {
    const { client } = await signedInAdmin(server, "Zed");
    await server.db.insert(users).values(
      Array.from({ length: 30 }, (_, index) => ({
        id: `m-${index}`,
        firstName: `Member ${String(index).padStart(2, "0")}`,
        lastName: index === 7 ? "O'Hara" : null,
        email: `m${index}@example.com`,
        emailVerified: true,
      })),
    );
    const members = client.api.events.members;
    const all = await (await members.$get({ query: {} })).json();
    expect(all.members).toHaveLength(20);
    expect(all.members[0]?.name).toBe("Member 00");
    const found = await (await members.$get({ query: { q: "o'hara" } })).json();
    expect(found.members).toEqual([{ id: "m-7", name: "Member 07 O'Hara", email: "m7@example.com" }]);
    const percent = await (await members.$get({ query: { q: "%" } })).json();
    expect(percent.members).toEqual([]);
    const limited = await (await members.$get({ query: { q: "member", limit: "5" } })).json();
    expect(limited.members).toHaveLength(5);
    expect((await client.get(`/api/events/members?q=${"x".repeat(101)}`)).status).toBe(400);
  });

  test("members and visitors cannot list members for the dialog; a member is told there is no club to plan for", async () => {
    expect((await server.client().get("/api/events/members")).status).toBe(401);
    expect((await server.client().get("/api/events/clubs")).status).toBe(401);
    const { client } = await signedInMember(server, "Ann");
    await server.db.insert(clubs).values({ name: "Alpha Club" });
    expect((await client.get("/api/events/members")).status).toBe(403);
    const answer = await client.api.events.clubs.$get();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ clubs: [], noClubAllowed: false });
  });

  test("the Club select lists active clubs by name", async () => {
    const { client } = await signedInAdmin(server);
    await server.db
      .insert(clubs)
      .values([{ name: "Zeta Club" }, { name: "Alpha Club" }, { name: "Closed", isActive: false }]);
    const body = await (await client.api.events.clubs.$get()).json();
    expect(body.clubs.map((club) => club.name)).toEqual(["Alpha Club", "Zeta Club"]);
  });
});

describe("attendance", () => {
  test("Join Event registers the member, again changes nothing, leaving cancels; the count follows", async () => {
    const eventId = await anEvent(server);
    const { client: ann } = await signedInMember(server, "Ann");
    const { client: ben } = await signedInMember(server, "Ben");
    expect(await (await ann.post(`/api/events/${eventId}/attendance`)).json()).toEqual({
      attending: true,
      attendeeCount: 1,
    });
    expect(await (await ann.post(`/api/events/${eventId}/attendance`)).json()).toEqual({
      attending: true,
      attendeeCount: 1,
    });
    expect(await (await ben.post(`/api/events/${eventId}/attendance`)).json()).toEqual({
      attending: true,
      attendeeCount: 2,
    });
    const listed = await (await ann.api.events.$get({ query: {} })).json();
    expect(listed.events[0]).toMatchObject({ attending: true, attendeeCount: 2 });
    const left = await ann.request(`/api/events/${eventId}/attendance`, { method: "DELETE" });
    expect(await left.json()).toEqual({ attending: false, attendeeCount: 1 });
    expect((await server.client().post(`/api/events/${eventId}/attendance`)).status).toBe(401);
    const [row] = await server.db.select({ value: count() }).from(eventAttendees);
    expect(row?.value).toBe(1);
  });
});

describe("GET /api/events/:id/calendar.ics", () => {
  test("an iCalendar file lasting the event's planned length, in UTC", async () => {
    const start = new Date("2031-05-06T17:30:00Z");
    const eventId = await anEvent(server, {
      title: "Demo Night, Spring",
      eventDate: start,
      durationMinutes: 90,
      timeZone: "Europe/London",
      location: "Hall 2",
    });
    // the agenda's total (15 minutes) does not set the length: the planned length does
    await server.db.insert(meetingAgendas).values([{ eventId, title: "Welcome", durationMinutes: 15, orderIndex: 1 }]);
    const response = await server.client().get(`/api/events/${eventId}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="demo-night-spring-2031-05-06.ics"');
    const text = await response.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(text).toContain("\r\nDTSTART:20310506T173000Z\r\n");
    expect(text).toContain("\r\nDTEND:20310506T190000Z\r\n");
    expect(text).toContain("\r\nSUMMARY:Demo Night\\, Spring\r\n");
    expect(text).toContain(`\r\nUID:${eventId}@localhost:3000\r\n`);
    expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    expect((await server.client().get(`/api/events/${crypto.randomUUID()}/calendar.ics`)).status).toBe(404);
  });
});
