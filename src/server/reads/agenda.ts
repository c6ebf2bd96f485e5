import { asc, eq } from "drizzle-orm";
import type { Executor } from "../db/executor";
import { meetingAgendas } from "../db/schema";

/**
 * A meeting's agenda items in their order, each with when it actually began (null until the moderator starts it):
 * the one read of the agenda that the event page and the meeting's console, display and report show.
 */
export function agendaRows(db: Executor, eventId: string) {
  return db
    .select({
      id: meetingAgendas.id,
      title: meetingAgendas.title,
      description: meetingAgendas.description,
      durationMinutes: meetingAgendas.durationMinutes,
      agendaType: meetingAgendas.agendaType,
      orderIndex: meetingAgendas.orderIndex,
      roleType: meetingAgendas.roleType,
      startedAt: meetingAgendas.startedAt,
    })
    .from(meetingAgendas)
    .where(eq(meetingAgendas.eventId, eventId))
    .orderBy(asc(meetingAgendas.orderIndex));
}

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

/** The agenda's items without when they began: what the agenda's editors and the named agenda work on. */
export async function agendaItems(db: Executor, eventId: string): Promise<AgendaItem[]> {
  const rows = await agendaRows(db, eventId);
  return rows.map(({ startedAt: _, ...item }) => item);
}
