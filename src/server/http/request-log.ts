import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";

/** A request's path as it may be logged: the reset token in a reset link's path is replaced. */
export const loggedPath = (path: string) => path.replace(/(\/reset-password\/)[^/]+/, "$1[redacted]");

/** One JSON log line per request: id, method, path (without query or reset token), status and duration. */
export function logRequests(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.header("X-Request-Id", requestId);
    await next();
    logger.info(
      {
        reqId: requestId,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}
