// The operator's command line as an operator runs it: a separate process next to (or instead of) the server.
// Embedded database (always, except in the PostgreSQL pass where it would only repeat itself): admin role, bad input,
// and the data-folder lock. PostgreSQL (when TEST_DATABASE_URL is set): the CLI works while the server runs.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  cliEnvironment,
  describeOnEmbedded,
  describeOnPostgres,
  root,
  runCli,
  runCliFromSource,
  useScratchDatabase,
} from "./support/cli";
import { processCommand } from "./support/process-bundles";

/** A port nothing listens on now, so the health check below can only be answered by the server started here. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const port = await freePort();
  const start = processCommand("server", { ...env, PORT: String(port), SERVE_CLIENT: "false", SEED_DEMO: "never" });
  const server = spawn(start.command, start.args, { cwd: root, env: start.env });
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

describeOnEmbedded("npm run cli on the embedded database", () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-cli-"));
    env = cliEnvironment(dataDir);
    const seeded = await runCli(env, "seed");
    expect(seeded.stderr).toBe("");
    expect(seeded.code).toBe(0);
  }, 120_000);

  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("grants the admin role to an existing member once, and revokes it", async () => {
    // once exactly as an operator types it (npm run cli, from source); the other commands run from the bundle
    const granted = await runCliFromSource(env, "grant-admin", "Ana.Ruiz@members.example");
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain("ana.ruiz@members.example (Ana) is now an admin.");

    const again = await runCli(env, "grant-admin", "ana.ruiz@members.example");
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("ana.ruiz@members.example is already an admin; nothing changed.");

    const listed = await runCli(env, "list-admins");
    expect(listed.stdout.match(/ana\.ruiz@members\.example/g)).toHaveLength(1);

    const revoked = await runCli(env, "revoke-admin", "ana.ruiz@members.example");
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain("ana.ruiz@members.example is no longer an admin.");
  }, 120_000);

  it("refuses an e-mail address nobody has signed up with", async () => {
    const result = await runCli(env, "grant-admin", "nobody@members.example");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("No member has the e-mail address nobody@members.example.");
  }, 30_000);

  it("explains its usage for a missing argument or an unknown command", async () => {
    const missing = await runCli(env, "grant-admin");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Usage: npm run cli -- grant-admin <email>");

    const unknown = await runCli(env, "make-coffee");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown command "make-coffee"');
    expect(unknown.stderr).toContain("grant-admin <email>");
  }, 30_000);

  it("refuses to open the database while the server holds it, and works again once it stopped", async () => {
    const server = await startServer(env);
    try {
      const refused = await runCli(env, "grant-admin", "ana.ruiz@members.example");
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The embedded database in ${dataDir} is in use by another process (pid`);
      expect(refused.stderr).not.toContain("    at "); // a message, not a stack trace
    } finally {
      await stopServer(server);
    }
    const afterwards = await runCli(env, "grant-admin", "ana.ruiz@members.example");
    expect(afterwards.code).toBe(0);
  }, 120_000);
});

describeOnPostgres("npm run cli on PostgreSQL", () => {
  const scratch = useScratchDatabase("pc_cli");

  it("grants the admin role while the server is running", async () => {
    const env = cliEnvironment(scratch.dataDir, scratch.url);
    const seeded = await runCli(env, "seed");
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain("Using PostgreSQL at");

    const server = await startServer(env);
    try {
      const granted = await runCli(env, "grant-admin", "ana.ruiz@members.example");
      expect(granted.stderr).toBe("");
      expect(granted.code).toBe(0);
      expect(granted.stdout).toContain("ana.ruiz@members.example (Ana) is now an admin.");
    } finally {
      await stopServer(server);
    }
  }, 90_000);
});
