import path from "node:path";
import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Store } from "./client";

/** The folder of SQL migrations: `drizzle/` at the package root, from source or from the bundle. */
export function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return process.env.MIGRATIONS_DIR;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const fromSource = path.resolve(here, "../../../drizzle");
  const fromBundle = path.resolve(here, "../drizzle");
  return here.includes(`${path.sep}src${path.sep}`) ? fromSource : fromBundle;
}

export async function migrateStore(store: Store): Promise<void> {
  const config = { migrationsFolder: migrationsFolder(), migrationsSchema: "public" };
  if (store.kind === "embedded") {
    await migratePglite(store.db as unknown as PgliteDatabase, config);
  } else {
    await migrateNodePg(store.db as unknown as NodePgDatabase, config);
  }
}
