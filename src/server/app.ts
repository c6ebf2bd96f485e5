import { IncomingMessage } from "node:http";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { visibleEvent } from "./authority";
import { scheduledWorkRoutes } from "./features/admin/scheduled-work-routes";
import { agendaTemplateRoutes } from "./features/clubs/agenda-template-routes";
import { clubCentralRoutes } from "./features/clubs/central-routes";
import { planningGridRoutes } from "./features/clubs/planning-grid-routes";
import { roleSetRoutes } from "./features/clubs/role-set-routes";
import { clubRoutes } from "./features/clubs/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { eventRoutes } from "./features/events/routes";
import { accessKeyAdminRoutes } from "./features/leadership/admin-routes";
import { leadershipClubRoutes } from "./features/leadership/club-routes";
import { invitationRoutes } from "./features/leadership/invitation-routes";
import { rosterRoutes } from "./features/leadership/roster-routes";
import { leadershipRoutes } from "./features/leadership/routes";
import { learningRoutes } from "./features/learning/routes";
import { mailRoutes } from "./features/mail/routes";
import { attachRoutes } from "./features/meetings/attach-routes";
import { meetingRoutes } from "./features/meetings/routes";
import { memberRoutes } from "./features/profile/member-record-routes";
import { profileRoutes } from "./features/profile/routes";
import { roleLinkRoutes } from "./features/roles/link-routes";
import { offerLinkRoutes } from "./features/roles/offer-link-routes";
import { contactSubmissionRoutes } from "./features/support/admin-routes";
import { supportRoutes } from "./features/support/routes";
import { guardAuthRequests } from "./http/auth-guard";
import type { AppEnv, Deps } from "./http/context";
import { AppError, answerRefusal, databaseUnavailable, isDatabaseUnavailable, sendError } from "./http/errors";
import { loggedPath } from "./http/request-log";
import { refuseCrossSiteWrites } from "./http/security";
import { loadSession } from "./http/session";
import { sessionCache, sessionKeyOf } from "./http/session-cache";
import { refuseControlCharactersInAddress } from "./http/validate";
import { SIGNED_LINK_PATHS } from "./mail/link-page";
import { liveRoutes } from "./realtime/routes";

export const MAX_BODY_BYTES = 1024 * 1024;

const payloadTooLarge = (c: Context<AppEnv>) => {
  // The rest of the body is not read, so this connection cannot carry another request.
  c.header("Connection", "close");
  return answerRefusal(c, "PAYLOAD_TOO_LARGE");
};

/**
 * Refuses a request body over MAX_BODY_BYTES. Over HTTP/1.1, Node's parser hands on exactly as many body bytes as
 * Content-Length announces, and none when neither Content-Length nor Transfer-Encoding is sent: such requests are
 * judged by their headers alone. A chunked body, and a request that did not come through Node's server (tests call
 * the app directly), is counted while read by Hono's bodyLimit; that makes @hono/node-server build a full web
 * Request (stream, abort controller), which costs about as much as the rest of a small write (docs/decisions/100).
 */
function limitBody(): MiddlewareHandler<AppEnv> {
  const counted = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: payloadTooLarge });
  return async (c, next) => {
    const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
    if (!(incoming instanceof IncomingMessage) || incoming.headers["transfer-encoding"] !== undefined) {
      return counted(c, next);
    }
    const length = incoming.headers["content-length"];
    if (length === undefined) return next();
    return Number(length) > MAX_BODY_BYTES ? payloadTooLarge(c) : next();
  };
}

/**
 * Answers to a request that carries a session may hold the member's data (their summary, profile, session): no
 * cache keeps them, so none is shown again after signing out (decision 123). A route's own Cache-Control (the live
 * stream's) stays.
 */
const noStoreForMembers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!sessionKeyOf(c.req.raw.headers) || c.res.headers.has("cache-control")) return;
  setHeader(c, "Cache-Control", "no-store");
};

/**
 * Every read says where the change feed stood when it began (`Live-Position`): a live stream opened later tells the
 * page which of its topics changed since, so nothing that changed in between is lost (decision 257).
 */
const tellLivePosition: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== "GET") return next();
  const position = c.var.deps.changeFeed.recent.position;
  await next();
  if (!c.res.headers.get("content-type")?.startsWith("text/event-stream")) setHeader(c, "Live-Position", position);
};

/** Sets a header on the answer, answering anew when its headers are read-only (a fetched or static answer). */
function setHeader(c: Context<AppEnv>, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}

/** The /api surface: auth, live updates and each feature's routes. */
export function createApi(deps: Deps) {
  const api = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("deps", deps);
      await next();
    })
    .use(async (c, next) => {
      refuseControlCharactersInAddress(c.req.url);
      await next();
    })
    .use(noStoreForMembers)
    .use(refuseCrossSiteWrites(deps.config, SIGNED_LINK_PATHS))
    .use(limitBody())
    .use("/auth/*", guardAuthRequests)
    .on(["GET", "POST"], "/auth/*", async (c) => {
      const response = await deps.auth.handler(c.req.raw);
      // a sign-out, a revocation or a password change here is seen at once by this instance's next request
      if (c.req.method === "POST") sessionCache(deps).clear();
      return response;
    })
    // the server's clock, asked by the devices at a meeting until theirs is matched (decision 256): no session needed
    .get("/clock", (c) => c.json({ serverNow: new Date().toISOString() }, 200, { "Cache-Control": "no-store" }))
    .use(loadSession)
    .use(tellLivePosition)
    .get("/health", (c) => c.json({ ok: true }))
    .route("/live", liveRoutes(visibleEvent))
    .route("/dashboard", dashboardRoutes)
    .route("/profile", profileRoutes)
    .route("/members", memberRoutes)
    .route("/clubs", clubRoutes)
    .route("/clubs", agendaTemplateRoutes)
    .route("/clubs", roleSetRoutes)
    .route("/clubs", clubCentralRoutes)
    .route("/clubs", rosterRoutes)
    .route("/clubs", planningGridRoutes)
    .route("/leadership/clubs", leadershipClubRoutes)
    .route("/leadership", leadershipRoutes)
    .route("/invitations", invitationRoutes)
    .route("/admin/access-keys", accessKeyAdminRoutes)
    .route("/events", eventRoutes)
    .route("/meetings", attachRoutes)
    .route("/meetings", meetingRoutes)
    .route("/learning", learningRoutes)
    .route("/support", supportRoutes)
    .route("/mail", mailRoutes)
    .route("/roles", roleLinkRoutes)
    .route("/roles", offerLinkRoutes)
    .route("/admin/contact-submissions", contactSubmissionRoutes)
    .route("/admin/scheduled-work", scheduledWorkRoutes)
    .all("*", (c) => answerRefusal(c, "NOT_FOUND", "route"));

  api.onError((error, c) => {
    if (error instanceof AppError) return sendError(c, error);
    if (isDatabaseUnavailable(error)) {
      deps.logger.error({ err: error, path: loggedPath(c.req.path) }, "request failed: the database is unreachable");
      return sendError(c, databaseUnavailable());
    }
    deps.logger.error({ err: error, path: loggedPath(c.req.path) }, "request failed");
    return answerRefusal(c, "INTERNAL");
  });
  return api;
}

export type Api = ReturnType<typeof createApi>;
