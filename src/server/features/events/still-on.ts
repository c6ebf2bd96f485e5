import { and, gt, type SQL, sql } from "drizzle-orm";
import { EVENT_LENGTH } from "../../../domain/events/durations";
import { events } from "../../db/schema";

/** When an event ends: its date plus its planned length. */
export const eventEndsAt = sql`(${events.eventDate} + ${events.durationMinutes} * interval '1 minute')`;

/**
 * Events that have not ended by `now` (docs/decisions/115): upcoming or running. No event lasts longer than a day,
 * so the date bound keeps the (is_public, event_date) index in use and the end is checked on the few rows left.
 */
export function notEndedBy(now: Date): SQL {
  const earliestStart = new Date(now.getTime() - EVENT_LENGTH.max * 60_000);
  return and(gt(events.eventDate, earliestStart), sql`${eventEndsAt} > ${now.toISOString()}::timestamptz`) as SQL;
}
