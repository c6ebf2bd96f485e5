import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { memberRef } from "./auth";
import { at, createdAt, id, ownedBy, stamped, updatedAt } from "./columns";
import { courseLessons } from "./learning";

/** A lesson a member has opened with Watch; course progress is the share of lessons watched. */
export const lessonViews = pgTable(
  "lesson_views",
  {
    userId: memberRef(),
    lessonId: ownedBy("lesson_id", () => courseLessons.id),
    viewedAt: stamped("viewed_at"),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId] })],
);

/** A member's pitch for a goal of a certification program (programs are fixed data in src/domain). */
export const pitches = pgTable(
  "pitches",
  {
    id: id(),
    userId: memberRef(),
    certificationId: integer("certification_id").notNull(),
    goalId: text("goal_id").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    content: text("content").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    userId: memberRef(),
    certificationId: integer("certification_id").notNull(),
    claimedAt: stamped("claimed_at"),
    certificateNumber: text("certificate_number").notNull().unique("certificate_claims_number_unique"),
  },
  (table) => [primaryKey({ columns: [table.userId, table.certificationId] })],
);

/** Start and completion of the modules of the fixed program pages (3, 4 and 5), per member. */
export const moduleProgress = pgTable(
  "module_progress",
  {
    userId: memberRef(),
    certificationId: integer("certification_id").notNull(),
    moduleId: integer("module_id").notNull(),
    startedAt: stamped("started_at"),
    completedAt: at("completed_at"),
  },
  (table) => [primaryKey({ columns: [table.userId, table.certificationId, table.moduleId] })],
);
