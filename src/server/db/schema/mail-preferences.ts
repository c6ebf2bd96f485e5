import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { clubs } from "./clubs";
import { events } from "./events";

/**
 * What bulk mail a member wants from a club (docs/decisions/148): announcements and agendas, each on or off. No row
 * means both are on.
 */
export const mailPreferences = pgTable(
  "mail_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    announcements: boolean("announcements").notNull().default(true),
    agendas: boolean("agendas").notNull().default(true),
    /** The open-role nudge (docs/decisions/157). */
    openRoles: boolean("open_roles").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.clubId] })],
);

/** Each time a meeting's agenda was e-mailed to its club (docs/decisions/149): counts toward the daily limit. */
export const agendaMailings = pgTable(
  "agenda_mailings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    senderId: text("sender_id").references(() => users.id, { onDelete: "set null" }),
    recipientCount: integer("recipient_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("agenda_mailings_event_idx").on(table.eventId, table.createdAt)],
);
