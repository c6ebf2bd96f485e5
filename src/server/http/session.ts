import type { MiddlewareHandler } from "hono";
import type { AppEnv, SessionUser } from "./context";
import { notSignedIn } from "./errors";

/** Reads the session cookie (if any) and puts the member on the context. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  c.set("user", (session?.user as SessionUser | undefined) ?? undefined);
  await next();
};

/** The signed-in member, or a 401 for a visitor. */
export function requireUser(user: SessionUser | undefined): SessionUser {
  if (!user) throw notSignedIn();
  return user;
}
