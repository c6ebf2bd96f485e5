/**
 * A second copy of the built product for journeys that must write to its database from the test: the server
 * Playwright starts keeps its embedded database locked (one process at a time), so this one runs on PostgreSQL,
 * in a database of its own that is created here and dropped again by `stop()`. One runs per Playwright worker
 * (e2e/support/fixtures.ts); `reset()` puts it back to the demo content it started with before each spec file
 * (docs/decisions/198).
 *
 * PostgreSQL: E2E_POSTGRES_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; the
 * role needs the CREATEDB privilege. Without a reachable PostgreSQL `startPostgresServer` returns undefined
 * (`ownPostgresServer()` in fixtures.ts skips the journey), except under CI=true, where it throws.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SERVER_BUNDLE = path.join(ROOT, "dist", "main.js");

export const ADMIN_DATABASE_URL =
  process.env.E2E_POSTGRES_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export type PostgresServer = {
  url: string;
  dataDir: string;
  /** Runs SQL in the server's database. */
  sql<Row extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  /**
   * Back to the demo content the server started with: every table's rows replaced by the copy taken after the seed,
   * the outbox emptied; returns once the server has heard of every change (its caches follow the change feed).
   */
  reset(): Promise<void>;
  /** How many spec files have used it (e2e/support/fixtures.ts). */
  specFiles: number;
  stop(): Promise<void>;
};

/** Where the rows of the seeded database are kept for `reset()`. */
const SEED_COPY = "e2e_seed_copy";
/** The product's change feed (src/server/realtime/change-feed.ts, drizzle/0001_change_feed.sql). */
const CHANGE_CHANNEL = "pitchcraft_changes";

/** The product's tables (not the migrations' own), each after the tables that refer to it. */
async function tablesInDeleteOrder(db: pg.Client): Promise<string[]> {
  const tables = (
    await db.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '__drizzle_migrations'",
    )
  ).rows.map((row) => row.name);
  const references = (
    await db.query<{ child: string; parent: string }>(
      `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint
       WHERE contype = 'f' AND conrelid <> confrelid AND connamespace = 'public'::regnamespace`,
    )
  ).rows;
  const ordered: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    const free = [...left].filter((table) => !references.some((ref) => ref.parent === table && left.has(ref.child)));
    if (free.length === 0) throw new Error(`tables refer to each other in a cycle: ${[...left].join(", ")}`);
    for (const table of free.sort()) {
      ordered.push(table);
      left.delete(table);
    }
  }
  return ordered;
}

/** Resolves when the server's live stream reports `topic`; `ready` resolves once the stream is open. */
async function liveTopic(url: string, topic: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/live?topics=${topic}`, { signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`the live stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  const until = async (text: string) => {
    while (!seen.includes(text)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the live stream ended before "${text}"`);
      seen += value;
    }
  };
  await until("event: ready");
  return {
    reported: () => until(`event: change\ndata: ${topic}\n`),
    close: () => controller.abort(),
  };
}

async function canConnect(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** A port nothing listens on at the moment, chosen by the system, so concurrent runs never collide. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `node dist/main.js` on a free port with a fresh PostgreSQL database and demo content; undefined: no PostgreSQL. */
export async function startPostgresServer(): Promise<PostgresServer | undefined> {
  const unreachable = await canConnect(ADMIN_DATABASE_URL);
  if (unreachable) {
    const message = `PostgreSQL at ${ADMIN_DATABASE_URL} is not reachable (${unreachable}).`;
    if (process.env.CI === "true") throw new Error(message);
    console.warn(`${message} Skipping the journeys that need it; set E2E_POSTGRES_URL to run them.`);
    return undefined;
  }
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run npm run build first.`);
  const port = await freePort();
  const url = `http://localhost:${port}`;
  if (await answers(url)) throw new Error(`Port ${port} is already in use by another server.`);

  const database = `pitchcraft_e2e_${Date.now()}_${process.pid}`;
  await adminQuery(`create database ${database}`);
  const databaseUrl = new URL(ADMIN_DATABASE_URL);
  databaseUrl.pathname = `/${database}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-e2e-pg-"));

  const log: string[] = [];
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      SEED_DEMO: "always",
      SMTP_URL: "",
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
      GOOGLE_DISCOVERY_URL: "",
      BETTER_AUTH_SECRET: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));

  // One connection for the test's own SQL. Errors on it while idle (the database being dropped) are not failures.
  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  db.on("error", (error) => log.push(`test connection: ${error.message}\n`));
  let connected = false;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopProcess(child);
    if (connected) await db.end().catch(() => {});
    await adminQuery(`drop database if exists ${database} with (force)`).catch((error: unknown) =>
      console.warn(`Could not drop the database ${database}:`, error),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The PostgreSQL-backed server on ${url} did not start:\n${log.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await db.connect();
  connected = true;

  // A copy of every table's rows as seeded, in one snapshot (scheduled work may be writing meanwhile).
  const tables = await tablesInDeleteOrder(db);
  await db.query("BEGIN ISOLATION LEVEL REPEATABLE READ");
  await db.query(`CREATE SCHEMA ${SEED_COPY}`);
  for (const table of tables) {
    await db.query(`CREATE TABLE ${SEED_COPY}.${table} AS TABLE public.${table}`);
  }
  await db.query("COMMIT");

  const reset = async () => {
    await db.query("BEGIN");
    try {
      for (const table of tables) await db.query(`DELETE FROM public.${table}`);
      // The copied rows go back without the tables' own triggers: their checks (an evaluator's pitcher of the same
      // meeting…) would depend on the order of rows within a table, and the deletes above already told the change
      // feed about every table, club, event and member whose rows change. Foreign keys are still checked.
      for (const table of [...tables].reverse()) {
        await db.query(`ALTER TABLE public.${table} DISABLE TRIGGER USER`);
        await db.query(`INSERT INTO public.${table} SELECT * FROM ${SEED_COPY}.${table}`);
        await db.query(`ALTER TABLE public.${table} ENABLE TRIGGER USER`);
      }
      await db.query("COMMIT");
    } catch (error) {
      await db.query("ROLLBACK").catch(() => {});
      throw error;
    }
    const outbox = path.join(dataDir, "outbox");
    for (const file of existsSync(outbox) ? readdirSync(outbox, { withFileTypes: true }) : []) {
      if (file.isFile()) rmSync(path.join(outbox, file.name), { force: true });
    }
    // The server hears the change feed in the order of commits: once it reports a change sent after the reset, it
    // has heard every change of the reset (and its caches have dropped what they held).
    const probe = `clubs:club:${randomUUID()}`;
    const stream = await liveTopic(url, probe);
    try {
      const payload = JSON.stringify({ table: "clubs", op: "UPDATE", clubId: probe.split(":")[2] });
      await db.query("SELECT pg_notify($1, $2)", [CHANGE_CHANNEL, payload]);
      await stream.reported();
    } finally {
      stream.close();
    }
  };

  return {
    url,
    dataDir,
    sql: async <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
      (await db.query<Row>(text, values)).rows,
    reset,
    specFiles: 0,
    stop,
  };
}
