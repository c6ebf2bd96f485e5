import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createTestServer, type TestServer } from "../../../../test/support/server";
import { clubs, events, memberships, pathways, userPathways, users } from "../../db/schema";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let server: TestServer;

beforeEach(async () => {
  server = await createTestServer();
});

afterEach(async () => {
  await server.close();
});

/** Other people of the community, created straight in the database. */
async function otherMembers(count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: `other-${index}`,
    firstName: `Other ${index}`,
    email: `other-${index}@example.com`,
    emailVerified: true,
  }));
  await server.db.insert(users).values(rows);
  return rows.map((row) => row.id);
}

async function summary() {
  const response = await server.get("/api/dashboard/summary");
  expect(response.status).toBe(200);
  return response.json();
}

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
    const body = await summary();
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

  test("stats count the member's pathways, public upcoming events and active club members", async () => {
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const others = await otherMembers(4);
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

    const [north, south] = await server.db
      .insert(clubs)
      .values([{ name: "North Speakers" }, { name: "South Speakers" }])
      .returning();
    if (!north || !south) throw new Error("clubs not inserted");
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
      { title: "Members only", eventDate: new Date(now + 2 * DAY), isPublic: false },
    ]);

    const body = await summary();
    expect(body.stats).toEqual({ activePathways: 2, projectsCompleted: 5, upcomingEvents: 2, clubMembers: 3 });
    expect(body.learning).toEqual([
      { pathwayId: pitching.id, name: "Persuasive Pitching", completedProjects: 3, totalProjects: 3, percent: 100 },
      { pathwayId: speaking.id, name: "Confident Speaking", completedProjects: 2, totalProjects: 10, percent: 20 },
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
    expect(body.nextAchievement).toBeNull();
  });

  test("an inactive membership is not a club in the member's activity", async () => {
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const [club] = await server.db.insert(clubs).values({ name: "Quiet Club" }).returning();
    await server.db.insert(memberships).values({ userId: user.id, clubId: club?.id ?? "", status: "inactive" });
    const body = await summary();
    expect(body.stats.clubMembers).toBe(0);
    expect(body.activity.map((item: { kind: string }) => item.kind)).toEqual(["joined"]);
    expect(body.achievements).toEqual([]);
  });
});

describe("GET /api/dashboard/club-members", () => {
  test("counts active club members, for visitors too", async () => {
    const visitor = server.client();
    expect(await (await visitor.get("/api/dashboard/club-members")).json()).toEqual({ count: 0 });

    const others = await otherMembers(3);
    const [club] = await server.db.insert(clubs).values({ name: "Harbour Speakers" }).returning();
    // the count is kept in memory until the change feed reports a membership change (docs/decisions/095)
    const reported = new Promise<void>((resolve) => {
      const stop = server.deps.changeFeed.subscribe((topic) => {
        if (topic !== "memberships") return;
        stop();
        resolve();
      });
    });
    await server.db.insert(memberships).values([
      { userId: others[0] ?? "", clubId: club?.id ?? "" },
      { userId: others[1] ?? "", clubId: club?.id ?? "" },
      { userId: others[2] ?? "", clubId: club?.id ?? "", status: "inactive" },
    ]);
    await reported;

    const response = await visitor.get("/api/dashboard/club-members");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 2 });
  });
});
