// The operator's command line as an operator runs it: a separate process next to (or instead of) the server.
// Embedded database (always, except in the PostgreSQL pass where it would only repeat itself): admin role, bad input,
// and the data-folder lock. PostgreSQL (when TEST_DATABASE_URL is set): the CLI works while the server runs.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUrl } from "./support/global-setup";
import { usingPostgres } from "./support/server";

const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");

type Result = { code: number | null; stdout: string; stderr: string };

/** The environment of an operator's shell: the test's data folder, and a database URL only when given. */
function environment(dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "test" };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

function cli(env: NodeJS.ProcessEnv, ...args: string[]): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ["scripts/cli.ts", ...args], { cwd: root, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The real server from source, without the front end, answering /api/health. */
async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const server = spawn(tsx, ["src/server/main.ts"], {
    cwd: root,
    env: { ...env, PORT: String(port), SERVE_CLIENT: "false", SEED_DEMO: "never" },
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  server.stdout?.on("data", collect);
  server.stderr?.on("data", collect);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode}):\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill("SIGKILL");
  throw new Error(`The server did not answer /api/health within 30 s:\n${output}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
}

// Registered for the pass that each database is tested in (see README: the server tests run on both).
const describeOnEmbedded = usingPostgres() ? () => {} : describe;
const describeOnPostgres = usingPostgres() ? describe : () => {};

describeOnEmbedded("npm run cli on the embedded database", () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-cli-"));
    env = environment(dataDir);
    const seeded = await cli(env, "seed");
    expect(seeded.stderr).toBe("");
    expect(seeded.code).toBe(0);
  }, 60_000);

  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("grants the admin role to an existing member once, and revokes it", async () => {
    const granted = await cli(env, "grant-admin", "Ana.Ruiz@members.example");
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain("ana.ruiz@members.example (Ana) is now an admin.");

    const again = await cli(env, "grant-admin", "ana.ruiz@members.example");
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("ana.ruiz@members.example is already an admin; nothing changed.");

    const listed = await cli(env, "list-admins");
    expect(listed.stdout.match(/ana\.ruiz@members\.example/g)).toHaveLength(1);

    const revoked = await cli(env, "revoke-admin", "ana.ruiz@members.example");
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain("ana.ruiz@members.example is no longer an admin.");
  }, 60_000);

  it("refuses an e-mail address nobody has signed up with", async () => {
    const result = await cli(env, "grant-admin", "nobody@members.example");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("No member has the e-mail address nobody@members.example.");
  }, 30_000);

  it("explains its usage for a missing argument or an unknown command", async () => {
    const missing = await cli(env, "grant-admin");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Usage: npm run cli -- grant-admin <email>");

    const unknown = await cli(env, "make-coffee");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown command "make-coffee"');
    expect(unknown.stderr).toContain("grant-admin <email>");
  }, 30_000);

  it("refuses to open the database while the server holds it, and works again once it stopped", async () => {
    const server = await startServer(env, 3150);
    try {
      const refused = await cli(env, "grant-admin", "ana.ruiz@members.example");
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The embedded database in ${dataDir} is in use by another process (pid`);
      expect(refused.stderr).not.toContain("    at "); // a message, not a stack trace
    } finally {
      await stopServer(server);
    }
    const afterwards = await cli(env, "grant-admin", "ana.ruiz@members.example");
    expect(afterwards.code).toBe(0);
  }, 90_000);
});

describeOnPostgres("npm run cli on PostgreSQL", () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  const database = `pc_cli_${randomBytes(6).toString("hex")}`;
  let dataDir: string;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-cli-pg-"));
    await admin(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  });

  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("grants the admin role while the server is running", async () => {
    const env = environment(dataDir, databaseUrl(adminUrl, database));
    const seeded = await cli(env, "seed");
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain("Using PostgreSQL at");

    const server = await startServer(env, 3151);
    try {
      const granted = await cli(env, "grant-admin", "ana.ruiz@members.example");
      expect(granted.stderr).toBe("");
      expect(granted.code).toBe(0);
      expect(granted.stdout).toContain("ana.ruiz@members.example (Ana) is now an admin.");
    } finally {
      await stopServer(server);
    }
  }, 90_000);
});
