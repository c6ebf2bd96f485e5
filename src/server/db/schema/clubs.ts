import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { actorRef, memberRef } from "./auth";
import { createdAt, id, ownedBy, stamped } from "./columns";

export const clubs = pgTable(
  "clubs",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    location: text("location"),
    meetingDay: text("meeting_day"),
    meetingTime: text("meeting_time"),
    contactEmail: text("contact_email"),
    websiteUrl: text("website_url"),
    /** The IANA time zone the club meets in (its officers set it); null until they do. */
    timeZone: text("time_zone"),
    /** How many days before a meeting its role holders are reminded (docs/decisions/153); 0: no reminders. */
    reminderDays: integer("reminder_days").notNull().default(2),
    /** How many days before a meeting with open roles its members without a recent role are asked (decision 157). */
    nudgeDays: integer("nudge_days").notNull().default(3),
    /** The seconds either side of a speech's range that still count as within time at its meetings (decision 159). */
    graceSeconds: integer("grace_seconds").notNull().default(30),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    check("clubs_reminder_days_range", sql`${table.reminderDays} between 0 and 14`),
    check("clubs_nudge_days_range", sql`${table.nudgeDays} between 0 and 14`),
    check("clubs_grace_seconds_range", sql`${table.graceSeconds} between 0 and 120`),
  ],
);

export const memberships = pgTable(
  "memberships",
  {
    id: id(),
    userId: memberRef(),
    clubId: ownedBy("club_id", () => clubs.id),
    membershipType: text("membership_type", { enum: ["club_member"] })
      .notNull()
      .default("club_member"),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    createdAt: createdAt(),
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
    clubId: ownedBy("club_id", () => clubs.id),
    userId: memberRef(),
    title: text("title").notNull(),
    appointedBy: actorRef("appointed_by"),
    appointedAt: stamped("appointed_at"),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.userId] }),
    index("club_officers_user_id_idx").on(table.userId),
  ],
);
