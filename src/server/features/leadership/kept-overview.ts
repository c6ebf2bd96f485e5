import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { clubs, events } from "../../db/schema";
import type { ChangeFeed } from "../../realtime/change-feed";
import { clubNamedTopics, type KeyedTopics, keyedFeedCache } from "../../realtime/feed-cache";
import {
  type OverviewScope,
  overviewCounts,
  overviewGoals,
  overviewMonth,
  overviewScope,
  recentActivity,
} from "./overview";

/**
 * Leadership Central's overview kept per scope, a club or the network (docs/decisions/268): its counts and its recent
 * activity until the change feed reports a write that concerns them (from any instance, even by plain SQL), until the
 * scope's month ends, and for 30 s at most. Who may see which scope and the Goals Completed (pitches are not on the
 * change feed) are read on every request.
 */
type Deps = { db: Database; changeFeed: ChangeFeed };

type KeptOverview = {
  counts: Awaited<ReturnType<typeof overviewCounts>>;
  activity: Awaited<ReturnType<typeof recentActivity>>["items"];
  /** The club's meetings and the members the activity names; empty for the network. */
  names: ReadonlySet<string>;
  network: boolean;
};

const NETWORK = "network";

/** Every club's overview and the network's. */
const MAX_SCOPES_KEPT = 2_001;

/** The tables the kept part reads: a write to any of them anywhere changes the network's. */
const NETWORK_TABLES = new Set(["memberships", "events", "meeting_role_assignments", "users", "clubs", "club_roles"]);

const CLUB_TOPICS = clubNamedTopics<KeptOverview>();

/**
 * A club's overview follows the club's topics (its rows, its meetings, the members it names); the network's is
 * dropped by a write anywhere to a table it reads.
 */
export const OVERVIEW_TOPICS: KeyedTopics<KeptOverview> = {
  ...CLUB_TOPICS,
  valuesOf: (topic) => {
    if (!topic.includes(":")) return NETWORK_TABLES.has(topic) ? (kept) => kept.network : undefined;
    return CLUB_TOPICS.valuesOf?.(topic);
  },
};

/** The scope a key names: the network, or the club of this id (its time zone reads its month). */
async function scopeOf(db: Database, key: string): Promise<OverviewScope> {
  if (key === NETWORK) return { kind: "network" };
  const [club] = await db
    .select({ id: clubs.id, name: clubs.name, timeZone: clubs.timeZone })
    .from(clubs)
    .where(eq(clubs.id, key));
  return { kind: "club", club: club ?? { id: key, name: "", timeZone: null } };
}

async function overviewToKeep(db: Database, scope: OverviewScope) {
  const now = new Date();
  const [counts, activity, meetings] = await Promise.all([
    overviewCounts(db, scope, now),
    recentActivity(db, scope),
    scope.kind === "club"
      ? db.select({ id: events.id }).from(events).where(eq(events.clubId, scope.club.id))
      : Promise.resolve([]),
  ]);
  const names = new Set([...meetings.map((meeting) => meeting.id), ...activity.named]);
  return {
    value: { counts, activity: activity.items, names, network: scope.kind === "network" },
    validUntil: overviewMonth(scope, now).end.getTime(),
  };
}

const keyOf = (scope: OverviewScope) => (scope.kind === "club" ? scope.club.id : NETWORK);

const overviewCache = (deps: Deps) =>
  keyedFeedCache<KeptOverview>(
    deps,
    "leadership-overview",
    OVERVIEW_TOPICS,
    async (key) => overviewToKeep(deps.db, await scopeOf(deps.db, key)),
    MAX_SCOPES_KEPT,
  );

async function keptOverview(deps: Deps, scope: OverviewScope): Promise<KeptOverview> {
  return overviewCache(deps).afterWrites(deps.changeFeed.caughtUp(), keyOf(scope));
}

/** The overview as Leadership Central shows it: what it covers, its figures and its recent activity. */
export async function overviewFor(deps: Deps, memberId: string, clubId?: string) {
  const scope = await overviewScope(deps.db, memberId, clubId);
  const [kept, goals] = await Promise.all([keptOverview(deps, scope), overviewGoals(deps.db, scope)]);
  const club = scope.kind === "club" ? { id: scope.club.id, name: scope.club.name } : null;
  return { scope: { kind: scope.kind, club }, stats: { ...kept.counts, goals }, activity: kept.activity };
}
