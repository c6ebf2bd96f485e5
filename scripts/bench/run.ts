// `npm run bench`: the server's measured speed (docs/performance.md). Builds, seeds a club network of realistic
// size, starts `node dist/main.js` on it (the embedded database; PostgreSQL too when DATABASE_URL is set) and
// measures a baseline, the public events list, the dashboard summary, taking plus dropping a role (and, once the
// server has stopped, the same statements straight against the database as its floor), a member's
// speaking record of 200 speeches, an officer's pages (Reports, planning grid, club dashboard, overview), 1,000 live
// streams receiving one change, and 1,000 meeting displays receiving light changes; with DATABASE_URL also the
// reminder burst (10,000 role reminders due at once, two instances, a local SMTP sink). Environment: BENCH_PORT
// (3800), BENCH_SECONDS (10), BENCH_SKIP_BUILD=true, BENCH_ONLY (a comma-separated choice of events, summary, roles,
// record, pages, live, displays, reminders; the baseline runs with any of the first six), BENCH_DISPLAY_CHANGES (6),
// BENCH_SCALE (1; 10 seeds ten times the network, after the same parts at scale 1 for their ratios: scales.ts),
// BENCH_STRICT=1 (exit non-zero when a target is missed).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import pg from "pg";
import { openStore } from "../../src/server/db/client";
import { migrateStore } from "../../src/server/db/migrate";
import { DISPLAY_MEETING, type DisplaysResult, displayFanOut, latencySummary, seedDisplayMeeting } from "./displays";
import { embeddedFloor, type FloorResult, floorClients, postgresFloor } from "./floor";
import { type LiveResult, liveFanOut } from "./live";
import { type Measurement, measure, roleTakeAndDrop } from "./load";
import { OFFICER_EMAIL, PAGE_READS, PAGES_CONNECTIONS, PAGES_P99_MS } from "./pages";
import { RECORD_MEMBER, RECORD_P99_MS, seedRecordMember } from "./record";
import { BURST, type BurstResult, reminderBurst } from "./reminders";
import { benchAtScaleOne, RATIO_TOLERANCE, ratioHolds, ratiosOf, type ScaleRatios, writeRatios } from "./scales";
import {
  BENCH_PASSWORD,
  clubId,
  eventId,
  hasMeetingRoles,
  isPublicEvent,
  memberEmail,
  memberId,
  SCALE,
  seedBenchData,
  upcomingEventNumber,
  VOLUME,
} from "./seed";
import { ROOT, signIn, startServer } from "./server";
import { closeTargets, judge } from "./targets";

const PORT = Number(process.env.BENCH_PORT ?? 3800);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROLE_CONNECTIONS = 20;
const LIST_CONNECTIONS = 50;
const RECORD_CONNECTIONS = 10;
const LIVE_SUBSCRIBERS = 1_000;
const DISPLAYS = 1_000;
const DISPLAY_CHANGES = Number(process.env.BENCH_DISPLAY_CHANGES ?? 6);
/** Light changes reach every display within this, at the 99th percentile (issue "Meeting day"). */
const DISPLAY_P99_MS = 250;
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? "events,summary,roles,record,pages,live,displays,reminders")
    .split(",")
    .map((part) => part.trim()),
);
const HTTP_PARTS = ["events", "summary", "roles", "record", "pages", "live", "displays"];
const BASELINE_PARTS = ["events", "summary", "roles", "record", "pages", "live"];
/** The parts whose rate ÷ the baseline's is compared across scales. */
const RATIO_PARTS = ["events", "summary", "roles", "record", "pages"];
/** The server's resident memory stays under this at any size (issue "Speed at ten times the size"). */
const MEMORY_MB = 300;
/** Seeding the network takes less than this at any size (ten times the demo network included). */
const SEED_SECONDS = 60;
/** A take or a drop through the server: p99 under this, at a rate of at least this share of the direct one. */
const FLOOR_P99_MS = 25;
const FLOOR_SHARE = 0.5;

type Target = { database: "embedded" | "postgres"; databaseUrl?: string; dataDir: string; cleanup(): Promise<void> };

async function prepareEmbedded(work: string, passwordHash: string): Promise<Target> {
  const dataDir = path.join(work, "embedded");
  const store = await openStore({ dataDir });
  await migrateStore(store);
  await seedBenchData(store.db, passwordHash);
  if (ONLY.has("displays")) await seedDisplayMeeting(store.db);
  if (ONLY.has("record")) await seedRecordMember(store.db);
  await store.close();
  return { database: "embedded", dataDir, cleanup: async () => {} };
}

/** A database of its own on the server DATABASE_URL names, dropped afterwards. */
async function preparePostgres(work: string, adminUrl: string, passwordHash: string): Promise<Target> {
  const name = `pitchcraft_bench_${randomBytes(4).toString("hex")}`;
  const adminQuery = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await adminQuery(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const store = await openStore({ databaseUrl, dataDir: work });
  await migrateStore(store);
  await seedBenchData(store.db, passwordHash);
  if (ONLY.has("displays")) await seedDisplayMeeting(store.db);
  if (ONLY.has("record")) await seedRecordMember(store.db);
  await store.close();
  return {
    database: "postgres",
    databaseUrl,
    dataDir: path.join(work, "postgres"),
    cleanup: () => adminQuery(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  };
}

type Run = {
  target: Target;
  seedSeconds: number;
  results: Measurement[];
  live?: LiveResult;
  displays?: DisplaysResult;
  loadBefore: number[];
  peakMemoryMb?: number;
  floor?: FloorResult;
};

const LIST = "GET /api/events (visitor)";
const SUMMARY = "GET /api/dashboard/summary";
const ROLES = "take + drop a role (POST, DELETE)";
const RECORD = `GET /api/profile/record (${RECORD_MEMBER.speeches} speeches)`;

async function benchmark(target: Target, port: number, seedSeconds: number, work: string): Promise<Run> {
  const loadBefore = os.loadavg();
  const server = await startServer({
    port,
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
    logFile: path.join(work, `server-${target.database}.log`),
  });
  try {
    const { url } = server;
    const dashboardCookie = await signIn(url, memberEmail(1), BENCH_PASSWORD);
    // public events with meeting roles: a social event has none
    const publicUpcoming = Array.from({ length: VOLUME.upcomingEvents }, (_, k) => upcomingEventNumber(k + 1)).filter(
      (n) => isPublicEvent(n) && hasMeetingRoles(n),
    );
    const roleMembers = [];
    for (let index = 0; index < ROLE_CONNECTIONS * 2; index += 1) {
      const cookie = await signIn(url, memberEmail(101 + index), BENCH_PASSWORD);
      roleMembers.push({ cookie, memberId: memberId(101 + index), eventId: eventId(publicUpcoming[index] ?? 0) });
    }
    const results: Measurement[] = [];
    const step = async (options: Parameters<typeof measure>[0]) => {
      process.stdout.write(`  ${options.name} …`);
      const result = await measure(options);
      process.stdout.write(` ${Math.round(result.requestsPerSecond)} req/s\n`);
      results.push(result);
    };
    const base = { durationSeconds: SECONDS };
    if (BASELINE_PARTS.some((part) => ONLY.has(part))) {
      await step({ ...base, name: "baseline GET /healthz", url: `${url}/healthz`, connections: LIST_CONNECTIONS });
    }
    if (ONLY.has("events")) {
      await step({ ...base, name: LIST, url: `${url}/api/events`, connections: LIST_CONNECTIONS });
    }
    if (ONLY.has("summary")) {
      await step({
        ...base,
        name: SUMMARY,
        url: `${url}/api/dashboard/summary`,
        connections: LIST_CONNECTIONS,
        headers: { cookie: dashboardCookie },
      });
    }
    if (ONLY.has("roles")) {
      await step({
        ...base,
        name: ROLES,
        url,
        connections: ROLE_CONNECTIONS,
        requests: roleTakeAndDrop(url, roleMembers),
      });
    }
    if (ONLY.has("record")) {
      await step({
        ...base,
        name: RECORD,
        url: `${url}/api/profile/record`,
        connections: RECORD_CONNECTIONS,
        headers: { cookie: await signIn(url, RECORD_MEMBER.email, BENCH_PASSWORD) },
      });
    }
    if (ONLY.has("pages")) {
      const officer = { cookie: await signIn(url, OFFICER_EMAIL, BENCH_PASSWORD) };
      for (const read of PAGE_READS) {
        await step({
          ...base,
          name: read.name,
          url: `${url}${read.path}`,
          connections: PAGES_CONNECTIONS,
          headers: officer,
        });
      }
    }
    let live: LiveResult | undefined;
    if (ONLY.has("live")) {
      process.stdout.write(`  ${LIVE_SUBSCRIBERS} live streams …`);
      const joinerCookie = await signIn(url, memberEmail(2), BENCH_PASSWORD);
      live = await liveFanOut(url, LIVE_SUBSCRIBERS, async () => {
        const response = await fetch(`${url}/api/clubs/${clubId(100)}/membership`, {
          method: "POST",
          headers: { cookie: joinerCookie, origin: url },
        });
        if (!response.ok) throw new Error(`joining a club answered ${response.status}`);
      });
      process.stdout.write(` all received in ${live.allReceivedMs.toFixed(0)} ms\n`);
    }
    let displays: DisplaysResult | undefined;
    if (ONLY.has("displays")) {
      process.stdout.write(`  ${DISPLAYS} meeting displays, ${DISPLAY_CHANGES} light changes …`);
      const timerCookie = await signIn(url, DISPLAY_MEETING.timerEmail, BENCH_PASSWORD);
      displays = await displayFanOut(url, timerCookie, { count: DISPLAYS, changes: DISPLAY_CHANGES });
      process.stdout.write(` p99 ${displays.p99.toFixed(0)} ms\n`);
    }
    const peakMemoryMb = server.peakMemoryMb();
    await server.stop();
    const floor = ONLY.has("roles") ? await roleFloor(target, roleMembers.slice(0, ROLE_CONNECTIONS)) : undefined;
    return { target, seedSeconds, results, live, displays, loadBefore, peakMemoryMb, floor };
  } finally {
    await server.stop();
  }
}

/** The same take + drop straight against the database, once the server has stopped (scripts/bench/floor.ts). */
async function roleFloor(target: Target, members: Array<{ memberId: string; eventId: string }>) {
  process.stdout.write("  take + drop straight against the database …");
  const store = await openStore({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    const clients = await floorClients(store.db, members);
    const floor = store.pglite
      ? await embeddedFloor(store.pglite, clients, SECONDS)
      : await postgresFloor(target.databaseUrl ?? "", clients, SECONDS);
    process.stdout.write(` ${Math.round(floor.pairsPerSecond)} take + drop pairs/s\n`);
    return floor;
  } finally {
    await store.close();
  }
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "—");

function reportDisplays(displays: DisplaysResult, database: string): string[] {
  const row = (name: string, latencies: number[], requestMs?: number) => {
    const summary = latencySummary(latencies.map((ms) => (Number.isFinite(ms) ? ms : Number.POSITIVE_INFINITY)));
    const received = latencies.filter((ms) => Number.isFinite(ms)).length;
    return (
      `| ${name} | ${requestMs === undefined ? "—" : fixed(requestMs)} | ${fixed(summary.p50)} | ${fixed(summary.p95)} | ` +
      `${fixed(summary.p99)} | ${fixed(summary.max)} | ${received}/${latencies.length} |`
    );
  };
  const met = displays.p99 < DISPLAY_P99_MS && displays.received === displays.expected;
  return [
    "",
    `Meeting displays: ${displays.displays} streams of one meeting (opened in ${fixed(displays.connectSeconds, 1)} s); ` +
      "from each light change's request until each display has its state, in ms:",
    "",
    "| Change | request | p50 | p95 | p99 | max | displays |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...displays.changes.map((change, index) =>
      row(`${index + 1}. ${change.action}`, change.latencies, change.requestMs),
    ),
    row(
      "**all**",
      displays.changes.flatMap((change) => change.latencies),
    ),
    "",
    judge(`${database}: display light changes p99 < ${DISPLAY_P99_MS} ms, every display`, displays, met),
  ];
}

/** At a scale above 1: each measurement's rate ÷ the baseline's against its value at scale 1 in the same run. */
function scaleRatioLines(run: Run, scaleOne: ScaleRatios | undefined): string[] {
  if (SCALE === 1) return [];
  const database = run.target.database;
  const atScale = ratiosOf([{ database, results: run.results }])[database] ?? {};
  return Object.entries(atScale).map(([name, ratio]) => {
    const atOne = scaleOne?.[database]?.[name];
    return judge(
      `${database}: ${name} ÷ baseline at scale ${SCALE} within ${100 * RATIO_TOLERANCE}% of scale 1 ` +
        `(${fixed(100 * ratio, 1)}% against ${atOne === undefined ? "—" : `${fixed(100 * atOne, 1)}%`})`,
      atOne,
      atOne !== undefined && ratioHolds(ratio, atOne),
    );
  });
}

function report(run: Run, scaleOne: ScaleRatios | undefined) {
  const heading = [
    `\n### ${run.target.database === "embedded" ? "Embedded database (PGlite)" : "PostgreSQL"}`,
    `Scale ${SCALE} (${VOLUME.members.toLocaleString("en")} members, ${VOLUME.clubs.toLocaleString("en")} clubs, ` +
      `${VOLUME.events.toLocaleString("en")} events); seeded in ${fixed(run.seedSeconds, 1)} s; load average before: ` +
      `${run.loadBefore.map((v) => v.toFixed(2)).join(", ")}; ${os.cpus().length} cores; the server's peak memory ` +
      `${fixed(run.peakMemoryMb ?? Number.NaN)} MB.`,
  ];
  const [baseline] = run.results;
  if (!baseline) {
    if (run.displays) console.log([...heading, ...reportDisplays(run.displays, run.target.database)].join("\n"));
    return;
  }
  const lines = [
    ...heading,
    "",
    "| Measurement | Conn. | req/s | p50 ms | p99 ms | req/s ÷ baseline | p50 ÷ baseline | p99 ÷ baseline | non-2xx |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...run.results.map(
      (r) =>
        `| ${r.name} | ${r.connections} | ${fixed(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ` +
        `${fixed((100 * r.requestsPerSecond) / baseline.requestsPerSecond)}% | ` +
        `${fixed(r.p50 / Math.max(baseline.p50, 1), 1)}× | ${fixed(r.p99 / Math.max(baseline.p99, 1), 1)}× | ${r.non2xx + r.errors} |`,
    ),
  ];
  const { live, floor } = run;
  const roleRun = run.results.find((r) => r.name === ROLES);
  if (floor && roleRun) {
    lines.push(
      "",
      `Role take + drop straight against the database (${floor.clients} clients, ${run.target.database === "embedded" ? "PGlite in-process" : "pgbench"}): ` +
        `${fixed(floor.pairsPerSecond)} pairs/s, a pair's p50 ${fixed(floor.p50, 1)} ms and p99 ${fixed(floor.p99, 1)} ms; ` +
        `through the server ${fixed(roleRun.requestsPerSecond / 2)} pairs/s, ` +
        `**${fixed((100 * roleRun.requestsPerSecond) / 2 / floor.pairsPerSecond)}%** of the direct rate.`,
    );
  }
  if (live) {
    lines.push(
      "",
      `Live: ${live.received}/${live.subscribers} streams received one membership change; the last after ` +
        `${fixed(live.allReceivedMs)} ms (median ${fixed(live.medianMs)} ms, the write itself ${fixed(live.writeMs)} ms; ` +
        `opening the streams took ${fixed(live.connectSeconds, 1)} s).`,
    );
  }
  const named = (name: string) => run.results.find((r) => r.name === name);
  const [list, dashboard, roles, record] = [named(LIST), named(SUMMARY), named(ROLES), named(RECORD)];
  const ratio = (r: Measurement | undefined) => (r ? r.requestsPerSecond / baseline.requestsPerSecond : 0);
  const p99Under = (r: Measurement | undefined, ms: number) =>
    r !== undefined && r.p99 < ms && r.non2xx + r.errors === 0;
  const database = run.target.database;
  lines.push(
    "",
    judge(`${database}: events list ≥ 50% of baseline`, list, ratio(list) >= 0.5),
    judge(`${database}: dashboard summary ≥ 25% of baseline`, dashboard, ratio(dashboard) >= 0.25),
    judge(`${database}: role take + drop p99 < 50 ms`, roles, p99Under(roles, 50)),
    judge(`${database}: role take + drop p99 < ${FLOOR_P99_MS} ms`, roles, p99Under(roles, FLOOR_P99_MS)),
    judge(
      `${database}: role take + drop ≥ ${100 * FLOOR_SHARE}% of the direct rate`,
      run.floor && roles,
      roles !== undefined &&
        run.floor !== undefined &&
        roles.requestsPerSecond / 2 >= FLOOR_SHARE * run.floor.pairsPerSecond,
    ),
    judge(`${database}: speaking record p99 < ${RECORD_P99_MS} ms`, record, p99Under(record, RECORD_P99_MS)),
    judge(`${database}: 1,000 streams within 1 s`, live, (live?.allReceivedMs ?? Number.POSITIVE_INFINITY) < 1000),
    ...PAGE_READS.map((read) =>
      judge(
        `${database}: ${read.name} p99 < ${PAGES_P99_MS} ms`,
        named(read.name),
        p99Under(named(read.name), PAGES_P99_MS),
      ),
    ),
    judge(
      `${database}: the server's peak memory under ${MEMORY_MB} MB (${fixed(run.peakMemoryMb ?? Number.NaN)} MB)`,
      run.peakMemoryMb,
      (run.peakMemoryMb ?? Number.POSITIVE_INFINITY) < MEMORY_MB,
    ),
    judge(
      `${database}: seeding at scale ${SCALE} under ${SEED_SECONDS} s (${fixed(run.seedSeconds, 1)} s)`,
      run.seedSeconds,
      run.seedSeconds < SEED_SECONDS,
    ),
    ...scaleRatioLines(run, scaleOne),
  );
  if (run.displays) lines.push(...reportDisplays(run.displays, run.target.database));
  console.log(lines.join("\n"));
}

function reportBurst(burst: BurstResult) {
  const ok = burst.allMs <= BURST.budgetSeconds * 1000 && burst.duplicates === 0 && burst.missing === 0;
  console.log(
    [
      `\n### Reminder burst (PostgreSQL, ${burst.instances} instances)`,
      `Seeded and scheduled in ${fixed(burst.seedSeconds, 1)} s; instances ready in ${fixed(burst.startSeconds, 1)} s.`,
      "",
      "| Reminders | first ms | 50% ms | 99% ms | all ms | distinct | twice | missing | jobs done | mail sent |",
      "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
      `| ${burst.reminders} | ${fixed(burst.firstMs)} | ${fixed(burst.p50Ms)} | ${fixed(burst.p99Ms)} | ` +
        `${fixed(burst.allMs)} | ${burst.distinct} | ${burst.duplicates} | ${burst.missing} | ${burst.jobsDone} | ` +
        `${burst.mailSent} |`,
      "",
      judge(
        `postgres: ${BURST.reminders.toLocaleString("en")} reminders delivered within ${BURST.budgetSeconds} s, none twice, none missing`,
        burst,
        ok,
      ),
    ].join("\n"),
  );
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== "true") {
    const build = spawnSync(process.execPath, [path.join(ROOT, "scripts", "build.mjs")], {
      cwd: ROOT,
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("the build failed");
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "pitchcraft-bench-"));
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const runs: Run[] = [];
  let burst: BurstResult | undefined;
  let scaleOne: ScaleRatios | undefined;
  let finished = false;
  // a part that fails ends the run, after the report of what was measured before it
  let failure: unknown;
  try {
    const ratioParts = RATIO_PARTS.filter((part) => ONLY.has(part));
    if (SCALE > 1 && ratioParts.length > 0) {
      console.log(`\nscale 1 first (${ratioParts.join(", ")}), for the ratios at scale ${SCALE} …`);
      const one = benchAtScaleOne({
        root: ROOT,
        parts: ratioParts,
        port: PORT + 20,
        file: path.join(work, "scale-1.json"),
      });
      scaleOne = one.ratios;
      if (!one.succeeded && process.env.BENCH_STRICT === "1") process.exitCode = 1;
    }
    const http = HTTP_PARTS.some((part) => ONLY.has(part));
    const kinds = !http ? [] : process.env.DATABASE_URL ? (["embedded", "postgres"] as const) : (["embedded"] as const);
    for (const [index, kind] of kinds.entries()) {
      console.log(
        `\n${kind}: seeding ${VOLUME.members} members, ${VOLUME.clubs} clubs, ${VOLUME.events} events (scale ${SCALE}) …`,
      );
      const seedStart = performance.now();
      const target =
        kind === "embedded"
          ? await prepareEmbedded(work, passwordHash)
          : await preparePostgres(work, process.env.DATABASE_URL ?? "", passwordHash);
      const seedSeconds = (performance.now() - seedStart) / 1000;
      try {
        runs.push(await benchmark(target, PORT + index, seedSeconds, work));
      } finally {
        await target.cleanup();
      }
    }
    if (ONLY.has("reminders")) {
      if (process.env.DATABASE_URL) {
        console.log(`\nreminder burst: ${BURST.reminders} reminders due at once, two instances …`);
        burst = await reminderBurst({ adminUrl: process.env.DATABASE_URL, port: PORT + 10, work });
      } else {
        console.log("\nThe reminder burst needs PostgreSQL: set DATABASE_URL.");
      }
    }
    if (process.env.BENCH_RATIOS_FILE) {
      writeRatios(
        process.env.BENCH_RATIOS_FILE,
        ratiosOf(runs.map((run) => ({ database: run.target.database, results: run.results }))),
      );
    }
    finished = true;
  } catch (error) {
    failure = error;
  } finally {
    // kept after a failure: the server's log is in there
    if (finished && !process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });
    else console.error(`The server logs are in ${work}.`);
  }
  console.log(`\n## Benchmark, ${new Date().toISOString().slice(0, 10)}, ${SECONDS} s per measurement`);
  for (const run of runs) report(run, scaleOne);
  if (burst) reportBurst(burst);
  console.log(closeTargets());
  if (failure) throw failure;
  if (burst && (burst.duplicates > 0 || burst.missing > 0)) process.exitCode = 1;
}

main().catch((error) => {
  console.error("Benchmark failed:", error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
