import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { RESYNC } from "../../domain/live-changes";
import { SECOND } from "../../domain/time";
import type { Store } from "../db/client";
import type { Logger } from "../logger";
import { type RecentChanges, recentChanges } from "./recent-changes";

export const CHANGE_CHANNEL = "pitchcraft_changes";

type Change = {
  table: string;
  op: string;
  clubId?: string | null;
  eventId?: string | null;
  userId?: string | null;
  /** The speaker a timing, filler count or evaluation is about; the nominee of a vote or a tie's decision. */
  speakerId?: string | null;
  nomineeId?: string | null;
};

/** The topic of a change to `table` in rows of one member: the server's own, never sent to browsers. */
export const memberTopic = (table: string, userId: string) => `${table}:user:${userId}`;

/**
 * The topics a row change concerns: the table, and the table scoped to its club, event (an event's own row is its
 * event) or each member it is about (its user, speaker or nominee).
 */
export function topicsOf(change: Change): string[] {
  const topics = [change.table];
  if (change.clubId) topics.push(`${change.table}:club:${change.clubId}`);
  if (change.eventId) topics.push(`${change.table}:event:${change.eventId}`);
  const members = new Set([change.userId, change.speakerId, change.nomineeId]);
  for (const member of members) if (member) topics.push(memberTopic(change.table, member));
  return topics;
}

/** Sent to every subscriber when the feed listens again after a lost connection (src/domain/live-changes.ts). */
export { RESYNC };

export type ChangeFeed = {
  subscribe(onTopic: (topic: string) => void): () => void;
  /** False while the feed's database connection is lost (the server is then not ready). */
  readonly listening: boolean;
  /**
   * Resolves true once every change committed before the call has reached the subscribers (from any instance, see
   * `caughtUpWith`), false when the feed cannot tell (not listening, or no answer within CAUGHT_UP_WAIT_MS).
   */
  caughtUp(): Promise<boolean>;
  /** The latest changes, numbered, for streams opened after a read (docs/decisions/257). */
  readonly recent: RecentChanges;
  close(): Promise<void>;
};

/** One LISTEN connection per server instance, fanned out to every open stream. */
export async function openChangeFeed(store: Store, logger: Logger): Promise<ChangeFeed> {
  const subscribers = new Set<(topic: string) => void>();
  const recent = recentChanges();
  const publish = (topic: string) => {
    recent.record(topic);
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
  const marks = caughtUpWith(store, () => listening);
  const stop = await store.listen(
    CHANGE_CHANNEL,
    (payload) => {
      if (marks.heard(payload)) return;
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
    caughtUp: marks.caughtUp,
    recent,
    close: stop,
  };
}

/** A mark the feed sends itself: no table is called so, and it reaches no subscriber. */
const MARK = "feed_caught_up";
export const CAUGHT_UP_WAIT_MS = 2 * SECOND;

/**
 * The feed has caught up with the database once a mark it sends after the call comes back: PostgreSQL delivers
 * notifications in the order their transactions committed, so every change committed before the mark was heard
 * before it (docs/decisions/245). Calls while a mark is under way share the next one. The embedded database is one
 * connection that hears a write's changes before the write returns: it has always caught up while listening.
 */
function caughtUpWith(store: Store, listening: () => boolean) {
  const waiting = new Map<string, (caughtUp: boolean) => void>();
  let next: Promise<boolean> | undefined;
  let current: Promise<boolean> | undefined;
  const send = (): Promise<boolean> =>
    new Promise((resolve) => {
      const token = randomUUID();
      const timeout = setTimeout(() => answer(false), CAUGHT_UP_WAIT_MS);
      function answer(caughtUp: boolean) {
        clearTimeout(timeout);
        waiting.delete(token);
        resolve(caughtUp);
      }
      waiting.set(token, answer);
      store.db
        .execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify({ table: MARK, op: token })})`)
        .catch(() => answer(false));
    });
  const caughtUp = (): Promise<boolean> => {
    if (!listening()) return Promise.resolve(false);
    if (store.kind === "embedded") return Promise.resolve(true);
    if (!current) {
      current = send().finally(() => {
        current = undefined;
      });
      return current;
    }
    // a mark already sent may have left before this call's writes committed: wait for the one after it
    next ??= current.then(() => {
      next = undefined;
      return caughtUp();
    });
    return next;
  };
  return {
    caughtUp,
    /** Whether the payload is a mark (answered here, never published). */
    heard(payload: string) {
      if (!payload.includes(MARK)) return false;
      const mark = JSON.parse(payload) as { table?: string; op?: string };
      if (mark.table !== MARK) return false;
      waiting.get(mark.op ?? "")?.(true);
      return true;
    },
  };
}
