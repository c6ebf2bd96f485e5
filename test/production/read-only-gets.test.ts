// No GET changes data: every GET route of the API that the app lists (so routes added later are covered too), asked
// by a visitor, a member and an admin, leaves every row of every table as it was. The exceptions are Better Auth's one-time
// e-mail link and OAuth callback under /api/auth, which are left out. On PGlite, and on PostgreSQL in that pass.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "../../src/server/db/seed";
import { demoSeeds } from "../../src/server/runtime";
import { makeAdmin } from "../support/factories";
import { createTestServer, type TestClient, type TestServer } from "../support/server";

type Digest = Record<string, { rows: number; digest: string }>;

/** Every table's row count and a digest of all its rows (any changed column, updated_at included, shows). */
async function snapshot(server: TestServer): Promise<Digest> {
  const tables = (
    (await server.db.execute(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as {
      rows: Array<{ table_name: string }>;
    }
  ).rows.map((row) => row.table_name);
  const result: Digest = {};
  for (const table of tables) {
    const [row] = (
      (await server.db.execute(
        sql.raw(`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
                 from "${table}" t`),
      )) as unknown as { rows: Array<{ rows: number; digest: string }> }
    ).rows;
    if (row) result[table] = row;
  }
  return result;
}

async function firstId(server: TestServer, table: string): Promise<string | undefined> {
  const { rows } = (await server.db.execute(sql.raw(`select id::text as id from "${table}" limit 1`))) as unknown as {
    rows: Array<{ id: string }>;
  };
  return rows[0]?.id;
}

describe("GET routes", () => {
  let server: TestServer;
  let member: TestClient;
  let admin: TestClient;
  /** A value for each path parameter: a real row where one exists, else an unknown id (the route answers 404). */
  const parameters = new Map<string, string>();

  beforeAll(async () => {
    server = await createTestServer();
    await seedDemoContent(server.db, demoSeeds);
    member = server.client();
    await member.signUpAndVerify("reader@members.example", "Rita");
    admin = server.client();
    const { user } = await admin.signUpAndVerify("keeper@members.example", "Kai");
    await makeAdmin(server, user.id);
    // some data of the member's own, for the member's views
    const clubId = (await firstId(server, "clubs")) ?? "";
    expect((await member.post(`/api/clubs/${clubId}/membership`)).status).toBe(201);
    const pitch = await member.api.learning.pitches.$post({
      json: {
        certificationId: 1,
        goalId: "personal-story",
        title: "Why our library needs evening hours",
        description: "For the town council",
        content: "Every evening forty students wait outside a closed door.",
      },
    });
    expect(pitch.status).toBe(201);
    parameters.set("pitchId", (await pitch.json()).id);
    parameters.set("clubId", clubId);
    for (const [name, table] of [
      ["pathwayId", "pathways"],
      ["courseId", "courses"],
      ["lessonId", "course_lessons"],
    ] as const) {
      parameters.set(name, (await firstId(server, table)) ?? randomUUID());
    }
    parameters.set("programId", "1");
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  /** The GET routes of /api (outside Better Auth), as the app lists them, with their parameters filled in. */
  async function getRoutes(): Promise<Array<{ route: string; url: string }>> {
    const eventId = (await firstId(server, "events")) ?? randomUUID();
    const routes = [
      ...new Set(
        server.app.routes
          .filter((route) => route.method === "GET" && route.path.startsWith("/api/"))
          .map((route) => route.path)
          .filter((path) => !path.startsWith("/api/auth") && !path.includes("*")),
      ),
    ];
    return routes.map((route) => ({
      route,
      url: route.replace(/:(\w+)/g, (_match, name: string) => {
        if (name === "id" && route.startsWith("/api/events/")) return eventId;
        return parameters.get(name) ?? randomUUID();
      }),
    }));
  }

  /** Reads the whole answer; a live stream only up to its first event. */
  async function read(client: TestClient, url: string) {
    if (url.startsWith("/api/live")) {
      const controller = new AbortController();
      const response = await client.get(`${url}?topics=clubs,events`, { signal: controller.signal });
      const reader = response.body?.getReader();
      await reader?.read();
      await reader?.cancel();
      controller.abort();
      return response.status;
    }
    const response = await client.get(url);
    await response.arrayBuffer();
    return response.status;
  }

  it("change nothing, for a visitor, a member or an admin", async () => {
    const routes = await getRoutes();
    // the routes of the product's areas are all there (so the list cannot silently come back empty)
    for (const expected of ["/api/profile", "/api/clubs/:clubId", "/api/events/:id", "/api/learning/courses"]) {
      expect(routes.map((entry) => entry.route)).toContain(expected);
    }

    const before = await snapshot(server);
    expect(before.users?.rows).toBeGreaterThan(1);
    const visitor = server.client();
    const answers: string[] = [];
    for (const { route, url } of routes) {
      for (const [who, client] of [
        ["visitor", visitor],
        ["member", member],
        ["admin", admin],
      ] as const) {
        const status = await read(client, url);
        answers.push(`${who} GET ${route} ${status}`);
        expect(status, `${who} GET ${url}`).toBeLessThan(500);
      }
    }
    const after = await snapshot(server);
    const changed = Object.keys(before).filter(
      (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
    );
    expect(changed, answers.join("\n")).toEqual([]);
    expect(Object.keys(after)).toEqual(Object.keys(before));
  }, 60_000);

  it("would see a change: a profile save shows in the users table", async () => {
    const before = await snapshot(server);
    const saved = await member.request("/api/profile", {
      method: "PATCH",
      json: { firstName: "Rita", lastName: "Reader", profilePictureUrl: "" },
    });
    expect(saved.status).toBe(200);
    const after = await snapshot(server);
    expect(after.users?.rows).toBe(before.users?.rows);
    expect(after.users?.digest).not.toBe(before.users?.digest);
  });
});
