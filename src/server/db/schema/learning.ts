import { boolean, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const pathways = pgTable("pathways", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  description: text("description"),
  level: integer("level").notNull().default(1),
  totalProjects: integer("total_projects").notNull().default(0),
});

export const userPathways = pgTable(
  "user_pathways",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pathwayId: uuid("pathway_id")
      .notNull()
      .references(() => pathways.id, { onDelete: "cascade" }),
    completedProjects: integer("completed_projects").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("user_pathways_user_pathway_unique").on(table.userId, table.pathwayId)],
);

export const courses = pgTable("courses", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull().unique(),
  description: text("description"),
  level: text("level"),
  priceAmount: integer("price_amount").notNull().default(0),
  isFeatured: boolean("is_featured").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const courseModules = pgTable("course_modules", {
  id: uuid("id").primaryKey().defaultRandom(),
  courseId: uuid("course_id")
    .notNull()
    .references(() => courses.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  description: text("description"),
  orderIndex: integer("order_index").notNull().default(0),
  isPreview: boolean("is_preview").notNull().default(false),
});

export const courseLessons = pgTable("course_lessons", {
  id: uuid("id").primaryKey().defaultRandom(),
  moduleId: uuid("module_id")
    .notNull()
    .references(() => courseModules.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  lessonType: text("lesson_type").notNull().default("video"),
  durationMinutes: integer("duration_minutes").notNull().default(5),
  orderIndex: integer("order_index").notNull().default(0),
  body: text("body").notNull().default(""),
  videoUrl: text("video_url"),
});

export const userCourseProgress = pgTable(
  "user_course_progress",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    hasPaidAccess: boolean("has_paid_access").notNull().default(false),
    startedAt: timestamp("started_at", { withTimezone: true }),
    lastAccessedAt: timestamp("last_accessed_at", { withTimezone: true }),
  },
  (table) => [unique("user_course_progress_user_course_unique").on(table.userId, table.courseId)],
);
