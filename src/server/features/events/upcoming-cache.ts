import { gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { eventAttendees } from "../../db/schema";
import type { ChangeFeed } from "../../realtime/change-feed";
import { feedCache } from "../../realtime/feed-cache";
import { upcomingPublicEvents } from "./service";

/** The change-feed topics of the tables the list shows: the events, their clubs' names, their attendance. */
export const UPCOMING_LIST_TOPICS = new Set(["events", "clubs", "event_attendees"]);

type Deps = { db: Database; changeFeed: ChangeFeed };

/**
 * The public upcoming events list, shared by every viewer and kept in memory (see FeedCache), with the visitor's
 * JSON body ready to send (300 events are about 100 KB of JSON, 8 KB gzipped). It holds until the soonest listed event starts (it then leaves the list).
 */
const upcomingList = (deps: Deps) =>
  feedCache(deps, "upcoming-public-events", UPCOMING_LIST_TOPICS, async () => {
    const events = await upcomingPublicEvents(deps.db, undefined);
    const visitorBody = JSON.stringify({ events });
    return {
      value: { events, visitorBody, visitorGzip: new Uint8Array(gzipSync(visitorBody)) },
      validUntil: events[0] ? Date.parse(events[0].eventDate) : undefined,
    };
  });

/** The response body for a visitor: the cached JSON as it is, or compressed once for all who accept gzip. */
export async function upcomingEventsForVisitor(
  deps: Deps,
  acceptsGzip: boolean,
): Promise<string | Uint8Array<ArrayBuffer>> {
  const list = await upcomingList(deps).get();
  return acceptsGzip ? list.visitorGzip : list.visitorBody;
}

/** The list for a signed-in member: the shared rows with `attending` from their own attendance. */
export async function upcomingEventsForMember(deps: Deps, userId: string) {
  const [{ events }, attended] = await Promise.all([
    upcomingList(deps).get(),
    deps.db.select({ eventId: eventAttendees.eventId }).from(eventAttendees).where(eq(eventAttendees.userId, userId)),
  ]);
  const attending = new Set(attended.map((row) => row.eventId));
  return events.map((event) => (attending.has(event.id) ? { ...event, attending: true } : event));
}

/** After this instance wrote an event or an attendance: its next read is fresh. */
export function forgetUpcomingEvents(deps: Deps) {
  upcomingList(deps).forget();
}
