import type { Database } from "./client";

/** The database or an open transaction: what a service reads and writes through. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;
