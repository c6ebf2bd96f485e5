import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { eventAttendees } from "../../db/schema";
import type { ChangeFeed } from "../../realtime/change-feed";
import { upcomingPublicEvents } from "./service";

/** The change-feed topics of the tables the list shows: the events, their clubs' names, their attendance. */
export const UPCOMING_LIST_TOPICS = new Set(["events", "clubs", "event_attendees"]);

/** A safety net: a notification lost while a PostgreSQL listener reconnects keeps a stale list at most this long. */
const MAX_AGE_MS = 30_000;

type UpcomingEvent = Awaited<ReturnType<typeof upcomingPublicEvents>>[number];
type Entry = { events: UpcomingEvent[]; visitorBody: string; validUntil: number };

/**
 * The public upcoming events list, computed once and kept in memory (docs/decisions/095). It is dropped when the
 * change feed reports a write to a table the list shows (from any instance, even by SQL), when this instance writes
 * one (so its own next read is fresh without waiting for the notification), and when the soonest listed event
 * starts (it then leaves the list), or after MAX_AGE_MS at the latest. What one viewer attends is read per request and laid over the shared list.
 */
class UpcomingEventsCache {
  private entry: Entry | undefined;
  private filling: Promise<Entry> | undefined;
  private generation = 0;

  constructor(private readonly db: Database) {}

  forget() {
    this.generation += 1;
    this.entry = undefined;
    this.filling = undefined;
  }

  private async current(): Promise<Entry> {
    if (this.entry && Date.now() < this.entry.validUntil) return this.entry;
    if (!this.filling) {
      const generation = this.generation;
      const filling = this.fill().then((entry) => {
        // a write reported while the query ran may be missing from its result: kept only when none was
        if (this.generation === generation) this.entry = entry;
        if (this.filling === filling) this.filling = undefined;
        return entry;
      });
      filling.catch(() => {
        if (this.filling === filling) this.filling = undefined;
      });
      this.filling = filling;
    }
    return this.filling;
  }

  private async fill(): Promise<Entry> {
    const events = await upcomingPublicEvents(this.db, undefined);
    const soonest = events[0] ? Date.parse(events[0].eventDate) : Number.POSITIVE_INFINITY;
    return { events, visitorBody: JSON.stringify({ events }), validUntil: Math.min(soonest, Date.now() + MAX_AGE_MS) };
  }

  /** The response body for a visitor: the cached JSON as it is. */
  async visitorBody(): Promise<string> {
    return (await this.current()).visitorBody;
  }

  /** The list for a signed-in member: the cached rows with `attending` from their own attendance. */
  async forMember(userId: string) {
    const [entry, attended] = await Promise.all([
      this.current(),
      this.db.select({ eventId: eventAttendees.eventId }).from(eventAttendees).where(eq(eventAttendees.userId, userId)),
    ]);
    const attending = new Set(attended.map((row) => row.eventId));
    return entry.events.map((event) => (attending.has(event.id) ? { ...event, attending: true } : event));
  }
}

const caches = new WeakMap<Database, UpcomingEventsCache>();

/** The cache of one server instance (one per database handle), subscribed to the change feed on first use. */
export function upcomingEventsCache(deps: { db: Database; changeFeed: ChangeFeed }): UpcomingEventsCache {
  let cache = caches.get(deps.db);
  if (!cache) {
    const created = new UpcomingEventsCache(deps.db);
    deps.changeFeed.subscribe((topic) => {
      if (UPCOMING_LIST_TOPICS.has(topic)) created.forget();
    });
    caches.set(deps.db, created);
    cache = created;
  }
  return cache;
}
