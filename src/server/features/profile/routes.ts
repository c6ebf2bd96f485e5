import { Hono } from "hono";
import { profileInput } from "../../../domain/accounts";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { signedIn } from "../../http/session";
import { jsonBody } from "../../http/validate";
import { memberProfile, updateProfile } from "./service";

const gone = () => new AppError(404, "NOT_FOUND", "This account no longer exists.");

export const profileRoutes = new Hono<AppEnv>()
  .get("/", signedIn(), async (c) => {
    const profile = await memberProfile(c.var.deps.db, c.var.member.id);
    if (!profile) throw gone();
    return c.json(profile);
  })
  .patch("/", signedIn(), jsonBody(profileInput), async (c) => {
    const profile = await updateProfile(c.var.deps.db, c.var.member.id, c.req.valid("json"));
    if (!profile) throw gone();
    return c.json(profile);
  });
