import { clubMonth, RECENT_JOIN_DAYS } from "../../../domain/clubs/central";
import { DAY } from "../../../domain/time";
import type { Database } from "../../db/client";
import type { ChangeFeed } from "../../realtime/change-feed";
import { clubNamedTopics, keyedFeedCache } from "../../realtime/feed-cache";
import { clubDashboard } from "./central";
import { namedInHistory } from "./reports";

/**
 * A club's dashboard in Leadership Central kept per club (docs/decisions/269), as its Reports are (decision 247): until
 * the change feed reports a write to the club, one of its meetings or one of its members (from any instance, even by
 * plain SQL), until a meeting of the club starts or ends, the club's month ends or a new member stops being new, and
 * for 30 s at most; read afresh when the feed cannot tell whether it has caught up with the writes before the request.
 */
type Deps = { db: Database; changeFeed: ChangeFeed };

type KeptDashboard = { dashboard: Awaited<ReturnType<typeof clubDashboard>>; names: ReadonlySet<string> };

/** The most clubs whose dashboard one server instance keeps. */
const MAX_CLUBS_KEPT = 2_000;

async function dashboardToKeep(db: Database, clubId: string) {
  const now = new Date();
  const [dashboard, { names, validUntil, timeZone }] = await Promise.all([
    clubDashboard(db, clubId, now),
    namedInHistory(db, clubId, now),
  ]);
  const newUntil = dashboard.newMembers.map((member) => member.joinedAt.getTime() + RECENT_JOIN_DAYS * DAY);
  return {
    value: { dashboard, names },
    validUntil: Math.min(validUntil, clubMonth(now, timeZone).end.getTime(), ...newUntil),
  };
}

const dashboardCache = (deps: Deps) =>
  keyedFeedCache<KeptDashboard>(
    deps,
    "club-dashboard",
    clubNamedTopics<KeptDashboard>(),
    (clubId) => dashboardToKeep(deps.db, clubId),
    MAX_CLUBS_KEPT,
  );

/** The club's dashboard: its members, this month's meetings and speeches, the meetings ahead, who joined lately. */
export async function keptClubDashboard(deps: Deps, clubId: string) {
  return (await dashboardCache(deps).afterWrites(deps.changeFeed.caughtUp(), clubId)).dashboard;
}
