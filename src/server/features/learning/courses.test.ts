import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aServerForEachTest, expectError } from "../../../../test/support/server";
import { DAY } from "../../../domain/time";
import { courseLessons, courseModules, courses, lessonViews, userCourseProgress } from "../../db/schema";

const server = aServerForEachTest();

/** A paid featured course (one preview module, one locked) and an older free one. */
async function someCourses() {
  const [pitch, older] = await server.db
    .insert(courses)
    .values([
      { title: "The Perfect Pitch", priceAmount: 4900, isFeatured: true, createdAt: new Date(Date.now() - DAY) },
      { title: "Older Course", priceAmount: 0, createdAt: new Date(Date.now() - 10 * DAY) },
    ])
    .returning();
  if (!pitch || !older) throw new Error("courses not inserted");
  const [locked, preview] = await server.db
    .insert(courseModules)
    .values([
      { courseId: pitch.id, title: "Structure", orderIndex: 2, isPreview: false },
      { courseId: pitch.id, title: "Audience", orderIndex: 1, isPreview: true },
    ])
    .returning();
  if (!locked || !preview) throw new Error("modules not inserted");
  const lessons = await server.db
    .insert(courseLessons)
    .values([
      { moduleId: preview.id, title: "Second preview lesson", orderIndex: 2, body: "Two" },
      {
        moduleId: preview.id,
        title: "First preview lesson",
        orderIndex: 1,
        body: "One",
        videoUrl: "https://v.example/1",
      },
      { moduleId: locked.id, title: "Locked lesson", orderIndex: 1, body: "Secret" },
      { moduleId: locked.id, title: "Locked lesson 2", orderIndex: 2, body: "Secret 2" },
    ])
    .returning();
  const byTitle = (title: string) => lessons.find((lesson) => lesson.title === title)?.id ?? "";
  return {
    pitch,
    older,
    previewLesson: byTitle("First preview lesson"),
    lockedLesson: byTitle("Locked lesson"),
    lockedLesson2: byTitle("Locked lesson 2"),
  };
}

describe("GET /api/learning/courses", () => {
  test("newest first, with price and featured flag, not enrolled for a visitor", async () => {
    await someCourses();
    const list = await (await server.client().get("/api/learning/courses")).json();
    expect(list.map((course: { title: string }) => course.title)).toEqual(["The Perfect Pitch", "Older Course"]);
    expect(list[0]).toMatchObject({
      priceAmount: 4900,
      isFeatured: true,
      enrolled: false,
      totalLessons: 4,
      progress: 0,
    });
  });

  test("a course shows modules and lessons by order_index; locked modules are marked", async () => {
    const { pitch } = await someCourses();
    const detail = await (await server.client().get(`/api/learning/courses/${pitch.id}`)).json();
    expect(detail.modules.map((m: { title: string; accessible: boolean }) => [m.title, m.accessible])).toEqual([
      ["Audience", true],
      ["Structure", false],
    ]);
    expect(detail.modules[0].lessons.map((l: { title: string }) => l.title)).toEqual([
      "First preview lesson",
      "Second preview lesson",
    ]);
    expect(detail.modules[0].lessons[0]).not.toHaveProperty("body");
    await expectError(await server.get("/api/learning/courses/nope"), 404, "COURSE_NOT_FOUND");
  });
});

describe("starting a course", () => {
  test("a visitor is refused", async () => {
    const { pitch } = await someCourses();
    await expectError(await server.client().post(`/api/learning/courses/${pitch.id}/start`), 401, "NOT_SIGNED_IN");
  });

  test("records access and start time; Enrolled and every module unlocks; repeating is safe", async () => {
    const { pitch } = await someCourses();
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const started = await server.post(`/api/learning/courses/${pitch.id}/start`);
    expect(started.status).toBe(200);
    const detail = await started.json();
    expect(detail.enrolled).toBe(true);
    expect(detail.modules.every((m: { accessible: boolean }) => m.accessible)).toBe(true);
    const [first] = await server.db.select().from(userCourseProgress);
    expect(first).toMatchObject({ userId: user.id, courseId: pitch.id, hasPaidAccess: true });

    await Promise.all([
      server.post(`/api/learning/courses/${pitch.id}/start`),
      server.post(`/api/learning/courses/${pitch.id}/start`),
    ]);
    const rows = await server.db.select().from(userCourseProgress);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.startedAt).toEqual(first?.startedAt);
    expect(rows[0]?.lastAccessedAt?.getTime()).toBeGreaterThanOrEqual(first?.lastAccessedAt?.getTime() ?? 0);
    const list = await (await server.get("/api/learning/courses")).json();
    expect(list[0]).toMatchObject({ title: "The Perfect Pitch", enrolled: true });
  });

  test("opening a started course updates last_accessed_at; opening an unstarted one creates nothing", async () => {
    const { pitch, older } = await someCourses();
    await server.signUpAndVerify("ann@example.com", "Ann");
    expect(await (await server.post(`/api/learning/courses/${older.id}/open`)).json()).toEqual({
      lastAccessedAt: null,
    });
    expect(await server.db.select().from(userCourseProgress)).toEqual([]);
    await server.post(`/api/learning/courses/${pitch.id}/start`);
    const past = new Date(Date.now() - DAY);
    await server.db.update(userCourseProgress).set({ lastAccessedAt: past });
    const opened = await (await server.post(`/api/learning/courses/${pitch.id}/open`)).json();
    expect(new Date(opened.lastAccessedAt).getTime()).toBeGreaterThan(past.getTime());
  });
});

describe("lessons", () => {
  test("a locked lesson is refused by the server, to visitors and unenrolled members", async () => {
    const { lockedLesson, previewLesson } = await someCourses();
    await expectError(await server.client().get(`/api/learning/lessons/${lockedLesson}`), 403, "LESSON_LOCKED");
    await server.signUpAndVerify("ann@example.com", "Ann");
    await expectError(await server.post(`/api/learning/lessons/${lockedLesson}/watch`), 403, "LESSON_LOCKED");
    expect(await server.db.select().from(lessonViews)).toEqual([]);
    // a preview lesson can be read by anyone
    const preview = await (await server.client().get(`/api/learning/lessons/${previewLesson}`)).json();
    expect(preview).toMatchObject({ title: "First preview lesson", body: "One", videoUrl: "https://v.example/1" });
  });

  test("Watch opens the lesson and records it once; progress is the share of lessons watched", async () => {
    const { pitch, previewLesson, lockedLesson, lockedLesson2 } = await someCourses();
    await server.signUpAndVerify("ann@example.com", "Ann");
    const watched = await (await server.post(`/api/learning/lessons/${previewLesson}/watch`)).json();
    expect(watched).toMatchObject({ lesson: { body: "One" }, watchedLessons: 1, totalLessons: 4, progress: 25 });
    await server.post(`/api/learning/lessons/${previewLesson}/watch`);
    expect(await server.db.select().from(lessonViews)).toHaveLength(1);

    await server.post(`/api/learning/courses/${pitch.id}/start`);
    await server.post(`/api/learning/lessons/${lockedLesson}/watch`);
    const last = await (await server.post(`/api/learning/lessons/${lockedLesson2}/watch`)).json();
    expect(last.progress).toBe(75);
    const detail = await (await server.get(`/api/learning/courses/${pitch.id}`)).json();
    expect(detail).toMatchObject({ watchedLessons: 3, progress: 75 });
    expect(detail.modules[1].lessons.map((l: { watched: boolean }) => l.watched)).toEqual([true, true]);
  });

  test("watching needs an account; an unknown lesson is 404", async () => {
    const { previewLesson } = await someCourses();
    await expectError(await server.client().post(`/api/learning/lessons/${previewLesson}/watch`), 401, "NOT_SIGNED_IN");
    await server.signUpAndVerify("ann@example.com", "Ann");
    await expectError(
      await server.post("/api/learning/lessons/00000000-0000-4000-8000-000000000000/watch"),
      404,
      "LESSON_NOT_FOUND",
    );
    await server.db.delete(courseLessons).where(eq(courseLessons.id, previewLesson));
    await expectError(await server.get(`/api/learning/lessons/${previewLesson}`), 404, "LESSON_NOT_FOUND");
  });
});
