import { boolean, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { memberRef } from "./auth";
import { at, createdAt, id, ownedBy, stamped } from "./columns";

export const pathways = pgTable("pathways", {
  id: id(),
  name: text("name").notNull().unique(),
  description: text("description"),
  level: integer("level").notNull().default(1),
  totalProjects: integer("total_projects").notNull().default(0),
});

export const userPathways = pgTable(
  "user_pathways",
  {
    id: id(),
    userId: memberRef(),
    pathwayId: ownedBy("pathway_id", () => pathways.id),
    completedProjects: integer("completed_projects").notNull().default(0),
    startedAt: stamped("started_at"),
  },
  (table) => [unique("user_pathways_user_pathway_unique").on(table.userId, table.pathwayId)],
);

export const courses = pgTable("courses", {
  id: id(),
  title: text("title").notNull().unique(),
  description: text("description"),
  level: text("level"),
  priceAmount: integer("price_amount").notNull().default(0),
  isFeatured: boolean("is_featured").notNull().default(false),
  createdAt: createdAt(),
});

export const courseModules = pgTable("course_modules", {
  id: id(),
  courseId: ownedBy("course_id", () => courses.id),
  title: text("title").notNull(),
  description: text("description"),
  orderIndex: integer("order_index").notNull().default(0),
  isPreview: boolean("is_preview").notNull().default(false),
});

export const courseLessons = pgTable("course_lessons", {
  id: id(),
  moduleId: ownedBy("module_id", () => courseModules.id),
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
    id: id(),
    userId: memberRef(),
    courseId: ownedBy("course_id", () => courses.id),
    hasPaidAccess: boolean("has_paid_access").notNull().default(false),
    startedAt: at("started_at"),
    lastAccessedAt: at("last_accessed_at"),
  },
  (table) => [unique("user_course_progress_user_course_unique").on(table.userId, table.courseId)],
);
