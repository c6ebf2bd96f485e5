import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { courseProgress, isModuleAccessible } from "../../../domain/learning/progress";
import type { Database } from "../../db/client";
import { courseLessons, courseModules, courses, lessonViews, userCourseProgress } from "../../db/schema";
import type { Writer } from "../../http/context";
import { writingMemberRecords } from "../dashboard";
import { courseNotFound, lessonLocked, lessonNotFound } from "./errors";

async function enrolment(db: Database, userId: string | undefined, courseId: string) {
  if (!userId) return undefined;
  const [row] = await db
    .select()
    .from(userCourseProgress)
    .where(and(eq(userCourseProgress.userId, userId), eq(userCourseProgress.courseId, courseId)));
  return row;
}

/** Lessons of the course, and how many of them the member has watched. */
async function lessonCounts(db: Database, userId: string | undefined) {
  const totals = await db
    .select({ courseId: courseModules.courseId, lessons: count(courseLessons.id) })
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .groupBy(courseModules.courseId);
  const watched = userId
    ? await db
        .select({ courseId: courseModules.courseId, lessons: count(lessonViews.lessonId) })
        .from(lessonViews)
        .innerJoin(courseLessons, eq(courseLessons.id, lessonViews.lessonId))
        .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
        .where(eq(lessonViews.userId, userId))
        .groupBy(courseModules.courseId)
    : [];
  return {
    total: new Map(totals.map((row) => [row.courseId, row.lessons])),
    watched: new Map(watched.map((row) => [row.courseId, row.lessons])),
  };
}

/** What the course list and a course's page say of the course itself. */
const courseFacts = (course: typeof courses.$inferSelect) => ({
  id: course.id,
  title: course.title,
  description: course.description,
  level: course.level,
  priceAmount: course.priceAmount,
  isFeatured: course.isFeatured,
  createdAt: course.createdAt.toISOString(),
});

/** The course list, newest first, with the member's enrolment and progress. */
export async function listCourses(db: Database, userId: string | undefined) {
  const rows = await db
    .select({ course: courses, access: userCourseProgress.hasPaidAccess })
    .from(courses)
    .leftJoin(
      userCourseProgress,
      and(eq(userCourseProgress.courseId, courses.id), eq(userCourseProgress.userId, userId ?? "")),
    )
    .orderBy(desc(courses.createdAt), asc(courses.title));
  const counts = await lessonCounts(db, userId);
  return rows.map(({ course, access }) => {
    const totalLessons = counts.total.get(course.id) ?? 0;
    const watchedLessons = counts.watched.get(course.id) ?? 0;
    return {
      ...courseFacts(course),
      enrolled: access === true,
      totalLessons,
      watchedLessons,
      progress: courseProgress(watchedLessons, totalLessons),
    };
  });
}

export type CourseSummary = Awaited<ReturnType<typeof listCourses>>[number];

/** One course with its modules (order_index) and lessons (order_index); lesson texts are not included. */
export async function courseDetail(db: Database, courseId: string, userId: string | undefined) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw courseNotFound();
  const progress = await enrolment(db, userId, courseId);
  const hasAccess = progress?.hasPaidAccess === true;
  const modules = await db
    .select()
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.orderIndex), asc(courseModules.title));
  const lessons = modules.length
    ? await db
        .select({
          id: courseLessons.id,
          moduleId: courseLessons.moduleId,
          title: courseLessons.title,
          lessonType: courseLessons.lessonType,
          durationMinutes: courseLessons.durationMinutes,
          orderIndex: courseLessons.orderIndex,
        })
        .from(courseLessons)
        .where(
          inArray(
            courseLessons.moduleId,
            modules.map((module) => module.id),
          ),
        )
        .orderBy(asc(courseLessons.orderIndex), asc(courseLessons.title))
    : [];
  const watched = new Set(
    userId && lessons.length
      ? (
          await db
            .select({ lessonId: lessonViews.lessonId })
            .from(lessonViews)
            .where(
              and(
                eq(lessonViews.userId, userId),
                inArray(
                  lessonViews.lessonId,
                  lessons.map((lesson) => lesson.id),
                ),
              ),
            )
        ).map((row) => row.lessonId)
      : [],
  );
  return {
    ...courseFacts(course),
    enrolled: hasAccess,
    startedAt: progress?.startedAt?.toISOString() ?? null,
    lastAccessedAt: progress?.lastAccessedAt?.toISOString() ?? null,
    totalLessons: lessons.length,
    watchedLessons: watched.size,
    progress: courseProgress(watched.size, lessons.length),
    modules: modules.map((module) => ({
      id: module.id,
      title: module.title,
      description: module.description,
      orderIndex: module.orderIndex,
      isPreview: module.isPreview,
      accessible: isModuleAccessible(module.isPreview, hasAccess),
      lessons: lessons
        .filter((lesson) => lesson.moduleId === module.id)
        .map(({ moduleId: _moduleId, ...lesson }) => ({ ...lesson, watched: watched.has(lesson.id) })),
    })),
  };
}

export type CourseDetail = Awaited<ReturnType<typeof courseDetail>>;

/** Records access and start time; repeating it keeps the first start and refreshes last_accessed_at. */
export async function startCourse(db: Database, userId: string, courseId: string) {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw courseNotFound();
  const now = new Date();
  await db
    .insert(userCourseProgress)
    .values({ userId, courseId, hasPaidAccess: true, startedAt: now, lastAccessedAt: now })
    .onConflictDoUpdate({
      target: [userCourseProgress.userId, userCourseProgress.courseId],
      set: {
        hasPaidAccess: true,
        startedAt: sql`coalesce(${userCourseProgress.startedAt}, excluded.started_at)`,
        lastAccessedAt: now,
      },
    });
  return courseDetail(db, courseId, userId);
}

/** Opening a course the member has started updates last_accessed_at (nothing is created for others). */
export async function openCourse(db: Database, userId: string, courseId: string) {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw courseNotFound();
  const updated = await db
    .update(userCourseProgress)
    .set({ lastAccessedAt: new Date() })
    .where(and(eq(userCourseProgress.userId, userId), eq(userCourseProgress.courseId, courseId)))
    .returning({ lastAccessedAt: userCourseProgress.lastAccessedAt });
  return { lastAccessedAt: updated[0]?.lastAccessedAt?.toISOString() ?? null };
}

/** A lesson's text and video, if the reader may access its module (preview, or access to the course). */
export async function readLesson(db: Database, lessonId: string, userId: string | undefined) {
  const [row] = await db
    .select({ lesson: courseLessons, courseId: courseModules.courseId, isPreview: courseModules.isPreview })
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .where(eq(courseLessons.id, lessonId));
  if (!row) throw lessonNotFound();
  const progress = await enrolment(db, userId, row.courseId);
  if (!isModuleAccessible(row.isPreview, progress?.hasPaidAccess === true)) throw lessonLocked();
  const { lesson } = row;
  return {
    id: lesson.id,
    courseId: row.courseId,
    title: lesson.title,
    lessonType: lesson.lessonType,
    durationMinutes: lesson.durationMinutes,
    body: lesson.body,
    videoUrl: lesson.videoUrl,
  };
}

/** Opens a lesson for the member and records it as watched (once), then returns it with the course's progress. */
async function recordLessonView(db: Database, userId: string, lessonId: string) {
  const lesson = await readLesson(db, lessonId, userId);
  await db.insert(lessonViews).values({ userId, lessonId }).onConflictDoNothing();
  await db
    .update(userCourseProgress)
    .set({ lastAccessedAt: new Date() })
    .where(and(eq(userCourseProgress.userId, userId), eq(userCourseProgress.courseId, lesson.courseId)));
  const counts = await lessonCounts(db, userId);
  const total = counts.total.get(lesson.courseId) ?? 0;
  const watched = counts.watched.get(lesson.courseId) ?? 0;
  return { lesson, watchedLessons: watched, totalLessons: total, progress: courseProgress(watched, total) };
}

export const watchLesson = (deps: Writer, userId: string, lessonId: string) =>
  writingMemberRecords(deps, userId, (db) => recordLessonView(db, userId, lessonId));
