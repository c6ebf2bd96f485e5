import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type Results,
  TransactionAbortedError,
} from "@electric-sql/pglite";

type QueryOptions = Parameters<PGlite["query"]>[2];
type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** What Drizzle's PGlite driver uses of its client. */
export type StatementClient = {
  query: Query;
  transaction<T>(callback: (tx: { query: Query }) => Promise<T>): Promise<T>;
};

type Statement = { name: string; paramTypes: number[]; fields: Results["fields"] };

/** Prepared statements kept at once; the least recently used one is closed beyond this. */
export const MAX_STATEMENTS = 500;

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * The embedded database as Drizzle's client (docs/decisions/100). PGlite's own `query` parses and plans each
 * statement anew and makes six calls into the WebAssembly database for it (parse, describe, bind, describe,
 * execute, sync), and its `transaction` two more each for BEGIN and COMMIT. Here each distinct SQL text becomes a
 * named prepared statement on first use (parsed, planned and described once), and every later run is one call
 * (bind, execute, sync); a transaction's BEGIN travels with its first statement and its COMMIT is one call. Values
 * are serialised and rows parsed by PGlite's own serialisers and parsers, so results are those of `query`. The
 * locking is PGlite's: a query outside a transaction, and a transaction, wait for its transaction mutex; every call
 * into the database holds its query mutex.
 */
/** Statement names are unique in the process: two clients of one database (the bench's floor) never share one. */
let named = 0;

export function statementClient(pglite: PGlite): StatementClient {
  const statements = new Map<string, Statement>();

  const call = (parts: Uint8Array[]) => pglite.execProtocolStream(concat(parts), { syncToFs: false });

  async function prepared(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // most recently used last
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `pitchcraft_${++named}`;
    const described = await call([
      serialize.parse({ name, text }),
      serialize.describe({ type: "S", name }),
      serialize.sync(),
    ]);
    const rows = described.find((message) => message.name === "rowDescription") as
      | messages.RowDescriptionMessage
      | undefined;
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      fields: rows?.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [],
    };
    statements.set(text, statement);
    if (statements.size > MAX_STATEMENTS) {
      const [oldestText, oldest] = statements.entries().next().value ?? [];
      if (oldestText !== undefined && oldest) {
        statements.delete(oldestText);
        await call([serialize.close({ type: "S", name: oldest.name }), serialize.sync()]);
      }
    }
    return statement;
  }

  function execution(statement: Statement, params: unknown[], options?: QueryOptions): Uint8Array[] {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    return [serialize.bind({ statement: statement.name, values }), serialize.execute({})];
  }

  /**
   * The last statement's result, as PGlite's `parseResults` gives it, without that function's copy of every type
   * parser (several hundred) into a new object on each query.
   */
  function resultOf<T>(statement: Statement, answer: messages.BackendMessage[], options?: QueryOptions): Results<T> {
    const { fields } = statement;
    const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? pglite.parsers[dataTypeID]);
    let rows: unknown[] = [];
    let result: Results<T> = { affectedRows: 0, rows: [], fields: [] };
    for (const message of answer) {
      if (message.name === "dataRow") {
        const values = (message as messages.DataRowMessage).fields.map((value, index) => {
          const parser = parsers[index];
          return value === null || !parser ? value : parser(value, fields[index]?.dataTypeID ?? 0);
        });
        rows.push(
          options?.rowMode === "array"
            ? values
            : Object.fromEntries(values.map((value, index) => [fields[index]?.name, value])),
        );
      } else if (message.name === "commandComplete") {
        const words = (message as messages.CommandCompleteMessage).text.split(" ");
        const command = words[0] ?? "";
        const rowCount = Number.parseInt(words[words.length - 1] ?? "", 10);
        const counted = ["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command);
        result = {
          rows: rows as T[],
          fields,
          command,
          affectedRows: counted ? rowCount : 0,
          ...(Number.isNaN(rowCount) ? {} : { rowCount }),
        };
        rows = [];
      }
    }
    return result;
  }

  /** Runs one statement, after `before` (a BEGIN); the caller holds the query mutex. */
  async function run<T>(text: string, params: unknown[] = [], options?: QueryOptions, before: Uint8Array[] = []) {
    const statement = await prepared(text);
    const answer = await call([...before, ...execution(statement, params, options), serialize.sync()]);
    return resultOf<T>(statement, answer, options);
  }

  const command = async (text: string) => run(text);

  return {
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      await pglite._checkReady();
      return pglite._runExclusiveTransaction(() =>
        pglite.runExclusive(async () => {
          const result = await run<T>(text, params, options);
          await pglite.syncToFs();
          return result;
        }),
      );
    },
    transaction: async (callback) => {
      await pglite._checkReady();
      return pglite._runExclusiveTransaction(async () => {
        let begun = false;
        let closed = false;
        const tx = {
          query: <T>(text: string, params?: unknown[], options?: QueryOptions) => {
            if (closed) throw new Error("Transaction is closed");
            return pglite.runExclusive(async () => {
              if (begun) return run<T>(text, params, options);
              const begin = execution(await prepared("BEGIN"), []);
              begun = true;
              return run<T>(text, params, options, begin);
            });
          },
        };
        try {
          const result = await callback(tx);
          closed = true;
          if (begun) {
            const committed = await pglite.runExclusive(() => command("COMMIT"));
            if (committed.command === "ROLLBACK") throw new TransactionAbortedError();
          }
          return result;
        } catch (error) {
          if (begun && !closed) await pglite.runExclusive(() => command("ROLLBACK"));
          closed = true;
          throw error;
        } finally {
          await pglite.syncToFs();
        }
      });
    },
  };
}
