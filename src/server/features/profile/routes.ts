import { Hono } from "hono";
import { profileInput } from "../../../domain/accounts";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { requireUser } from "../../http/session";
import { readJson } from "../../http/validate";
import { memberProfile, updateProfile } from "./service";

const gone = () => new AppError(404, "NOT_FOUND", "This account no longer exists.");

export const profileRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = requireUser(c.var.user);
    const profile = await memberProfile(c.var.deps.db, user.id);
    if (!profile) throw gone();
    return c.json(profile);
  })
  .patch("/", async (c) => {
    const user = requireUser(c.var.user);
    const input = await readJson(c, profileInput);
    const profile = await updateProfile(c.var.deps.db, user.id, input);
    if (!profile) throw gone();
    return c.json(profile);
  });
