import { Hono } from "hono";
import { templateInput } from "../../../domain/clubs/agenda-templates";
import { mayRunClub } from "../../authority";
import type { AppEnv } from "../../http/context";
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
import { clubParam, clubPart, noSuchClub } from "./club-parts";

const noSuchTemplate = () => refuse("TEMPLATE_NOT_FOUND");
const club = clubParam;
const clubTemplate = pathParams({ clubId: id(noSuchClub), templateId: id(noSuchTemplate) });
const templatesOf = (access: "read" | "write") => clubPart("templates", access);

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
