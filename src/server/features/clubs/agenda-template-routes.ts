import type { MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { templateInput } from "../../../domain/clubs/agenda-templates";
import { mayRunClub, maySeeClubMembers } from "../../authority";
import type { AppEnv, MemberEnv } from "../../http/context";
import { refuse } from "../../http/errors";
import { signedIn } from "../../http/session";
import { id, jsonBody, pathParams } from "../../http/validate";
import {
  type ClubTemplate,
  clubTemplates,
  createTemplate,
  deleteTemplate,
  duplicateTemplate,
  replaceTemplate,
  setDefaultTemplate,
} from "./agenda-templates";
import { isActiveClub } from "./service";

const noSuchClub = () => refuse("CLUB_NOT_FOUND", "club");
const noSuchTemplate = () => refuse("TEMPLATE_NOT_FOUND");
const club = pathParams({ clubId: id(noSuchClub) });
const clubTemplate = pathParams({ clubId: id(noSuchClub), templateId: id(noSuchTemplate) });

/** Who may do what with a club's templates: its members, officers and admins read; its officers and admins write. */
const templatesOf =
  (access: "read" | "write"): MiddlewareHandler<AppEnv & MemberEnv> =>
  async (c, next) => {
    const { db } = c.var.deps;
    const clubId = c.req.param("clubId") ?? "";
    if (!(await isActiveClub(db, clubId))) throw noSuchClub();
    const memberId = c.var.member.id;
    if (access === "read" && !(await maySeeClubMembers(db, clubId, memberId))) {
      throw refuse("NOT_A_CLUB_MEMBER", "templates");
    }
    if (access === "write" && !(await mayRunClub(db, clubId, memberId))) {
      throw refuse("NOT_A_CLUB_OFFICER", "templates");
    }
    await next();
  };

const found = (template: ClubTemplate | undefined) => {
  if (!template) throw noSuchTemplate();
  return template;
};

/** /api/clubs/:clubId/templates — a club's agenda templates (docs/decisions/143). */
export const agendaTemplateRoutes = new Hono<AppEnv>()
  .get("/:clubId/templates", signedIn(), club, templatesOf("read"), async (c) => {
    const { db } = c.var.deps;
    const { clubId } = c.req.valid("param");
    return c.json({
      templates: await clubTemplates(db, clubId),
      canManage: await mayRunClub(db, clubId, c.var.member.id),
    });
  })
  .post("/:clubId/templates", signedIn(), club, templatesOf("write"), jsonBody(templateInput), async (c) => {
    const { clubId } = c.req.valid("param");
    return c.json(await createTemplate(c.var.deps.db, clubId, c.var.member.id, c.req.valid("json")), 201);
  })
  .put(
    "/:clubId/templates/:templateId",
    signedIn(),
    clubTemplate,
    templatesOf("write"),
    jsonBody(templateInput),
    async (c) => {
      const { clubId, templateId } = c.req.valid("param");
      return c.json(found(await replaceTemplate(c.var.deps.db, clubId, templateId, c.req.valid("json"))));
    },
  )
  .post("/:clubId/templates/:templateId/duplicate", signedIn(), clubTemplate, templatesOf("write"), async (c) => {
    const { clubId, templateId } = c.req.valid("param");
    return c.json(found(await duplicateTemplate(c.var.deps.db, clubId, templateId, c.var.member.id)), 201);
  })
  .post("/:clubId/templates/:templateId/default", signedIn(), clubTemplate, templatesOf("write"), async (c) => {
    const { clubId, templateId } = c.req.valid("param");
    return c.json(found(await setDefaultTemplate(c.var.deps.db, clubId, templateId, true)));
  })
  .delete("/:clubId/templates/:templateId/default", signedIn(), clubTemplate, templatesOf("write"), async (c) => {
    const { clubId, templateId } = c.req.valid("param");
    return c.json(found(await setDefaultTemplate(c.var.deps.db, clubId, templateId, false)));
  })
  .delete("/:clubId/templates/:templateId", signedIn(), clubTemplate, templatesOf("write"), async (c) => {
    const { clubId, templateId } = c.req.valid("param");
    const deleted = await deleteTemplate(c.var.deps.db, clubId, templateId);
    if (!deleted) throw noSuchTemplate();
    return c.json(deleted);
  });
