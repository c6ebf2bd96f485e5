import { randomBytes } from "node:crypto";
import pg from "pg";
import { databaseUrl } from "../../support/global-setup";

/** The PostgreSQL server of the PostgreSQL test pass (TEST_DATABASE_URL names a database on it). */
export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

async function asAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export type FreshDatabase = { url: string; drop(): Promise<void> };

/** An empty database of its own (the server creates the schema at start-up), and the way to drop it. */
export async function freshDatabase(prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await asAdmin((client) => client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`));
  return {
    url: databaseUrl(adminUrl(), name),
    drop: () =>
      asAdmin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      }),
  };
}
