// Upgrading a database that holds data: created at the first migration (drizzle/0000_initial.sql), filled as members
// of that version would have filled it, then migrated to the latest migration, with nothing lost. On PGlite, and on
// PostgreSQL in the PostgreSQL pass.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { openMemory, openStore, type Store } from "../../src/server/db/client";
import { migrateStore, migrationsFolder } from "../../src/server/db/migrate";
import { createRuntime } from "../../src/server/runtime";
import { APP_URL, TEST_SECRET, usingPostgres } from "../support/server";
import { type FreshDatabase, freshDatabase } from "./support/postgres";

type Journal = { entries: Array<{ idx: number; tag: string }> };

/** A copy of drizzle/ that knows only its first migration. */
function firstMigrationOnly(): { folder: string; tag: string; latestTags: string[] } {
  const source = migrationsFolder();
  const journal = JSON.parse(readFileSync(path.join(source, "meta", "_journal.json"), "utf8")) as Journal;
  const [first] = journal.entries;
  if (!first) throw new Error("drizzle/ has no migrations");
  const folder = mkdtempSync(path.join(tmpdir(), "pitchcraft-first-migration-"));
  mkdirSync(path.join(folder, "meta"));
  copyFileSync(path.join(source, `${first.tag}.sql`), path.join(folder, `${first.tag}.sql`));
  writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: [first] }));
  return { folder, tag: first.tag, latestTags: journal.entries.map((entry) => entry.tag) };
}

async function migrateWith(store: Store, folder: string | undefined) {
  const before = process.env.MIGRATIONS_DIR;
  if (folder) process.env.MIGRATIONS_DIR = folder;
  else delete process.env.MIGRATIONS_DIR;
  try {
    await migrateStore(store);
  } finally {
    if (before === undefined) delete process.env.MIGRATIONS_DIR;
    else process.env.MIGRATIONS_DIR = before;
  }
}

async function rows<T>(store: Store, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await store.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const USER = "member-from-the-first-release";
const CLUB = "5b1f0d7e-6a8b-4a51-9b7e-0c9a3d2f1e01";
const EVENT = "5b1f0d7e-6a8b-4a51-9b7e-0c9a3d2f1e02";

describe(`upgrading from the first migration to the latest (${usingPostgres() ? "PostgreSQL" : "PGlite"})`, () => {
  const first = firstMigrationOnly();
  let store: Store | undefined;
  let database: FreshDatabase | undefined;

  afterAll(async () => {
    await store?.close();
    await database?.drop();
    rmSync(first.folder, { recursive: true, force: true });
  });

  it("keeps members, clubs, memberships and events", async () => {
    if (usingPostgres()) {
      database = await freshDatabase("pc_upgrade");
      store = await openStore({ databaseUrl: database.url, dataDir: tmpdir() });
    } else {
      store = await openMemory();
    }

    await migrateWith(store, first.folder);
    const applied = await rows<{ count: number }>(store, sql`select count(*)::int as count from __drizzle_migrations`);
    expect(applied[0]?.count).toBe(1);

    // what the first release wrote
    await store.db.execute(sql`
      insert into users (id, first_name, last_name, email, email_verified, created_at, updated_at)
      values (${USER}, 'Ines', 'Duarte', 'ines@first-release.example', true,
              '2026-01-05T10:00:00Z', '2026-01-06T11:00:00Z')`);
    await store.db.execute(sql`
      insert into clubs (id, name, description, location, meeting_day, meeting_time, is_active, created_at)
      values (${CLUB}, 'Riverside Speakers', 'Weekly practice by the river.', 'Porto', 'Tuesday', '19:00', true,
              '2026-01-05T10:05:00Z')`);
    await store.db.execute(sql`
      insert into memberships (user_id, club_id, created_at) values (${USER}, ${CLUB}, '2026-01-05T10:10:00Z')`);
    await store.db.execute(sql`
      insert into events (id, title, description, event_date, location, event_type, is_public, club_id, created_by,
                          created_at)
      values (${EVENT}, 'Spring Contest', 'Table topics and prepared speeches.', '2026-03-20T18:30:00Z', 'Porto',
              'contest', true, ${CLUB}, ${USER}, '2026-01-05T10:15:00Z')`);
    const snapshot = async (target: Store) => ({
      users: await rows(
        target,
        sql`select id, first_name, last_name, email, email_verified, created_at, updated_at from users order by id`,
      ),
      clubs: await rows(
        target,
        sql`select id, name, description, location, meeting_day, meeting_time, is_active, created_at from clubs`,
      ),
      memberships: await rows(
        target,
        sql`select user_id, club_id, membership_type, status, created_at from memberships`,
      ),
      events: await rows(
        target,
        sql`select id, title, description, event_date, location, event_type, is_public, club_id, created_by,
                   created_at from events`,
      ),
    });
    const before = await snapshot(store);
    expect(before.users).toHaveLength(1);
    expect(before.memberships).toHaveLength(1);

    await migrateWith(store, undefined);
    const latest = await rows<{ count: number }>(store, sql`select count(*)::int as count from __drizzle_migrations`);
    expect(latest[0]?.count).toBe(first.latestTags.length);
    expect(await snapshot(store)).toEqual(before);

    // and the current code reads them: the club page shows the club with its member
    const dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-upgrade-"));
    const config = loadConfig({ NODE_ENV: "test", APP_URL, BETTER_AUTH_SECRET: TEST_SECRET, DATA_DIR: dataDir });
    const runtime = await createRuntime({ ...config, databaseUrl: database?.url }, store, pino({ level: "silent" }));
    try {
      const club = await runtime.app.request(`${APP_URL}/api/clubs/${CLUB}`);
      expect(club.status).toBe(200);
      expect(await club.json()).toMatchObject({ name: "Riverside Speakers", location: "Porto" });
      const event = await runtime.app.request(`${APP_URL}/api/events/${EVENT}`);
      expect(event.status).toBe(200);
      expect(JSON.stringify(await event.json())).toContain("Spring Contest");
    } finally {
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
