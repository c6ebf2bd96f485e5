import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AGENDA_TYPES } from "../../../domain/events/inputs";
import { ROLE_TYPES } from "../../../domain/events/roles";
import { users } from "./auth";
import { clubs } from "./clubs";

/** A club's agenda template (docs/decisions/143); at most one per club is its default. */
export const agendaTemplates = pgTable(
  "agenda_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("agenda_templates_club_id_idx").on(table.clubId),
    uniqueIndex("agenda_templates_one_default_per_club").on(table.clubId).where(sql`${table.isDefault}`),
  ],
);

/** A template's items, numbered 1…n. */
export const agendaTemplateItems = pgTable(
  "agenda_template_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    templateId: uuid("template_id")
      .notNull()
      .references(() => agendaTemplates.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    agendaType: text("agenda_type", { enum: AGENDA_TYPES }).notNull().default("general"),
    durationMinutes: integer("duration_minutes").notNull(),
    roleType: text("role_type", { enum: ROLE_TYPES }),
  },
  (table) => [
    unique("agenda_template_items_template_position_unique").on(table.templateId, table.position),
    check("agenda_template_items_position_check", sql`${table.position} >= 1`),
    check("agenda_template_items_duration_check", sql`${table.durationMinutes} between 1 and 600`),
  ],
);
