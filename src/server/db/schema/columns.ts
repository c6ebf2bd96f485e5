import { type AnyPgColumn, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The column groups most tables share, written once (docs/decisions/219). Each helper builds exactly the column the
 * tables wrote out before, so the generated SQL is the same.
 */

/** A generated uuid primary key. */
export const id = () => uuid("id").primaryKey().defaultRandom();

/** A point in time, with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A point in time set by the database when the row is written. */
export const stamped = (name: string) => at(name).notNull().defaultNow();

export const createdAt = () => stamped("created_at");
export const updatedAt = () => stamped("updated_at");

/** A reference to the row that owns this one (a club, an event, a course…): removed with it. */
export const ownedBy = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: "cascade" });

/** When the row was made and last changed: Better Auth's tables keep both. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
