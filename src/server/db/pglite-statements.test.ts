import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MAX_STATEMENTS, type StatementClient, statementClient } from "./pglite-statements";

let pglite: PGlite;
let client: StatementClient;

beforeAll(async () => {
  pglite = await PGlite.create();
  client = statementClient(pglite);
  await pglite.exec(`
    create table things (
      id serial primary key, name text not null, amount numeric, big bigint, done boolean, at timestamptz, day date,
      data jsonb, tags text[], counts int[], key uuid, raw bytea, unique (name)
    );
    insert into things (name, amount, big, done, at, day, data, tags, counts, key, raw) values
      ('first', 12.50, 9007199254740993, true, '2026-03-04 05:06:07+00', '2026-03-04', '{"a":[1,"x",null]}',
       '{a,"b c"}', '{1,2,3}', '7c9e6679-7425-40de-944b-e07fc1f90ae7', '\\x0102ff'),
      ('second', null, null, false, null, null, null, null, null, null, null);
  `);
});

afterAll(async () => {
  await pglite.close();
});

// what Drizzle's PGlite driver passes: dates and intervals as text
const drizzleOptions = {
  rowMode: "array" as const,
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value },
};

describe("results are those of PGlite's own query", () => {
  const select = "select * from things where name = any($1) or day = $2 order by id";
  const params = [["first", "second"], new Date("2026-03-04T00:00:00Z")];

  test("rows as objects, with PGlite's parsers", async () => {
    const mine = await client.query(select, params);
    const theirs = await pglite.query(select, params);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.fields).toEqual(theirs.fields);
    expect(mine.rows).toHaveLength(2);
  });

  test("rows as arrays, with Drizzle's parser overrides; the same statement again", async () => {
    for (let run = 0; run < 2; run++) {
      const mine = await client.query(select, params, drizzleOptions);
      const theirs = await pglite.query(select, params, drizzleOptions);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.rows[0]).toContain("2026-03-04 05:06:07+00");
    }
  });

  test("writes report the rows they touched; values go in as PGlite serialises them", async () => {
    const insert = await client.query<{ id: number; data: unknown; tags: string[] }>(
      "insert into things (name, data, tags, done, at) values ($1, $2, $3, $4, $5) returning id, data, tags",
      ["third", { nested: [1, 2] }, ["x", "y z"], true, new Date("2026-01-02T03:04:05Z")],
    );
    expect(insert).toMatchObject({ affectedRows: 1, command: "INSERT", rowCount: 1 });
    expect(insert.rows[0]).toMatchObject({ data: { nested: [1, 2] }, tags: ["x", "y z"] });
    const update = await client.query("update things set done = $1 where name like $2", [false, "%ir%"]);
    expect(update).toMatchObject({ affectedRows: 2, command: "UPDATE", rows: [] });
    expect((await client.query("delete from things where name = $1", ["third"])).affectedRows).toBe(1);
    expect((await client.query("select 1 where false")).rows).toEqual([]);
  });
});

describe("errors", () => {
  test("a failing statement throws PostgreSQL's error, and the next query runs", async () => {
    await expect(client.query("insert into things (name) values ($1)", ["first"])).rejects.toMatchObject({
      code: "23505",
    });
    await expect(client.query("select * from no_such_table")).rejects.toMatchObject({ code: "42P01" });
    expect((await client.query("select count(*)::int as n from things")).rows).toEqual([{ n: 2 }]);
  });
});

describe("transactions", () => {
  const count = async () => ((await client.query("select count(*)::int as n from things")).rows[0] as { n: number }).n;

  test("commit keeps the writes; a throw rolls them back", async () => {
    await client.transaction(async (tx) => {
      await tx.query("insert into things (name) values ($1)", ["kept"]);
    });
    expect(await count()).toBe(3);
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into things (name) values ($1)", ["dropped"]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await count()).toBe(3);
    await client.query("delete from things where name = $1", ["kept"]);
  });

  test("a failing first or later statement rolls back the whole transaction", async () => {
    for (const failFirst of [true, false]) {
      await expect(
        client.transaction(async (tx) => {
          if (!failFirst) await tx.query("insert into things (name) values ($1)", ["half"]);
          await tx.query("insert into things (name) values ($1)", ["first"]);
        }),
      ).rejects.toMatchObject({ code: "23505" });
      expect(await count()).toBe(2);
      expect(pglite.isInTransaction()).toBe(false);
    }
  });

  test("a query outside waits until the transaction has ended", async () => {
    const order: string[] = [];
    let started!: () => void;
    const inside = new Promise<void>((resolve) => {
      started = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into things (name) values ($1)", ["pending"]);
      started();
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push("commit");
    });
    await inside;
    const outside = client.query("select name from things where name = $1", ["pending"]).then((result) => {
      order.push("outside");
      return result.rows;
    });
    await transaction;
    expect(await outside).toEqual([{ name: "pending" }]);
    expect(order).toEqual(["commit", "outside"]);
    await client.query("delete from things where name = $1", ["pending"]);
  });
});

test(`more than ${MAX_STATEMENTS} distinct statements: the oldest are closed, every one still answers`, async () => {
  for (let n = 0; n < MAX_STATEMENTS + 20; n++) {
    expect((await client.query(`select $1::int + ${n} as value`, [1])).rows).toEqual([{ value: n + 1 }]);
  }
  const prepared = await pglite.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements");
  expect(prepared.rows[0]?.n).toBeLessThanOrEqual(MAX_STATEMENTS);
  expect((await client.query("select $1::int + 0 as value", [41])).rows).toEqual([{ value: 41 }]);
});

test("notifications of its writes still reach listeners", async () => {
  const heard: string[] = [];
  const stop = await pglite.listen("things_changed", (payload) => heard.push(payload));
  await client.transaction(async (tx) => {
    await tx.query("select pg_notify('things_changed', $1)", ["in a transaction"]);
  });
  await client.query("select pg_notify('things_changed', $1)", ["alone"]);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(heard).toEqual(["in a transaction", "alone"]);
  await stop();
});
