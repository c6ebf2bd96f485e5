import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { aServerForTheFile } from "../../../test/support/server";

const server = aServerForTheFile();

/**
 * The tables whose rows the product finds "by their owner": a club's events, announcements and settings, an event's
 * rows, an agenda item's roles and timings. Each reference to one of them has an index that starts with it, so a
 * club page, a report or an agenda edit reads the owner's rows, not the whole table, however large the network grows
 * (docs/decisions/246).
 */
const OWNERS = ["clubs", "events", "meeting_agendas"];

test("every reference to a club, an event or an agenda item has an index that starts with it", async () => {
  const result = await server.db.execute(sql`
    select c.conrelid::regclass::text as "table", a.attname as "column", c.confrelid::regclass::text as "owner"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
    order by 1, 2`);
  const rows = (result as unknown as { rows: Array<{ table: string; column: string; owner: string }> }).rows;
  expect(rows.length, "the query sees the schema's references").toBeGreaterThan(0);
  const unindexed = rows.filter((row) => OWNERS.includes(row.owner)).map((row) => `${row.table}.${row.column}`);
  expect(unindexed).toEqual([]);
});
