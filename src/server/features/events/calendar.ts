import { eq } from "drizzle-orm";
import { calendarFile, calendarFileName } from "../../../domain/events/calendar";
import { paths } from "../../../domain/paths";
import { visibleEvent } from "../../authority";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { events } from "../../db/schema";

/** The event as an .ics file lasting its planned length (docs/decisions/115); times in UTC, right in every zone. */
export async function eventCalendar(
  db: Database,
  config: Pick<Config, "appUrl" | "appName">,
  eventId: string,
  viewerId: string | undefined,
) {
  await visibleEvent(db, eventId, viewerId);
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw new Error("event vanished");
  const body = calendarOf(config, event);
  return { body, fileName: calendarFileName(event.title, event.eventDate, event.timeZone) };
}

/** The .ics of an event row, as the calendar link and the agenda e-mail attach it. */
export function calendarOf(config: Pick<Config, "appUrl" | "appName">, event: typeof events.$inferSelect): string {
  return calendarFile({
    id: event.id,
    title: event.title,
    description: event.description,
    location: event.location,
    start: event.eventDate,
    minutes: event.durationMinutes,
    url: `${config.appUrl}${paths.event(event.id)}`,
    productName: config.appName,
    cancelled: event.cancelledAt !== null,
  });
}
