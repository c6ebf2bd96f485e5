import { boolean, pgTable } from "drizzle-orm/pg-core";
import { memberRef } from "./auth";
import { updatedAt } from "./columns";

/**
 * Whether a member hides their speaking record from other members (docs/decisions/241). No row: visible. Officers of
 * the member's clubs and admins still see the roles and the speech dates (for scheduling).
 */
export const recordPrivacy = pgTable("record_privacy", {
  userId: memberRef().primaryKey(),
  hidden: boolean("hidden").notNull().default(false),
  updatedAt: updatedAt(),
});
