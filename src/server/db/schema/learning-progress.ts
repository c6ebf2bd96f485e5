import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { courseLessons } from "./learning";

/** A lesson a member has opened with Watch; course progress is the share of lessons watched. */
export const lessonViews = pgTable(
  "lesson_views",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId] })],
);

/** A member's pitch for a goal of a certification program (programs are fixed data in src/domain). */
export const pitches = pgTable(
  "pitches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    certificationId: integer("certification_id").notNull(),
    goalId: text("goal_id").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("pitches_user_certification_idx").on(table.userId, table.certificationId)],
);

/**
 * The date a member claimed the certificate of a completed program, and the certificate's number: printed on it
 * and looked up by anyone at /certificates/{number} (docs/decisions/120).
 */
export const certificateClaims = pgTable(
  "certificate_claims",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    certificationId: integer("certification_id").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    certificateNumber: text("certificate_number").notNull().unique("certificate_claims_number_unique"),
  },
  (table) => [primaryKey({ columns: [table.userId, table.certificationId] })],
);

/** Start and completion of the modules of the fixed program pages (3, 4 and 5), per member. */
export const moduleProgress = pgTable(
  "module_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    certificationId: integer("certification_id").notNull(),
    moduleId: integer("module_id").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.certificationId, table.moduleId] })],
);
