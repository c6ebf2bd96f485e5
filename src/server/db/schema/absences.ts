import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * Dates a member will be away (docs/decisions/156), first and last day inclusive, as days on the calendar of the
 * meeting's place: on those days they are not proposed roles, not nudged and not reminded.
 */
export const memberAbsences = pgTable(
  "member_absences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstDay: date("first_day", { mode: "string" }).notNull(),
    lastDay: date("last_day", { mode: "string" }).notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("member_absences_user_idx").on(table.userId, table.lastDay),
    check("member_absences_order", sql`${table.firstDay} <= ${table.lastDay}`),
    check("member_absences_note_length", sql`char_length(${table.note}) <= 200`),
  ],
);
