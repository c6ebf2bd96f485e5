import { Hono } from "hono";
import { gridAssignInput, gridClearInput, gridQuery, seriesEditInput } from "../../../domain/clubs/planning-grid";
import type { AppEnv } from "../../http/context";
import { refuse } from "../../http/errors";
import { signedIn } from "../../http/session";
import { id, jsonBody, pathParams, queryParams } from "../../http/validate";
import { editSeries } from "../events";
import { assignFromGrid, clearFromGrid, planningGrid } from "../roles";
import { clubOfficersOnly, clubParam, noSuchClub } from "./club-parts";
import { keptStageHistory } from "./reports";

const seriesParam = pathParams({
  clubId: id(noSuchClub),
  seriesId: id(() => refuse("SERIES_NOT_FOUND")),
});

/**
 * /api/clubs/:clubId/planning-grid and /series — Leadership Central's planning grid (docs/decisions/234): the club's
 * officers and admins read the next meetings' cells, give a role outright, clear a cell, and edit a series as a
 * whole (decision 235). Proposing and skipping a meeting use the meeting's own routes (proposals, cancel).
 */
export const planningGridRoutes = new Hono<AppEnv>()
  .get("/:clubId/planning-grid", signedIn(), clubParam, clubOfficersOnly, queryParams(gridQuery), async (c) =>
    c.json(
      await planningGrid(c.var.deps.db, c.req.valid("param").clubId, c.req.valid("query").weeks, (clubId) =>
        keptStageHistory(c.var.deps, clubId),
      ),
    ),
  )
  .post(
    "/:clubId/planning-grid/assign",
    signedIn(),
    clubParam,
    clubOfficersOnly,
    jsonBody(gridAssignInput),
    async (c) =>
      c.json(await assignFromGrid(c.var.deps, c.req.valid("param").clubId, c.var.member.id, c.req.valid("json")), 201),
  )
  .post("/:clubId/planning-grid/clear", signedIn(), clubParam, clubOfficersOnly, jsonBody(gridClearInput), async (c) =>
    c.json(await clearFromGrid(c.var.deps, c.req.valid("param").clubId, c.var.member.id, c.req.valid("json"))),
  )
  .put("/:clubId/series/:seriesId", signedIn(), seriesParam, clubOfficersOnly, jsonBody(seriesEditInput), async (c) => {
    const { clubId, seriesId } = c.req.valid("param");
    return c.json(await editSeries(c.var.deps, clubId, seriesId, c.var.member.id, c.req.valid("json")));
  });
