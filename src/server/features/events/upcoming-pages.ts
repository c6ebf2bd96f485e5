/**
 * The upcoming events list in pages (docs/decisions/099): soonest first, EVENTS_PAGE_SIZE at a time, each page
 * naming the next with a cursor built from its last event's date and id. The next page starts right after that
 * (date, id), so events added or removed between two requests cause no gap and no repeat.
 */

export const EVENTS_PAGE_SIZE = 20;

type Listed = { id: string; eventDate: string };
export type EventsPage<Event extends Listed> = { events: Event[]; nextCursor: string | null };

/** Where a page ends: the last event's date (ISO, UTC, milliseconds) and id. */
export type Cursor = { eventDate: string; id: string };

/** The order of the list and of cursors: by date, then by id (dates are ISO strings of one length). */
export function compareListed(a: Cursor, b: Cursor): number {
  if (a.eventDate !== b.eventDate) return a.eventDate < b.eventDate ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const encodeCursor = ({ eventDate, id }: Cursor) => Buffer.from(`${eventDate}_${id}`).toString("base64url");

const CURSOR_TEXT =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The cursor a page answered as `nextCursor`; undefined for anything else. */
export function decodeCursor(text: string): Cursor | undefined {
  if (text.length > 100 || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  const match = CURSOR_TEXT.exec(Buffer.from(text, "base64url").toString("utf8"));
  if (!match?.[1] || !match[2]) return undefined;
  const time = Date.parse(match[1]);
  if (Number.isNaN(time) || new Date(time).toISOString() !== match[1]) return undefined;
  return { eventDate: match[1], id: match[2] };
}

/** The page of `events` (sorted by compareListed) that follows `after`, or the first page. */
export function pageOf<Event extends Listed>(events: readonly Event[], after?: Cursor): EventsPage<Event> {
  let start = 0;
  if (after) {
    // the first event after the cursor (binary search)
    let end = events.length;
    while (start < end) {
      const middle = (start + end) >>> 1;
      if (compareListed(events[middle] as Event, after) <= 0) start = middle + 1;
      else end = middle;
    }
  }
  const page = events.slice(start, start + EVENTS_PAGE_SIZE);
  const last = page.at(-1);
  const more = start + EVENTS_PAGE_SIZE < events.length;
  return { events: page, nextCursor: more && last ? encodeCursor(last) : null };
}
