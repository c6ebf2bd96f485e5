import { describe, expect, test } from "vitest";
import { achievementsOf, activityOf, type Summary, summary } from "../../../../test/support/dashboard";
import { aClub, completeProgramTwo, people } from "../../../../test/support/factories";
import { aServerForEachTest } from "../../../../test/support/server";
import { DAY, HOUR } from "../../../domain/time";
import {
  certificateClaims,
  courseLessons,
  courseModules,
  courses,
  events,
  lessonViews,
  memberships,
  pathways,
  userPathways,
} from "../../db/schema";

const server = aServerForEachTest();

describe("GET /api/dashboard/summary", () => {
  test("a visitor gets 401", async () => {
    const response = await server.client().get("/api/dashboard/summary");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "NOT_SIGNED_IN", message: "You need to sign in to do that." },
    });
  });

  test("a new member sees zeros, the Joined item and the first milestone to aim for", async () => {
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const body = await summary(server);
    expect(body.stats).toEqual({ activePathways: 0, projectsCompleted: 0, upcomingEvents: 0, clubMembers: 0 });
    expect(body.learning).toEqual([]);
    expect(body.achievements).toEqual([]);
    expect(body.nextAchievement).toMatchObject({ id: "first-pathway", title: "First Step Taken" });
    expect(body.activity).toEqual([
      {
        kind: "joined",
        title: "Joined",
        detail: "Welcome to the community!",
        at: new Date(String(user.createdAt)).toISOString(),
      },
    ]);
  });

  test("stats count the member's pathways, public events not ended yet and active club members", async () => {
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const others = await people(server, ["other-0", "other-1", "other-2", "other-3"]);
    const now = Date.now();

    const [speaking, pitching, unused] = await server.db
      .insert(pathways)
      .values([
        { name: "Confident Speaking", totalProjects: 10 },
        { name: "Persuasive Pitching", totalProjects: 3 },
        { name: "Storytelling", totalProjects: 6 },
      ])
      .returning();
    if (!speaking || !pitching || !unused) throw new Error("pathways not inserted");
    await server.db.insert(userPathways).values([
      { userId: user.id, pathwayId: speaking.id, completedProjects: 2, startedAt: new Date(now - 3 * DAY) },
      { userId: user.id, pathwayId: pitching.id, completedProjects: 3, startedAt: new Date(now - 2 * DAY) },
      // someone else's progress is not the member's
      { userId: others[0] ?? "", pathwayId: unused.id, completedProjects: 6 },
    ]);

    const north = await aClub(server, { name: "North Speakers" });
    const south = await aClub(server, { name: "South Speakers" });
    await server.db.insert(memberships).values([
      { userId: user.id, clubId: north.id, createdAt: new Date(now - DAY) },
      { userId: others[0] ?? "", clubId: north.id },
      { userId: others[1] ?? "", clubId: south.id },
      { userId: others[2] ?? "", clubId: south.id, status: "inactive" },
    ]);

    await server.db.insert(events).values([
      { title: "Next week", eventDate: new Date(now + 7 * DAY) },
      { title: "In an hour", eventDate: new Date(now + HOUR), eventType: "training", clubId: north.id },
      { title: "Yesterday", eventDate: new Date(now - DAY) },
      // running: listed until it ends, so counted; ended an hour ago: not
      { title: "Running", eventDate: new Date(now - HOUR), durationMinutes: 120 },
      { title: "Just ended", eventDate: new Date(now - 2 * HOUR), durationMinutes: 60 },
      { title: "Members only", eventDate: new Date(now + 2 * DAY), isPublic: false },
    ]);

    const body = await summary(server);
    expect(body.stats).toEqual({ activePathways: 2, projectsCompleted: 5, upcomingEvents: 3, clubMembers: 3 });
    expect(body.learning).toEqual([
      {
        pathwayId: pitching.id,
        name: "Persuasive Pitching",
        completedProjects: 3,
        totalProjects: 3,
        percent: 100,
        spokenProjects: 0,
      },
      {
        pathwayId: speaking.id,
        name: "Confident Speaking",
        completedProjects: 2,
        totalProjects: 10,
        percent: 20,
        spokenProjects: 0,
      },
    ]);
    // newest first: the club (a day ago), then the pathways, then joining the community (just now is newest)
    expect(body.activity.map((item: { title: string; detail: string }) => [item.title, item.detail])).toEqual([
      ["Joined", "Welcome to the community!"],
      ["Joined a club", "North Speakers"],
      ["Started a pathway", "Persuasive Pitching"],
      ["Started a pathway", "Confident Speaking"],
    ]);
    expect(body.achievements.map((achievement: { id: string }) => achievement.id)).toEqual([
      "pathway-finished",
      "five-projects",
      "first-project",
      "club-member",
      "first-pathway",
    ]);
    expect(body.nextAchievement).toMatchObject({ id: "first-course" });
  });

  test("an inactive membership is not a club in the member's activity", async () => {
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const club = await aClub(server, { name: "Quiet Club" });
    await server.db.insert(memberships).values({ userId: user.id, clubId: club.id, status: "inactive" });
    const body = await summary(server);
    expect(body.stats.clubMembers).toBe(0);
    expect(body.activity.map((item: { kind: string }) => item.kind)).toEqual(["joined"]);
    expect(body.achievements).toEqual([]);
  });
});

describe("courses finished, modules completed and certificates claimed (decision 121)", () => {
  /** A course of two lessons in one module, made straight in the database. */
  async function aCourseOfTwoLessons() {
    const [course] = await server.db.insert(courses).values({ title: "Voice and Presence" }).returning();
    const [module] = await server.db
      .insert(courseModules)
      .values({ courseId: course?.id ?? "", title: "Breathing", isPreview: true })
      .returning();
    const lessons = await server.db
      .insert(courseLessons)
      .values([
        { moduleId: module?.id ?? "", title: "Breathe low", orderIndex: 1 },
        { moduleId: module?.id ?? "", title: "Pause on purpose", orderIndex: 2 },
      ])
      .returning();
    return lessons.map((lesson) => lesson.id);
  }

  test("show in Recent Activity and in the achievements, through the member's own API calls", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    const [first, second] = await aCourseOfTwoLessons();
    expect((await summary(server)).activity.map((item: { kind: string }) => item.kind)).toEqual(["joined"]);

    expect((await server.post(`/api/learning/lessons/${first}/watch`)).status).toBe(200);
    let body: Summary = await summary(server);
    // one lesson of two: not finished yet
    expect(activityOf(body)).toEqual([["Joined", "Welcome to the community!"]]);
    expect((await server.post(`/api/learning/lessons/${second}/watch`)).status).toBe(200);
    body = await summary(server);
    expect(activityOf(body)).toContainEqual(["Finished a course", "Voice and Presence"]);
    expect(achievementsOf(body)).toEqual(["first-course"]);

    const modules = "/api/learning/certifications/4/modules";
    await server.post(`${modules}/1/start`);
    expect((await server.post(`${modules}/1/complete`)).status).toBe(200);
    body = await summary(server);
    const moduleItem = body.activity.find((item) => item.kind === "module");
    expect(moduleItem).toMatchObject({ title: "Completed a module" });
    expect(moduleItem?.detail).toContain("Certified Tech Presentation Strategist");
    expect(achievementsOf(body)).toEqual(["first-module", "first-course"]);

    await completeProgramTwo(server);
    expect((await server.post("/api/learning/certifications/2/claim")).status).toBe(200);
    body = await summary(server);
    expect(activityOf(body)[0]).toEqual(["Claimed a certificate", "Certified Startup Pitcher"]);
    expect(achievementsOf(body)).toEqual(["first-certificate", "first-module", "first-course"]);
    // the next goal is the first one not earned, not a step already passed
    expect(body.nextAchievement).toMatchObject({ id: "first-pathway" });
  });

  test("writes made elsewhere reach the cached records through the change feed", async () => {
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const lessons = await aCourseOfTwoLessons();
    expect(achievementsOf(await summary(server))).toEqual([]);
    const notified = server.reported(`lesson_views:user:${user.id}`);
    await server.db.insert(lessonViews).values(lessons.map((lessonId) => ({ userId: user.id, lessonId })));
    await notified;
    expect(achievementsOf(await summary(server))).toEqual(["first-course"]);

    const claimed = server.reported(`certificate_claims:user:${user.id}`);
    await server.db
      .insert(certificateClaims)
      .values({ userId: user.id, certificationId: 1, certificateNumber: "PC-2026-0000TEST" });
    await claimed;
    expect(achievementsOf(await summary(server))).toEqual(["first-certificate", "first-course"]);
  });
});

describe("GET /api/dashboard/club-members", () => {
  test("counts active club members, for visitors too", async () => {
    const visitor = server.client();
    expect(await (await visitor.get("/api/dashboard/club-members")).json()).toEqual({ count: 0 });

    const others = await people(server, ["other-0", "other-1", "other-2"]);
    const club = await aClub(server);
    // the count is kept in memory until the change feed reports a membership change (docs/decisions/095)
    const reported = server.reported("memberships");
    await server.db.insert(memberships).values([
      { userId: others[0] ?? "", clubId: club.id },
      { userId: others[1] ?? "", clubId: club.id },
      { userId: others[2] ?? "", clubId: club.id, status: "inactive" },
    ]);
    await reported;

    const response = await visitor.get("/api/dashboard/club-members");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 2 });
  });
});
