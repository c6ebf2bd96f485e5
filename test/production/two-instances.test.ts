// Two server processes behind one (imaginary) load balancer, on one PostgreSQL database, with one secret and one
// APP_URL: a session made on A works on B, a change made through A reaches a live stream on B within a second, and
// a rate limit spent through A counts on B. PostgreSQL pass only (the embedded database is one process by design).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase } from "./support/postgres";
import {
  HttpClient,
  killAllServers,
  PASSWORD,
  type ServerProcess,
  signUpAndVerify,
  startServerProcess,
} from "./support/server-process";

/** The address members use: the load balancer's, not either instance's. */
const APP_URL = "http://pitchcraft.test";

describe("two instances on one PostgreSQL database", () => {
  let dataDirs: string[] = [];
  let database: FreshDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const member = new HttpClient(APP_URL);
  const email = "ada@two-instances.example";

  beforeAll(async () => {
    dataDirs = [0, 1].map((index) => mkdtempSync(path.join(tmpdir(), `pitchcraft-instance-${index}-`)));
    database = await freshDatabase("pc_instances");
    // started together on an empty database: both apply the migrations at start-up
    const started = await Promise.all(
      [3700, 3701].map((port, index) =>
        startServerProcess({
          port,
          dataDir: dataDirs[index] ?? "",
          env: { APP_URL, DATABASE_URL: database.url },
        }),
      ),
    );
    [a, b] = started as [ServerProcess, ServerProcess];
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a, b].map((server) => server?.stop("SIGTERM")));
    await killAllServers();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("signs in through A and is signed in on B", async () => {
    await signUpAndVerify(a, member, email, "Ada");
    // a fresh sign-in through A, with the verified account
    member.cookies.clear();
    const signIn = await member.post(`${a.url}/api/auth/sign-in/email`, { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect(member.sessionCookie).toBeTruthy();

    const session = await member.get(`${b.url}/api/auth/get-session`);
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
    const summary = await member.get(`${b.url}/api/dashboard/summary`);
    expect(summary.status).toBe(200);

    // and a visitor on B is not
    const visitor = await new HttpClient(APP_URL).get(`${b.url}/api/dashboard/summary`);
    expect(visitor.status).toBe(401);
  });

  it("delivers a membership made through A to a live stream on B within a second", async () => {
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    let clubId: string;
    try {
      const inserted = await sql.query<{ id: string }>(
        "insert into clubs (name, location) values ('Harbour Speakers', 'Lisbon') returning id",
      );
      clubId = inserted.rows[0]?.id ?? "";
    } finally {
      await sql.end();
    }

    const controller = new AbortController();
    const live = await member.get(`${b.url}/api/live?topics=memberships`, { signal: controller.signal });
    expect(live.status).toBe(200);
    const reader = live.body?.getReader();
    if (!reader) throw new Error("no stream");
    const decoder = new TextDecoder();
    let text = "";
    const waitFor = async (needle: string) => {
      while (!text.includes(needle)) {
        const { done, value } = await reader.read();
        if (done) throw new Error(`the stream ended before "${needle}":\n${text}`);
        text += decoder.decode(value, { stream: true });
      }
    };
    try {
      await waitFor("event: ready");
      const joinedAt = performance.now();
      const join = await member.post(`${a.url}/api/clubs/${clubId}/membership`);
      expect(join.status).toBe(201);
      await waitFor("data: memberships\n");
      expect(performance.now() - joinedAt).toBeLessThan(1_000);
    } finally {
      controller.abort();
    }
  });

  it("counts sign-in attempts made through A on B", async () => {
    // the limit is per e-mail address (10 per 15 minutes): an address of its own, untouched by the tests above
    const target = "grace@two-instances.example";
    const attacker = new HttpClient(APP_URL);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await attacker.post(`${a.url}/api/auth/sign-in/email`, {
        email: target,
        password: `wrong-${attempt}`,
      });
      expect(wrong.status).toBe(401);
    }
    const eleventh = await attacker.post(`${b.url}/api/auth/sign-in/email`, { email: target, password: "wrong-11" });
    expect(eleventh.status).toBe(429);
    expect(((await eleventh.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
    // another address is not affected, on either instance
    const other = await attacker.post(`${b.url}/api/auth/sign-in/email`, { email, password: PASSWORD });
    expect(other.status).toBe(200);
  });
});
