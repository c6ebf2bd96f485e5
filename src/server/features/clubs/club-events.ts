import { and, asc, count, desc, eq, not, sql } from "drizzle-orm";
import { CLUB_EVENTS_PAGE_SIZE, type ClubEventsQuery, pageCountOf } from "../../../domain/clubs/club-events";
import type { Database } from "../../db/client";
import { events } from "../../db/schema";
import { notEndedBy } from "../events";

/**
 * A page of the club's events (docs/features.md, "Clubs"): upcoming ones (not ended) soonest first, or past ones
 * latest first; members-only ones only for those who see them (`seesMembersOnly`); cancelled ones marked. The page
 * says how many pages there are, so the club page can offer the next and the previous.
 */
export async function clubEventsPage(
  db: Database,
  clubId: string,
  seesMembersOnly: boolean,
  { when, page }: ClubEventsQuery,
  now = new Date(),
) {
  const stillOn = notEndedBy(now);
  const which = and(
    eq(events.clubId, clubId),
    seesMembersOnly ? undefined : eq(events.isPublic, true),
    when === "upcoming" ? stillOn : not(stillOn),
  );
  const order =
    when === "upcoming" ? [asc(events.eventDate), asc(events.id)] : [desc(events.eventDate), desc(events.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: events.id,
        title: events.title,
        eventDate: events.eventDate,
        /** Where it takes place: the club page shows its time there, named (docs/decisions/175). */
        timeZone: events.timeZone,
        eventType: events.eventType,
        isPublic: events.isPublic,
        cancelled: sql<boolean>`${events.cancelledAt} is not null`,
      })
      .from(events)
      .where(which)
      .orderBy(...order)
      .limit(CLUB_EVENTS_PAGE_SIZE)
      .offset((page - 1) * CLUB_EVENTS_PAGE_SIZE),
    db.select({ value: count() }).from(events).where(which),
  ]);
  const eventCount = total?.value ?? 0;
  return {
    when,
    page,
    pageCount: pageCountOf(eventCount),
    eventCount,
    events: rows.map((row) => ({ ...row, eventDate: row.eventDate.toISOString(), cancelled: Boolean(row.cancelled) })),
  };
}

export type ClubEventsPage = Awaited<ReturnType<typeof clubEventsPage>>;
