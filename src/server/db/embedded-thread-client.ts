import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import {
  errorFrom,
  type StatementRequest,
  type ThreadAnswer,
  type ThreadRequest,
  type ThreadStart,
} from "./embedded-thread-messages";
import type { StatementClient } from "./pglite-statements";

type QueryOptions = Parameters<PGlite["query"]>[2];

/** The embedded database in its own thread, as the server's thread sees it (docs/decisions/263). */
export type EmbeddedThread = {
  client: StatementClient;
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** The thread's entry: the bundle beside the built server, or the TypeScript source through tsx. */
function threadEntry(): URL {
  const fromSource = /\.[cm]?tsx?$/.test(fileURLToPath(import.meta.url));
  return new URL(fromSource ? "./embedded-thread-source.mjs" : "./embedded-thread.js", import.meta.url);
}

/**
 * Drizzle's PGlite driver passes parsers that keep some types' values as text (timestamps, dates, intervals and
 * their arrays); a function cannot cross threads, so the thread is told those types. Anything else is refused
 * rather than silently read otherwise.
 */
const textTypesOf = new WeakMap<object, number[]>();
function textTypes(options: QueryOptions): number[] {
  if (!options) return [];
  let types = textTypesOf.get(options);
  if (!types) {
    if (options.serializers) throw new Error("the embedded database's thread takes no serializers");
    const parsers = Object.entries(options.parsers ?? {});
    if (parsers.some(([, parse]) => parse("2000-01-01", 0) !== "2000-01-01")) {
      throw new Error("the embedded database's thread keeps values as text or parses them itself, nothing else");
    }
    types = parsers.map(([type]) => Number(type));
    textTypesOf.set(options, types);
  }
  return types;
}

export async function startEmbeddedThread(dataDir: string, dump?: Blob): Promise<EmbeddedThread> {
  const workerData: ThreadStart = { dataDir, dump: dump ? await dump.arrayBuffer() : undefined };
  const worker = new Worker(threadEntry(), { workerData, transferList: workerData.dump ? [workerData.dump] : [] });
  const waiting = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let asked = 0;
  let stopped: Error | undefined;

  // the thread keeps the process alive only while a request waits for it, as a database in this thread would
  worker.unref();
  const ask = (request: ThreadRequest): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++asked;
    if (waiting.size === 0) worker.ref();
    worker.postMessage({ ...request, id });
    return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
  };
  const settle = (id: number, settleWith: (entry: { resolve(r: unknown): void; reject(e: Error): void }) => void) => {
    const entry = waiting.get(id);
    if (!entry) return;
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    settleWith(entry);
  };

  const ready = new Promise<void>((resolve, reject) => {
    const stop = (error: Error) => {
      stopped ??= error;
      reject(error);
      for (const [id] of waiting) settle(id, (entry) => entry.reject(error));
    };
    worker.on("message", (answer: ThreadAnswer) => {
      if ("id" in answer) {
        if ("error" in answer) settle(answer.id, (entry) => entry.reject(errorFrom(answer.error)));
        else settle(answer.id, (entry) => entry.resolve(answer.result));
      } else if ("notify" in answer) {
        for (const onNotify of listeners.get(answer.notify) ?? []) onNotify(answer.payload);
      } else if ("ready" in answer) resolve();
      else stop(errorFrom(answer.failed));
    });
    worker.on("error", stop);
    worker.on("exit", () => stop(new Error("the embedded database's thread has stopped")));
  });
  worker.ref();
  try {
    await ready;
  } finally {
    worker.unref();
  }

  const statement = (text: string, params: unknown[] = [], options?: QueryOptions, tx?: number) => {
    const request: StatementRequest = {
      op: "statement",
      text,
      params,
      rowMode: options?.rowMode,
      textTypes: textTypes(options),
      tx,
    };
    return ask(request);
  };

  let transactions = 0;
  const client: StatementClient = {
    query: statement as StatementClient["query"],
    transaction: async (callback) => {
      const tx = ++transactions;
      let begun = false;
      let closed = false;
      const query = ((text: string, params?: unknown[], options?: QueryOptions) => {
        if (closed) throw new Error("Transaction is closed");
        begun = true;
        return statement(text, params, options, tx);
      }) as StatementClient["query"];
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback({ query });
      } catch (error) {
        closed = true;
        if (begun) await ask({ op: "end", tx, commit: false }).catch(() => {});
        throw error;
      }
      closed = true;
      if (begun) await ask({ op: "end", tx, commit: true });
      return result;
    },
  };

  return {
    client,
    listen: async (channel, onNotify) => {
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        await ask({ op: "listen", channel });
      }
      channelListeners.add(onNotify);
      return async () => {
        channelListeners.delete(onNotify);
        if (channelListeners.size > 0 || listeners.get(channel) !== channelListeners) return;
        listeners.delete(channel);
        await ask({ op: "unlisten", channel });
      };
    },
    close: async () => {
      try {
        await ask({ op: "close" });
      } finally {
        await worker.terminate();
      }
    },
  };
}
