import { and, eq, inArray } from "drizzle-orm";
import { SECOND } from "../../domain/time";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { jobs } from "../db/schema";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { deliverInBackground } from "../mail/queue";
import { type JobHandlers, type JobKinds, scheduleJobs, startJobWorker } from "./queue";

/**
 * What a feature registers with the runtime (docs/decisions/202): its jobs' handlers, how the Administration page
 * names each kind, and its sweeps — jobs due at every start that keep the others scheduled.
 */
export type ScheduledWork = { handlers: JobHandlers; kinds: JobKinds; sweeps: string[] };

/** Every feature's scheduled work as one (a kind registered twice is a mistake: the last one would win). */
export function allScheduledWork(parts: ScheduledWork[]): ScheduledWork {
  const work: ScheduledWork = { handlers: {}, kinds: {}, sweeps: [] };
  for (const part of parts) {
    for (const kind of Object.keys(part.handlers)) {
      if (kind in work.handlers) throw new Error(`the job kind ${kind} is registered twice`);
    }
    Object.assign(work.handlers, part.handlers);
    Object.assign(work.kinds, part.kinds);
    work.sweeps.push(...part.sweeps);
  }
  return work;
}

type WorkDeps = { config: Config; db: Database; mailer: Mailer; logger: Logger };

/**
 * Starts this instance's job worker, with the sweeps due at once — also when one had failed for good: a restart
 * (after a fix) brings it back; returns its stop.
 */
export async function startScheduledWork(deps: WorkDeps, work: ScheduledWork): Promise<() => Promise<void>> {
  if (deps.config.jobPollSeconds === 0) return async () => {};
  if (work.sweeps.length > 0) {
    await deps.db
      .update(jobs)
      .set({ state: "pending", attempts: 0, finishedAt: null })
      .where(and(inArray(jobs.kind, work.sweeps), eq(jobs.state, "failed")));
  }
  await scheduleJobs(
    deps.db,
    work.sweeps.map((kind) => ({ kind, key: "all", runAt: new Date() })),
  );
  return startJobWorker(
    {
      db: deps.db,
      logger: deps.logger,
      handlers: work.handlers,
      deliver: (mailIds) => deliverInBackground(deps, mailIds),
    },
    deps.config.jobPollSeconds * SECOND,
  );
}
