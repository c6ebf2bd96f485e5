// The real server as an operator runs it: a separate Node process (the server bundled as `npm start` runs it, without
// the front end), talked to over HTTP on 127.0.0.1. For the production tests: several instances, signals, crashes, logs.
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { openEmbedded } from "../../../src/server/db/client";
import { type Mail, readMail } from "../../support/mail";
import { processCommand } from "../../support/process-bundles";

const root = path.resolve(import.meta.dirname, "../../..");

export const PRODUCTION_SECRET = "production-test-secret-0123456789-abcdefghijklmnop";
export const PASSWORD = "correct-horse-battery";

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  port: number;
  /** The instance's own address (http://127.0.0.1:PORT), whatever APP_URL says. */
  url: string;
  dataDir: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** The JSON lines (pino) written to stdout so far. */
  logLines(): Array<Record<string, unknown>>;
  exited: Promise<Exit>;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
};

/** Every server process started by this test file and not yet ended. */
const running = new Set<ChildProcess>();
// A failing test must not leave servers behind on the shared machine.
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Ends (SIGKILL) every server this test file started that is still running. */
export async function killAllServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGKILL");
        }),
    ),
  );
}

/** Starts `node <the server's bundle>` (one process: signals reach the server itself, not a wrapper). */
export async function startServerProcess(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string | undefined>;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["DATABASE_URL", "TEST_DATABASE_URL", "SMTP_URL", "APP_URL", "NODE_OPTIONS", "VITEST"]) {
    delete env[name];
  }
  Object.assign(env, {
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: PRODUCTION_SECRET,
    HOST: "127.0.0.1",
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    SERVE_CLIENT: "false",
    SEED_DEMO: "never",
    LOG_LEVEL: "info",
  });
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const start = processCommand("server", env);
  const child = spawn(start.command, start.args, { cwd: root, env: start.env });
  let output = "";
  let stdout = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  running.add(child);
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const server: ServerProcess = {
    child,
    pid: child.pid ?? -1,
    port: options.port,
    url,
    dataDir: options.dataDir,
    output: () => output,
    logLines: () =>
      stdout
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit ${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`The server did not answer /readyz within ${options.timeoutMs ?? 30_000} ms:\n${output}`);
}

/**
 * Writes an embedded database with every migration applied into DATA_DIR/db, from the dump the test run made once
 * (test/support/global-setup.ts): a server started on it skips the 5 s of creating and migrating a new database.
 */
export async function prepareEmbeddedDataDir(dataDir: string): Promise<void> {
  const source = inject("testDatabase");
  if (source?.kind !== "embedded") throw new Error("prepareEmbeddedDataDir needs the embedded test pass");
  const store = await openEmbedded(path.join(dataDir, "db"), dataDir, new Blob([readFileSync(source.dumpFile)]));
  await store.close();
}

/** Every mail the instance wrote to DATA_DIR/outbox (no SMTP_URL), oldest first. */
export function outboxOf(dataDir: string): Mail[] {
  const folder = path.join(dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .map((file) => ({ file, at: statSync(path.join(folder, file)).mtimeMs }))
    .sort((a, b) => a.at - b.at || a.file.localeCompare(b.file))
    .map(({ file }) => readMail(readFileSync(path.join(folder, file), "utf8")));
}

/** A browser stand-in over real HTTP: a cookie jar, and the Origin of the site (APP_URL) on every request. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  async request(url: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (!headers.has("origin")) headers.set("origin", this.origin);
    if (json !== undefined) {
      headers.set("content-type", "application/json");
      rest.body = JSON.stringify(json);
    }
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (cookie && !headers.has("cookie")) headers.set("cookie", cookie);
    const response = await fetch(url, { redirect: "manual", ...rest, headers });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (!value || /max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(url: string, init: RequestInit = {}) {
    return this.request(url, { ...init, method: "GET" });
  }

  post(url: string, json: unknown = {}, init: RequestInit = {}) {
    return this.request(url, { ...init, method: "POST", json });
  }

  /** The Better Auth session cookie's value, if any. */
  get sessionCookie(): string | undefined {
    for (const [name, value] of this.cookies) if (name.endsWith("session_token")) return value;
    return undefined;
  }
}

/** The link of `kind` in the last mail to `email`, pointed at `baseUrl` (the instance) instead of APP_URL. */
export function linkFrom(mails: Mail[], email: string, pathPart: string, baseUrl: string): string {
  const mail = mails.findLast((message) => message.to.includes(email.toLowerCase()));
  const link = mail?.links.find((candidate) => candidate.includes(pathPart));
  if (!link) throw new Error(`no mail to ${email} with a ${pathPart} link`);
  const target = new URL(link);
  return `${baseUrl}${target.pathname}${target.search}`;
}

/** Signs up through `server`, follows the verification link from its outbox; the client keeps the session. */
export async function signUpAndVerify(server: ServerProcess, client: HttpClient, email: string, firstName: string) {
  const signUp = await client.post(`${server.url}/api/auth/sign-up/email`, {
    name: firstName,
    email,
    password: PASSWORD,
    callbackURL: "/dashboard",
  });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const verified = await client.get(linkFrom(outboxOf(server.dataDir), email, "/api/auth/verify-email", server.url));
  if (verified.status !== 302 || !client.sessionCookie) {
    throw new Error(`the verification link answered ${verified.status} without a session`);
  }
}
