import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { requireUser } from "../../http/session";
import { communityCounts } from "./community-counts";
import { dashboardSummary } from "./service";

export const dashboardRoutes = new Hono<AppEnv>()
  .get("/summary", async (c) => {
    const user = requireUser(c.var.user);
    return c.json(await dashboardSummary(c.var.deps.db, user, await communityCounts(c.var.deps)));
  })
  .get("/club-members", async (c) => c.json({ count: (await communityCounts(c.var.deps)).clubMembers }));
