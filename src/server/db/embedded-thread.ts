// The embedded database's own thread (docs/decisions/263): PGlite and its prepared statements run here, beside the
// server's thread that handles HTTP, sessions and Drizzle. Statements arrive as messages and are answered by id;
// the locking is PGlite's, as in one thread (pglite-statements.ts).
import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { createPglite } from "./embedded";
import {
  copyOfError,
  type StatementRequest,
  type ThreadAnswer,
  type ThreadRequest,
  type ThreadStart,
} from "./embedded-thread-messages";
import { type StatementClient, statementClient } from "./pglite-statements";

type Transaction = Parameters<Parameters<StatementClient["transaction"]>[0]>[0];
type Open = { tx: Promise<Transaction>; end?: (commit: boolean) => Promise<void> };

if (!parentPort) throw new Error("embedded-thread.ts runs as a worker thread");
const port: MessagePort = parentPort;
const say = (answer: ThreadAnswer) => port.postMessage(answer);

/** The rollback a transaction's end asks for: not an error of the database's. */
const ROLLED_BACK = Symbol("rolled back");

/** Drizzle's parsers keep these types' values as text; one options object per set of types. */
const optionsByTypes = new Map<string, { rowMode?: "array" | "object"; parsers: Record<number, (text: string) => string> }>();
function optionsOf({ rowMode, textTypes }: StatementRequest) {
  const key = `${rowMode}:${textTypes.join(",")}`;
  let options = optionsByTypes.get(key);
  if (!options) {
    options = { rowMode, parsers: Object.fromEntries(textTypes.map((type) => [type, (text: string) => text])) };
    optionsByTypes.set(key, options);
  }
  return options;
}

function serve(pglite: PGlite) {
  const client = statementClient(pglite);
  const open = new Map<number, Open>();
  const stops = new Map<string, () => Promise<void>>();

  /** Transaction `id`, begun with its first statement and held until its end arrives. */
  function transaction(id: number): Promise<Transaction> {
    const known = open.get(id);
    if (known) return known.tx;
    const entry: Open = { tx: Promise.resolve() as unknown as Promise<Transaction> };
    entry.tx = new Promise<Transaction>((ready, failed) => {
      const settled = client
        .transaction(
          (tx) =>
            new Promise<void>((commit, rollback) => {
              entry.end = (wanted) => {
                if (wanted) commit();
                else rollback(ROLLED_BACK);
                return settled;
              };
              ready(tx);
            }),
        )
        .catch((error: unknown) => {
          if (error !== ROLLED_BACK) throw error;
        });
      settled.catch(failed);
    });
    open.set(id, entry);
    return entry.tx;
  }

  async function answer(request: ThreadRequest): Promise<unknown> {
    switch (request.op) {
      case "statement": {
        const runner = request.tx === undefined ? client : await transaction(request.tx);
        return runner.query(request.text, request.params, optionsOf(request));
      }
      case "end": {
        const entry = open.get(request.tx);
        open.delete(request.tx);
        await entry?.end?.(request.commit);
        return null;
      }
      case "listen": {
        if (!stops.has(request.channel)) {
          const stop = await pglite.listen(request.channel, (payload) => say({ notify: request.channel, payload }));
          stops.set(request.channel, stop);
        }
        return null;
      }
      case "unlisten": {
        await stops.get(request.channel)?.();
        stops.delete(request.channel);
        return null;
      }
      case "close":
        await pglite.close();
        return null;
    }
  }

  port.on("message", async ({ id, ...request }: ThreadRequest & { id: number }) => {
    try {
      say({ id, result: await answer(request as ThreadRequest) });
    } catch (error) {
      say({ id, error: copyOfError(error) });
    }
  });
}

const start = workerData as ThreadStart;
createPglite(start.dataDir, start.dump ? new Blob([start.dump]) : undefined).then(
  (pglite) => {
    serve(pglite);
    say({ ready: true });
  },
  (error: unknown) => say({ failed: copyOfError(error) }),
);
