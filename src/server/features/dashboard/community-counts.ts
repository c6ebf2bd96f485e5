import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { events } from "../../db/schema";
import type { ChangeFeed } from "../../realtime/change-feed";
import { feedCache } from "../../realtime/feed-cache";
import { eventEndsAt, notEndedBy } from "../events";
import { clubMemberCount } from "./service";

export type CommunityCounts = { clubMembers: number; upcomingEvents: number };

type Deps = { db: Database; changeFeed: ChangeFeed };

const TOPICS = new Set(["memberships", "events", "meeting_runs"]);

/**
 * The community-wide figures every dashboard shows, kept in memory (FeedCache): they change with memberships and
 * events, and the upcoming count (public events not ended yet, as Events & News lists them) also when the first of
 * them ends.
 */
export function communityCounts(deps: Deps): Promise<CommunityCounts> {
  return countsCache(deps).get();
}

/** Call after this instance writes memberships: its next read is fresh without waiting for the change feed. */
export function forgetCommunityCounts(deps: Deps) {
  countsCache(deps).forget();
}

const countsCache = (deps: Deps) =>
  feedCache<CommunityCounts>(deps, "community-counts", TOPICS, async () => {
    const now = new Date();
    const [[upcoming], clubMembers] = await Promise.all([
      deps.db
        .select({ value: count(), firstEnd: sql<string | Date | null>`min(${eventEndsAt})` })
        .from(events)
        .where(and(eq(events.isPublic, true), notEndedBy(now))),
      clubMemberCount(deps.db),
    ]);
    return {
      value: { clubMembers, upcomingEvents: upcoming?.value ?? 0 },
      validUntil: upcoming?.firstEnd ? new Date(upcoming.firstEnd).getTime() : undefined,
    };
  });
