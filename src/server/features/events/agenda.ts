import { and, asc, eq, max } from "drizzle-orm";
import type { AgendaItemInput } from "../../../domain/events/inputs";
import type { Database } from "../../db/client";
import { meetingAgendas } from "../../db/schema";
import { AppError } from "../../http/errors";
import { type Executor, mayEditAgenda, refuseIfEnded, visibleEvent } from "./access";

export type AgendaItem = {
  id: string;
  title: string;
  description: string | null;
  durationMinutes: number;
  agendaType: "general" | "pitch" | "evaluation" | "qa";
  orderIndex: number;
};

export async function agendaItems(db: Executor, eventId: string): Promise<AgendaItem[]> {
  return db
    .select({
      id: meetingAgendas.id,
      title: meetingAgendas.title,
      description: meetingAgendas.description,
      durationMinutes: meetingAgendas.durationMinutes,
      agendaType: meetingAgendas.agendaType,
      orderIndex: meetingAgendas.orderIndex,
    })
    .from(meetingAgendas)
    .where(eq(meetingAgendas.eventId, eventId))
    .orderBy(asc(meetingAgendas.orderIndex));
}

export async function eventAgenda(db: Database, eventId: string, viewerId: string | undefined) {
  await visibleEvent(db, eventId, viewerId);
  return agendaItems(db, eventId);
}

const mayNotEdit = () =>
  new AppError(403, "AGENDA_EDIT_DENIED", "Only members of this club can edit the agenda of its meetings.");

/**
 * Adds an item after the last one. The event row is locked FOR UPDATE first, so concurrent adds for one meeting
 * take turns and each gets its own order_index (highest + 1).
 */
export async function addAgendaItem(db: Database, eventId: string, userId: string, input: AgendaItemInput) {
  return db.transaction(async (tx) => {
    const event = await visibleEvent(tx, eventId, userId, { lock: true });
    if (!(await mayEditAgenda(tx, userId, event))) throw mayNotEdit();
    refuseIfEnded(event);
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
        orderIndex: (last?.value ?? 0) + 1,
      })
      .returning();
    return created;
  });
}

export async function deleteAgendaItem(db: Database, eventId: string, itemId: string, userId: string) {
  return db.transaction(async (tx) => {
    const event = await visibleEvent(tx, eventId, userId, { lock: true });
    if (!(await mayEditAgenda(tx, userId, event))) throw mayNotEdit();
    refuseIfEnded(event);
    const deleted = await tx
      .delete(meetingAgendas)
      .where(and(eq(meetingAgendas.id, itemId), eq(meetingAgendas.eventId, eventId)))
      .returning({ id: meetingAgendas.id });
    if (deleted.length === 0) throw new AppError(404, "AGENDA_ITEM_NOT_FOUND", "That agenda item no longer exists.");
  });
}
