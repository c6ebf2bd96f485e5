import { and, gt, type SQL, sql } from "drizzle-orm";
import { EVENT_LENGTH } from "../../../domain/events/durations";
import { MINUTE } from "../../../domain/time";
import { events, meetingRuns } from "../../db/schema";

/** When an event ends: its date plus its planned length. */
export const eventEndsAt = sql`(${events.eventDate} + ${events.durationMinutes} * interval '1 minute')`;

/** A meeting its moderator ended in the console (docs/decisions/164), whatever its planned end. */
export const endedInConsole = sql`exists (select 1 from ${meetingRuns} where ${meetingRuns.eventId} = ${events.id} and ${meetingRuns.endedAt} is not null)`;

/**
 * Events that have not ended by `now` (docs/decisions/115): upcoming or running, and not ended in the console. No
 * event lasts longer than a day, so the date bound keeps the (is_public, event_date) index in use and the end is
 * checked on the few rows left.
 */
export function notEndedBy(now: Date): SQL {
  const earliestStart = new Date(now.getTime() - EVENT_LENGTH.max * MINUTE);
  return and(
    gt(events.eventDate, earliestStart),
    sql`${eventEndsAt} > ${now.toISOString()}::timestamptz`,
    sql`not ${endedInConsole}`,
  ) as SQL;
}
