import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { databaseUrl } from "./global-setup";
import { processCommand } from "./process-bundles";
import { usingPostgres } from "./server";

export const root = path.resolve(import.meta.dirname, "../..");

export type CliResult = { code: number | null; stdout: string; stderr: string };

/** Registered only in the pass that tests that database (the server tests run once per database). */
export const describeOnEmbedded = usingPostgres() ? () => {} : describe;
export const describeOnPostgres = usingPostgres() ? describe : () => {};

/** The environment of an operator's shell: the test's data folder, and a database URL only when given. */
export function cliEnvironment(dataDir: string, database?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "test" };
  delete env.DATABASE_URL;
  if (database) env.DATABASE_URL = database;
  return env;
}

/** Runs the operator's command line with `…args` as a separate process (its bundle) and collects what it printed. */
export function runCli(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CliResult> {
  const cli = processCommand("cli", env);
  return collect(spawn(cli.command, [...cli.args, ...args], { cwd: root, env: cli.env }));
}

/** Runs `npm run cli -- …args` exactly as an operator types it (from source through tsx). */
export function runCliFromSource(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CliResult> {
  return collect(spawn("npm", ["run", "--silent", "cli", "--", ...args], { cwd: root, env }));
}

function collect(child: ChildProcessWithoutNullStreams): Promise<CliResult> {
  return new Promise((resolve, reject) => {
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

/**
 * A fresh PostgreSQL database and data folder for the enclosing describe (created before, dropped after);
 * read `scratch.url` and `scratch.dataDir` inside tests.
 */
export function useScratchDatabase(prefix: string) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  const database = `${prefix}_${randomBytes(6).toString("hex")}`;
  const scratch = { url: databaseUrl(adminUrl, database), dataDir: "" };
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
    scratch.dataDir = mkdtempSync(path.join(tmpdir(), `pitchcraft-${prefix}-`));
    await admin(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  });
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`);
    if (scratch.dataDir) rmSync(scratch.dataDir, { recursive: true, force: true });
  });
  return scratch;
}
