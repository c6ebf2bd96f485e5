import { inArray } from "drizzle-orm";
import { firstBrokenAssignment, type RoleType } from "../../../domain/events/roles";
import type { Database } from "../client";
import { events, meetingAgendas, meetingRoleAssignments } from "../schema";
import { DEMO_MEMBERS } from "./clubs";
import { DEMO_EVENTS } from "./events";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type AgendaType = "general" | "pitch" | "evaluation" | "qa";
type Item = [title: string, minutes: number, type: AgendaType, description?: string];

/** Agendas by kind of event: a club meeting runs differently from a workshop or a social evening. */
const AGENDAS: Record<string, Item[]> = {
  meeting: [
    ["Welcome and introductions", 10, "general", "The moderator opens the meeting and introduces today's roles."],
    ["Prepared pitches", 25, "pitch", "Three pitches of five to seven minutes, timed with lights."],
    ["Table Topics", 15, "general", "Short impromptu answers to surprise questions."],
    ["Evaluations", 15, "evaluation", "One evaluator per pitch: what worked, one thing to try next."],
    ["Timer and Ah Counter reports", 5, "general"],
    ["Questions and close", 5, "qa"],
  ],
  contest: [
    ["Contest briefing", 10, "general", "Rules, timing and how the judges score."],
    ["Contest pitches", 45, "pitch", "Each contestant has five minutes; overtime disqualifies."],
    ["Judges' deliberation and audience Q&A", 15, "qa"],
    ["Results and feedback", 15, "evaluation"],
  ],
  training: [
    ["Why it matters", 10, "general"],
    ["Guided practice", 40, "pitch", "Work in pairs on short exercises, then swap."],
    ["Group feedback", 20, "evaluation"],
    ["Open questions", 15, "qa"],
  ],
  social: [
    ["Welcome drinks", 30, "general"],
    ["Two-minute stories round", 30, "pitch", "Anyone may tell a two-minute story; no evaluations tonight."],
    ["Planning joint meetings", 20, "qa"],
  ],
  other: [
    ["What a meeting looks like", 15, "general"],
    ["Demo meeting", 30, "pitch", "Members run a shortened meeting with every role."],
    ["Ask members anything", 20, "qa"],
  ],
};

/** Roles some demo members already hold, by event title: [member index, role]. Some slots stay free. */
const ROLES: Record<string, Array<[number, RoleType]>> = {
  "Weekly Pitch Practice": [
    [0, "moderator"],
    [1, "pitcher"],
    [2, "pitcher"],
    [2, "evaluator"],
    [3, "timer"],
  ],
  "Spring Pitch Contest": [
    [6, "pitcher"],
    [7, "pitcher"],
    [8, "pitcher"],
    [9, "moderator"],
  ],
  "Evaluation Skills Workshop": [
    [4, "evaluator"],
    [5, "evaluator"],
  ],
  "Speakers' Social Evening": [[10, "moderator"]],
  "Open House for New Members": [
    [13, "moderator"],
    [14, "pitcher"],
    [15, "ah_counter"],
  ],
  "Demo Night: Five Minutes Flat": [
    [18, "pitcher"],
    [19, "pitcher"],
    [20, "timer"],
  ],
  "Founders' Breakfast Pitch": [
    [21, "pitcher"],
    [22, "evaluator"],
    [23, "moderator"],
  ],
};

/** Gives the demo events their agendas and some role holders; an event that already has them is left alone. */
export async function seedMeetings(tx: Transaction): Promise<void> {
  const titles = DEMO_EVENTS.map((event) => event.title);
  const rows = await tx
    .select({ id: events.id, title: events.title, eventType: events.eventType })
    .from(events)
    .where(inArray(events.title, titles));
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  const withAgenda = new Set(
    (
      await tx.select({ id: meetingAgendas.eventId }).from(meetingAgendas).where(inArray(meetingAgendas.eventId, ids))
    ).map((row) => row.id),
  );
  const withRoles = new Set(
    (
      await tx
        .select({ id: meetingRoleAssignments.eventId })
        .from(meetingRoleAssignments)
        .where(inArray(meetingRoleAssignments.eventId, ids))
    ).map((row) => row.id),
  );

  const agendaRows = rows
    .filter((event) => !withAgenda.has(event.id))
    .flatMap((event) =>
      (AGENDAS[event.eventType] ?? []).map(([title, durationMinutes, agendaType, description], index) => ({
        eventId: event.id,
        title,
        description: description ?? null,
        durationMinutes,
        agendaType,
        orderIndex: index + 1,
      })),
    );
  if (agendaRows.length > 0) await tx.insert(meetingAgendas).values(agendaRows);

  const roleRows = rows
    .filter((event) => !withRoles.has(event.id))
    .flatMap((event) => {
      const assignments = (ROLES[event.title] ?? []).flatMap(([member, roleType]) => {
        const userId = DEMO_MEMBERS[member]?.id;
        return userId ? [{ userId, roleType }] : [];
      });
      const broken = firstBrokenAssignment(assignments);
      if (broken) throw new Error(`demo roles of "${event.title}" break a rule: ${broken.refusal.description}`);
      return assignments.map((assignment) => ({ ...assignment, eventId: event.id }));
    });
  if (roleRows.length > 0) await tx.insert(meetingRoleAssignments).values(roleRows).onConflictDoNothing();
}
