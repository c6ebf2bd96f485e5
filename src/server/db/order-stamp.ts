import { type Column, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * The time to stamp a row that must come after every row of `table` matching `where` (the caller holds the lock
 * that orders them): the clock when the row is written (`clock_timestamp()`, not the transaction's start, so whoever
 * waited for the lock comes after whoever held it), and at least a microsecond after the last such row, since the
 * embedded database's clock ticks in milliseconds and two rows within one tick would be ordered by their random ids.
 */
export function stampedAfter(table: PgTable, column: Column, where: SQL): SQL {
  return sql`greatest(clock_timestamp(), (select max(${column}) from ${table} where ${where}) + interval '1 microsecond')`;
}
