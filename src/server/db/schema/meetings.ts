import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { AGENDA_TYPES } from "../../../domain/events/inputs";
import { ROLE_TYPES } from "../../../domain/events/roles";
import { users } from "./auth";
import { events } from "./events";

export const meetingAgendas = pgTable(
  "meeting_agendas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    durationMinutes: integer("duration_minutes").notNull().default(10),
    agendaType: text("agenda_type", { enum: AGENDA_TYPES }).notNull().default("general"),
    orderIndex: integer("order_index").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("meeting_agendas_event_order_unique").on(table.eventId, table.orderIndex)],
);

export const meetingRoleAssignments = pgTable(
  "meeting_role_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleType: text("role_type", { enum: ROLE_TYPES }).notNull(),
    agendaItemId: uuid("agenda_item_id").references(() => meetingAgendas.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("meeting_role_assignments_event_user_role_unique").on(table.eventId, table.userId, table.roleType),
    index("meeting_role_assignments_event_idx").on(table.eventId),
  ],
);

export const eventAttendees = pgTable(
  "event_attendees",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    // what one member attends (the events list marks it): the primary key leads with the event
    index("event_attendees_user_idx").on(table.userId),
  ],
);
