import type { MiddlewareHandler } from "hono";
import { isAdmin } from "../authority";
import type { AppEnv, MemberEnv } from "./context";
import { refuse } from "./errors";
import { requireUser } from "./session";

/** Only an admin gets past: 401 for a visitor, 403 for a member without the admin role; `c.var.member` is the admin. */
export const adminOnly: MiddlewareHandler<AppEnv & MemberEnv> = async (c, next) => {
  const member = requireUser(c.var.user);
  if (!(await isAdmin(c.var.deps.db, member.id))) {
    throw refuse("NOT_ADMIN");
  }
  c.set("member", member);
  await next();
};
