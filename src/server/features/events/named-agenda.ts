import { type LineHolder, nameAgendaLines } from "../../../domain/events/agenda-lines";
import { visibleEvent } from "../../authority";
import type { Database } from "../../db/client";
import type { Executor } from "../../db/executor";
import { eventRolesOf } from "../../reads/role-set";
import { roleAssignments } from "../roles";
import { agendaItems } from "./agenda";
import { eventSpeakers } from "./speeches";

/**
 * The meeting's role holders as its agenda lines name them (docs/decisions/230): every holder in the order they took
 * their role, a speaker with their speech's title and time range and, for an evaluated role, their evaluator.
 */
export async function lineHolders(db: Executor, eventId: string): Promise<LineHolder[]> {
  const assignments = await roleAssignments(db, eventId);
  const speakers = await eventSpeakers(db, eventId);
  return assignments.map((assignment) => {
    const speaker = speakers.find((one) => one.assignmentId === assignment.id);
    const speech = speaker?.speech;
    return {
      userId: assignment.userId,
      name: assignment.holder,
      roleType: assignment.roleType,
      speech: speech ? { title: speech.title, minMinutes: speech.minMinutes, maxMinutes: speech.maxMinutes } : null,
      evaluator: speaker?.evaluated ? (speaker.evaluator?.name ?? null) : null,
    };
  });
}

/**
 * The one read that names an agenda's lines: the items given (the event's agenda, or the console's rows with their
 * starts) each with its slot and the slot's holders, the open ones too. It checks no permission.
 */
export async function withSlotHolders<Item extends { id: string; roleType: string | null }>(
  db: Executor,
  event: { id: string; clubId: string | null },
  items: readonly Item[],
) {
  const holders = await lineHolders(db, event.id);
  const { roles } = await eventRolesOf(db, event);
  return nameAgendaLines(items, holders, roles);
}

/** The meeting's agenda items in order, each line naming its slot's holders. */
export async function namedAgenda(db: Executor, event: { id: string; clubId: string | null }) {
  return withSlotHolders(db, event, await agendaItems(db, event.id));
}

export type NamedAgendaItem = Awaited<ReturnType<typeof namedAgenda>>[number];

/** The agenda of an event the viewer may see, named. */
export async function eventAgenda(db: Database, eventId: string, viewerId: string | undefined) {
  return namedAgenda(db, await visibleEvent(db, eventId, viewerId));
}
