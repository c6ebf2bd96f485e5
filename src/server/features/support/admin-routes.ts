import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { requireAdmin } from "../../http/session";
import { recentContactSubmissions } from "./service";

const SHOWN = 100;

/** Admins only: the newest contact messages and whether their e-mail went out. */
export const contactSubmissionRoutes = new Hono<AppEnv>().get("/", async (c) => {
  await requireAdmin(c.var.deps, c.var.user);
  return c.json(await recentContactSubmissions(c.var.deps.db, SHOWN));
});
