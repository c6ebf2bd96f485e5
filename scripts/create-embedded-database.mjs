#!/usr/bin/env node
// `node scripts/create-embedded-database.mjs <data folder>`: creates the embedded database's files (PGlite's initdb,
// some 6 s of one core) in `<data folder>/db` when there is none yet. `npm start` runs it beside the first build
// (decision 252), so the server then opens a database that exists instead of creating it after the build. The files
// are made in a folder of this process's own and renamed into place, so a server that creates `db` meanwhile is
// never disturbed: whoever comes second leaves the other's folder alone. A draft whose process has gone (stopped
// mid-way) is removed.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

const DRAFT = /^db\.creating-(\d+)$/;

/** Whether a process of that id runs (one of another user's counts as running). */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

function removeAbandonedDrafts(dataDir) {
  if (!existsSync(dataDir)) return;
  for (const name of readdirSync(dataDir)) {
    const pid = DRAFT.exec(name)?.[1];
    if (pid && !running(Number(pid))) rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}

async function createEmbeddedDatabase(dataDir) {
  removeAbandonedDrafts(dataDir);
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
