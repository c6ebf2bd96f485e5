import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { ID_PATTERN } from "../../domain/ids";
import type { Executor } from "../db/executor";
import type { AppEnv } from "../http/context";
import { AppError, refuse } from "../http/errors";
import { SESSION_TOPICS } from "../http/session-cache";
import { queryParams } from "../http/validate";
import { memberTopic, RESYNC } from "./change-feed";

/**
 * A table, or a table scoped to a club or an event. Member-scoped topics (`<table>:user:<id>`, change-feed.ts) are
 * the server's own and never match: a browser must not learn when another member's records change.
 */
const UUID = ID_PATTERN.source.slice(1, -1);
const TOPIC = new RegExp(`^[a-z_]{1,40}(:(club|event):${UUID})?$`);
const EVENT_TOPIC = new RegExp(`:event:(${UUID})$`);
const MAX_TOPICS = 32;
/** Server-side topics, never offered to browsers: sessions, and members' days away (theirs: decision 270). */
const INTERNAL_TOPICS = new Set([...SESSION_TOPICS, "member_absences"]);
const HEARTBEAT_MS = 25_000;

const eventIdOf = (topic: string) => EVENT_TOPIC.exec(topic)?.[1];

/**
 * Who may watch an event's topics, as the events feature registers it (docs/decisions/202): resolves when the viewer
 * may see the event, and rejects with the event's own 404 when not.
 */
export type EventTopicCheck = (db: Executor, eventId: string, viewerId: string | undefined) => Promise<unknown>;

/**
 * Refuses a topic that names an event the subscriber may not see (a club's private event), with the same 404 the
 * event itself answers: a stranger learns neither that it exists nor when it changes. Clubs are public.
 */
async function checkTopicsVisible(
  seeEvent: EventTopicCheck,
  db: Executor,
  topics: Iterable<string>,
  viewerId: string | undefined,
) {
  const eventIds = new Set([...topics].map(eventIdOf).filter((id) => id !== undefined));
  for (const eventId of eventIds) await seeEvent(db, eventId, viewerId);
}

/**
 * Drops from `topics` each event topic the viewer may no longer see (they left the event's club): an open stream
 * stops carrying a members-only meeting's changes at once, and keeps every other topic.
 */
async function dropHiddenTopics(seeEvent: EventTopicCheck, db: Executor, topics: Set<string>, viewerId: string) {
  const hidden = new Map<string, boolean>();
  for (const topic of [...topics]) {
    const eventId = eventIdOf(topic);
    if (eventId === undefined) continue;
    if (!hidden.has(eventId)) {
      hidden.set(
        eventId,
        await seeEvent(db, eventId, viewerId).then(
          () => false,
          (error: unknown) => {
            if (error instanceof AppError && error.status === 404) return true;
            throw error;
          },
        ),
      );
    }
    if (hidden.get(eventId)) topics.delete(topic);
  }
}

/** `?topics=a,b`: 1 to MAX_TOPICS topics a browser may watch. */
const watched = z.object({
  topics: z
    .string()
    .transform((list) => new Set(list.split(",").filter(Boolean)))
    .refine((topics) => topics.size > 0 && topics.size <= MAX_TOPICS)
    .refine((topics) => [...topics].every((topic) => TOPIC.test(topic) && !INTERNAL_TOPICS.has(topic))),
});
const invalidTopics = () => refuse("INVALID_TOPICS", { max: MAX_TOPICS });

/**
 * GET /api/live?topics=a,b — one Server-Sent Events stream per browser tab. When the viewer's memberships change (or
 * the feed was down), the stream checks its event topics again before it sends anything more (docs/decisions/161).
 * `seeEvent` is the events feature's rule for an event topic.
 */
export const liveRoutes = (seeEvent: EventTopicCheck) =>
  new Hono<AppEnv>().get("/", queryParams(watched, invalidTopics), async (c) => {
    const { topics } = c.req.valid("query");
    const viewerId = c.var.user?.id;
    await checkTopicsVisible(seeEvent, c.var.deps.db, topics, viewerId);
    const { changeFeed, streams, db, logger } = c.var.deps;
    const watchesEvents = [...topics].some((topic) => eventIdOf(topic) !== undefined);
    const membershipsChanged = viewerId && watchesEvents ? memberTopic("memberships", viewerId) : undefined;
    return streamSSE(c, async (stream) => {
      // each topic waiting to be sent, with where the feed stood when it changed (the event's id)
      const pending = new Map<string, string>();
      let flushing = false;
      const flush = async () => {
        if (flushing) return;
        flushing = true;
        while (pending.size > 0 && !stream.aborted) {
          const [next] = pending;
          if (next === undefined) break;
          const [topic, id] = next;
          pending.delete(topic);
          // After the feed was down: the page refetches everything it shows (docs/decisions/130).
          await stream.writeSSE(
            topic === RESYNC ? { event: "resync", id, data: "" } : { event: "change", id, data: topic },
          );
        }
        flushing = false;
      };
      let close = () => {};
      // every change waits for the last re-check, so none of a meeting the viewer just left slips through
      let checked = Promise.resolve();
      const unsubscribe = changeFeed.subscribe((topic) => {
        if (membershipsChanged && viewerId && (topic === membershipsChanged || topic === RESYNC)) {
          checked = checked
            .then(() => dropHiddenTopics(seeEvent, db, topics, viewerId))
            .catch((error: unknown) => {
              // unsure what the viewer may see: end the stream; the browser reconnects and is checked anew
              logger.warn({ err: error }, "a live stream's topics could not be checked again; it is ended");
              close();
            });
        }
        if (topic !== RESYNC && !topics.has(topic)) return;
        const id = changeFeed.recent.position;
        void checked.then(() => {
          if (topic !== RESYNC && !topics.has(topic)) return;
          pending.set(topic, id);
          void flush();
        });
      });
      const closed = new Promise<void>((resolve) => {
        close = resolve;
        stream.onAbort(resolve);
        streams.add(resolve);
      });
      // what changed lately in these topics: the page refreshes what it read before a change (docs/decisions/257)
      const recent = changeFeed.recent.of(topics, RESYNC);
      await stream.writeSSE({ event: "ready", id: recent.position, data: [...topics].join(","), retry: 2000 });
      await stream.writeSSE({ event: "recent", data: JSON.stringify(recent) });
      const heartbeat = setInterval(() => void stream.write(": keep-alive\n\n"), HEARTBEAT_MS);
      await closed;
      clearInterval(heartbeat);
      streams.delete(close);
      unsubscribe();
    });
  });
