import type { Auth } from "../auth";
import type { Config } from "../config";
import type { Database, Store } from "../db/client";
import type { ScheduledWork } from "../jobs/scheduled-work";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import type { ChangeFeed } from "../realtime/change-feed";

export type Deps = {
  config: Config;
  store: Store;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  changeFeed: ChangeFeed;
  /** Every feature's scheduled work, as registered with the runtime (the Administration page names its kinds). */
  work: ScheduledWork;
  /** Open live streams; each entry closes its stream (used on shutdown). */
  streams: Set<() => void>;
};

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  lastName?: string | null;
  image?: string | null;
  createdAt: Date;
};

export type AppEnv = {
  Variables: {
    deps: Deps;
    user: SessionUser | undefined;
  };
};

/** After a guard (signedIn, adminOnly): the member the request acts for. */
export type MemberEnv = { Variables: { member: SessionUser } };

/** What a service that writes needs: the database, and this instance's caches it refreshes (they follow the feed). */
export type Writer = Pick<Deps, "db" | "changeFeed">;

/** What a service that sends mail needs: the database, the mailer, the log and the configuration (the app's address). */
export type Mailing = Pick<Deps, "db" | "mailer" | "logger" | "config">;
