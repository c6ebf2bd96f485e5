import type { MiddlewareHandler } from "hono";
import { isAdmin } from "../features/admin/service";
import type { AppEnv, Deps, SessionUser } from "./context";
import { AppError, notSignedIn } from "./errors";

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

/** The signed-in admin: 401 for a visitor, 403 for a member without the admin role. */
export async function requireAdmin(deps: Pick<Deps, "db">, user: SessionUser | undefined): Promise<SessionUser> {
  const member = requireUser(user);
  if (!(await isAdmin(deps.db, member.id))) {
    throw new AppError(403, "NOT_ADMIN", "Only administrators can do that.");
  }
  return member;
}
