import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir } from "./lock";
import { statementClient } from "./pglite-statements";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A connection to the product's database: embedded PGlite or a PostgreSQL server. */
export type Store = {
  db: Database;
  kind: "embedded" | "postgres";
  /** Calls `onNotify` with each NOTIFY payload of `channel`; resolves to an unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database only: the PGlite instance (tests dump and reload it). */
  pglite?: PGlite;
};

export type StoreOptions = { databaseUrl?: string; dataDir: string };

export async function openStore(options: StoreOptions): Promise<Store> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openEmbedded(path.join(options.dataDir, "db"), options.dataDir);
}

export async function openEmbedded(dbDir: string, lockDir: string, loadDataDir?: Blob): Promise<Store> {
  mkdirSync(lockDir, { recursive: true });
  const unlock = lockDataDir(lockDir);
  try {
    const client = await PGlite.create({ dataDir: dbDir, loadDataDir });
    return embeddedStore(client, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/** An in-memory embedded database (tests), optionally started from a dump. */
export async function openMemory(loadDataDir?: Blob): Promise<Store> {
  const client = await PGlite.create({ loadDataDir });
  return embeddedStore(client, () => {});
}

function embeddedStore(client: PGlite, release: () => void): Store {
  return {
    // prepared statements, one call into the database per query (docs/decisions/100)
    db: drizzlePglite({ client: statementClient(client) as unknown as PGlite, schema }) as unknown as Database,
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
    db: drizzlePg(pool, { schema }) as unknown as Database,
    kind: "postgres",
    listen: (channel, onNotify) => listenPostgres(databaseUrl, channel, onNotify, listeners),
    ping: async () => {
      await pool.query("select 1");
    },
    close: async () => {
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      await pool.end();
    },
  };
}

/** A dedicated connection for LISTEN that reconnects after a lost connection. */
async function listenPostgres(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
  listeners: Set<pg.Client>,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    client.on("error", () => {
      listeners.delete(client);
      if (!stopped) setTimeout(() => connect().catch(() => {}), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    current = client;
    listeners.add(client);
  };
  await connect();
  return async () => {
    stopped = true;
    if (current) {
      listeners.delete(current);
      await current.end().catch(() => {});
    }
  };
}
