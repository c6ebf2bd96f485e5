import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { at } from "./columns";

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: at("window_started_at").notNull(),
});
