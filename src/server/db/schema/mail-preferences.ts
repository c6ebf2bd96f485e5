import { boolean, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { actorRef, memberRef } from "./auth";
import { clubs } from "./clubs";
import { createdAt, id, ownedBy, updatedAt } from "./columns";
import { events } from "./events";

/**
 * What bulk mail a member wants from a club (docs/decisions/148): announcements and agendas, each on or off. No row
 * means both are on.
 */
export const mailPreferences = pgTable(
  "mail_preferences",
  {
    userId: memberRef(),
    clubId: ownedBy("club_id", () => clubs.id),
    announcements: boolean("announcements").notNull().default(true),
    agendas: boolean("agendas").notNull().default(true),
    /** The open-role nudge (docs/decisions/157). */
    openRoles: boolean("open_roles").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.clubId] }),
    index("mail_preferences_club_idx").on(table.clubId),
  ],
);

/** Each time a meeting's agenda was e-mailed to its club (docs/decisions/149): counts toward the daily limit. */
export const agendaMailings = pgTable(
  "agenda_mailings",
  {
    id: id(),
    eventId: ownedBy("event_id", () => events.id),
    senderId: actorRef("sender_id"),
    recipientCount: integer("recipient_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index("agenda_mailings_event_idx").on(table.eventId, table.createdAt)],
);
