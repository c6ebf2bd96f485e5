import type { MiddlewareHandler } from "hono";
import { isAdmin } from "../features/admin/service";
import type { AppEnv, Deps, SessionUser } from "./context";
import { AppError, notSignedIn } from "./errors";
import { sessionCache, sessionKeyOf } from "./session-cache";

/** Reads the session cookie (if any) and puts the member on the context; recent answers come from the SessionCache. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { deps } = c.var;
  const key = sessionKeyOf(c.req.raw.headers);
  let user: SessionUser | undefined;
  if (key) {
    const cache = sessionCache(deps);
    user = cache.get(key);
    if (!user) {
      const generation = cache.generation;
      const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      user = (session?.user as SessionUser | undefined) ?? undefined;
      if (session && user) cache.set(key, user, session.session.expiresAt, generation);
    }
  }
  c.set("user", user);
  await next();
};

/** The signed-in member, or a 401 for a visitor. */
export function requireUser(user: SessionUser | undefined): SessionUser {
  if (!user) throw notSignedIn();
  return user;
}

/** The signed-in admin: 401 for a visitor, 403 for a member without the admin role. */
export async function requireAdmin(deps: Pick<Deps, "db">, user: SessionUser | undefined): Promise<SessionUser> {
  const member = requireUser(user);
  if (!(await isAdmin(deps.db, member.id))) {
    throw new AppError(403, "NOT_ADMIN", "Only administrators can do that.");
  }
  return member;
}
