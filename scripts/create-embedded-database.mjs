#!/usr/bin/env node
// `node scripts/create-embedded-database.mjs <data folder>`: creates the embedded database's files (PGlite's initdb,
// some 6 s of one core) in `<data folder>/db` when there is none yet. `npm start` runs it beside the first build
// (decision 252), so the server then opens a database that exists instead of creating it after the build. The files
// are made in a folder of this process's own and renamed into place, so a server that creates `db` meanwhile is
// never disturbed: whoever comes second leaves the other's folder alone.
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

async function createEmbeddedDatabase(dataDir) {
  const target = path.join(dataDir, "db");
  if (existsSync(target)) return false;
  mkdirSync(dataDir, { recursive: true });
  const draft = path.join(dataDir, `db.creating-${process.pid}`);
  try {
    const database = await PGlite.create({ dataDir: draft });
    await database.close();
    if (existsSync(target)) return false;
    renameSync(draft, target);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(draft, { recursive: true, force: true });
  }
}

const dataDir = process.argv[2];
if (dataDir) await createEmbeddedDatabase(path.resolve(dataDir));
