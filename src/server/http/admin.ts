import { and, eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Executor } from "../db/executor";
import { userRoles } from "../db/schema";
import type { AppEnv, MemberEnv } from "./context";
import { AppError } from "./errors";
import { requireUser } from "./session";

/** Whether the member holds the admin role (a user_roles row). */
export async function isAdmin(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
  return Boolean(row);
}

/** Only an admin gets past: 401 for a visitor, 403 for a member without the admin role; `c.var.member` is the admin. */
export const adminOnly: MiddlewareHandler<AppEnv & MemberEnv> = async (c, next) => {
  const member = requireUser(c.var.user);
  if (!(await isAdmin(c.var.deps.db, member.id))) {
    throw new AppError(403, "NOT_ADMIN", "Only administrators can do that.");
  }
  c.set("member", member);
  await next();
};
