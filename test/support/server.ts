/**
 * The test server: the whole API on a database of its own, and a browser stand-in to call it. Over 400 lines as one
 * module on purpose: vitest.config.ts runs on PostgreSQL too the test files that import this module, so what a server
 * test needs to start, call and stop its server stays here.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Hono } from "hono";
import { hc } from "hono/client";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";
import { z } from "zod";
import { type ErrorCode, REFUSALS } from "../../src/domain/refusals";
import type { Api } from "../../src/server/app";
import { type Config, loadConfig } from "../../src/server/config";
import { type Database, openMemory, openStore, type Store } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { runDueJobs } from "../../src/server/jobs/queue";
import { createLogger } from "../../src/server/logger";
import { deliverDueMail } from "../../src/server/mail/queue";
import { createRuntime } from "../../src/server/runtime";
import { databaseUrl } from "./global-setup";
import { type Mail, readMail } from "./mail";
import type { TestSmtpServer } from "./smtp";

export const APP_URL = "http://localhost:3000";
export const TEST_SECRET = "test-secret-that-is-long-enough-for-better-auth-0123456789";
export const TEST_PASSWORD = "correct-horse-battery";

/**
 * A migrated database that the test worker keeps open between its tests and files (docs/decisions/198, 228): each
 * test server takes one that no other open test server holds, emptied first, and gives it back on `close()`.
 */
type KeptDatabase = {
  store: Store;
  url: string | undefined;
  /** Every table but the migrations' own, each after the tables that refer to it (the order rows can be deleted). */
  tables: string[];
  /** Sequences not of the migrations' table: restarted with the tables. */
  sequences: string[];
  /** A digest of the schema as migrated: a test that changed it (a disabled trigger, a renamed table) leaves it. */
  schemaDigest: string;
  drop(): Promise<void>;
};

/** Idle databases by the project's database source: a worker that runs files of both projects keeps them apart. */
const idleBySource = new Map<string, KeptDatabase[]>();
const idleDatabases = (): KeptDatabase[] => {
  const source = JSON.stringify(inject("testDatabase"));
  const idle = idleBySource.get(source) ?? [];
  idleBySource.set(source, idle);
  return idle;
};

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** Tables, columns, indexes, constraints, triggers (and whether they are enabled) and functions of the schema. */
const SCHEMA_DIGEST = `SELECT md5(string_agg(part, ',' ORDER BY part)) AS digest FROM (
  SELECT format('r %s %s %s', c.oid::regclass, c.relkind, c.relname) AS part FROM pg_class c
    WHERE c.relnamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace, 'pg_toast'::regnamespace)
  UNION ALL SELECT format('a %s %s %s %s', attrelid::regclass, attname, atttypid, attnotnull) FROM pg_attribute
    JOIN pg_class c ON c.oid = attrelid
    WHERE attnum > 0 AND NOT attisdropped AND c.relnamespace = 'public'::regnamespace
  UNION ALL SELECT format('c %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) FROM pg_constraint
    WHERE connamespace = 'public'::regnamespace
  UNION ALL SELECT format('t %s %s %s', tgrelid::regclass, tgname, tgenabled) FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL SELECT format('f %s %s', proname, md5(prosrc)) FROM pg_proc WHERE pronamespace = 'public'::regnamespace
) AS parts`;

async function schemaDigestOf(db: Database): Promise<string> {
  const [row] = rowsOf<{ digest: string }>(await db.execute(sql.raw(SCHEMA_DIGEST)));
  return row?.digest ?? "";
}
const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The tables of the migrated schema, those referring to others first, and its sequences. */
async function schemaOf(db: Database) {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql.raw(`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
               WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND tablename <> '__drizzle_migrations'`),
    ),
  ).map((row) => row.name);
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(
      sql.raw(`SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint
               WHERE contype = 'f' AND conrelid <> confrelid`),
    ),
  );
  const sequences = rowsOf<{ name: string }>(
    await db.execute(
      sql.raw(`SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences
               WHERE sequencename <> '__drizzle_migrations_id_seq'`),
    ),
  ).map((row) => row.name);
  // regclass prints a table of the search path without its schema
  const bare = (name: string) => name.replace(/^public\./, "");
  const ordered: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    const free = [...left].filter(
      (table) => !references.some((ref) => ref.parent === bare(table) && left.has(`public.${ref.child}`)),
    );
    // a cycle of references (none today): the rest are emptied by TRUNCATE … CASCADE, which needs no order
    if (free.length === 0) return { tables: [...ordered, ...left], cyclic: true, sequences };
    for (const table of free.sort()) {
      ordered.push(table);
      left.delete(table);
    }
  }
  return { tables: ordered, cyclic: false, sequences };
}

async function openTestDatabase(): Promise<KeptDatabase> {
  const source = inject("testDatabase");
  if (!source) throw new Error("test/support/global-setup.ts did not run: use the repository's vitest.config.ts");
  let database: Pick<KeptDatabase, "store" | "url" | "drop">;
  if (source.kind === "embedded") {
    const store = await openMemory(new Blob([readFileSync(source.dumpFile)]));
    database = { store, url: undefined, drop: async () => {} };
  } else {
    // PostgreSQL: a database of the test file's, copied from the migrated template, dropped after the file.
    const name = `${source.prefix}${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: source.adminUrl });
    await admin.connect();
    try {
      await admin.query(
        `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(source.template)}`,
      );
    } finally {
      await admin.end();
    }
    const url = databaseUrl(source.adminUrl, name);
    const store = await openStore({ databaseUrl: url, dataDir: tmpdir() });
    database = {
      store,
      url,
      drop: async () => {
        const client = new pg.Client({ connectionString: source.adminUrl });
        await client.connect();
        try {
          await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
        } finally {
          await client.end();
        }
      },
    };
  }
  const schema = await schemaOf(database.store.db);
  if (schema.cyclic) throw new Error("tables refer to each other in a cycle: empty them with TRUNCATE … CASCADE");
  const schemaDigest = await schemaDigestOf(database.store.db);
  return { ...database, tables: schema.tables, sequences: schema.sequences, schemaDigest };
}

/**
 * Empties every table and restarts every sequence, in at most a few seconds (a test that left a lock behind gets a
 * new database). Rows are deleted, table after table, from the tables that hold any: TRUNCATE would do the same, but
 * on PostgreSQL it costs a new file per table and index, about 2 s for the whole schema.
 */
async function emptyDatabase(database: KeptDatabase) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("emptying the test database took too long")), 10_000);
  });
  const empty = async () => {
    const { db } = database.store;
    if ((await schemaDigestOf(db)) !== database.schemaDigest) throw new Error("a test changed the schema");
    const anyRows = database.tables.map(
      (table) => `SELECT ${sqlText(table)} AS name WHERE EXISTS (SELECT FROM ${table})`,
    );
    const filled = new Set(
      rowsOf<{ name: string }>(await db.execute(sql.raw(anyRows.join(" UNION ALL ")))).map((row) => row.name),
    );
    if (filled.size === 0 && database.sequences.length === 0) return;
    await db.transaction(async (tx) => {
      for (const table of database.tables) if (filled.has(table)) await tx.execute(sql.raw(`DELETE FROM ${table}`));
      for (const sequence of database.sequences) await tx.execute(sql.raw(`ALTER SEQUENCE ${sequence} RESTART`));
    });
  };
  try {
    await Promise.race([empty(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes a database no test can use any more (and drops it on PostgreSQL), without waiting. */
function throwAway(database: KeptDatabase) {
  database.store
    .close()
    .catch(() => {})
    .then(() => database.drop())
    .catch(() => {});
}

/** An emptied database no open test server holds: a kept one, else a new one. */
async function takeTestDatabase(): Promise<KeptDatabase> {
  const idle = idleDatabases();
  for (let database = idle.pop(); database; database = idle.pop()) {
    try {
      await emptyDatabase(database);
      return database;
    } catch {
      // a test changed its schema or left it unusable (a transaction still open): it is dropped, a new one taken
      throwAway(database);
    }
  }
  return openTestDatabase();
}

// No test file closes them: the worker's next file takes them (vitest.config.ts runs a worker's files in one module
// graph). They end with the worker; on PostgreSQL, test/support/global-setup.ts drops them after the run.

/**
 * A new handle on the kept database's connection for each test server: the runtime's caches are kept per database
 * handle (src/server/realtime/feed-cache.ts, src/server/http/session-cache.ts), so a test never sees another's.
 */
function newHandle(store: Store): Store {
  const client = (store.db as unknown as { $client: unknown }).$client;
  const db =
    store.kind === "embedded"
      ? drizzlePglite({ client: client as PGlite, schema })
      : drizzlePg({ client: client as pg.Pool, schema });
  return { ...store, db: db as unknown as Database };
}

export const usingPostgres = () => inject("testDatabase")?.kind === "postgres";

type RequestOptions = Omit<RequestInit, "body"> & { body?: BodyInit | null; json?: unknown };

/** A browser stand-in: its own cookie jar, sending the app's Origin like a page of the app would. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly server: { app: Hono; outbox: () => Mail[] }) {}

  /**
   * The API as the browser's typed client sees it (src/web/lib/api.ts), sent with this client's cookies:
   * `await (await client.api.events[":id"].$get({ param: { id } })).json()` is typed by the route.
   */
  readonly api = hc<Api>(`${APP_URL}/api`, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      this.request(String(input), { ...init, body: init?.body ?? null }),
  });

  async request(pathname: string, options: RequestOptions = {}): Promise<Response> {
    const { json, headers: given, ...init } = options;
    const headers = new Headers(given);
    if (!headers.has("origin")) headers.set("origin", APP_URL);
    if (json !== undefined) {
      headers.set("content-type", "application/json");
      init.body = JSON.stringify(json);
    }
    const cookie = this.cookieHeader();
    if (cookie && !headers.has("cookie")) headers.set("cookie", cookie);
    const response = await this.server.app.request(new URL(pathname, APP_URL).toString(), { ...init, headers });
    this.keepCookies(response);
    return response;
  }

  get(pathname: string, options: RequestOptions = {}) {
    return this.request(pathname, { ...options, method: "GET" });
  }

  post(pathname: string, json?: unknown, options: RequestOptions = {}) {
    return this.request(pathname, { ...options, method: "POST", json: json ?? {} });
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** The Better Auth session cookie's value, if this client has one. */
  get sessionCookie(): string | undefined {
    for (const [name, value] of this.cookies) if (name.endsWith("session_token")) return value;
    return undefined;
  }

  async session(): Promise<{ user: Record<string, unknown>; session: Record<string, unknown> } | null> {
    const response = await this.get("/api/auth/get-session");
    if (response.status !== 200) throw new Error(`get-session answered ${response.status}`);
    return response.json();
  }

  async signIn(email: string, password = TEST_PASSWORD, options: RequestOptions = {}): Promise<Response> {
    return this.post("/api/auth/sign-in/email", { email, password }, options);
  }

  /** Signs up, opens the verification link from the outbox and keeps the session cookie. */
  async signUpAndVerify(email: string, firstName: string, password = TEST_PASSWORD) {
    const signUp = await this.post("/api/auth/sign-up/email", {
      name: firstName,
      email,
      password,
      callbackURL: "/dashboard",
    });
    if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const mail = this.server.outbox().findLast((message) => message.to.includes(email.toLowerCase()));
    if (!mail) throw new Error(`no verification mail to ${email} in the outbox`);
    const link = mail.links.find((url) => url.includes("/api/auth/verify-email"));
    if (!link) throw new Error(`the mail to ${email} has no verification link:\n${mail.text}`);
    const verified = await this.get(link);
    if (verified.status !== 302 || !this.sessionCookie) {
      throw new Error(`the verification link answered ${verified.status} without a session`);
    }
    const session = await this.session();
    if (!session) throw new Error("no session after verification");
    return { user: session.user as { id: string; email: string; name: string; createdAt: string }, link };
  }

  private keepCookies(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", raw = ""] = attribute.split("=").map((part) => part.trim());
        if (key.toLowerCase() === "max-age") return Number(raw) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(raw) <= Date.now();
        return false;
      });
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The one shape of a refusal (src/server/http/errors.ts), with a code of the catalogue (src/domain/refusals). */
const refusal = z.strictObject({
  error: z.strictObject({
    code: z.enum(Object.keys(REFUSALS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    title: z.string().optional(),
    retryAfterSeconds: z.number().optional(),
  }),
});

/** What a refused request answered: its status and the error's code, message, and title or wait if it has one. */
export async function errorOf(response: Response) {
  const { error } = refusal.parse(await response.json());
  return { status: response.status, ...error };
}

/** Expects a refusal: this status and error code, and this message (or one matching it) when given. */
export async function expectError(response: Response, status: number, code: string, message?: string | RegExp) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body.error.code).toBe(code);
  if (typeof message === "string") expect(body.error.message).toBe(message);
  else if (message) expect(body.error.message).toMatch(message);
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/**
 * The whole API on a database of its own (in-memory PGlite, or a PostgreSQL database when TEST_DATABASE_URL is set)
 * with a temporary DATA_DIR whose outbox receives the mail. Each call builds a new runtime (config, caches, change
 * feed, workers, logs, outbox) on an emptied database that the test worker keeps open between tests
 * (docs/decisions/198, 228). Passwords get a quick hash unless `realPasswordHash` (docs/decisions/199).
 * Call `close()` when done (afterEach/afterAll).
 */
/** What a test server is started with: environment variables added to the test defaults, and scrypt as in production. */
export type TestServerOptions = { env?: Record<string, string>; realPasswordHash?: boolean };

export async function createTestServer(options: TestServerOptions = {}) {
  const baseConfig: Config = loadConfig({
    NODE_ENV: "test",
    APP_URL,
    BETTER_AUTH_SECRET: TEST_SECRET,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "pitchcraft-data-")),
    SEED_DEMO: "never",
    // scheduled work runs when a test says so (runScheduledWork), not on a timer
    JOB_POLL_SECONDS: "0",
    ...options.env,
  });
  const dataDir = baseConfig.dataDir;
  const logs: Array<Record<string, unknown>> = [];
  // The product's logger (its redaction included), writing into `logs`.
  const logger = createLogger("info", { write: (line: string) => void logs.push(JSON.parse(line)) });
  const database = await takeTestDatabase();
  const store = newHandle(database.store);
  const config: Config = {
    ...baseConfig,
    databaseUrl: database.url,
    quickPasswordHashForTests: baseConfig.env === "test" && !options.realPasswordHash,
  };
  let runtime: Awaited<ReturnType<typeof createRuntime>>;
  try {
    runtime = await createRuntime(config, store, logger);
  } catch (error) {
    idleDatabases().push(database);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const outboxDir = path.join(dataDir, "outbox");

  /** Every mail written so far, oldest first. */
  const outbox = (): Mail[] => {
    let files: string[];
    try {
      files = readdirSync(outboxDir).filter((file) => file.endsWith(".eml"));
    } catch {
      return [];
    }
    const written = files.map((file) => {
      const full = path.join(outboxDir, file);
      return { file, at: statSync(full).mtimeMs, mail: readMail(readFileSync(full, "utf8")) };
    });
    return written.sort((a, b) => a.at - b.at || a.file.localeCompare(b.file)).map((entry) => entry.mail);
  };

  const server = { app: runtime.app, outbox };
  const client = new TestClient(server);
  let closed = false;
  return {
    app: runtime.app,
    deps: runtime.deps,
    db: store.db,
    store,
    config,
    dataDir,
    logs,
    outbox,
    /** A new browser with an empty cookie jar. */
    client: () => new TestClient(server),
    /** The default browser's cookie jar. */
    cookies: client.cookies,
    /** The default browser's typed client (TestClient.api). */
    api: client.api,
    request: client.request.bind(client),
    get: client.get.bind(client),
    post: client.post.bind(client),
    session: client.session.bind(client),
    signIn: client.signIn.bind(client),
    signUpAndVerify: client.signUpAndVerify.bind(client),
    /** Resolves when this instance's change feed reports `topic` (what its caches listen to). */
    reported(topic: string): Promise<void> {
      return new Promise((resolve) => {
        const stop = runtime.deps.changeFeed.subscribe((seen) => {
          if (seen !== topic) return;
          stop();
          resolve();
        });
      });
    },
    /** Runs the scheduled work that is due (JOB_POLL_SECONDS is 0 here), then delivers the mail it queued. */
    async runScheduledWork() {
      const deps = { db: store.db, logger, mailer: runtime.deps.mailer };
      const jobs = await runDueJobs({ ...deps, handlers: runtime.deps.work.handlers });
      while ((await deliverDueMail(deps)).sent > 0) {}
      return jobs;
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await runtime.close();
      } finally {
        // emptied when the next test server takes it
        idleDatabases().push(database);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A new test server for each test of the file, made before it and closed after it: the value stands for the current
 * test's server, so a test reads `server.db` or calls `server.client()` as it would with a variable of its own.
 */
export function aServerForEachTest(options?: TestServerOptions): TestServer {
  let current: TestServer | undefined;
  beforeEach(async () => {
    current = await createTestServer(options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return standIn(() => current, "the test server exists only while a test runs");
}

/** One test server for all the tests of the file (or of the `describe` it is called in), made before and closed after them. */
export function aServerForTheFile(options?: TestServerOptions): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await createTestServer(options);
  });
  afterAll(async () => {
    await server?.close();
    server = undefined;
  });
  return standIn(() => server, "the test server exists only while the file's tests run");
}

/** A value that stands for the one `current` gives when it is read or written: made by a hook, not there before. */
function standIn<T extends object>(current: () => T | undefined, whenMissing: string): T {
  const value = () => {
    const now = current();
    if (!now) throw new Error(whenMissing);
    return now;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(value(), key),
    set: (_target, key, newValue) => Reflect.set(value(), key, newValue),
  });
}

/**
 * One test server for the whole file, whose mail goes out over SMTP to a test SMTP server of its own (the first free
 * port of `ports`; `env` adds to the server's environment), made before the file's tests and closed after them. Before
 * each test the SMTP server forgets what it received and accepts mail again. `verifiedMember` signs a new browser up
 * as `email` and opens the verification link the SMTP server received: the member's browser, id and address.
 */
export function aServerWithSmtpForTheFile(ports: readonly number[], env: Record<string, string> = {}) {
  let smtp: TestSmtpServer | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    const { startTestSmtpServer } = await import("./smtp");
    smtp = await startTestSmtpServer(ports);
    server = await createTestServer({ env: { SMTP_URL: smtp.url, ...env } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    if (!smtp) return;
    smtp.received.length = 0;
    smtp.failWith = undefined;
  });
  const theServer = standIn(() => server, "the test server exists only while the file's tests run");
  const theSmtp = standIn(() => smtp, "the test SMTP server exists only while the file's tests run");

  async function verifiedMember(firstName: string, email: string) {
    const client = theServer.client();
    const signUp = await client.post("/api/auth/sign-up/email", { name: firstName, email, password: TEST_PASSWORD });
    expect(signUp.status).toBe(200);
    const [mail] = await theSmtp.arrived((received) => received.to === email);
    const link = mail?.links.find((url) => url.includes("/api/auth/verify-email")) ?? "";
    expect((await client.get(link)).status).toBe(302);
    const session = await client.session();
    return { client, id: String(session?.user.id), email };
  }
  return { server: theServer, smtp: theSmtp, verifiedMember };
}
