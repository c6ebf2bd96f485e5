import { Hono } from "hono";
import { z } from "zod";
import { clubSearchInput } from "../../../domain/clubs/search";
import type { AppEnv, Deps } from "../../http/context";
import { AppError, describeIssues } from "../../http/errors";
import { requireUser } from "../../http/session";
import { forgetCommunityCounts } from "../dashboard/community-counts";
import { forgetMemberRecords } from "../dashboard/member-records";
import { clubDetail, findClubs, joinClub, leaveClub } from "./service";

const clubIdParam = z.uuid();

const noSuchClub = () => new AppError(404, "CLUB_NOT_FOUND", "There is no such club.");

function clubIdOf(raw: string): string {
  const parsed = clubIdParam.safeParse(raw);
  if (!parsed.success) throw noSuchClub();
  return parsed.data;
}

/** After joining or leaving: the member's next dashboard is fresh without waiting for the change feed. */
function membershipChanged(deps: Deps, userId: string) {
  forgetMemberRecords(deps, userId);
  forgetCommunityCounts(deps);
}

export const clubRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const search = clubSearchInput.safeParse(c.req.query("search"));
    if (!search.success) throw new AppError(400, "INVALID_INPUT", describeIssues(search.error));
    return c.json({ clubs: await findClubs(c.var.deps.db, { search: search.data, userId: c.var.user?.id }) });
  })
  .get("/:clubId", async (c) => {
    const club = await clubDetail(c.var.deps.db, clubIdOf(c.req.param("clubId")), c.var.user?.id);
    if (!club) throw noSuchClub();
    return c.json(club);
  })
  .post("/:clubId/membership", async (c) => {
    const user = requireUser(c.var.user);
    const result = await joinClub(c.var.deps.db, user.id, clubIdOf(c.req.param("clubId")));
    membershipChanged(c.var.deps, user.id);
    if (result.outcome === "no-such-club") throw noSuchClub();
    return c.json({ isMember: true, outcome: result.outcome }, result.outcome === "joined" ? 201 : 200);
  })
  .delete("/:clubId/membership", async (c) => {
    const user = requireUser(c.var.user);
    const result = await leaveClub(c.var.deps.db, user.id, clubIdOf(c.req.param("clubId")));
    membershipChanged(c.var.deps, user.id);
    if (result.outcome === "not-a-member") {
      throw new AppError(404, "NOT_A_MEMBER", "You are not a member of this club.");
    }
    return c.json({ isMember: false, outcome: result.outcome });
  });
