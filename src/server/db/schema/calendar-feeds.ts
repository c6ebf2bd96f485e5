import { pgTable, uuid } from "drizzle-orm/pg-core";
import { memberRef } from "./auth";
import { createdAt } from "./columns";

/**
 * A member's personal calendar feed (docs/decisions/224): its address carries `key` signed with the server's secret,
 * so the row alone does not give the address away. Renewing the address gives a new key; the old address is gone.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: memberRef().primaryKey(),
  key: uuid("key").notNull().unique().defaultRandom(),
  createdAt: createdAt(),
});
