import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { EVENT_TYPES } from "../../../domain/events/inputs";
import { users } from "./auth";
import { clubs } from "./clubs";

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    eventDate: timestamp("event_date", { withTimezone: true }).notNull(),
    /** The planned length: the event runs from event_date for this many minutes (docs/decisions/115). */
    durationMinutes: integer("duration_minutes").notNull().default(120),
    /** The IANA time zone where the event takes place (its creator's), for its local time; null when unknown. */
    timeZone: text("time_zone"),
    location: text("location"),
    eventType: text("event_type", { enum: EVENT_TYPES }).notNull().default("meeting"),
    isPublic: boolean("is_public").notNull().default(true),
    clubId: uuid("club_id").references(() => clubs.id, { onDelete: "set null" }),
    /** Occurrences created together as one recurring series share this id. */
    seriesId: uuid("series_id"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** A cancelled event is kept, shown as cancelled and refuses changes (docs/decisions/141). */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by").references(() => users.id, { onDelete: "set null" }),
    cancelReason: text("cancel_reason"),
  },
  (table) => [
    index("events_public_date_idx").on(table.isPublic, table.eventDate),
    // the longest event is a day (EVENT_LENGTH in src/domain/events/durations.ts): "not ended yet" can use the index
    check("events_duration_minutes_range", sql`${table.durationMinutes} between 1 and 1440`),
  ],
);
