import type { MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { clubSettingsInput, settingMessagesQuery } from "../../../domain/clubs/settings";
import type { AppEnv, MemberEnv } from "../../http/context";
import { refuse } from "../../http/errors";
import { signedIn } from "../../http/session";
import { id, jsonBody, pathParams, queryParams } from "../../http/validate";
import { memberStageHistory, messagesOnSaving } from "../roles";
import {
  attendanceReport,
  clubDashboard,
  clubSettings,
  officerClubAccess,
  roleCoverage,
  updateClubSettings,
} from "./central";

const noSuchClub = () => refuse("CLUB_NOT_FOUND", "club");
const club = pathParams({ clubId: id(noSuchClub) });

/** Leadership Central's club pages: the club's officers and admins (a club that is not active is "not found"). */
const clubOfficersOnly: MiddlewareHandler<AppEnv & MemberEnv> = async (c, next) => {
  const access = await officerClubAccess(c.var.deps.db, c.req.param("clubId") ?? "", c.var.member.id);
  if (access === "no-such-club") throw noSuchClub();
  if (access === "not-an-officer") throw refuse("NOT_A_CLUB_OFFICER", "settings");
  await next();
};

/** /api/clubs/:clubId/…: a club's figures, reports and settings for its officers (decision 150). */
export const clubCentralRoutes = new Hono<AppEnv>()
  .get("/:clubId/dashboard", signedIn(), club, clubOfficersOnly, async (c) =>
    c.json(await clubDashboard(c.var.deps.db, c.req.valid("param").clubId)),
  )
  .get("/:clubId/reports", signedIn(), club, clubOfficersOnly, async (c) => {
    const { db } = c.var.deps;
    const { clubId } = c.req.valid("param");
    const now = new Date();
    const [attendance, coverage, stage] = await Promise.all([
      attendanceReport(db, clubId, now),
      roleCoverage(db, clubId, now),
      memberStageHistory(db, clubId, now),
    ]);
    return c.json({ attendance, coverage, stage });
  })
  .get("/:clubId/settings", signedIn(), club, clubOfficersOnly, async (c) => {
    const settings = await clubSettings(c.var.deps.db, c.req.valid("param").clubId);
    if (!settings) throw noSuchClub();
    return c.json(settings);
  })
  // what saving these reminder and open-role settings would send at once, asked before saving (decision 177)
  .get(
    "/:clubId/settings/messages",
    signedIn(),
    club,
    clubOfficersOnly,
    queryParams(settingMessagesQuery),
    async (c) => {
      const counts = await messagesOnSaving(c.var.deps.db, c.req.valid("param").clubId, c.req.valid("query"));
      if (!counts) throw noSuchClub();
      return c.json(counts);
    },
  )
  .patch("/:clubId", signedIn(), club, clubOfficersOnly, jsonBody(clubSettingsInput), async (c) => {
    const settings = await updateClubSettings(c.var.deps, c.req.valid("param").clubId, c.req.valid("json"));
    if (!settings) throw noSuchClub();
    return c.json(settings);
  });
