import { and, eq } from "drizzle-orm";
import { SECOND } from "../../domain/time";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { jobs } from "../db/schema";
import { roleJobKinds, roleJobs } from "../features/roles/jobs";
import { REMINDER_SWEEP_JOB } from "../features/roles/reminders";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { deliverInBackground } from "../mail/queue";
import { type JobHandlers, type JobKinds, scheduleJobs, startJobWorker } from "./queue";

type WorkDeps = { config: Config; db: Database; mailer: Mailer; logger: Logger };

/** Every kind of scheduled work the product does, by kind (docs/decisions/152). */
export const jobHandlers = (config: Config): JobHandlers => ({ ...roleJobs(config) });

/** How the Administration page names and describes each kind (a kind listed in jobHandlers belongs here too). */
export const jobKinds: JobKinds = { ...roleJobKinds };

/**
 * Starts this instance's job worker, with the reminder sweep due at once — also when it had failed for good: a
 * restart (after a fix) brings it back; returns its stop.
 */
export async function startScheduledWork(deps: WorkDeps): Promise<() => Promise<void>> {
  if (deps.config.jobPollSeconds === 0) return async () => {};
  await deps.db
    .update(jobs)
    .set({ state: "pending", attempts: 0, finishedAt: null })
    .where(and(eq(jobs.kind, REMINDER_SWEEP_JOB), eq(jobs.state, "failed")));
  await scheduleJobs(deps.db, [{ kind: REMINDER_SWEEP_JOB, key: "all", runAt: new Date() }]);
  return startJobWorker(
    {
      db: deps.db,
      logger: deps.logger,
      handlers: jobHandlers(deps.config),
      deliver: (mailIds) => deliverInBackground(deps, mailIds),
    },
    deps.config.jobPollSeconds * SECOND,
  );
}
