import { Hono } from "hono";
import { profileInput } from "../../../domain/accounts";
import { mailPreferencesInput } from "../../../domain/mail/preferences";
import { absenceInput } from "../../../domain/members/absences";
import type { AppEnv } from "../../http/context";
import { refuse } from "../../http/errors";
import { signedIn } from "../../http/session";
import { id, jsonBody, pathParams } from "../../http/validate";
import { memberMailPreferences, saveMailPreferences } from "../mail";
import { receivedEvaluations } from "../meetings";
import { absenceNotFound, addAbsence, removeAbsence, upcomingAbsences } from "./absences";
import { memberProfile, updateProfile } from "./service";

const absence = pathParams({ absenceId: id(absenceNotFound) });

const gone = () => refuse("NOT_FOUND", "account");

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
  })
  .get("/mail-preferences", signedIn(), async (c) =>
    c.json({ clubs: await memberMailPreferences(c.var.deps.db, c.var.member.id) }),
  )
  .put("/mail-preferences", signedIn(), jsonBody(mailPreferencesInput), async (c) =>
    c.json({ clubs: await saveMailPreferences(c.var.deps.db, c.var.member.id, c.req.valid("json")) }),
  )
  // evaluations written for the member at meetings (docs/decisions/159)
  .get("/evaluations", signedIn(), async (c) =>
    c.json({ evaluations: await receivedEvaluations(c.var.deps.db, c.var.member.id) }),
  )
  // planned absences (docs/decisions/156)
  .get("/absences", signedIn(), async (c) =>
    c.json({ absences: await upcomingAbsences(c.var.deps.db, c.var.member.id) }),
  )
  .post("/absences", signedIn(), jsonBody(absenceInput), async (c) =>
    c.json(await addAbsence(c.var.deps, c.var.member.id, c.req.valid("json")), 201),
  )
  .delete("/absences/:absenceId", signedIn(), absence, async (c) =>
    c.json(await removeAbsence(c.var.deps.db, c.var.member.id, c.req.valid("param").absenceId)),
  );
