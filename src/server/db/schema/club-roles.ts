import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { ROLE_DUTIES } from "../../../domain/clubs/role-set";
import { clubs } from "./clubs";

/**
 * A club's own meeting roles (docs/decisions/222), in the order its meetings list them. A club without rows here
 * keeps the classic set (CLASSIC_ROLE_SET); saving its roles writes the whole set.
 */
export const clubRoles = pgTable(
  "club_roles",
  {
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    perMeeting: integer("per_meeting").notNull(),
    speaking: boolean("speaking").notNull().default(false),
    evaluated: boolean("evaluated").notNull().default(false),
    duty: text("duty", { enum: ROLE_DUTIES }),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.key] }),
    unique("club_roles_club_position_unique").on(table.clubId, table.position),
    check("club_roles_per_meeting_check", sql`${table.perMeeting} between 1 and 12`),
    check("club_roles_evaluated_speaking_check", sql`not ${table.evaluated} or ${table.speaking}`),
  ],
);
