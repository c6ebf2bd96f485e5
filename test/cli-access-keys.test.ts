// `npm run cli -- access-key create|list|revoke` as an operator runs it: a separate process on the embedded database.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore } from "../src/server/db/client";
import { leadershipAccessKeys } from "../src/server/db/schema";
import { databaseUrl } from "./support/global-setup";
import { usingPostgres } from "./support/server";

const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");

type Result = { code: number | null; stdout: string; stderr: string };

function cli(dataDir: string, ...args: string[]): Promise<Result> {
  return cliWith(dataDir, undefined, ...args);
}

function cliWith(dataDir: string, database: string | undefined, ...args: string[]): Promise<Result> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "test" };
  delete env.DATABASE_URL;
  if (database) env.DATABASE_URL = database;
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

// Registered for the pass that each database is tested in, like test/cli.test.ts.
const describeOnEmbedded = usingPostgres() ? () => {} : describe;
const describeOnPostgres = usingPostgres() ? describe : () => {};

describeOnEmbedded("npm run cli -- access-key", () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-cli-keys-"));
  });

  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates a key shown once, lists it by prefix only, and revokes it by prefix", async () => {
    const empty = await cli(dataDir, "access-key", "list");
    expect(empty.code).toBe(0);
    expect(empty.stdout).toContain("No access keys yet.");

    const created = await cli(dataDir, "access-key", "create", "--expires", "2999-01-31", "--label", "Spring officers");
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    const key = created.stdout.match(/LC(-[0-9A-Z]{5}){4}/)?.[0] ?? "";
    expect(key).not.toBe("");
    const prefix = key.slice(0, 8);
    expect(created.stdout).toContain(`Prefix ${prefix}, works through 2999-01-31 (UTC), label "Spring officers".`);

    const listed = await cli(dataDir, "access-key", "list");
    expect(listed.stdout).toMatch(
      new RegExp(`${prefix}\\s+active\\s+0 uses\\s+works through 2999-01-31 \\(UTC\\)\\s+Spring officers`),
    );
    expect(listed.stdout).not.toContain(key);

    const store = await openStore({ dataDir });
    try {
      const rows = await store.db.select().from(leadershipAccessKeys);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.keyHash).toBe(createHash("sha256").update(key.replaceAll("-", "")).digest("hex"));
      expect(JSON.stringify(rows)).not.toContain(key.slice(9));
    } finally {
      await store.close();
    }

    const revoked = await cli(dataDir, "access-key", "revoke", prefix.toLowerCase());
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain(`${prefix} is deactivated`);
    const again = await cli(dataDir, "access-key", "revoke", prefix);
    expect(again.stdout).toContain(`${prefix} was already inactive; nothing changed.`);
    expect((await cli(dataDir, "access-key", "list")).stdout).toMatch(new RegExp(`${prefix}\\s+inactive`));
  }, 90_000);

  it("explains what is wrong with the arguments, without touching the database", async () => {
    const cases: Array<[string[], string]> = [
      [["access-key"], "Say what to do with access keys."],
      [["access-key", "create", "--expires", "2001-01-01"], "Expiry must be today or later."],
      [["access-key", "create", "--expires", "31.12.2999"], "Expiry must be a date (YYYY-MM-DD)."],
      [["access-key", "create", "--label"], "Unexpected argument --label (missing its value)."],
      [["access-key", "create", "--colour", "red"], "Unexpected argument --colour."],
      [["access-key", "revoke"], "Give the key's prefix (like LC-7K2QD) or its id."],
      [["access-key", "rotate"], 'Unknown access-key action "rotate".'],
    ];
    for (const [args, message] of cases) {
      const result = await cli(dataDir, ...args);
      expect(result.code, args.join(" ")).toBe(1);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain("Usage: npm run cli -- access-key create");
    }
    const missing = await cli(dataDir, "access-key", "revoke", "LC-ZZZZZ");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No access key has the prefix or id LC-ZZZZZ.");
  }, 90_000);
});

describeOnPostgres("npm run cli -- access-key on PostgreSQL", () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  const database = `pc_cli_keys_${randomBytes(6).toString("hex")}`;
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
    dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-cli-keys-pg-"));
    await admin(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  });

  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates, lists and revokes a key", async () => {
    const url = databaseUrl(adminUrl, database);
    const created = await cliWith(dataDir, url, "access-key", "create", "--label", "Board");
    expect(created.stderr).toBe("");
    expect(created.stdout).toContain("Using PostgreSQL at");
    const key = created.stdout.match(/LC(-[0-9A-Z]{5}){4}/)?.[0] ?? "";
    expect(key).not.toBe("");
    const listed = await cliWith(dataDir, url, "access-key", "list");
    expect(listed.stdout).toMatch(new RegExp(`${key.slice(0, 8)}\\s+active\\s+0 uses\\s+does not expire\\s+Board`));
    const revoked = await cliWith(dataDir, url, "access-key", "revoke", key.slice(0, 8));
    expect(revoked.stdout).toContain(`${key.slice(0, 8)} is deactivated`);
  }, 90_000);
});
