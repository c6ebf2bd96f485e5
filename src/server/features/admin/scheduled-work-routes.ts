import { Hono } from "hono";
import { adminOnly } from "../../http/admin";
import type { AppEnv } from "../../http/context";
import { refuse } from "../../http/errors";
import { id, pathParams } from "../../http/validate";
import { cancelJob, type JobChange, retryJob, scheduledWorkOverview } from "./scheduled-work";

const noSuchJob = () => refuse("JOB_NOT_FOUND");

/** The job as changed, or the refusal: 404 for an unknown job, 409 for one in a state that does not allow it. */
function answered(change: JobChange, action: "retry" | "cancel") {
  if (change.outcome === "changed") return { job: change.job };
  if (change.outcome === "no-such-job") throw noSuchJob();
  if (change.outcome === "not-cancellable") {
    throw refuse("JOB_NOT_CANCELLABLE", { keepsOthers: change.label });
  }
  throw action === "retry"
    ? refuse("JOB_NOT_RETRYABLE", { state: change.state })
    : refuse("JOB_NOT_CANCELLABLE", { state: change.state });
}

/** /api/admin/scheduled-work: admins see what is due and what failed (docs/decisions/152), retry or cancel a job. */
export const scheduledWorkRoutes = new Hono<AppEnv>()
  .get("/", adminOnly, async (c) => c.json(await scheduledWorkOverview(c.var.deps.db, c.var.deps.work.kinds)))
  .post("/:jobId/retry", adminOnly, pathParams({ jobId: id(noSuchJob) }), async (c) =>
    c.json(answered(await retryJob(c.var.deps.db, c.req.valid("param").jobId), "retry")),
  )
  .post("/:jobId/cancel", adminOnly, pathParams({ jobId: id(noSuchJob) }), async (c) =>
    c.json(answered(await cancelJob(c.var.deps.db, c.var.deps.work.kinds, c.req.valid("param").jobId), "cancel")),
  );
