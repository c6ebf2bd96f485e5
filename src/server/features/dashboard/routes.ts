import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { requireUser } from "../../http/session";
import { communityCounts } from "./community-counts";
import { cachedMemberRecords } from "./member-records";
import { dashboardSummary } from "./service";

export const dashboardRoutes = new Hono<AppEnv>()
  .get("/summary", async (c) => {
    const user = requireUser(c.var.user);
    const { deps } = c.var;
    const [records, counts] = await Promise.all([cachedMemberRecords(deps, user.id), communityCounts(deps)]);
    return c.json(dashboardSummary(user, records, counts));
  })
  .get("/club-members", async (c) => c.json({ count: (await communityCounts(c.var.deps)).clubMembers }));
