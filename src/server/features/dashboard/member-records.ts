import type { Database } from "../../db/client";
import { type ChangeFeed, memberTopic } from "../../realtime/change-feed";
import { keyedFeedCache } from "../../realtime/feed-cache";
import { type MemberRecords, memberRecords } from "./service";

type Deps = { db: Database; changeFeed: ChangeFeed };

/** The most members whose records one server instance keeps; a new one drops the one kept longest. */
export const MAX_MEMBERS_KEPT = 10_000;

/** Tables of a member's own rows: a write drops that member's records (topic `<table>:user:<id>`). */
const MEMBER_TOPIC_PREFIXES = ["memberships", "user_pathways"].map((table) => memberTopic(table, ""));
/** Tables every member's records name (a club's or a pathway's name, a pathway's project count). */
const SHARED_TOPICS = new Set(["clubs", "pathways"]);

function memberOf(topic: string): string | undefined {
  const prefix = MEMBER_TOPIC_PREFIXES.find((candidate) => topic.startsWith(candidate));
  return prefix === undefined ? undefined : topic.slice(prefix.length);
}

const recordsCache = (deps: Deps) =>
  keyedFeedCache<MemberRecords>(
    deps,
    "member-records",
    { every: SHARED_TOPICS, keyOf: memberOf },
    async (userId) => ({ value: await memberRecords(deps.db, userId) }),
    MAX_MEMBERS_KEPT,
  );

/**
 * The member's own records for the dashboard (docs/decisions/098), kept in memory per member until the change feed
 * reports a write to their memberships or started pathways, or to any club or pathway (from any instance, even by
 * plain SQL), until forgetMemberRecords, and for 30 s at most.
 */
export function cachedMemberRecords(deps: Deps, userId: string): Promise<MemberRecords> {
  return recordsCache(deps).get(userId);
}

/**
 * Call after this instance writes the member's memberships or started pathways: their next read is fresh without
 * waiting for the change feed's notification.
 */
export function forgetMemberRecords(deps: Deps, userId: string) {
  recordsCache(deps).forget(userId);
}
