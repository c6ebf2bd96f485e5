import { mkdirSync } from "node:fs";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir } from "./lock";
import { statementClient } from "./pglite-statements";

/**
 * Drizzle's query builders without its relational queries: those are not used, and with a schema every transaction
 * builds a query builder per table (decision 265).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** A connection to the product's database: embedded PGlite or a PostgreSQL server. */
export type Store = {
  db: Database;
  kind: "embedded" | "postgres";
  /**
   * Calls `onNotify` with each NOTIFY payload of `channel`; resolves to an unsubscribe function. A PostgreSQL
   * listener that loses its connection says so (`onLost`), reconnects with back-off for as long as it takes, and
   * says when it listens again (`onRestored`): notifications sent in between are lost.
   */
  listen(channel: string, onNotify: (payload: string) => void, events?: ListenEvents): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database only: the PGlite instance (tests dump and reload it). */
  pglite?: PGlite;
};

export type ListenEvents = { onLost?(error: unknown): void; onRestored?(): void };

export type StoreOptions = { databaseUrl?: string; dataDir: string };

export async function openStore(options: StoreOptions): Promise<Store> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openEmbedded(path.join(options.dataDir, "db"), options.dataDir);
}

/**
 * The embedded database's page cache inside its WebAssembly memory (PostgreSQL's default is 128MB). Its files are
 * read through the operating system, which caches them too; a quarter of the default keeps the server about 100 MB
 * smaller with no measured loss (decision 260).
 */
const EMBEDDED_SHARED_BUFFERS = "32MB";

/**
 * The planner's cost of reading a page out of order, against 1 for the next page (PostgreSQL's default is 4, for disks):
 * the embedded database's pages are in memory or the operating system's cache, so an index lookup costs about what a
 * page of a table scan does. With the default, a club's 50 members were joined to their accounts by scanning all
 * 10,000 accounts (3 ms on the embedded database) rather than looking up 50 (decision 267).
 */
const EMBEDDED_RANDOM_PAGE_COST = "1.1";
const EMBEDDED_PLANNER = ["-c", `random_page_cost=${EMBEDDED_RANDOM_PAGE_COST}`];

/**
 * Whether PostgreSQL's WebAssembly is to be compiled by V8's baseline compiler (Liftoff) only: optimizing its busy
 * functions again (TurboFan) cost the server 50–90 MB of memory and saved 5–15 % of a read's time at ten times the
 * demo network, nothing on writes (decision 262). Not when the process was started with a Liftoff option of its own.
 */
export const liftoffOnlyWanted = (nodeOptions: string, execArgv: readonly string[]) =>
  ![nodeOptions, ...execArgv].some((option) => /--(no-)?liftoff/.test(option));

export async function openEmbedded(dbDir: string, lockDir: string, loadDataDir?: Blob): Promise<Store> {
  // before PGlite compiles its module; a V8 that no longer knows the option says so on stderr and goes on
  if (liftoffOnlyWanted(process.env.NODE_OPTIONS ?? "", process.execArgv)) setFlagsFromString("--liftoff-only");
  mkdirSync(lockDir, { recursive: true });
  const unlock = lockDataDir(lockDir);
  try {
    const client = await PGlite.create({
      dataDir: dbDir,
      loadDataDir,
      startParams: [
        ...PGlite.defaultStartParams,
        "-c",
        `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`,
        ...EMBEDDED_PLANNER,
      ],
    });
    return embeddedStore(client, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/** An in-memory embedded database (tests), optionally started from a dump. */
export async function openMemory(loadDataDir?: Blob): Promise<Store> {
  const client = await PGlite.create({ loadDataDir, startParams: [...PGlite.defaultStartParams, ...EMBEDDED_PLANNER] });
  return embeddedStore(client, () => {});
}

function embeddedStore(client: PGlite, release: () => void): Store {
  return {
    // prepared statements, one call into the database per query (docs/decisions/100)
    db: drizzlePglite({ client: statementClient(client) as unknown as PGlite }) as unknown as Database,
    kind: "embedded",
    pglite: client,
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return async () => stop();
    },
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

function openPostgres(databaseUrl: string): Store {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  pool.on("error", () => {
    // an idle client lost its connection; the pool replaces it on the next query
  });
  const listeners = new Set<pg.Client>();
  return {
    db: drizzlePg(pool) as unknown as Database,
    kind: "postgres",
    listen: (channel, onNotify, events = {}) => listenPostgres(databaseUrl, channel, onNotify, listeners, events),
    ping: async () => {
      await pool.query("select 1");
    },
    close: async () => {
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      await pool.end();
    },
  };
}

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;
/** A half-open connection (a network that drops packets) is noticed by this query at the latest. */
const LISTENER_PING_MS = 15_000;

/** Wait before reconnect attempt `attempt` (0, 1, …): 250 ms, 500 ms, 1 s … at most 10 s. */
export const reconnectDelayMs = (attempt: number) => Math.min(RECONNECT_FIRST_MS * 2 ** attempt, RECONNECT_MAX_MS);

/** A dedicated connection for LISTEN that reconnects, with back-off and without end, after a lost connection. */
async function listenPostgres(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
  listeners: Set<pg.Client>,
  events: ListenEvents,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const lose = (client: pg.Client, error: unknown) => {
    if (client !== current) return;
    current = undefined;
    listeners.delete(client);
    client.end().catch(() => {});
    if (stopped) return;
    events.onLost?.(error);
    reconnect(0);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true, connectionTimeoutMillis: 5000 });
    client.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    client.on("error", (error) => lose(client, error));
    client.on("end", () => lose(client, new Error("the connection was closed")));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    current = client;
    listeners.add(client);
  };

  const reconnect = (attempt: number) => {
    retry = setTimeout(async () => {
      if (stopped) return;
      try {
        await connect();
      } catch {
        if (!stopped) reconnect(attempt + 1);
        return;
      }
      if (stopped) {
        await current?.end().catch(() => {});
        return;
      }
      events.onRestored?.();
    }, reconnectDelayMs(attempt));
    retry.unref();
  };

  const ping = setInterval(() => {
    const client = current;
    client?.query("select 1").catch((error: unknown) => lose(client, error));
  }, LISTENER_PING_MS);
  ping.unref();

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(ping);
    const client = current;
    current = undefined;
    if (client) {
      listeners.delete(client);
      await client.end().catch(() => {});
    }
  };
}
