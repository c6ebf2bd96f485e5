import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { clubRoutes } from "./features/clubs/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { eventRoutes } from "./features/events/routes";
import { accessKeyAdminRoutes } from "./features/leadership/admin-routes";
import { leadershipRoutes } from "./features/leadership/routes";
import { learningRoutes } from "./features/learning/routes";
import { profileRoutes } from "./features/profile/routes";
import { contactSubmissionRoutes } from "./features/support/admin-routes";
import { supportRoutes } from "./features/support/routes";
import { guardAuthRequests } from "./http/auth-guard";
import type { AppEnv, Deps } from "./http/context";
import { AppError, errorBody, sendError } from "./http/errors";
import { refuseCrossSiteWrites } from "./http/security";
import { loadSession } from "./http/session";
import { sessionCache } from "./http/session-cache";
import { liveRoutes } from "./realtime/routes";

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Runs `middleware` for requests that may carry a body only: asking a GET for its body makes @hono/node-server build
 * a full web Request (stream, abort controller), which costs about as much as the rest of a GET's handling.
 */
const withBodyOnly =
  (middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" ? next() : middleware(c, next);

/** The /api surface: auth, live updates and each feature's routes. */
export function createApi(deps: Deps) {
  const api = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("deps", deps);
      await next();
    })
    .use(refuseCrossSiteWrites(deps.config))
    .use(
      withBodyOnly(
        bodyLimit({
          maxSize: MAX_BODY_BYTES,
          onError: (c) => {
            // The rest of the body is not read, so this connection cannot carry another request.
            c.header("Connection", "close");
            return c.json(errorBody("PAYLOAD_TOO_LARGE", "The request body is larger than 1 MB."), 413);
          },
        }),
      ),
    )
    .use("/auth/*", guardAuthRequests)
    .on(["GET", "POST"], "/auth/*", async (c) => {
      const response = await deps.auth.handler(c.req.raw);
      // a sign-out, a revocation or a password change here is seen at once by this instance's next request
      if (c.req.method === "POST") sessionCache(deps).clear();
      return response;
    })
    .use(loadSession)
    .get("/health", (c) => c.json({ ok: true }))
    .route("/live", liveRoutes)
    .route("/dashboard", dashboardRoutes)
    .route("/profile", profileRoutes)
    .route("/clubs", clubRoutes)
    .route("/leadership", leadershipRoutes)
    .route("/admin/access-keys", accessKeyAdminRoutes)
    .route("/events", eventRoutes)
    .route("/learning", learningRoutes)
    .route("/support", supportRoutes)
    .route("/admin/contact-submissions", contactSubmissionRoutes)
    .all("*", (c) => c.json(errorBody("NOT_FOUND", "There is no such API route."), 404));

  api.onError((error, c) => {
    if (error instanceof AppError) return sendError(c, error);
    deps.logger.error({ err: error, path: c.req.path }, "request failed");
    return c.json(errorBody("INTERNAL", "Something went wrong on our side. Please try again."), 500);
  });
  return api;
}

export type Api = ReturnType<typeof createApi>;
