import type { Database } from "./client";

/** The database or an open transaction: what a service reads and writes through. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/** A read about some ids (`inArray`), or none without asking the database when there are no ids. */
export async function readIfAny<T>(ids: readonly unknown[], read: () => PromiseLike<T[]>): Promise<T[]> {
  return ids.length === 0 ? [] : read();
}
