import type { MiddlewareHandler } from "hono";
import { isAdmin } from "../features/admin/service";
import type { AppEnv, Deps, SessionUser } from "./context";
import { AppError, notSignedIn } from "./errors";
import { sessionCache, sessionKeyOf } from "./session-cache";

/** The member the request's session cookie belongs to (none for a visitor); recent answers come from the SessionCache. */
export async function signedInMember(
  deps: Pick<Deps, "auth" | "db" | "changeFeed">,
  headers: Headers,
): Promise<SessionUser | undefined> {
  const key = sessionKeyOf(headers);
  if (!key) return undefined;
  const cache = sessionCache(deps);
  const cached = cache.get(key);
  if (cached) return cached;
  const generation = cache.generation;
  const session = await deps.auth.api.getSession({ headers });
  const user = (session?.user as SessionUser | undefined) ?? undefined;
  if (session && user) cache.set(key, user, session.session.expiresAt, generation);
  return user;
}

/** Reads the session cookie (if any) and puts the member on the context. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("user", await signedInMember(c.var.deps, c.req.raw.headers));
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
