/**
 * A second copy of the built product for journeys that must write to its database from the test: the server
 * Playwright starts keeps its embedded database locked (one process at a time), so this one runs on PostgreSQL,
 * in a database of its own that is created here and dropped again by `stop()`.
 *
 * PostgreSQL: E2E_POSTGRES_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; the
 * role needs the CREATEDB privilege. Without a reachable PostgreSQL `startPostgresServer` returns undefined
 * (postgresServerFor skips the journey), except under CI=true, where it throws.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "@playwright/test";
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
  stop(): Promise<void>;
};

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

  return {
    url,
    dataDir,
    sql: async <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
      (await db.query<Row>(text, values)).rows,
    stop,
  };
}

/**
 * The spec file's own PostgreSQL-backed server, started before its journeys and stopped after them. Call the
 * answer inside a journey: it gives the server, or marks the journey skipped on a machine without PostgreSQL (the
 * only such skip in the suite; under CI=true starting throws instead, so CI never skips). Specs that sign members
 * up there use `ownPostgresServer()` (e2e/support/fixtures.ts), which calls this.
 */
export function postgresServerFor(): () => PostgresServer {
  let server: PostgresServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startPostgresServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return () => {
    test.skip(!server, `PostgreSQL is not reachable: set E2E_POSTGRES_URL (see e2e/support/postgres-server.ts)`);
    return server as PostgresServer;
  };
}
