import { sql } from "drizzle-orm";
import { clubQuarter } from "../../../domain/clubs/central";
import type { Database } from "../../db/client";
import { clubs, events, memberships } from "../../db/schema";
import type { ChangeFeed } from "../../realtime/change-feed";
import { clubNamedTopics, keyedFeedCache } from "../../realtime/feed-cache";
import { memberStageHistory } from "../roles";
import { attendanceRates, attendanceReport, roleCoverage } from "./central";
import { speakingActivityOfAll, withHiddenRecords } from "./speaking-activity";

/**
 * A club's Reports (Leadership Central → Reports). What is about the meetings held — attendance, the rates, Share the
 * Stage Fairly and the speaking activity — and the coverage of the next meetings (role gaps, members away) are kept
 * per club by the server instance (docs/decisions/247, 270), with the ids they name: the club's meetings (held, to
 * come, cancelled) and the club's members. Each member's choice to hide their record is read on every request.
 */
type Deps = { db: Database; changeFeed: ChangeFeed };

type KeptReports = {
  history: Awaited<ReturnType<typeof historyOf>>;
  coverage: Awaited<ReturnType<typeof roleCoverage>>;
  names: ReadonlySet<string>;
};

/** The most clubs whose Reports one server instance keeps. */
const MAX_CLUBS_KEPT = 2_000;

/**
 * A write to any row of the club (its settings, roles, memberships, events) drops its Reports; a write to a row of one
 * of its meetings or about one of its members drops every kept Reports naming it.
 */
export const REPORT_TOPICS = clubNamedTopics<KeptReports>();

async function historyOf(db: Database, clubId: string, now: Date) {
  const [attendance, rates, stage, speaking] = await Promise.all([
    attendanceReport(db, clubId, now),
    attendanceRates(db, clubId, now),
    memberStageHistory(db, clubId, now),
    speakingActivityOfAll(db, clubId, now),
  ]);
  return { attendance, ...rates, stage, speaking };
}

/**
 * What the history names, and when it next changes without a write: the soonest start or end of a meeting of the
 * club to come (a meeting that begins is held), or the end of the club's quarter (the speaking activity's period).
 * The club's dashboard is kept by the same (kept-dashboard.ts), with the club's zone for its month.
 */
export async function namedInHistory(db: Database, clubId: string, now: Date) {
  const at = now.toISOString();
  const [row] = await db
    .select({
      meetings: sql<
        string[]
      >`coalesce((select json_agg(${events.id}) from ${events} where ${events.clubId} = ${clubId}), '[]'::json)`,
      members: sql<
        string[]
      >`coalesce((select json_agg(${memberships.userId}) from ${memberships} where ${memberships.clubId} = ${clubId}), '[]'::json)`,
      nextChange: sql<Date | string | null>`(select min(least(
          case when ${events.eventDate} > ${at}::timestamptz then ${events.eventDate} end,
          case when ${events.eventDate} + make_interval(mins => ${events.durationMinutes}) > ${at}::timestamptz
            then ${events.eventDate} + make_interval(mins => ${events.durationMinutes}) end))
        from ${events} where ${events.clubId} = ${clubId})`,
      timeZone: clubs.timeZone,
    })
    .from(clubs)
    .where(sql`${clubs.id} = ${clubId}`);
  const quarterEnd = clubQuarter(now, row?.timeZone).end.getTime();
  const nextChange = row?.nextChange ? new Date(row.nextChange).getTime() : quarterEnd;
  return {
    names: new Set([...(row?.meetings ?? []), ...(row?.members ?? [])]),
    validUntil: Math.min(nextChange, quarterEnd),
    timeZone: row?.timeZone,
  };
}

async function reportsToKeep(db: Database, clubId: string) {
  const now = new Date();
  const [history, coverage, { names, validUntil }] = await Promise.all([
    historyOf(db, clubId, now),
    roleCoverage(db, clubId, now),
    namedInHistory(db, clubId, now),
  ]);
  return { value: { history, coverage, names }, validUntil };
}

const reportsCache = (deps: Deps) =>
  keyedFeedCache<KeptReports>(
    deps,
    "club-reports",
    REPORT_TOPICS,
    (clubId) => reportsToKeep(deps.db, clubId),
    MAX_CLUBS_KEPT,
  );

/** The club's Reports as kept (see clubReports), before each member's choice to hide their record is applied. */
async function keptReports(deps: Deps, clubId: string): Promise<KeptReports> {
  return reportsCache(deps).afterWrites(deps.changeFeed.caughtUp(), clubId);
}

/** Share the Stage Fairly as kept with the Reports: the planning grid's picker reads it too. */
export const keptStageHistory = async (deps: Deps, clubId: string) => (await keptReports(deps, clubId)).history.stage;

/**
 * The club's Reports: kept until the change feed reports a write that concerns them (from any instance, even by plain
 * SQL), until a meeting of the club starts or ends or its quarter ends, and for 30 s at most; read afresh when the feed
 * cannot tell whether it has caught up with the writes committed before the request.
 */
export async function clubReports(deps: Deps, clubId: string) {
  const { history, coverage } = await keptReports(deps, clubId);
  return { ...history, coverage, speaking: await withHiddenRecords(deps.db, history.speaking) };
}
