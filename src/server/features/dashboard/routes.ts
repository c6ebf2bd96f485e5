import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { signedIn } from "../../http/session";
import { communityCounts } from "./community-counts";
import { cachedMemberRecords } from "./member-records";
import { memberSchedule } from "./schedule";
import { dashboardSummary } from "./service";
import { speakingHighlights } from "./speaking";

export const dashboardRoutes = new Hono<AppEnv>()
  .get("/summary", signedIn(), async (c) => {
    const { deps, member } = c.var;
    const [records, counts, speaking] = await Promise.all([
      cachedMemberRecords(deps, member.id),
      communityCounts(deps),
      speakingHighlights(deps.db, member.id),
    ]);
    return c.json(dashboardSummary(member, records, counts, speaking));
  })
  // the member's next roles and their clubs' next meetings (issue 25)
  .get("/schedule", signedIn(), async (c) => c.json(await memberSchedule(c.var.deps.db, c.var.member.id)))
  .get("/club-members", async (c) => c.json({ count: (await communityCounts(c.var.deps)).clubMembers }));
