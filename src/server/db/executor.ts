import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/** The database or an open transaction: what a service reads and writes through. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/** A read about some ids (`inArray`), or none without asking the database when there are no ids. */
export async function readIfAny<T>(ids: readonly unknown[], read: () => PromiseLike<T[]>): Promise<T[]> {
  return ids.length === 0 ? [] : read();
}

/**
 * How many rows one statement names at the most: each row's values are bound parameters, and PostgreSQL's protocol
 * carries at most 65,535 of them in one statement (a sweep over a large network can name tens of thousands).
 */
export const ROWS_PER_STATEMENT = 1_000;

/** Runs `write` for each group of at most `ROWS_PER_STATEMENT` items, one after another. */
export async function inGroups<T>(items: readonly T[], write: (group: T[]) => PromiseLike<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT) {
    await write(items.slice(start, start + ROWS_PER_STATEMENT));
  }
}

/** Whether any row of `table` meets `condition` (reads one at the most). */
export async function hasRows(db: Pick<Executor, "select">, table: PgTable, condition: SQL): Promise<boolean> {
  const found = await db.select({ found: sql`1` }).from(table).where(condition).limit(1);
  return found.length > 0;
}
