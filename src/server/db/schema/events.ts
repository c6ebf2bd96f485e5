import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { EVENT_TYPES } from "../../../domain/events/inputs";
import { actorRef } from "./auth";
import { clubs } from "./clubs";
import { at, createdAt, id, updatedAt } from "./columns";

export const events = pgTable(
  "events",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description"),
    eventDate: at("event_date").notNull(),
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
    createdBy: actorRef("created_by"),
    createdAt: createdAt(),
    /** A cancelled event is kept, shown as cancelled and refuses changes (docs/decisions/141). */
    cancelledAt: at("cancelled_at"),
    cancelledBy: actorRef("cancelled_by"),
    cancelReason: text("cancel_reason"),
    /** Set by the database on every change of the row: calendar feeds say when an event last changed (decision 225). */
    updatedAt: updatedAt(),
  },
  (table) => [
    index("events_public_date_idx").on(table.isPublic, table.eventDate),
    /** A club's meetings by date: every club page, report and grid starts here (docs/decisions/246). */
    index("events_club_date_idx").on(table.clubId, table.eventDate),
    /** The meetings still ahead across the network: the reminder sweep starts here (docs/decisions/264). */
    index("events_date_idx").on(table.eventDate),
    // the longest event is a day (EVENT_LENGTH in src/domain/events/durations.ts): "not ended yet" can use the index
    check("events_duration_minutes_range", sql`${table.durationMinutes} between 1 and 1440`),
  ],
);
