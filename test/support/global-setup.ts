import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openMemory, openStore } from "../../src/server/db/client";
import { migrateStore } from "../../src/server/db/migrate";
import { bundleProcesses } from "./process-bundles";

/** What every test worker needs to start a migrated database quickly (see test/support/server.ts). */
export type TestDatabaseSource =
  | { kind: "embedded"; dumpFile: string }
  | { kind: "postgres"; adminUrl: string; template: string; prefix: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Once per test run and project (vitest.config.ts): bundles the processes some tests start (process-bundles.ts) and
 * runs the migrations. `embedded`: into a dump that each test file's database is loaded from. `postgres`
 * (TEST_DATABASE_URL): into a template database that each test file's database is copied from.
 */
export default async function setup(project: TestProject) {
  const processes = await bundleProcesses();
  project.provide("processBundles", processes.bundles);
  const databaseTeardown = await setupDatabase(project);
  return async () => {
    await databaseTeardown();
    processes.remove();
  };
}

async function setupDatabase(project: TestProject): Promise<() => void | Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (project.name === "postgres") {
    if (!adminUrl) throw new Error("the postgres project needs TEST_DATABASE_URL");
    const run = randomBytes(4).toString("hex");
    const template = `pc_template_${run}`;
    const prefix = `pc_test_${run}_`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(template)}`);
    const store = await openStore({ databaseUrl: databaseUrl(adminUrl, template), dataDir: tmpdir() });
    try {
      await migrateStore(store);
    } finally {
      await store.close();
    }
    project.provide("testDatabase", { kind: "postgres", adminUrl, template, prefix });
    return async () => {
      // the template, and any test database a crashed worker left behind (only this run's)
      const leftovers = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
        [prefix],
      );
      for (const name of [template, ...leftovers.rows.map((row) => row.datname)]) {
        await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      }
      await admin.end();
    };
  }

  const folder = mkdtempSync(path.join(tmpdir(), "pitchcraft-test-"));
  const dumpFile = path.join(folder, "migrated.tar.gz");
  const store = await openMemory();
  try {
    await migrateStore(store);
    const dump = await store.pglite?.dumpDataDir("gzip");
    if (!dump) throw new Error("the embedded store has no PGlite instance to dump");
    writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await store.close();
  }
  project.provide("testDatabase", { kind: "embedded", dumpFile });
  return () => rmSync(folder, { recursive: true, force: true });
}
