import { describe, expect, test } from "vitest";
import { aServerForEachTest, expectError } from "../../../../test/support/server";
import { pathways, userPathways } from "../../db/schema";

const server = aServerForEachTest();

async function somePathways() {
  const rows = await server.db
    .insert(pathways)
    .values([
      { name: "Persuasive Influence", level: 2, totalProjects: 8 },
      { name: "Presentation Mastery", level: 1, totalProjects: 3 },
      { name: "Empty Path", level: 3, totalProjects: 0 },
    ])
    .returning();
  const [persuasive, mastery, empty] = rows;
  if (!persuasive || !mastery || !empty) throw new Error("pathways not inserted");
  return { persuasive, mastery, empty };
}

describe("GET /api/learning/pathways", () => {
  test("ordered by level; a visitor sees every pathway as not started", async () => {
    await somePathways();
    const response = await server.client().get("/api/learning/pathways");
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list.map((p: { name: string }) => p.name)).toEqual([
      "Presentation Mastery",
      "Persuasive Influence",
      "Empty Path",
    ]);
    expect(list[0]).toMatchObject({ started: false, completedProjects: 0, percent: 0, totalProjects: 3 });
  });
});

describe("starting a pathway", () => {
  test("a visitor is refused with 401 and nothing is written", async () => {
    const { mastery } = await somePathways();
    await expectError(await server.client().post(`/api/learning/pathways/${mastery.id}/start`), 401, "NOT_SIGNED_IN");
    expect(await server.db.select().from(userPathways)).toEqual([]);
  });

  test("creates the member's row with 0 completed projects; the card shows progress", async () => {
    const { mastery } = await somePathways();
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const response = await server.post(`/api/learning/pathways/${mastery.id}/start`);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ started: true, completedProjects: 0, percent: 0 });
    const rows = await server.db.select().from(userPathways);
    expect(rows).toMatchObject([{ userId: user.id, pathwayId: mastery.id, completedProjects: 0 }]);
    const list = await (await server.get("/api/learning/pathways")).json();
    expect(list.find((p: { id: string }) => p.id === mastery.id)).toMatchObject({ started: true });
  });

  test("a double start (even at the same moment) creates exactly one row", async () => {
    const { mastery } = await somePathways();
    await server.signUpAndVerify("ann@example.com", "Ann");
    const answers = await Promise.all([
      server.post(`/api/learning/pathways/${mastery.id}/start`),
      server.post(`/api/learning/pathways/${mastery.id}/start`),
      server.post(`/api/learning/pathways/${mastery.id}/start`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(await server.db.select().from(userPathways)).toHaveLength(1);
  });

  test("an unknown pathway is 404", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    await expectError(
      await server.post("/api/learning/pathways/00000000-0000-4000-8000-000000000000/start"),
      404,
      "PATHWAY_NOT_FOUND",
    );
    await expectError(await server.post("/api/learning/pathways/not-a-uuid/start"), 404, "PATHWAY_NOT_FOUND");
    await expectError(await server.get("/api/learning/pathways/not-a-uuid"), 404, "PATHWAY_NOT_FOUND");
  });
});

describe("completing projects", () => {
  test("in order, never above the total; the dashboard follows", async () => {
    const { mastery } = await somePathways();
    await server.signUpAndVerify("ann@example.com", "Ann");
    const complete = (n: number | string) => server.post(`/api/learning/pathways/${mastery.id}/projects/${n}/complete`);

    await expectError(await complete(1), 409, "PATHWAY_NOT_STARTED");
    await server.post(`/api/learning/pathways/${mastery.id}/start`);

    await expectError(await complete(2), 409, "PROJECT_OUT_OF_ORDER");
    const first = await complete(1);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({ completedProjects: 1, percent: 33 });
    expect(body.projects.map((p: { title: string; completed: boolean }) => [p.title, p.completed])).toEqual([
      ["Ice Breaker: Introduce Yourself", true],
      ["Organise Your Speech", false],
      ["Get to the Point", false],
    ]);
    // a double click on the same project counts once
    expect((await (await complete(1)).json()).completedProjects).toBe(1);
    await complete(2);
    expect((await (await complete(3)).json()).percent).toBe(100);
    await expectError(await complete(4), 404, "PROJECT_NOT_FOUND");
    await expectError(await complete(0), 404, "PROJECT_NOT_FOUND");
    await expectError(await complete("x"), 404, "PROJECT_NOT_FOUND");

    const summary = await (await server.get("/api/dashboard/summary")).json();
    expect(summary.stats).toMatchObject({ activePathways: 1, projectsCompleted: 3 });
    expect(summary.learning).toEqual([
      {
        pathwayId: mastery.id,
        name: "Presentation Mastery",
        completedProjects: 3,
        totalProjects: 3,
        percent: 100,
        spokenProjects: 0,
      },
    ]);
  });

  test("concurrent clicks on the next project count it once", async () => {
    const { persuasive } = await somePathways();
    await server.signUpAndVerify("ann@example.com", "Ann");
    await server.post(`/api/learning/pathways/${persuasive.id}/start`);
    await Promise.all(
      Array.from({ length: 4 }, () => server.post(`/api/learning/pathways/${persuasive.id}/projects/1/complete`)),
    );
    const [row] = await server.db.select().from(userPathways);
    expect(row?.completedProjects).toBe(1);
  });

  test("a visitor cannot complete projects; another member's progress is their own", async () => {
    const { mastery } = await somePathways();
    await server.signUpAndVerify("ann@example.com", "Ann");
    await server.post(`/api/learning/pathways/${mastery.id}/start`);
    await server.post(`/api/learning/pathways/${mastery.id}/projects/1/complete`);
    await expectError(
      await server.client().post(`/api/learning/pathways/${mastery.id}/projects/2/complete`),
      401,
      "NOT_SIGNED_IN",
    );
    const bob = server.client();
    await bob.signUpAndVerify("bob@example.com", "Bob");
    expect(await (await bob.get(`/api/learning/pathways/${mastery.id}`)).json()).toMatchObject({
      started: false,
      completedProjects: 0,
    });
    await expectError(
      await bob.post(`/api/learning/pathways/${mastery.id}/projects/2/complete`),
      409,
      "PATHWAY_NOT_STARTED",
    );
  });
});
