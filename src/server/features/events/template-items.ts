import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { agendaTemplateItems, agendaTemplates } from "../../db/schema";

/** What an agenda template's item is: what a new event's agenda item copies. */
export const itemColumns = {
  title: agendaTemplateItems.title,
  agendaType: agendaTemplateItems.agendaType,
  durationMinutes: agendaTemplateItems.durationMinutes,
  roleType: agendaTemplateItems.roleType,
};

/** A template's items in their order. */
export function templateItems(db: Executor, templateId: string) {
  return db
    .select(itemColumns)
    .from(agendaTemplateItems)
    .where(eq(agendaTemplateItems.templateId, templateId))
    .orderBy(asc(agendaTemplateItems.position));
}

/**
 * The template a new event of the club starts from: the one named (only one of this club's: otherwise
 * "other-club"), or the club's default. Read under FOR SHARE, so a save of the template running at the same time
 * finishes first or waits: the event gets one whole version of its items.
 */
export async function templateToStartFrom(tx: Executor, clubId: string, templateId: string | undefined) {
  const query = tx
    .select({ id: agendaTemplates.id, clubId: agendaTemplates.clubId })
    .from(agendaTemplates)
    .where(
      templateId === undefined
        ? and(eq(agendaTemplates.clubId, clubId), eq(agendaTemplates.isDefault, true))
        : eq(agendaTemplates.id, templateId),
    )
    .for("share");
  const [template] = await query;
  if (!template) return templateId === undefined ? { items: [] } : ("other-club" as const);
  if (template.clubId !== clubId) return "other-club" as const;
  return { items: await templateItems(tx, template.id) };
}
