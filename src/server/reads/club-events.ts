import { and, eq, gt, isNull, lte, type SQL } from "drizzle-orm";
import { events } from "../db/schema";

/** A club's events that are not cancelled: a cancelled one counts nowhere and is mailed about no more (decision 141). */
export const clubEventsOn = (clubId: string): SQL => and(eq(events.clubId, clubId), isNull(events.cancelledAt)) as SQL;

/** A club's events still ahead at `now`: not begun and not cancelled. */
export const clubEventsAhead = (clubId: string, now: Date): SQL =>
  and(clubEventsOn(clubId), gt(events.eventDate, now)) as SQL;

/** A club's events that took place by `now`: begun and not cancelled. */
export const clubEventsHeld = (clubId: string, now: Date): SQL =>
  and(clubEventsOn(clubId), lte(events.eventDate, now)) as SQL;
