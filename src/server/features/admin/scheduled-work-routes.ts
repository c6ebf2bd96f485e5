import { Hono } from "hono";
import { adminOnly } from "../../http/admin";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { id, pathParams } from "../../http/validate";
import { cancelJob, type JobChange, retryJob, scheduledWorkOverview } from "./scheduled-work";

const noSuchJob = () => new AppError(404, "JOB_NOT_FOUND", "There is no such scheduled job.");

const STATE_WORDS = { pending: "still waiting", failed: "failed", done: "already done", cancelled: "cancelled" };

/** The job as changed, or the refusal: 404 for an unknown job, 409 for one in a state that does not allow it. */
function answered(change: JobChange, action: "retry" | "cancel") {
  if (change.outcome === "changed") return { job: change.job };
  if (change.outcome === "no-such-job") throw noSuchJob();
  if (change.outcome === "not-cancellable") {
    throw new AppError(
      409,
      "JOB_NOT_CANCELLABLE",
      `${change.label} keeps the other work scheduled: retry it instead of cancelling it.`,
      { title: "Cannot cancel" },
    );
  }
  const refused = action === "retry" ? "run again" : "be cancelled";
  throw new AppError(
    409,
    action === "retry" ? "JOB_NOT_RETRYABLE" : "JOB_NOT_CANCELLABLE",
    `This job is ${STATE_WORDS[change.state]}: it cannot ${refused}.`,
    { title: action === "retry" ? "Cannot retry" : "Cannot cancel" },
  );
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
