import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { hc } from "hono/client";
import pg from "pg";
import { inject } from "vitest";
import { z } from "zod";
import { type ErrorCode, REFUSALS } from "../../src/domain/refusals";
import type { Api } from "../../src/server/app";
import { type Config, loadConfig } from "../../src/server/config";
import { openMemory, openStore, type Store } from "../../src/server/db/client";
import { runDueJobs } from "../../src/server/jobs/queue";
import { createLogger } from "../../src/server/logger";
import { deliverDueMail } from "../../src/server/mail/queue";
import { createRuntime } from "../../src/server/runtime";
import { databaseUrl } from "./global-setup";
import { type Mail, readMail } from "./mail";

export const APP_URL = "http://localhost:3000";
export const TEST_SECRET = "test-secret-that-is-long-enough-for-better-auth-0123456789";
export const TEST_PASSWORD = "correct-horse-battery";

/** A database of its own for one test server, migrated, and the way to throw it away. */
type TestDatabase = { store: Store; url: string | undefined; drop(): Promise<void> };

async function openTestDatabase(): Promise<TestDatabase> {
  const source = inject("testDatabase");
  if (!source) throw new Error("test/support/global-setup.ts did not run: use the repository's vitest.config.ts");
  if (source.kind === "embedded") {
    const store = await openMemory(new Blob([readFileSync(source.dumpFile)]));
    return { store, url: undefined, drop: async () => {} };
  }
  // PostgreSQL: a fresh database per test server, copied from the migrated template, dropped afterwards.
  const name = `${source.prefix}${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(source.template)}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(source.adminUrl, name);
  const store = await openStore({ databaseUrl: url, dataDir: tmpdir() });
  return {
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

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/**
 * The whole API on a database of its own (in-memory PGlite, or a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set) with a temporary DATA_DIR whose outbox receives the mail.
 * Call `close()` when done (afterEach/afterAll).
 */
export async function createTestServer(options: { env?: Record<string, string> } = {}) {
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
  const database = await openTestDatabase();
  const config: Config = { ...baseConfig, databaseUrl: database.url };
  let runtime: Awaited<ReturnType<typeof createRuntime>>;
  try {
    runtime = await createRuntime(config, database.store, logger);
  } catch (error) {
    await database.store.close();
    await database.drop();
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
    db: database.store.db,
    store: database.store,
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
      const deps = { db: database.store.db, logger, mailer: runtime.deps.mailer };
      const jobs = await runDueJobs({ ...deps, handlers: runtime.deps.work.handlers });
      while ((await deliverDueMail(deps)).sent > 0) {}
      return jobs;
    },
    async close() {
      if (closed) return;
      closed = true;
      await runtime.close();
      await database.store.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
