import type { Database } from "../../db/client";
import { type ChangeFeed, memberTopic } from "../../realtime/change-feed";
import { keyedFeedCache } from "../../realtime/feed-cache";
import { type MemberRecords, memberRecords } from "./service";

type Deps = { db: Database; changeFeed: ChangeFeed };

/** The most members whose records one server instance keeps; a new one drops the one kept longest. */
export const MAX_MEMBERS_KEPT = 10_000;

/** Tables of a member's own rows: a write drops that member's records (topic `<table>:user:<id>`). */
const MEMBER_TOPIC_PREFIXES = [
  "memberships",
  "user_pathways",
  "lesson_views",
  "module_progress",
  "certificate_claims",
].map((table) => memberTopic(table, ""));
/**
 * Tables every member's records name or count: a club's, pathway's or course's name, a pathway's project count,
 * a course's lessons (whether a course is finished).
 */
const SHARED_TOPICS = new Set(["clubs", "pathways", "courses", "course_lessons"]);

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
 * reports a write to their memberships, started pathways, watched lessons, program modules or certificate claims,
 * or to any club, pathway, course or lesson (from any instance, even by
 * plain SQL), until forgetMemberRecords, and for 30 s at most.
 */
export function cachedMemberRecords(deps: Deps, userId: string): Promise<MemberRecords> {
  return recordsCache(deps).get(userId);
}

/**
 * Call after this instance writes the member's memberships, started pathways, watched lessons, program modules or
 * certificate claims: their next read is fresh without
 * waiting for the change feed's notification.
 */
export function forgetMemberRecords(deps: Deps, userId: string) {
  recordsCache(deps).forget(userId);
}

/** Runs `write` of the member's records, then `forgetMemberRecords`: their dashboard counts it at once. */
export async function writingMemberRecords<T>(deps: Deps, userId: string, write: (db: Database) => Promise<T>) {
  const result = await write(deps.db);
  forgetMemberRecords(deps, userId);
  return result;
}
