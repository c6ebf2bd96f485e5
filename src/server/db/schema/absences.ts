import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text } from "drizzle-orm/pg-core";
import { memberRef } from "./auth";
import { createdAt, id } from "./columns";

/**
 * Dates a member will be away (docs/decisions/156), first and last day inclusive, as days on the calendar of the
 * meeting's place: on those days they are not proposed roles, not nudged and not reminded.
 */
export const memberAbsences = pgTable(
  "member_absences",
  {
    id: id(),
    userId: memberRef(),
    firstDay: date("first_day", { mode: "string" }).notNull(),
    lastDay: date("last_day", { mode: "string" }).notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (table) => [
    index("member_absences_user_idx").on(table.userId, table.lastDay),
    check("member_absences_order", sql`${table.firstDay} <= ${table.lastDay}`),
    check("member_absences_note_length", sql`char_length(${table.note}) <= 200`),
  ],
);
