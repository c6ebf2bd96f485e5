import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { clubs, events } from "../db/schema";

type Reader = Pick<Database, "select">;

/** A meeting as a list names it: its title and its time in its own zone. */
export const meetingTime = {
  id: events.id,
  title: events.title,
  eventDate: events.eventDate,
  timeZone: events.timeZone,
};

/**
 * What names an event wherever it is shown (with its club's name, from a join of `clubs`): the columns the event page
 * (`eventFacts`) and a meeting's row (`meetingRow`) both read.
 */
export const eventNaming = {
  ...meetingTime,
  durationMinutes: events.durationMinutes,
  location: events.location,
  eventType: events.eventType,
  isPublic: events.isPublic,
  clubId: events.clubId,
  clubName: clubs.name,
};

/**
 * A meeting as the e-mails, link pages and the report name it: the event's own row with its club's name and place —
 * the one read of that row (docs/decisions/206). Its time zone is the event's, which a club's events take from the
 * club when they are planned.
 */
export async function meetingRow(db: Reader, eventId: string) {
  const [row] = await db
    .select({ ...eventNaming, cancelledAt: events.cancelledAt, clubLocation: clubs.location })
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(eq(events.id, eventId));
  return row;
}

export type MeetingRow = NonNullable<Awaited<ReturnType<typeof meetingRow>>>;
