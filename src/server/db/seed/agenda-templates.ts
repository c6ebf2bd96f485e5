import { and, asc, eq, inArray } from "drizzle-orm";
import type { AgendaType } from "../../../domain/events/inputs";
import type { RoleType } from "../../../domain/events/roles";
import type { Database } from "../client";
import { agendaTemplateItems, agendaTemplates } from "../schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Item = [title: string, minutes: number, type: AgendaType, slot?: RoleType];

export const CLASSIC_TEMPLATE_NAME = "Classic club meeting";

/** The usual two-hour club meeting, with the role slot of each part that has one. */
const CLASSIC_ITEMS: Item[] = [
  ["Opening", 10, "general"],
  ["Toastmaster of the evening intro", 10, "general", "moderator"],
  ["Table Topics", 25, "general"],
  ["Prepared pitch 1", 12, "pitch", "pitcher"],
  ["Prepared pitch 2", 12, "pitch", "pitcher"],
  ["Evaluation 1", 6, "evaluation", "evaluator"],
  ["Evaluation 2", 6, "evaluation", "evaluator"],
  ["Timer's report", 5, "general", "timer"],
  ["Ah-counter's report", 5, "general", "ah_counter"],
  ["General evaluation", 19, "evaluation"],
  ["Closing", 10, "general"],
];

/** Gives each club the "Classic club meeting" template, its default unless it has one; a club that has it keeps it. */
export async function seedAgendaTemplates(tx: Transaction, clubIds: readonly string[]): Promise<void> {
  if (clubIds.length === 0) return;
  const existing = await tx
    .select({ clubId: agendaTemplates.clubId, name: agendaTemplates.name, isDefault: agendaTemplates.isDefault })
    .from(agendaTemplates)
    .where(inArray(agendaTemplates.clubId, [...clubIds]));
  for (const clubId of clubIds) {
    const own = existing.filter((template) => template.clubId === clubId);
    if (own.some((template) => template.name === CLASSIC_TEMPLATE_NAME)) continue;
    const [template] = await tx
      .insert(agendaTemplates)
      .values({ clubId, name: CLASSIC_TEMPLATE_NAME, isDefault: !own.some((template) => template.isDefault) })
      .returning({ id: agendaTemplates.id });
    if (!template) continue;
    await tx.insert(agendaTemplateItems).values(
      CLASSIC_ITEMS.map(([title, durationMinutes, agendaType, roleType], index) => ({
        templateId: template.id,
        position: index + 1,
        title,
        durationMinutes,
        agendaType,
        roleType: roleType ?? null,
      })),
    );
  }
}

/** Each club's default template's items, in order, by club. */
export async function defaultTemplateItems(tx: Transaction, clubIds: readonly string[]) {
  if (clubIds.length === 0) return new Map<string, never[]>();
  const rows = await tx
    .select({
      clubId: agendaTemplates.clubId,
      title: agendaTemplateItems.title,
      durationMinutes: agendaTemplateItems.durationMinutes,
      agendaType: agendaTemplateItems.agendaType,
      roleType: agendaTemplateItems.roleType,
    })
    .from(agendaTemplateItems)
    .innerJoin(agendaTemplates, eq(agendaTemplates.id, agendaTemplateItems.templateId))
    .where(and(inArray(agendaTemplates.clubId, [...clubIds]), eq(agendaTemplates.isDefault, true)))
    .orderBy(asc(agendaTemplateItems.position));
  const byClub = new Map<string, Omit<(typeof rows)[number], "clubId">[]>();
  for (const { clubId, ...item } of rows) byClub.set(clubId, [...(byClub.get(clubId) ?? []), item]);
  return byClub;
}
