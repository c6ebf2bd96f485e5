import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { ConfigError, loadConfig } from "./config";
import { openStore } from "./db/client";
import { DataDirLockedError } from "./db/lock";
import { migrateStore } from "./db/migrate";
import { seedIfWanted } from "./db/seed";
import { createLogger } from "./logger";
import { createRuntime, demoSeeds } from "./runtime";

const SHUTDOWN_GRACE_MS = 10_000;

function clientDirectory(): string {
  if (process.env.CLIENT_DIR) return path.resolve(process.env.CLIENT_DIR);
  const file = fileURLToPath(import.meta.url);
  const here = path.dirname(file);
  // From source (src/server/main.ts) or from the bundle (dist/main.js); see migrationsFolder().
  return /\.[cm]?tsx?$/.test(file) ? path.resolve(here, "../../dist/client") : path.resolve(here, "client");
}

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateStore(store);
  await seedIfWanted(store, config, logger, demoSeeds);
  const serveClient = process.env.SERVE_CLIENT !== "false";
  const runtime = await createRuntime(config, store, logger, serveClient ? clientDirectory() : undefined);
  const server = serve({ fetch: runtime.app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, database: store.kind, ms: Math.round(performance.now() - startedAt) },
      `${config.appName} is ready at ${config.appUrl}`,
    );
  });

  let stopping = false;
  /**
   * Stops accepting connections at once, ends live streams (browsers reconnect elsewhere after their retry hint),
   * lets the requests in flight finish (at most SHUTDOWN_GRACE_MS), then closes the database: a clean close, so the
   * embedded database's lock is released.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const signalledAt = performance.now();
    logger.info({ signal }, "shutting down");
    const forced = setTimeout(() => {
      logger.warn("in-flight requests did not finish in time; closing anyway");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections that fall idle once their request is answered are closed too, instead of lingering
    // until their keep-alive timeout.
    const closeIdle = setInterval(() => {
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    }, 50);
    await runtime.close();
    await drained;
    clearInterval(closeIdle);
    await store.close();
    clearTimeout(forced);
    logger.info({ ms: Math.round(performance.now() - signalledAt) }, "stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("Could not start:", error);
  }
  process.exit(1);
});
