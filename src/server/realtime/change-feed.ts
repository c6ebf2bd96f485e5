import type { Store } from "../db/client";
import type { Logger } from "../logger";

export const CHANGE_CHANNEL = "pitchcraft_changes";

type Change = { table: string; op: string; clubId?: string | null; eventId?: string | null; userId?: string | null };

/** The topic of a change to `table` in rows of one member: the server's own, never sent to browsers. */
export const memberTopic = (table: string, userId: string) => `${table}:user:${userId}`;

/** The topics a row change concerns: the table, and the table scoped to its club, event or member. */
export function topicsOf(change: Change): string[] {
  const topics = [change.table];
  if (change.clubId) topics.push(`${change.table}:club:${change.clubId}`);
  if (change.eventId) topics.push(`${change.table}:event:${change.eventId}`);
  if (change.userId) topics.push(memberTopic(change.table, change.userId));
  return topics;
}

/**
 * Sent to every subscriber when the feed listens again after a lost connection: changes may have been missed, so
 * every cache drops what it holds and every open page refetches (docs/decisions/130).
 */
export const RESYNC = "*";

export type ChangeFeed = {
  subscribe(onTopic: (topic: string) => void): () => void;
  /** False while the feed's database connection is lost (the server is then not ready). */
  readonly listening: boolean;
  close(): Promise<void>;
};

/** One LISTEN connection per server instance, fanned out to every open stream. */
export async function openChangeFeed(store: Store, logger: Logger): Promise<ChangeFeed> {
  const subscribers = new Set<(topic: string) => void>();
  const publish = (topic: string) => {
    for (const subscriber of subscribers) subscriber(topic);
  };
  let listening = true;
  const events = {
    onLost(error: unknown) {
      listening = false;
      logger.error({ err: error }, "the change feed lost its database connection; reconnecting");
    },
    onRestored() {
      listening = true;
      logger.warn("the change feed listens again; caches are dropped and open pages refetch");
      publish(RESYNC);
    },
  };
  const stop = await store.listen(
    CHANGE_CHANNEL,
    (payload) => {
      let change: Change;
      try {
        change = JSON.parse(payload) as Change;
      } catch {
        logger.warn({ payload }, "ignored a change notification that is not JSON");
        return;
      }
      for (const topic of topicsOf(change)) publish(topic);
    },
    events,
  );
  return {
    subscribe(onTopic) {
      subscribers.add(onTopic);
      return () => subscribers.delete(onTopic);
    },
    get listening() {
      return listening;
    },
    close: stop,
  };
}
