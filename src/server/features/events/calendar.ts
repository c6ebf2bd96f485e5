import { eq, sql } from "drizzle-orm";
import { calendarFile, calendarFileName } from "../../../domain/events/calendar";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { events, meetingAgendas } from "../../db/schema";
import { visibleEvent } from "./access";

/** Minutes of an event without an agenda in the calendar file. */
const DEFAULT_MINUTES = 60;

/** The event as an .ics file: its length is the agenda's total, else an hour. */
export async function eventCalendar(
  db: Database,
  config: Pick<Config, "appUrl" | "appName">,
  eventId: string,
  viewerId: string | undefined,
) {
  await visibleEvent(db, eventId, viewerId);
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  const [agenda] = await db
    .select({ minutes: sql<number>`coalesce(sum(${meetingAgendas.durationMinutes}), 0)::int` })
    .from(meetingAgendas)
    .where(eq(meetingAgendas.eventId, eventId));
  if (!event) throw new Error("event vanished");
  const body = calendarFile({
    id: event.id,
    title: event.title,
    description: event.description,
    location: event.location,
    start: event.eventDate,
    minutes: Number(agenda?.minutes) || DEFAULT_MINUTES,
    url: `${config.appUrl}/dashboard/events/${event.id}`,
    productName: config.appName,
  });
  return { body, fileName: calendarFileName(event.title) };
}
