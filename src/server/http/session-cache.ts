import { getSessionCookie } from "better-auth/cookies";
import type { Database } from "../db/client";
import { type ChangeFeed, RESYNC } from "../realtime/change-feed";
import type { SessionUser } from "./context";

/** The change-feed topics that end or change a cached session (drizzle/0005_sessions_change_feed.sql). */
export const SESSION_TOPICS = new Set(["sessions", "users"]);

/** A safety net: a notification lost while a PostgreSQL listener reconnects keeps a session at most this long. */
const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 10_000;

type Entry = { user: SessionUser; expiresAt: number; cachedAt: number };

/**
 * The members behind recently seen Cookie headers (docs/decisions/096). Looking a session up through Better Auth
 * costs more than the rest of a typical API request; a hit costs a Map lookup. Every entry is dropped when the change
 * feed reports an updated or deleted session or member (sign-out, revoked sessions, password change, a renamed
 * member: from any instance), when this instance handles a write to /api/auth, when the session expires, and after
 * MAX_AGE_MS at the latest.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Counts clears: a lookup that a clear overtook is not kept (it may have read a session just ended). */
  generation = 0;

  get(cookies: string): SessionUser | undefined {
    const entry = this.entries.get(cookies);
    if (!entry) return undefined;
    const now = Date.now();
    if (now >= entry.expiresAt || now - entry.cachedAt >= MAX_AGE_MS) {
      this.entries.delete(cookies);
      return undefined;
    }
    return entry.user;
  }

  /** Keeps what Better Auth answered for `cookies`, unless a clear came after `generation` was read. */
  set(cookies: string, user: SessionUser, expiresAt: Date, generation: number) {
    if (generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(cookies, { user, expiresAt: new Date(expiresAt).getTime(), cachedAt: Date.now() });
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
  }
}

const caches = new WeakMap<Database, SessionCache>();

/** The session cache of one server instance, subscribed to the change feed on first use. */
export function sessionCache(deps: { db: Database; changeFeed: ChangeFeed }): SessionCache {
  let cache = caches.get(deps.db);
  if (!cache) {
    const created = new SessionCache();
    deps.changeFeed.subscribe((topic) => {
      if (topic === RESYNC || SESSION_TOPICS.has(topic)) created.clear();
    });
    caches.set(deps.db, created);
    cache = created;
  }
  return cache;
}

/**
 * The cache's key: the whole Cookie header, which is all Better Auth reads to find the session (so equal keys mean
 * equal answers); undefined when it holds no session cookie under any of Better Auth's names (a visitor).
 */
export const sessionKeyOf = (headers: Headers) =>
  getSessionCookie(headers) ? (headers.get("cookie") ?? undefined) : undefined;
