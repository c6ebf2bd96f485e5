import type { PgSession } from "drizzle-orm/pg-core";
import type { Executor } from "./executor";

/** A query builder's prepared form: what `builtOnce` keeps of it. */
type Prepared = {
  getQuery(): { sql: string; params: unknown[] };
  execute(values?: Record<string, unknown>): Promise<unknown>;
};

/** What Drizzle's prepared queries hold beside their SQL: how a row maps to the selected fields. */
type Mapping = {
  fields?: unknown;
  joinsNotNullableMap?: Record<string, boolean>;
  isResponseInArrayMode(): boolean;
};

type Shape = {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  joins: Mapping["joinsNotNullableMap"];
  arrayMode: boolean;
};

const sessionOf = (db: object) => (db as unknown as { _: { session: PgSession } })._.session;

/**
 * A statement whose SQL text Drizzle builds once (decision 265). Drizzle builds a query's text from its builder on
 * every run, which was a fifth of the server's thread while members took and dropped roles; `build` runs on the
 * first call only, its values given as `sql.placeholder(name)`, and each call binds `values` and runs the statement
 * through `db` — the database or an open transaction. The statement is named, so PostgreSQL parses it once
 * per connection (docs/decisions/100); rows come back mapped to the builder's fields as its own `execute` gives them.
 */
export function builtOnce<D extends Partial<Executor>, Q extends { prepare(name: string): Prepared }>(
  name: string,
  build: (db: D) => Q,
) {
  let shape: Shape | undefined;
  // a session is the database's or one transaction's: its statement is made once and run again
  const statements = new WeakMap<PgSession, Prepared>();
  return (db: D, values: Record<string, unknown>): ReturnType<ReturnType<Q["prepare"]>["execute"]> => {
    if (!shape) {
      const prepared = build(db).prepare(name);
      const mapping = prepared as unknown as Mapping;
      shape = {
        query: prepared.getQuery(),
        fields: mapping.fields,
        joins: mapping.joinsNotNullableMap,
        arrayMode: mapping.isResponseInArrayMode(),
      };
    }
    const session = sessionOf(db);
    let statement = statements.get(session);
    if (!statement) {
      const made = session.prepareQuery(
        shape.query as Parameters<PgSession["prepareQuery"]>[0],
        shape.fields as Parameters<PgSession["prepareQuery"]>[1],
        name,
        shape.arrayMode,
      ) as unknown as Prepared & Mapping;
      made.joinsNotNullableMap = shape.joins;
      statement = made;
      statements.set(session, statement);
    }
    return statement.execute(values) as ReturnType<ReturnType<Q["prepare"]>["execute"]>;
  };
}
