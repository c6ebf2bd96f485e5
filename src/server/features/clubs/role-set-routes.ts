import { Hono } from "hono";
import { roleSetInput } from "../../../domain/clubs/role-set";
import { mayRunClub } from "../../authority";
import type { AppEnv } from "../../http/context";
import { signedIn } from "../../http/session";
import { jsonBody } from "../../http/validate";
import { clubRoleSet } from "../../reads/role-set";
import { clubParam, clubPart } from "./club-parts";
import { saveRoleSet } from "./role-set";

/** /api/clubs/:clubId/roles — a club's own meeting roles (docs/decisions/222). */
export const roleSetRoutes = new Hono<AppEnv>()
  .get("/:clubId/roles", signedIn(), clubParam, clubPart("roles", "read"), async (c) => {
    const { db } = c.var.deps;
    const { clubId } = c.req.valid("param");
    return c.json({ roles: await clubRoleSet(db, clubId), canManage: await mayRunClub(db, clubId, c.var.member.id) });
  })
  .put("/:clubId/roles", signedIn(), clubParam, clubPart("roles", "write"), jsonBody(roleSetInput), async (c) => {
    const { clubId } = c.req.valid("param");
    return c.json({ roles: await saveRoleSet(c.var.deps.db, clubId, c.req.valid("json").roles), canManage: true });
  });
