import { Hono } from "hono";
import { adminOnly } from "../../http/admin";
import type { AppEnv } from "../../http/context";
import { recentContactSubmissions } from "./service";

const SHOWN = 100;

/** Admins only: the newest contact messages and whether their e-mail went out. */
export const contactSubmissionRoutes = new Hono<AppEnv>().get("/", adminOnly, async (c) =>
  c.json(await recentContactSubmissions(c.var.deps.db, SHOWN)),
);
