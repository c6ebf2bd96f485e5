import { and, eq, max, sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { AGENDA_CHANGES } from "../../../domain/events/agenda-changes";
import { offeredRole } from "../../../domain/events/event-roles";
import type { AgendaItemChanges, AgendaItemInput } from "../../../domain/events/inputs";
import { type EventAccess, mayEditAgenda, refuseIfEnded, visibleEvent } from "../../authority";
import type { Database } from "../../db/client";
import type { Executor } from "../../db/executor";
import { meetingAgendaChanges, meetingAgendas } from "../../db/schema";
import { refuse } from "../../http/errors";
import { agendaRows } from "../../reads/agenda";
import { rowsWithNames } from "../../reads/members";
import { eventRolesOf } from "../../reads/role-set";
import { namedAgenda } from "./named-agenda";

export type AgendaItem = {
  id: string;
  title: string;
  description: string | null;
  durationMinutes: number;
  agendaType: "general" | "pitch" | "evaluation" | "qa";
  orderIndex: number;
  /** The role slot the item belongs to (docs/decisions/143), or null. */
  roleType: string | null;
};

export async function agendaItems(db: Executor, eventId: string): Promise<AgendaItem[]> {
  const rows = await agendaRows(db, eventId);
  return rows.map(({ startedAt: _, ...item }) => item);
}

/** The agenda's last change (docs/decisions/163): who made it ("Former member" once gone), what and when; or null. */
export async function lastAgendaChange(db: Executor, eventId: string) {
  const [row] = await rowsWithNames(
    db,
    { change: meetingAgendaChanges.change, changedAt: meetingAgendaChanges.changedAt },
    meetingAgendaChanges,
    meetingAgendaChanges.changedBy,
  ).where(eq(meetingAgendaChanges.eventId, eventId));
  if (!row) return null;
  const { change, changedAt, ...person } = row;
  const by = person.email === null ? "Former member" : displayName({ ...person, email: person.email });
  return { by, change, changedAt: changedAt.toISOString() };
}

const mayNotEdit = () => refuse("AGENDA_EDIT_DENIED");
const itemGone = () => refuse("AGENDA_ITEM_NOT_FOUND", "gone");

/**
 * Runs an agenda change in one transaction that first locks the event row FOR UPDATE (as claimRole does), so the
 * changes of one meeting's agenda take turns: each sees the order the one before it left (docs/decisions/142).
 * Only those who may edit it (docs/decisions/163), and not once the event ended; the change says in words what it
 * did, and is kept as the agenda's last change with who made it and when.
 */
function editAgenda<T>(
  db: Database,
  eventId: string,
  userId: string,
  change: (tx: Executor, event: EventAccess) => Promise<{ result: T; said: string }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const event = await visibleEvent(tx, eventId, userId, { lock: true });
    if (!(await mayEditAgenda(tx, event, userId))) throw mayNotEdit();
    refuseIfEnded(event);
    const { result, said } = await change(tx, event);
    const changedAt = new Date();
    await tx
      .insert(meetingAgendaChanges)
      .values({ eventId, changedBy: userId, change: said, changedAt })
      .onConflictDoUpdate({
        target: meetingAgendaChanges.eventId,
        set: { changedBy: userId, change: said, changedAt },
      });
    return result;
  });
}

/**
 * Numbers the items 1, 2, 3… in the order given. The (event, order_index) pair is unique and checked row by row, so
 * the items first step aside to negative numbers, then take their places.
 */
async function numberItems(tx: Executor, eventId: string, itemIds: readonly string[]) {
  if (itemIds.length === 0) return;
  await tx
    .update(meetingAgendas)
    .set({ orderIndex: sql`-${meetingAgendas.orderIndex}` })
    .where(eq(meetingAgendas.eventId, eventId));
  const places = sql.join(
    itemIds.map((id, index) => sql`(${id}::uuid, ${index + 1}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`update meeting_agendas set order_index = place.position
    from (values ${places}) as place(id, position)
    where meeting_agendas.id = place.id and meeting_agendas.event_id = ${eventId}`);
}

/** A slot must be one of the event's roles: its club's role set, or the specification's five (decision 223). */
async function refuseUnlessOffered(tx: Executor, event: EventAccess, roleType: string | null | undefined) {
  if (roleType && !offeredRole(await eventRolesOf(tx, event), roleType)) throw refuse("ROLE_SLOT_NOT_OFFERED");
}

/**
 * Adds an item after the last one. The event row is locked FOR UPDATE first, so concurrent adds for one meeting
 * take turns and each gets its own order_index (highest + 1).
 */
export async function addAgendaItem(db: Database, eventId: string, userId: string, input: AgendaItemInput) {
  return editAgenda(db, eventId, userId, async (tx, event) => {
    await refuseUnlessOffered(tx, event, input.roleType);
    const [last] = await tx
      .select({ value: max(meetingAgendas.orderIndex) })
      .from(meetingAgendas)
      .where(eq(meetingAgendas.eventId, eventId));
    const [created] = await tx
      .insert(meetingAgendas)
      .values({
        eventId,
        title: input.title,
        description: input.description || null,
        durationMinutes: input.durationMinutes,
        agendaType: input.agendaType,
        roleType: input.roleType,
        orderIndex: (last?.value ?? 0) + 1,
      })
      .returning();
    return { result: created, said: AGENDA_CHANGES.added(input.title) };
  });
}

/** Deletes an item; the items after it close the gap, so the order stays 1, 2, 3… */
export async function deleteAgendaItem(db: Database, eventId: string, itemId: string, userId: string) {
  return editAgenda(db, eventId, userId, async (tx) => {
    const deleted = await tx
      .delete(meetingAgendas)
      .where(and(eq(meetingAgendas.id, itemId), eq(meetingAgendas.eventId, eventId)))
      .returning({ id: meetingAgendas.id, title: meetingAgendas.title });
    const [item] = deleted;
    if (!item) throw itemGone();
    await numberItems(
      tx,
      eventId,
      (await agendaItems(tx, eventId)).map((row) => row.id),
    );
    return { result: undefined, said: AGENDA_CHANGES.deleted(item.title) };
  });
}

/** Changes an item's title, type, minutes or description (only the fields given); its place stays. */
export async function updateAgendaItem(
  db: Database,
  eventId: string,
  itemId: string,
  userId: string,
  changes: AgendaItemChanges,
): Promise<AgendaItem> {
  return editAgenda(db, eventId, userId, async (tx, event) => {
    await refuseUnlessOffered(tx, event, changes.roleType);
    const { description, ...rest } = changes;
    const values = { ...rest, ...(description === undefined ? {} : { description: description || null }) };
    const where = and(eq(meetingAgendas.id, itemId), eq(meetingAgendas.eventId, eventId));
    const [updated] = Object.values(values).some((value) => value !== undefined)
      ? await tx.update(meetingAgendas).set(values).where(where).returning()
      : await tx.select().from(meetingAgendas).where(where);
    if (!updated) throw itemGone();
    const { createdAt: _, eventId: __, startedAt: ___, ...item } = updated;
    return { result: item, said: AGENDA_CHANGES.updated(item.title) };
  });
}

/**
 * Puts the items in the order given. The list must name every item of the meeting exactly once, as it is now: a
 * list made from an older agenda (an item added or deleted since) is refused with 409 AGENDA_CHANGED, never applied
 * half. Answers the agenda in its new order.
 */
export async function reorderAgenda(db: Database, eventId: string, userId: string, itemIds: readonly string[]) {
  return editAgenda(db, eventId, userId, async (tx, event) => {
    const current = new Set((await agendaItems(tx, eventId)).map((item) => item.id));
    const named = new Set(itemIds);
    const matches =
      named.size === itemIds.length && named.size === current.size && itemIds.every((id) => current.has(id));
    if (!matches) {
      throw refuse("AGENDA_CHANGED");
    }
    await numberItems(tx, eventId, itemIds);
    return { result: await namedAgenda(tx, event), said: AGENDA_CHANGES.reordered };
  });
}
