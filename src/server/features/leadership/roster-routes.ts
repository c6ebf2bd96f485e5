import { Hono } from "hono";
import { rosterImportInput } from "../../../domain/clubs/roster-terms";
import type { AppEnv } from "../../http/context";
import { signedIn } from "../../http/session";
import { jsonBody } from "../../http/validate";
import { clubOfficersOnly, clubParam } from "../clubs";
import { senderOf } from "./invitations";
import { attendanceFile, type CsvFile, roleHistoryFile, rosterFile } from "./roster-export";
import { importRoster, previewRosterImport } from "./roster-import";

const csvHeaders = (file: CsvFile) => ({
  "content-type": "text/csv; charset=utf-8",
  "content-disposition": `attachment; filename="${file.fileName}"`,
  "cache-control": "no-store",
});

/**
 * /api/clubs/:clubId/roster… — the club's officers and admins import members from a CSV file (a preview, then the
 * import: docs/decisions/226) and download the roster and the role history as CSV (docs/decisions/227).
 */
export const rosterRoutes = new Hono<AppEnv>()
  .post("/:clubId/roster/preview", signedIn(), clubParam, clubOfficersOnly, jsonBody(rosterImportInput), async (c) =>
    c.json(await previewRosterImport(c.var.deps.db, c.req.valid("param").clubId, c.req.valid("json").csv)),
  )
  .post("/:clubId/roster/import", signedIn(), clubParam, clubOfficersOnly, jsonBody(rosterImportInput), async (c) => {
    const { clubId } = c.req.valid("param");
    return c.json(await importRoster(c.var.deps, clubId, senderOf(c.var.member), c.req.valid("json").csv));
  })
  .get("/:clubId/roster.csv", signedIn(), clubParam, clubOfficersOnly, async (c) => {
    const file = await rosterFile(c.var.deps.db, c.req.valid("param").clubId);
    return c.body(file.body, 200, csvHeaders(file));
  })
  .get("/:clubId/attendance.csv", signedIn(), clubParam, clubOfficersOnly, async (c) => {
    const file = await attendanceFile(c.var.deps.db, c.req.valid("param").clubId);
    return c.body(file.body, 200, csvHeaders(file));
  })
  .get("/:clubId/role-history.csv", signedIn(), clubParam, clubOfficersOnly, async (c) => {
    const file = await roleHistoryFile(c.var.deps.db, c.req.valid("param").clubId);
    return c.body(file.body, 200, csvHeaders(file));
  });
