import { Hono } from "hono";
import { clubSettingsInput, settingMessagesQuery } from "../../../domain/clubs/settings";
import type { AppEnv } from "../../http/context";
import { signedIn } from "../../http/session";
import { jsonBody, queryParams } from "../../http/validate";
import { memberStageHistory, messagesOnSaving } from "../roles";
import {
  attendanceRates,
  attendanceReport,
  clubDashboard,
  clubSettings,
  roleCoverage,
  updateClubSettings,
} from "./central";
import { clubOfficersOnly, clubParam, noSuchClub } from "./club-parts";
import { clubSpeakingActivity } from "./speaking-activity";

const club = clubParam;

/** /api/clubs/:clubId/…: a club's figures, reports and settings for its officers (decision 150). */
export const clubCentralRoutes = new Hono<AppEnv>()
  .get("/:clubId/dashboard", signedIn(), club, clubOfficersOnly, async (c) =>
    c.json(await clubDashboard(c.var.deps.db, c.req.valid("param").clubId)),
  )
  .get("/:clubId/reports", signedIn(), club, clubOfficersOnly, async (c) => {
    const { db } = c.var.deps;
    const { clubId } = c.req.valid("param");
    const now = new Date();
    const [attendance, rates, coverage, stage, speaking] = await Promise.all([
      attendanceReport(db, clubId, now),
      attendanceRates(db, clubId, now),
      roleCoverage(db, clubId, now),
      memberStageHistory(db, clubId, now),
      clubSpeakingActivity(db, clubId, now),
    ]);
    return c.json({ attendance, ...rates, coverage, stage, speaking });
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
