import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, test } from "vitest";

const run = promisify(execFile);
const script = path.resolve("scripts/create-embedded-database.mjs");
const folders: string[] = [];

function dataFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "pitchcraft-first-start-"));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the embedded database made beside the first build (decision 252)", () => {
  test("is a database the server can open, in the data folder's db, with no draft left behind", async () => {
    const folder = dataFolder();
    await run(process.execPath, [script, folder]);
    expect(readdirSync(folder)).toEqual(["db"]);
    const database = await PGlite.create({ dataDir: path.join(folder, "db") });
    try {
      const { rows } = await database.query<{ answer: number }>("select 6 * 7 as answer");
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      await database.close();
    }
  }, 60_000);

  test("leaves a database that is already there untouched", async () => {
    const folder = dataFolder();
    mkdirSync(path.join(folder, "db"));
    writeFileSync(path.join(folder, "db", "PG_VERSION"), "17\n");
    await run(process.execPath, [script, folder]);
    expect(readdirSync(folder)).toEqual(["db"]);
    expect(readdirSync(path.join(folder, "db"))).toEqual(["PG_VERSION"]);
  });

  test("removes a draft whose process has gone, and keeps one still being made", async () => {
    const folder = dataFolder();
    mkdirSync(path.join(folder, "db"));
    // no process has this id (above Linux's largest)
    mkdirSync(path.join(folder, "db.creating-999999999"));
    mkdirSync(path.join(folder, `db.creating-${process.pid}`));
    await run(process.execPath, [script, folder]);
    expect(readdirSync(folder).sort()).toEqual(["db", `db.creating-${process.pid}`]);
  });
});
