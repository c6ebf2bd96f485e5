import { afterEach, describe, expect, test, vi } from "vitest";
import type { Database } from "../db/client";
import type { ChangeFeed } from "./change-feed";
import { FEED_CACHE_MAX_AGE_MS, KeyedFeedCache, keyedFeedCache } from "./feed-cache";
import { recentChanges } from "./recent-changes";

/** A load per key that counts its calls and answers `<key>#<call>`, or waits until `release()` when held. */
function loader() {
  const calls: string[] = [];
  const held: Array<() => void> = [];
  let holding = false;
  const load = async (key: string) => {
    calls.push(key);
    const value = `${key}#${calls.filter((called) => called === key).length}`;
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    return { value };
  };
  return {
    calls,
    load,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const resolve of held.splice(0)) resolve();
    },
  };
}

/** A change feed the test drives by hand. */
function fakeChangeFeed() {
  const subscribers = new Set<(topic: string) => void>();
  const feed: ChangeFeed = {
    subscribe(onTopic) {
      subscribers.add(onTopic);
      return () => subscribers.delete(onTopic);
    },
    listening: true,
    caughtUp: async () => true,
    recent: recentChanges(),
    close: async () => {},
  };
  const report = (topic: string) => {
    for (const subscriber of subscribers) subscriber(topic);
  };
  return { feed, report };
}

afterEach(() => {
  vi.useRealTimers();
});

/** A cache of two values at the most, which has read Ann's and then Ben's. */
async function annAndBenInTwoPlaces() {
  const { calls, load } = loader();
  const cache = new KeyedFeedCache(load, 2);
  await cache.get("ann");
  await cache.get("ben");
  return { calls, cache };
}

describe("KeyedFeedCache", () => {
  test("loads each key once and keeps its value", async () => {
    const { calls, load } = loader();
    const cache = new KeyedFeedCache(load, 10);
    expect(await cache.get("ann")).toBe("ann#1");
    expect(await cache.get("ben")).toBe("ben#1");
    expect(await cache.get("ann")).toBe("ann#1");
    expect(calls).toEqual(["ann", "ben"]);
  });

  test("after the feed caught up a key's value is kept; when it cannot tell, it is read afresh and not kept", async () => {
    const { calls, load } = loader();
    const cache = new KeyedFeedCache(load, 10);
    expect(await cache.afterWrites(Promise.resolve(false), "ann")).toBe("ann#1");
    expect(await cache.afterWrites(Promise.resolve(false), "ann")).toBe("ann#2");
    expect(cache.size).toBe(0);
    expect(await cache.afterWrites(Promise.resolve(true), "ann")).toBe("ann#3");
    expect(await cache.afterWrites(Promise.resolve(true), "ann")).toBe("ann#3");
    expect(calls).toEqual(["ann", "ann", "ann"]);
  });

  test("concurrent misses of one key share one load", async () => {
    const { calls, load } = loader();
    const cache = new KeyedFeedCache(load, 10);
    expect(await Promise.all([cache.get("ann"), cache.get("ann"), cache.get("ben")])).toEqual([
      "ann#1",
      "ann#1",
      "ben#1",
    ]);
    expect(calls).toEqual(["ann", "ben"]);
  });

  test("forget(key) drops that key's value only", async () => {
    const { calls, load } = loader();
    const cache = new KeyedFeedCache(load, 10);
    await cache.get("ann");
    await cache.get("ben");
    cache.forget("ann");
    expect(await cache.get("ann")).toBe("ann#2");
    expect(await cache.get("ben")).toBe("ben#1");
    expect(calls).toEqual(["ann", "ben", "ann"]);
  });

  test("a load overtaken by forget(key) answers its callers once and is not kept", async () => {
    const { calls, load, hold, release } = loader();
    const cache = new KeyedFeedCache(load, 10);
    hold();
    const before = cache.get("ann");
    cache.forget("ann"); // a write lands while the first load runs
    const after = cache.get("ann");
    release();
    expect(await before).toBe("ann#1");
    expect(await after).toBe("ann#2");
    expect(await cache.get("ann")).toBe("ann#2");
    expect(calls).toEqual(["ann", "ann"]);
  });

  test("forgetAll drops every value, loads under way included", async () => {
    const { calls, load, hold, release } = loader();
    const cache = new KeyedFeedCache(load, 10);
    await cache.get("ann");
    hold();
    const loading = cache.get("ben");
    cache.forgetAll();
    release();
    expect(await loading).toBe("ben#1");
    expect(await cache.get("ann")).toBe("ann#2");
    expect(await cache.get("ben")).toBe("ben#2");
    expect(calls).toEqual(["ann", "ben", "ann", "ben"]);
  });

  test("keeps at most maxKeys values: a new key drops the one kept longest", async () => {
    const { calls, cache } = await annAndBenInTwoPlaces();
    await cache.get("cy");
    expect(cache.size).toBe(2);
    expect(await cache.get("ben")).toBe("ben#1");
    expect(await cache.get("cy")).toBe("cy#1");
    expect(await cache.get("ann")).toBe("ann#2");
    expect(calls).toEqual(["ann", "ben", "cy", "ann"]);
  });

  test("the value used longest ago is dropped first: a read keeps a value", async () => {
    const { calls, cache } = await annAndBenInTwoPlaces();
    await cache.get("ann"); // used again: ben is now the one used longest ago
    await cache.get("cy");
    expect(await cache.get("ann")).toBe("ann#1");
    expect(await cache.get("ben")).toBe("ben#2");
    expect(calls).toEqual(["ann", "ben", "cy", "ben"]);
  });

  test("with a weight bound, keeps values up to its max, dropping the least used; one too heavy is not kept", async () => {
    const { calls, load } = loader();
    // "ann#1" weighs 5, and so on: at most 12 kept
    const cache = new KeyedFeedCache(load, 100, { weigh: (value) => value.length, max: 12 });
    await cache.get("ann");
    await cache.get("ben");
    expect(cache.keptWeight).toBe(10);
    await cache.get("ann");
    await cache.get("cy");
    expect(cache.size).toBe(2);
    expect(cache.keptWeight).toBe(9);
    expect(await cache.get("ann")).toBe("ann#1");
    expect(await cache.get("ben")).toBe("ben#2");
    cache.forget("ben");
    cache.forget("ann");
    expect(cache.keptWeight).toBe(0);
    const heavy = new KeyedFeedCache(load, 100, { weigh: (value) => value.length, max: 4 });
    expect(await heavy.get("dora")).toBe("dora#1");
    expect(heavy.size).toBe(0);
    expect(calls).toEqual(["ann", "ben", "cy", "ben", "dora"]);
  });

  test("forgetWhere drops the values it answers true for, and every load under way", async () => {
    const { calls, load, hold, release } = loader();
    const cache = new KeyedFeedCache(load, 10);
    await cache.get("ann");
    await cache.get("ben");
    hold();
    const loading = cache.get("cy");
    cache.forgetWhere((value) => value.startsWith("ann"));
    release();
    expect(await loading).toBe("cy#1");
    expect(await cache.get("ann")).toBe("ann#2");
    expect(await cache.get("ben")).toBe("ben#1");
    expect(await cache.get("cy")).toBe("cy#2");
    expect(calls).toEqual(["ann", "ben", "cy", "ann", "cy"]);
  });

  test("a value is loaded again after the safety max age", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { calls, load } = loader();
    const cache = new KeyedFeedCache(load, 10);
    await cache.get("ann");
    vi.advanceTimersByTime(FEED_CACHE_MAX_AGE_MS - 1);
    expect(await cache.get("ann")).toBe("ann#1");
    vi.advanceTimersByTime(1);
    expect(await cache.get("ann")).toBe("ann#2");
    expect(calls).toEqual(["ann", "ann"]);
  });
});

describe("keyedFeedCache", () => {
  const topics = {
    every: new Set(["pathways"]),
    keyOf: (topic: string) => (topic.startsWith("user_pathways:user:") ? topic.slice(19) : undefined),
  };

  test("one cache per instance and name, dropped by the change feed per key or as a whole", async () => {
    const { feed, report } = fakeChangeFeed();
    const deps = { db: {} as Database, changeFeed: feed };
    const { calls, load } = loader();
    const cache = keyedFeedCache(deps, "records", topics, load, 10);
    expect(keyedFeedCache(deps, "records", topics, load, 10)).toBe(cache);
    await cache.get("ann");
    await cache.get("ben");

    report("user_pathways");
    report("user_pathways:user:ben");
    report("memberships:user:ann"); // not one of this cache's topics
    expect(await cache.get("ann")).toBe("ann#1");
    expect(await cache.get("ben")).toBe("ben#2");

    report("pathways");
    expect(await cache.get("ann")).toBe("ann#2");
    expect(await cache.get("ben")).toBe("ben#3");
    expect(calls).toEqual(["ann", "ben", "ben", "ann", "ben"]);
  });

  test("another database handle (another server instance) has a cache of its own", async () => {
    const { feed } = fakeChangeFeed();
    const { load } = loader();
    const first = keyedFeedCache({ db: {} as Database, changeFeed: feed }, "records", topics, load, 10);
    const second = keyedFeedCache({ db: {} as Database, changeFeed: feed }, "records", topics, load, 10);
    expect(second).not.toBe(first);
  });
});
