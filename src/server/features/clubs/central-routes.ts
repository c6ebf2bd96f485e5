import { Hono } from "hono";
import { clubSettingsInput, settingMessagesQuery } from "../../../domain/clubs/settings";
import type { AppEnv } from "../../http/context";
import { signedIn } from "../../http/session";
import { jsonBody, queryParams } from "../../http/validate";
import { messagesOnSaving } from "../roles";
import { clubSettings, updateClubSettings } from "./central";
import { clubOfficersOnly, clubParam, noSuchClub } from "./club-parts";
import { keptClubDashboard } from "./kept-dashboard";
import { clubReports } from "./reports";

const club = clubParam;

/** /api/clubs/:clubId/…: a club's figures, reports and settings for its officers (decision 150). */
export const clubCentralRoutes = new Hono<AppEnv>()
  .get("/:clubId/dashboard", signedIn(), club, clubOfficersOnly, async (c) =>
    c.json(await keptClubDashboard(c.var.deps, c.req.valid("param").clubId)),
  )
  .get("/:clubId/reports", signedIn(), club, clubOfficersOnly, async (c) =>
    c.json(await clubReports(c.var.deps, c.req.valid("param").clubId)),
  )
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
