import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { copyName, type TemplateData, totalMinutes } from "../../../domain/clubs/agenda-templates";
import type { Database } from "../../db/client";
import { type Executor, hasRows, readIfAny } from "../../db/executor";
import { agendaTemplateItems, agendaTemplates, clubs } from "../../db/schema";
import { refuse } from "../../http/errors";
import { clubRoleSet } from "../../reads/role-set";
import { itemColumns, templateItems } from "../events";

/** The club's templates, the default first, then by name; each with its items and their minutes together. */
export async function clubTemplates(db: Database, clubId: string) {
  const templates = await db
    .select({
      id: agendaTemplates.id,
      name: agendaTemplates.name,
      isDefault: agendaTemplates.isDefault,
      updatedAt: agendaTemplates.updatedAt,
    })
    .from(agendaTemplates)
    .where(eq(agendaTemplates.clubId, clubId))
    .orderBy(desc(agendaTemplates.isDefault), asc(agendaTemplates.name), asc(agendaTemplates.createdAt));
  const ids = templates.map((template) => template.id);
  const items = await readIfAny(ids, () =>
    db
      .select({ templateId: agendaTemplateItems.templateId, ...itemColumns })
      .from(agendaTemplateItems)
      .where(inArray(agendaTemplateItems.templateId, ids))
      .orderBy(asc(agendaTemplateItems.position)),
  );
  return templates.map((template) => {
    const own = items.filter((item) => item.templateId === template.id).map(({ templateId: _, ...item }) => item);
    return { ...template, updatedAt: template.updatedAt.toISOString(), totalMinutes: totalMinutes(own), items: own };
  });
}

export type ClubTemplate = Awaited<ReturnType<typeof clubTemplates>>[number];

/** The club's template as it is now, or undefined. */
async function clubTemplate(db: Database, clubId: string, templateId: string) {
  return (await clubTemplates(db, clubId)).find((template) => template.id === templateId);
}

/**
 * Locks the club row: every change of which template is the club's default (making one, creating the first,
 * deleting one) takes its turn, so the partial unique index never sees two defaults at once.
 */
const lockClub = (tx: Executor, clubId: string) =>
  tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for("update");

/** Each item's slot must be one of the club's roles (its role set, docs/decisions/223). */
async function refuseUnknownSlots(tx: Executor, clubId: string, items: TemplateData["items"]) {
  const keys = (await clubRoleSet(tx, clubId)).map((role) => role.key);
  if (items.some((item) => item.roleType && !keys.includes(item.roleType))) throw refuse("ROLE_SLOT_NOT_OFFERED");
}

async function writeItems(tx: Executor, templateId: string, items: TemplateData["items"]) {
  await tx.delete(agendaTemplateItems).where(eq(agendaTemplateItems.templateId, templateId));
  await tx
    .insert(agendaTemplateItems)
    .values(items.map((item, index) => ({ ...item, templateId, position: index + 1 })));
}

/** A new template of the club; the club's first becomes its default. */
export async function createTemplate(db: Database, clubId: string, userId: string, input: TemplateData) {
  const id = await db.transaction(async (tx) => {
    await lockClub(tx, clubId);
    const first = !(await hasRows(tx, agendaTemplates, eq(agendaTemplates.clubId, clubId)));
    const [created] = await tx
      .insert(agendaTemplates)
      .values({ clubId, name: input.name, isDefault: first, createdBy: userId })
      .returning({ id: agendaTemplates.id });
    if (!created) throw new Error("template not inserted");
    await refuseUnknownSlots(tx, clubId, input.items);
    await writeItems(tx, created.id, input.items);
    return created.id;
  });
  return (await clubTemplate(db, clubId, id)) as ClubTemplate;
}

/**
 * A copy of one of the club's templates, named "<name> (copy)" (numbered while the club has one of that name), with
 * the same items in the same order; never the club's default. Undefined when the club has no such template. Under
 * the club's lock, two copies made at once get two names.
 */
export async function duplicateTemplate(db: Database, clubId: string, templateId: string, userId: string) {
  const id = await db.transaction(async (tx) => {
    await lockClub(tx, clubId);
    const names = await tx
      .select({ id: agendaTemplates.id, name: agendaTemplates.name })
      .from(agendaTemplates)
      .where(eq(agendaTemplates.clubId, clubId));
    const original = names.find((template) => template.id === templateId);
    if (!original) return undefined;
    const [copy] = await tx
      .insert(agendaTemplates)
      .values({
        clubId,
        name: copyName(
          original.name,
          names.map((template) => template.name),
        ),
        isDefault: false,
        createdBy: userId,
      })
      .returning({ id: agendaTemplates.id });
    if (!copy) throw new Error("template not inserted");
    await writeItems(tx, copy.id, await templateItems(tx, templateId));
    return copy.id;
  });
  return id ? clubTemplate(db, clubId, id) : undefined;
}

/**
 * Replaces a template's name and its whole list of items. The template row is locked FOR UPDATE first, so two
 * saves of one template take turns: the later complete version wins, never a mix of both lists.
 */
export async function replaceTemplate(db: Database, clubId: string, templateId: string, input: TemplateData) {
  const found = await db.transaction(async (tx) => {
    const [template] = await tx
      .select({ id: agendaTemplates.id })
      .from(agendaTemplates)
      .where(and(eq(agendaTemplates.id, templateId), eq(agendaTemplates.clubId, clubId)))
      .for("update");
    if (!template) return false;
    await refuseUnknownSlots(tx, clubId, input.items);
    await writeItems(tx, templateId, input.items);
    // touching the row also tells the change feed (the items have no trigger of their own)
    await tx
      .update(agendaTemplates)
      .set({ name: input.name, updatedAt: sql`now()` })
      .where(eq(agendaTemplates.id, templateId));
    return true;
  });
  return found ? clubTemplate(db, clubId, templateId) : undefined;
}

/**
 * Inside the caller's transaction: makes the template the club's default (`true`) or takes that from it (`false`);
 * `templateId` null with `false` leaves the club without any default. False if the club has no such template.
 */
export async function writeDefaultTemplate(
  tx: Executor,
  clubId: string,
  templateId: string | null,
  isDefault: boolean,
): Promise<boolean> {
  await lockClub(tx, clubId);
  const ofClub = and(eq(agendaTemplates.clubId, clubId), templateId ? eq(agendaTemplates.id, templateId) : undefined);
  if (templateId) {
    const [template] = await tx.select({ id: agendaTemplates.id }).from(agendaTemplates).where(ofClub);
    if (!template) return false;
  }
  if (isDefault && templateId) {
    await tx
      .update(agendaTemplates)
      .set({ isDefault: false })
      .where(
        and(
          eq(agendaTemplates.clubId, clubId),
          eq(agendaTemplates.isDefault, true),
          ne(agendaTemplates.id, templateId),
        ),
      );
  }
  await tx
    .update(agendaTemplates)
    .set({ isDefault: isDefault && templateId !== null })
    .where(and(ofClub, templateId ? undefined : eq(agendaTemplates.isDefault, true)));
  return true;
}

/** Makes the template the club's default (`true`) or leaves the club without one (`false`); undefined if no such one. */
export async function setDefaultTemplate(db: Database, clubId: string, templateId: string, isDefault: boolean) {
  const found = await db.transaction((tx) => writeDefaultTemplate(tx, clubId, templateId, isDefault));
  return found ? clubTemplate(db, clubId, templateId) : undefined;
}

/** Deletes a template and its items; deleting the default leaves the club without one. The name, or undefined. */
export async function deleteTemplate(db: Database, clubId: string, templateId: string) {
  return db.transaction(async (tx) => {
    await lockClub(tx, clubId);
    const [deleted] = await tx
      .delete(agendaTemplates)
      .where(and(eq(agendaTemplates.id, templateId), eq(agendaTemplates.clubId, clubId)))
      .returning({ name: agendaTemplates.name, wasDefault: agendaTemplates.isDefault });
    return deleted;
  });
}
