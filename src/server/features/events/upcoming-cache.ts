import { and, eq, inArray } from "drizzle-orm";
import { eventEndTime } from "../../../domain/events/schedule";
import type { Database } from "../../db/client";
import { eventAttendees } from "../../db/schema";
import { type PreparedJson, prepareJson } from "../../http/prepared-json";
import type { ChangeFeed } from "../../realtime/change-feed";
import { feedCache } from "../../realtime/feed-cache";
import { membersOnlyEventsOf, upcomingPublicEvents } from "./listing";
import { type Cursor, compareListed, type EventsPage, pageOf } from "./upcoming-pages";

/**
 * The change-feed topics of the tables the list shows: the events, their clubs' names, their attendance, and the
 * meetings' runs (a meeting ended in the console leaves the list, docs/decisions/164).
 */
export const UPCOMING_LIST_TOPICS = new Set(["events", "clubs", "event_attendees", "meeting_runs"]);

type Deps = { db: Database; changeFeed: ChangeFeed };

/**
 * Every upcoming public event, shared by every viewer and kept in memory (see FeedCache) in the pages' order, with
 * the visitor's first page ready to send as JSON and gzipped (20 events are about 8 KB of JSON, 1.6 KB gzipped).
 * It holds until the first listed event ends (it then leaves the list; "Now" is the browser's to show).
 */
const upcomingList = (deps: Deps) =>
  feedCache(deps, "upcoming-public-events", UPCOMING_LIST_TOPICS, async () => {
    const events = (await upcomingPublicEvents(deps.db, undefined)).sort(compareListed);
    return {
      value: { events, firstPage: prepareJson(pageOf(events)) },
      validUntil: events.reduce<number | undefined>((soonest, event) => {
        const end = eventEndTime(event);
        return soonest === undefined || end < soonest ? end : soonest;
      }, undefined),
    };
  });

type UpcomingEvent = Awaited<ReturnType<typeof upcomingPublicEvents>>[number];
export type UpcomingEventsPage = EventsPage<UpcomingEvent>;

/** The first page for a visitor: the cached JSON, compressed once for all who accept gzip. */
export async function firstUpcomingPageForVisitor(deps: Deps): Promise<PreparedJson> {
  return (await upcomingList(deps).get()).firstPage;
}

/**
 * A page of the list for `after` (see upcoming-pages.ts); for a signed-in member with the members-only events of
 * their clubs among the public ones (read for them on each request: the cache holds only what everyone sees) and
 * `attending` from their own attendance at the page's events.
 */
export async function upcomingEventsPage(
  deps: Deps,
  after: Cursor | undefined,
  userId?: string,
): Promise<UpcomingEventsPage> {
  const shared = (await upcomingList(deps).get()).events;
  const own = userId ? await membersOnlyEventsOf(deps.db, userId) : [];
  const page = pageOf(own.length === 0 ? shared : [...shared, ...own].sort(compareListed), after);
  if (!userId || page.events.length === 0) return page;
  const attended = await deps.db
    .select({ eventId: eventAttendees.eventId })
    .from(eventAttendees)
    .where(
      and(
        eq(eventAttendees.userId, userId),
        inArray(
          eventAttendees.eventId,
          page.events.map((event) => event.id),
        ),
      ),
    );
  const attending = new Set(attended.map((row) => row.eventId));
  return {
    ...page,
    events: page.events.map((event) => (attending.has(event.id) ? { ...event, attending: true } : event)),
  };
}

/** After this instance wrote an event or an attendance: its next read is fresh. */
export function forgetUpcomingEvents(deps: Deps) {
  upcomingList(deps).forget();
}
