import path from "node:path";
import { Hono } from "hono";
import { createApi } from "./app";
import { createAuth } from "./auth";
import type { Config } from "./config";
import type { Store } from "./db/client";
import type { DemoSeed } from "./db/seed";
import { seedDemoCertificate } from "./features/learning/demo-certificate";
import { seedMeetingDay } from "./features/meetings/demo-meeting-day";
import { seedCalendarFeeds } from "./features/profile/demo-calendar-feeds";
import { seedRecordPrivacy } from "./features/profile/demo-record-privacy";
import { seedAbsences } from "./features/roles/demo-absences";
import { roleWork } from "./features/roles/jobs";
import type { Deps } from "./http/context";
import { answerRefusal } from "./http/errors";
import { logRequests } from "./http/request-log";
import { securityHeaders } from "./http/security";
import { signedInMember } from "./http/session";
import { allScheduledWork, startScheduledWork } from "./jobs/scheduled-work";
import type { Logger } from "./logger";
import { createMailer } from "./mail/mailer";
import { startMailWorker } from "./mail/queue";
import { openChangeFeed } from "./realtime/change-feed";
import { serveWebApp } from "./web-assets";

/** Each feature's part of the demo content (docs/decisions/202), after the rows src/server/db/seed.ts inserts. */
export const demoSeeds: DemoSeed[] = [
  seedMeetingDay,
  seedCalendarFeeds,
  seedRecordPrivacy,
  seedAbsences,
  seedDemoCertificate,
];

/** Wires the product together on an open, migrated store. */
export async function createRuntime(config: Config, store: Store, logger: Logger, clientDir?: string) {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, "outbox"),
    logger,
  });
  const auth = createAuth({ config, db: store.db, mailer, logger });
  const changeFeed = await openChangeFeed(store, logger);
  // every kind of scheduled work the product does (docs/decisions/152), registered by its feature
  const work = allScheduledWork([roleWork(config)]);
  const deps: Deps = { config, store, db: store.db, auth, mailer, logger, changeFeed, work, streams: new Set() };
  const stopMailWorker = startMailWorker({ db: store.db, mailer, logger });
  const stopJobWorker = await startScheduledWork({ config, db: store.db, mailer, logger }, work);
  const app = new Hono();
  app.use(logRequests(logger), securityHeaders(config));
  app.get("/healthz", (c) => c.json({ ok: true }));
  app.get("/readyz", async (c) => {
    try {
      await store.ping();
    } catch {
      return answerRefusal(c, "DATABASE_UNREACHABLE");
    }
    if (!changeFeed.listening) {
      return answerRefusal(c, "LIVE_UPDATES_DOWN");
    }
    return c.json({ ok: true, database: store.kind });
  });
  app.route("/api", createApi(deps));
  if (clientDir) serveWebApp(app, config, clientDir, (headers) => signedInMember(deps, headers));
  return {
    app,
    deps,
    /**
     * Ends live streams (browsers reconnect after the retry hint), the mail and job workers, the deliveries running
     * in the background, the SMTP connections and the change feed.
     */
    async close() {
      for (const closeStream of deps.streams) closeStream();
      deps.streams.clear();
      await stopMailWorker();
      await stopJobWorker();
      await mailer.close();
      await changeFeed.close();
    },
  };
}
