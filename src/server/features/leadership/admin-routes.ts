import { Hono } from "hono";
import { issueAccessKeyInput } from "../../../domain/leadership/access-keys";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { requireAdmin } from "../../http/session";
import { readJson } from "../../http/validate";
import { deactivateAccessKey, issueAccessKey, listAccessKeys } from "./access-keys";

/** /api/admin/access-keys: admins issue, list and deactivate leadership access keys. */
export const accessKeyAdminRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    await requireAdmin(c.var.deps, c.var.user);
    return c.json({ accessKeys: await listAccessKeys(c.var.deps.db) });
  })
  .post("/", async (c) => {
    const admin = await requireAdmin(c.var.deps, c.var.user);
    const input = await readJson(c, issueAccessKeyInput);
    return c.json(await issueAccessKey(c.var.deps.db, { ...input, createdBy: admin.id }), 201);
  })
  .post("/:id/deactivate", async (c) => {
    await requireAdmin(c.var.deps, c.var.user);
    const id = c.req.param("id");
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError(404, "ACCESS_KEY_NOT_FOUND", "There is no such access key.");
    const result = await deactivateAccessKey(c.var.deps.db, id);
    if (result.outcome === "no-such-key" || result.outcome === "ambiguous") {
      throw new AppError(404, "ACCESS_KEY_NOT_FOUND", "There is no such access key.");
    }
    return c.json({ accessKey: result.accessKey });
  });
