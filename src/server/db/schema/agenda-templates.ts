import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { AGENDA_TYPES } from "../../../domain/events/inputs";
import { actorRef } from "./auth";
import { clubs } from "./clubs";
import { createdAt, id, ownedBy, updatedAt } from "./columns";

/** A club's agenda template (docs/decisions/143); at most one per club is its default. */
export const agendaTemplates = pgTable(
  "agenda_templates",
  {
    id: id(),
    clubId: ownedBy("club_id", () => clubs.id),
    name: text("name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdBy: actorRef("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    id: id(),
    templateId: ownedBy("template_id", () => agendaTemplates.id),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    agendaType: text("agenda_type", { enum: AGENDA_TYPES }).notNull().default("general"),
    durationMinutes: integer("duration_minutes").notNull(),
    roleType: text("role_type"),
  },
  (table) => [
    unique("agenda_template_items_template_position_unique").on(table.templateId, table.position),
    check("agenda_template_items_position_check", sql`${table.position} >= 1`),
    check("agenda_template_items_duration_check", sql`${table.durationMinutes} between 1 and 600`),
  ],
);
