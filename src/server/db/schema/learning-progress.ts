import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { memberRef } from "./auth";
import { at, createdAt, id, ownedBy, stamped, updatedAt } from "./columns";
import { events } from "./events";
import { courseLessons, pathways } from "./learning";
import { meetingRoleAssignments } from "./meetings";

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

/**
 * A speech given at a meeting, counted toward the pathway project or certification goal its speaker chose in the
 * speech details (docs/decisions/242): one row per speaking role's assignment, written when the meeting ends.
 * A goal's count adds these to its pitches; a pathway project's speech completes it when it is the next one.
 */
export const speechCredits = pgTable(
  "speech_credits",
  {
    assignmentId: uuid("assignment_id")
      .primaryKey()
      .references(() => meetingRoleAssignments.id, { onDelete: "cascade" }),
    eventId: ownedBy("event_id", () => events.id),
    userId: memberRef(),
    pathwayId: uuid("pathway_id").references(() => pathways.id, { onDelete: "cascade" }),
    projectNumber: integer("project_number"),
    certificationId: integer("certification_id"),
    goalId: text("goal_id"),
    countedAt: stamped("counted_at"),
  },
  (table) => [
    index("speech_credits_user_idx").on(table.userId),
    index("speech_credits_event_idx").on(table.eventId),
    check(
      "speech_credits_one_goal",
      sql`(${table.pathwayId} is not null and ${table.projectNumber} is not null and ${table.certificationId} is null and ${table.goalId} is null)
        or (${table.pathwayId} is null and ${table.projectNumber} is null and ${table.certificationId} is not null and ${table.goalId} is not null)`,
    ),
  ],
);
