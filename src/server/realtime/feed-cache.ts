import type { Database } from "../db/client";
import type { ChangeFeed } from "./change-feed";

/** A safety net: a notification lost while a PostgreSQL listener reconnects keeps a stale value at most this long. */
export const FEED_CACHE_MAX_AGE_MS = 30_000;

/** What a load answers: the value, and until when it holds without a write (e.g. until the soonest event starts). */
export type Loaded<T> = { value: T; validUntil?: number };

/**
 * A value read from the database once and kept in memory (docs/decisions/095) until the change feed reports a write
 * to one of `topics` (from any instance, even by plain SQL), until `forget()` (a write of this instance, so its own
 * next read is fresh without waiting for the notification), until the load's `validUntil`, or after
 * FEED_CACHE_MAX_AGE_MS. Concurrent misses share one load; a load that a write overtook is used once, not kept.
 */
export class FeedCache<T> {
  private entry: { value: T; validUntil: number } | undefined;
  private loading: Promise<T> | undefined;
  private generation = 0;

  constructor(private readonly load: () => Promise<Loaded<T>>) {}

  forget() {
    this.generation += 1;
    this.entry = undefined;
    this.loading = undefined;
  }

  get(): Promise<T> {
    if (this.entry && Date.now() < this.entry.validUntil) return Promise.resolve(this.entry.value);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.load().then(
      ({ value, validUntil = Number.POSITIVE_INFINITY }) => {
        if (this.generation === generation) {
          this.entry = { value, validUntil: Math.min(validUntil, Date.now() + FEED_CACHE_MAX_AGE_MS) };
        }
        if (this.loading === loading) this.loading = undefined;
        return value;
      },
      (error: unknown) => {
        if (this.loading === loading) this.loading = undefined;
        throw error;
      },
    );
    this.loading = loading;
    return loading;
  }
}

const caches = new WeakMap<Database, Map<string, FeedCache<unknown>>>();

/** The server instance's cache named `name` (one per database handle), subscribed to the change feed on first use. */
export function feedCache<T>(
  deps: { db: Database; changeFeed: ChangeFeed },
  name: string,
  topics: ReadonlySet<string>,
  load: () => Promise<Loaded<T>>,
): FeedCache<T> {
  let named = caches.get(deps.db);
  if (!named) {
    named = new Map();
    caches.set(deps.db, named);
  }
  let cache = named.get(name) as FeedCache<T> | undefined;
  if (!cache) {
    const created = new FeedCache(load);
    deps.changeFeed.subscribe((topic) => {
      if (topics.has(topic)) created.forget();
    });
    named.set(name, created as FeedCache<unknown>);
    cache = created;
  }
  return cache;
}
