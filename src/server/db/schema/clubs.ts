import { boolean, index, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const clubs = pgTable("clubs", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  description: text("description"),
  location: text("location"),
  meetingDay: text("meeting_day"),
  meetingTime: text("meeting_time"),
  contactEmail: text("contact_email"),
  websiteUrl: text("website_url"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    membershipType: text("membership_type", { enum: ["club_member"] })
      .notNull()
      .default("club_member"),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("memberships_user_club_unique").on(table.userId, table.clubId),
    index("memberships_club_id_idx").on(table.clubId),
  ],
);

/** A club's officers (docs/decisions/139): each with a title; a club keeps at least one once it has one. */
export const clubOfficers = pgTable(
  "club_officers",
  {
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    appointedBy: text("appointed_by").references(() => users.id, { onDelete: "set null" }),
    appointedAt: timestamp("appointed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.userId] }),
    index("club_officers_user_id_idx").on(table.userId),
  ],
);
