// The database goes away under a running server and comes back (docs/decisions/130): the change feed reconnects by
// itself, /readyz says not-ready while it is down, the loss and the recovery are logged, and every open live stream
// is told to refetch, so a change made while the feed was down still reaches the page. Runs on a PostgreSQL cluster
// of its own, stopped and started by the test.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadConfig } from "../../src/server/config";
import { openStore, type Store } from "../../src/server/db/client";
import { migrateStore } from "../../src/server/db/migrate";
import { createRuntime } from "../../src/server/runtime";
import { canStartPostgres, startThrowawayPostgres, type ThrowawayPostgres } from "./support/throwaway-postgres";

if (!canStartPostgres() && process.env.CI === "true") throw new Error("initdb and pg_ctl are needed under CI");

let cluster: ThrowawayPostgres;
let store: Store;
let runtime: Awaited<ReturnType<typeof createRuntime>>;
let dataDir = "";
const logs: Array<{ level: number; msg: string }> = [];

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
  dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-outage-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: cluster.url,
    BETTER_AUTH_SECRET: "outage-test-secret-that-is-long-enough-0123456789",
    SEED_DEMO: "never",
  });
  store = await openStore({ databaseUrl: cluster.url, dataDir });
  await migrateStore(store);
  const logger = pino({ level: "info" }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  runtime = await createRuntime(config, store, logger);
}, 120_000);

afterAll(async () => {
  await runtime?.close();
  await store?.close().catch(() => {});
  cluster?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Reads a live stream in the background and keeps its text. */
function collect(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const stream = { text: "", cancel: () => reader.cancel() };
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      stream.text += decoder.decode(value, { stream: true });
    }
  })();
  return stream;
}

const readyStatus = async () => (await runtime.app.request("/readyz")).status;

async function insertClub(name: string) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    await client.query("insert into clubs (name) values ($1)", [name]);
  } finally {
    await client.end();
  }
}

test("the change feed comes back after the database was away, and open pages are told to refetch", async () => {
  const live = collect(await runtime.app.request("http://localhost:3000/api/live?topics=clubs"));
  await eventually(() => live.text.includes("event: ready"), "the stream opens");
  expect(await readyStatus()).toBe(200);

  cluster.stop();
  await eventually(async () => (await readyStatus()) === 503, "/readyz reports not-ready");
  await eventually(
    () => logs.some((line) => line.level === 50 && /change feed lost its database connection/.test(line.msg)),
    "the loss is logged",
  );
  // A request that needs the database says so: 503 with its own code, not a misleading refusal (decision 131).
  const during = await runtime.app.request("http://localhost:3000/api/events/7f6c2a4e-1d3b-4c5a-9e8f-0a1b2c3d4e5f");
  expect(during.status).toBe(503);
  expect((await during.json()).error.code).toBe("DATABASE_UNAVAILABLE");
  // Well over a second away.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(await readyStatus()).toBe(503);

  cluster.start();
  // A change made as soon as the database is back, before the feed necessarily listens again.
  await insertClub("Back Online Speakers");
  await eventually(() => live.text.includes("event: resync"), "the open stream is told to refetch");
  await eventually(async () => (await readyStatus()) === 200, "/readyz is ready again");
  expect(logs.some((line) => /change feed listens again/.test(line.msg))).toBe(true);

  // The page's refetch sees the change; later changes arrive one by one as before.
  const clubs = await (await runtime.app.request("http://localhost:3000/api/clubs")).json();
  expect(JSON.stringify(clubs)).toContain("Back Online Speakers");
  await insertClub("After The Outage");
  await eventually(() => /event: change\ndata: clubs\n/.test(live.text.split("event: resync")[1] ?? ""), "a change");
  await live.cancel();
}, 120_000);
