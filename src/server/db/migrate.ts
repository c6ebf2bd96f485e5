import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import type { Store } from "./client";

/** The advisory lock (an arbitrary number of the product's) that instances migrating one PostgreSQL database take. */
const MIGRATION_LOCK = 7_245_133_080;

/**
 * The folder of SQL migrations: `drizzle/` at the package root, from source (src/server/db/migrate.ts) or from the
 * bundle that `npm run build` writes to dist/main.js. Told apart by the file's extension, not by a `src` folder in
 * the path, which the folder a user cloned into may well contain.
 */
export function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return process.env.MIGRATIONS_DIR;
  const file = fileURLToPath(import.meta.url);
  const here = path.dirname(file);
  const fromSource = path.resolve(here, "../../../drizzle");
  const fromBundle = path.resolve(here, "../drizzle");
  return /\.[cm]?tsx?$/.test(file) ? fromSource : fromBundle;
}

/**
 * Applies the pending migrations. On PostgreSQL several instances may start at once (a deploy, a restart of all):
 * the migrations run on one connection holding an advisory lock, so one instance migrates while the others wait for
 * it and then find nothing left to do, instead of failing on tables created under their feet.
 */
export async function migrateStore(store: Store): Promise<void> {
  const config = { migrationsFolder: migrationsFolder(), migrationsSchema: "public" };
  if (store.kind === "embedded") {
    await migratePglite(store.db as unknown as PgliteDatabase, config);
    return;
  }
  const pool = (store.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzlePg(client), config);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // a connection that failed may still hold the lock: closed instead of going back to the pool
    client.release(broken);
  }
}
