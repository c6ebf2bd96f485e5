import type { Database } from "../db/client";
import { type ChangeFeed, RESYNC } from "./change-feed";

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

  /** The value kept, if any (none while it loads). */
  kept(): { value: T } | undefined {
    return this.entry;
  }

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

/** A bound on the values a KeyedFeedCache keeps by their size (e.g. a record's length in characters). */
export type WeightBound<T> = { weigh: (value: T) => number; max: number };

/**
 * A FeedCache per key (docs/decisions/098: a member's own records, keyed by member): each key's value follows the
 * rules above, and `forget(key)` drops that key's value only. At most `maxKeys` values are kept, and with `bound` at
 * most its `max` in weight: beyond either, the value used longest ago is dropped (least recently used, decision 245).
 * A dropped key's load under way is used once, not kept.
 */
export class KeyedFeedCache<T> {
  private readonly caches = new Map<string, FeedCache<T>>();
  private readonly weights = new Map<string, number>();
  private weight = 0;

  constructor(
    private readonly load: (key: string) => Promise<Loaded<T>>,
    private readonly maxKeys: number,
    private readonly bound?: WeightBound<T>,
  ) {}

  /** How many keys have a value kept or being loaded. */
  get size() {
    return this.caches.size;
  }

  /** The weight of the values kept (0 without a bound). */
  get keptWeight() {
    return this.weight;
  }

  get(key: string): Promise<T> {
    let cache = this.caches.get(key);
    if (cache) {
      // used now: it moves to the end of the order of use
      this.caches.delete(key);
      this.caches.set(key, cache);
    } else {
      if (this.caches.size >= this.maxKeys) this.dropLeastUsed();
      const created: FeedCache<T> = new FeedCache(() => this.loadWeighed(key, created));
      cache = created;
      this.caches.set(key, cache);
    }
    return cache.get();
  }

  /**
   * The key's value as kept once `caughtUp` resolves true (the change feed has heard every write committed before the
   * request, docs/decisions/245), so no answer misses one; read afresh and not kept when the feed cannot tell.
   */
  async afterWrites(caughtUp: Promise<boolean>, key: string): Promise<T> {
    return (await caughtUp) ? this.get(key) : (await this.load(key)).value;
  }

  /** Loads the key's value and counts its weight while `cache` still holds the key; drops the least used beyond. */
  private async loadWeighed(key: string, cache: FeedCache<T>): Promise<Loaded<T>> {
    const loaded = await this.load(key);
    if (this.bound && this.caches.get(key) === cache) {
      this.unweigh(key);
      const weight = this.bound.weigh(loaded.value);
      this.weights.set(key, weight);
      this.weight += weight;
      while (this.weight > this.bound.max && this.caches.size > 0) this.dropLeastUsed();
    }
    return loaded;
  }

  private unweigh(key: string) {
    this.weight -= this.weights.get(key) ?? 0;
    this.weights.delete(key);
  }

  private dropLeastUsed() {
    const oldest = this.caches.keys().next().value;
    if (oldest !== undefined) this.forget(oldest);
  }

  forget(key: string) {
    this.caches.delete(key);
    this.unweigh(key);
  }

  /** Drops every value `drops` answers true for, and every load under way (its value is not known yet). */
  forgetWhere(drops: (value: T) => boolean) {
    for (const [key, cache] of this.caches) {
      const value = cache.kept();
      if (value === undefined || drops(value.value)) this.forget(key);
    }
  }

  forgetAll() {
    this.caches.clear();
    this.weights.clear();
    this.weight = 0;
  }
}

/**
 * Which change-feed topics drop every key's value, which drop one key's (`keyOf` answers the key), and which drop the
 * values a topic concerns whatever their key (`valuesOf` answers the test, e.g. the records naming a meeting).
 */
export type KeyedTopics<T> = {
  every: ReadonlySet<string>;
  keyOf: (topic: string) => string | undefined;
  valuesOf?: (topic: string) => ((value: T) => boolean) | undefined;
};

/**
 * The topics of a value kept per club that lists what it `names` (the club's meetings, its members): a write to any
 * row of the club (`<table>:club:<id>`) drops the club's value; a write about a meeting or a member
 * (`<table>:event:<id>`, `<table>:user:<id>`) drops every value naming it.
 */
export function clubNamedTopics<T extends { names: ReadonlySet<string> }>(): KeyedTopics<T> {
  return {
    every: new Set(),
    keyOf: (topic) => {
      const [, scope, id] = topic.split(":");
      return scope === "club" ? id : undefined;
    },
    valuesOf: (topic) => {
      const [, scope, id = ""] = topic.split(":");
      return scope === "event" || scope === "user" ? (kept) => kept.names.has(id) : undefined;
    },
  };
}

const caches = new WeakMap<Database, Map<string, unknown>>();

/** The server instance's cache named `name` (one per database handle), made by `create` on first use. */
function instanceCache<C>(deps: { db: Database }, name: string, create: () => C): C {
  let named = caches.get(deps.db);
  if (!named) {
    named = new Map();
    caches.set(deps.db, named);
  }
  let cache = named.get(name) as C | undefined;
  if (!cache) {
    cache = create();
    named.set(name, cache);
  }
  return cache;
}

/** The server instance's cache named `name` (one per database handle), subscribed to the change feed on first use. */
export function feedCache<T>(
  deps: { db: Database; changeFeed: ChangeFeed },
  name: string,
  topics: ReadonlySet<string>,
  load: () => Promise<Loaded<T>>,
): FeedCache<T> {
  return instanceCache(deps, name, () => {
    const created = new FeedCache(load);
    deps.changeFeed.subscribe((topic) => {
      if (topic === RESYNC || topics.has(topic)) created.forget();
    });
    return created;
  });
}

/** The server instance's keyed cache named `name`, subscribed to the change feed on first use. */
export function keyedFeedCache<T>(
  deps: { db: Database; changeFeed: ChangeFeed },
  name: string,
  topics: KeyedTopics<T>,
  load: (key: string) => Promise<Loaded<T>>,
  maxKeys: number,
  bound?: WeightBound<T>,
): KeyedFeedCache<T> {
  return instanceCache(deps, name, () => {
    const created = new KeyedFeedCache(load, maxKeys, bound);
    deps.changeFeed.subscribe((topic) => {
      if (topic === RESYNC || topics.every.has(topic)) {
        created.forgetAll();
        return;
      }
      const key = topics.keyOf(topic);
      if (key !== undefined) created.forget(key);
      const drops = topics.valuesOf?.(topic);
      if (drops) created.forgetWhere(drops);
    });
    return created;
  });
}
