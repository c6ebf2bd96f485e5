import path from "node:path";
import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Store } from "./client";

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

export async function migrateStore(store: Store): Promise<void> {
  const config = { migrationsFolder: migrationsFolder(), migrationsSchema: "public" };
  if (store.kind === "embedded") {
    await migratePglite(store.db as unknown as PgliteDatabase, config);
  } else {
    await migrateNodePg(store.db as unknown as NodePgDatabase, config);
  }
}
