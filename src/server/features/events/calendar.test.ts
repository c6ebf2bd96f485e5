/**
 * "Add to calendar" files (docs/decisions/108): every event type, a recurring series and awkward text, read back
 * with ical.js the way a calendar application reads them. Times stay in UTC and last the planned length
 * (decisions 115–116); a series gives one file per occurrence, without RRULE.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { anEvent, dayFromNow, signedInAdmin } from "../../../../test/support/factories";
import { asCalendarText, readCalendarFile } from "../../../../test/support/ical";
import { APP_URL, aServerForEachTest } from "../../../../test/support/server";
import { MINUTE } from "../../../domain/time";
import { events } from "../../db/schema";

const server = aServerForEachTest();

const EVENT_TYPES = ["meeting", "contest", "training", "social", "other"] as const;

/** What a multi-line description may hold: every kind of line break, characters to escape, emoji, a long line. */
const DESCRIPTION = [
  "Bare CR\rends here",
  "LF\nhere",
  "CRLF\r\nthere",
  "Doors 6:30, pitches 7:00; bring slides",
  "Folder C:\\talks\\n-not-a-break",
  `Speakers 🎤👩‍👩‍👧 ${"Zürich, Köln; München ".repeat(12)}— the end`,
].join(" ");
/** One-line fields refuse line breaks (decision 105) but may hold the rest. */
const TITLE = "Pitch Night, Spring; Q&A \\ 🎤";
const LOCATION = `Hall 2, Floor 3; ${"Room with a very long name ".repeat(4)}🏛️`;

async function calendarOf(eventId: string) {
  const response = await server.client().get(`/api/events/${eventId}/calendar.ics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  return readCalendarFile(await response.text());
}

const eventRow = async (id: string) => (await server.db.select().from(events).where(eq(events.id, id)))[0];

describe("GET /api/events/:id/calendar.ics read by a calendar parser", () => {
  test("every event type, with line breaks, commas, semicolons, backslashes, emoji and long lines", async () => {
    const { client } = await signedInAdmin(server);
    const date = dayFromNow(10);
    for (const eventType of EVENT_TYPES) {
      const response = await client.api.events.$post({
        json: {
          title: `${TITLE} ${eventType}`,
          eventType,
          date,
          time: "18:30",
          timeZone: "UTC",
          durationMinutes: 75,
          location: LOCATION,
          description: DESCRIPTION,
        },
      });
      expect(response.status).toBe(201);
      const id = (await response.json()).events[0]?.id ?? "";
      const url = `${APP_URL}/dashboard/events/${id}`;
      const start = new Date(`${date}T18:30:00Z`);
      const { events: read } = await calendarOf(id);
      expect(read).toEqual([
        {
          uid: `${id}@localhost:3000`,
          summary: `${TITLE} ${eventType}`,
          description: `${asCalendarText(DESCRIPTION)}\n\n${url}`,
          location: LOCATION,
          url,
          start,
          end: new Date(start.getTime() + 75 * MINUTE),
          repeats: false,
          properties: expect.arrayContaining(["uid", "dtstamp", "dtstart", "dtend", "summary", "description"]),
        },
      ]);
    }
  });

  test("text kept from before the one text rule, line breaks in the title and location included, still reads", async () => {
    const eventId = await anEvent(server, {
      title: "Old\rtitle\r\nwith\nbreaks",
      location: "Hall\r2",
      description: "Plain\r",
    });
    const [read] = (await calendarOf(eventId)).events;
    expect(read).toMatchObject({
      summary: "Old\ntitle\nwith\nbreaks",
      location: "Hall\n2",
      description: `Plain\n\n${APP_URL}/dashboard/events/${eventId}`,
    });
  });

  test("a recurring series: one file per occurrence, its own time and length, in UTC across a clock change", async () => {
    const { client } = await signedInAdmin(server);
    // weekly at 7:00 in London over the spring clock change of next year: 07:00Z before it, 06:00Z after
    const year = new Date().getUTCFullYear() + 1;
    const response = await client.api.events.$post({
      json: {
        title: "Breakfast Pitches",
        eventType: "meeting",
        date: `${year}-03-01`,
        time: "07:00",
        timeZone: "Europe/London",
        durationMinutes: 45,
        description: "Weekly,\r\nearly; bring coffee",
        recurrence: { pattern: "weekly", endDate: `${year}-04-12` },
      },
    });
    expect(response.status).toBe(201);
    const created = (await response.json()).events;
    expect(created).toHaveLength(7);
    const hours = new Set<number>();
    const uids = new Set<string>();
    for (const { id } of created) {
      const row = await eventRow(id);
      const { events: read } = await calendarOf(id);
      expect(read).toHaveLength(1);
      const [occurrence] = read;
      expect(occurrence).toMatchObject({
        summary: row?.title,
        start: row?.eventDate,
        end: new Date((row?.eventDate.getTime() ?? 0) + 45 * MINUTE),
        repeats: false,
      });
      expect(occurrence?.properties).not.toContain("rrule");
      expect(occurrence?.description.startsWith("Weekly,\nearly; bring coffee\n\n")).toBe(true);
      const london = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", timeStyle: "short" });
      expect(london.format(occurrence?.start)).toBe("07:00");
      hours.add(occurrence?.start.getUTCHours() ?? -1);
      uids.add(occurrence?.uid ?? "");
    }
    expect([...hours].sort()).toEqual([6, 7]);
    expect(uids.size).toBe(7);
  });
});
