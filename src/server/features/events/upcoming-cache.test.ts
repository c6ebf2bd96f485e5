import { gunzipSync } from "node:zlib";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aClub, anEvent, dayFromNow, signedInAdmin, signedInMember } from "../../../../test/support/factories";
import { aServerForEachTest } from "../../../../test/support/server";
import { DAY, HOUR } from "../../../domain/time";
import { clubs, eventAttendees, events } from "../../db/schema";

const server = aServerForEachTest();

const listed = async (client = server.client(), after?: string) =>
  (await client.api.events.$get({ query: after ? { after } : {} })).json();
type Listed = Awaited<ReturnType<typeof listed>>;
const titles = (body: Listed) => body.events.map((event) => event.title);

/** "Meeting 1"…: event `n` is `n` hours after tomorrow's start. */
const meeting = (n: number) => ({ title: `Meeting ${n}`, eventDate: new Date(tomorrow + n * HOUR) });
const tomorrow = Date.now() + DAY;

describe("the cached upcoming events list", () => {
  test("is served from memory: a write the change feed does not report stays unseen", async () => {
    const notified = server.reported("events");
    await anEvent(server, { title: "Known", eventDate: new Date(Date.now() + DAY) });
    await notified;
    expect(titles(await listed())).toEqual(["Known"]);
    await server.db.execute(sql`alter table events disable trigger events_change_feed`);
    await anEvent(server, { title: "Unreported", eventDate: new Date(Date.now() + 2 * DAY) });
    expect(titles(await listed())).toEqual(["Known"]);
  });

  test("an event inserted by SQL makes the next read fresh", async () => {
    await anEvent(server, { title: "First", eventDate: new Date(Date.now() + 2 * DAY) });
    expect(titles(await listed())).toEqual(["First"]);
    const notified = server.reported("events");
    await anEvent(server, { title: "Sooner", eventDate: new Date(Date.now() + DAY) });
    await notified;
    expect(titles(await listed())).toEqual(["Sooner", "First"]);
  });

  test("a club renamed and an attendance added by SQL show on the next read", async () => {
    const club = await aClub(server);
    const eventId = await anEvent(server, { clubId: club.id });
    const { user } = await signedInMember(server, "Ann");
    expect((await listed()).events[0]).toMatchObject({ clubName: "Harbour Speakers", attendeeCount: 0 });

    const renamed = server.reported("clubs");
    await server.db
      .update(clubs)
      .set({ name: "Bay Speakers" })
      .where(eq(clubs.id, club?.id ?? ""));
    await renamed;
    expect((await listed()).events[0]).toMatchObject({ clubName: "Bay Speakers", attendeeCount: 0 });

    const attended = server.reported("event_attendees");
    await server.db.insert(eventAttendees).values({ eventId, userId: user.id as string });
    await attended;
    expect((await listed()).events[0]).toMatchObject({ attendeeCount: 1, attending: false });
  });

  test("a member sees their own attendance over the shared list, and their join at once", async () => {
    const eventId = await anEvent(server, { title: "Pitch Night" });
    await anEvent(server, { title: "Later Night", eventDate: new Date(Date.now() + 9 * DAY) });
    const { client: ann } = await signedInMember(server, "Ann");
    const { client: ben } = await signedInMember(server, "Ben");
    expect((await listed(ann)).events.map((event) => event.attending)).toEqual([false, false]);

    await ann.post(`/api/events/${eventId}/attendance`);
    expect((await listed(ann)).events[0]).toMatchObject({ title: "Pitch Night", attending: true, attendeeCount: 1 });
    expect((await listed(ben)).events[0]).toMatchObject({ attending: false, attendeeCount: 1 });
    expect((await listed()).events[0]).toMatchObject({ attending: false, attendeeCount: 1 });
  });

  test("an event created through the API is listed at once", async () => {
    expect(titles(await listed())).toEqual([]);
    const { client: ada } = await signedInAdmin(server);
    const date = dayFromNow(10);
    const created = await ada.post("/api/events", {
      title: "Demo Day",
      eventType: "meeting",
      date,
      time: "18:30",
      timeZone: "UTC",
    });
    expect(created.status).toBe(201);
    expect(titles(await listed())).toEqual(["Demo Day"]);
  });

  test("a visitor whose browser accepts gzip gets the same first page compressed; later pages as they are", async () => {
    for (let n = 1; n <= 21; n += 1) await anEvent(server, meeting(n));
    const plain = await (await server.client().get("/api/events")).text();
    const response = await server.client().get("/api/events", { headers: { "accept-encoding": "gzip, br" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(plain);
    const first = JSON.parse(plain) as Listed;
    expect(first.events).toHaveLength(20);
    expect(first.events[0]).toMatchObject({ title: "Meeting 1" });

    const next = await server.client().get(`/api/events?after=${first.nextCursor}`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(next.headers.get("content-encoding")).toBeNull();
    expect(await next.json()).toMatchObject({ events: [{ title: "Meeting 21" }], nextCursor: null });
  });

  test("the next page stays right when events are added or removed between pages", async () => {
    const ids = new Map<number, string>();
    for (let n = 1; n <= 30; n += 1) ids.set(n, await anEvent(server, meeting(n)));
    const first = await listed();
    expect(titles(first)).toEqual(Array.from({ length: 20 }, (_, index) => `Meeting ${index + 1}`));

    // Meeting 20 (where the page ended), an earlier one and a later one go; one comes before the cursor, one after.
    const notified = server.reported("events");
    await server.db.delete(events).where(inArray(events.id, [ids.get(20), ids.get(5), ids.get(25)] as string[]));
    await anEvent(server, { title: "Meeting 10.5", eventDate: new Date(tomorrow + 10.5 * HOUR) });
    await anEvent(server, { title: "Meeting 22.5", eventDate: new Date(tomorrow + 22.5 * HOUR) });
    await notified;

    const second = await listed(server.client(), first.nextCursor ?? "");
    expect(titles(second)).toEqual([
      "Meeting 21",
      "Meeting 22",
      "Meeting 22.5",
      "Meeting 23",
      "Meeting 24",
      ...[26, 27, 28, 29, 30].map((n) => `Meeting ${n}`),
    ]);
    expect(second.nextCursor).toBeNull();
  });
});
