import { Hono } from "hono";
import { issueAccessKeyInput } from "../../../domain/leadership/access-keys";
import { INPUT_PROBLEMS } from "../../../domain/refusals";
import { adminOnly } from "../../http/admin";
import type { AppEnv } from "../../http/context";
import { refuse } from "../../http/errors";
import { id, jsonBody, pathParams } from "../../http/validate";
import { isActiveClub } from "../clubs";
import { deactivateAccessKey, issueAccessKey, listAccessKeys } from "./access-keys";

const noSuchKey = () => refuse("ACCESS_KEY_NOT_FOUND");

/** /api/admin/access-keys: admins issue, list and deactivate leadership access keys. */
export const accessKeyAdminRoutes = new Hono<AppEnv>()
  .get("/", adminOnly, async (c) => c.json({ accessKeys: await listAccessKeys(c.var.deps.db) }))
  .post("/", adminOnly, jsonBody(issueAccessKeyInput), async (c) => {
    const input = c.req.valid("json");
    if (input.clubId && !(await isActiveClub(c.var.deps.db, input.clubId))) {
      throw refuse("INVALID_INPUT", { problem: INPUT_PROBLEMS.noSuchClub });
    }
    return c.json(await issueAccessKey(c.var.deps.db, { ...input, createdBy: c.var.member.id }), 201);
  })
  .post("/:id/deactivate", adminOnly, pathParams({ id: id(noSuchKey) }), async (c) => {
    const result = await deactivateAccessKey(c.var.deps.db, c.req.valid("param").id);
    if (result.outcome === "no-such-key" || result.outcome === "ambiguous") throw noSuchKey();
    return c.json({ accessKey: result.accessKey });
  });
