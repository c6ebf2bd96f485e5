import { and, eq, inArray } from "drizzle-orm";
import { CLASSIC_ROLE_SET } from "../../../domain/clubs/role-set";
import { firstBrokenAssignment, SPEC_EVENT_ROLES } from "../../../domain/events/event-roles";
import { SECOND } from "../../../domain/time";
import type { Database } from "../client";
import { columnsEqual } from "../conditions";
import { events, meetingAgendas, meetingRoleAssignments, roleWaitlist } from "../schema";
import { defaultTemplateItems } from "./agenda-templates";
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

/**
 * Roles some demo members already hold, by event title: [member index, role key]. Some slots stay free. A club's
 * meeting takes the club's roles (docs/decisions/223): Weekly Pitch Practice shows the classic set's own roles held.
 */
const ROLES: Record<string, Array<[number, string]>> = {
  "Weekly Pitch Practice": [
    [0, "moderator"],
    [1, "pitcher"],
    [2, "pitcher"],
    [2, "evaluator"],
    [3, "timer"],
    [4, "table_topics_master"],
    [5, "table_topics_speaker"],
    [7, "table_topics_speaker"],
    [6, "general_evaluator"],
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
    [6, "evaluator"],
  ],
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
  "Lunchtime Pitch Club": [
    [4, "moderator"],
    [1, "pitcher"],
    [5, "pitcher"],
    [2, "evaluator"],
    [3, "ah_counter"],
  ],
  "Lunchtime Pitch Club: Last Week": [
    [0, "moderator"],
    [1, "pitcher"],
    [5, "pitcher"],
    [2, "evaluator"],
    [3, "timer"],
    [4, "ah_counter"],
  ],
  "Austin Tech Talkers Lunch Meeting": [
    [10, "pitcher"],
    [11, "pitcher"],
    [12, "evaluator"],
    [2, "timer"],
  ],
  "Seattle Sound Speakers Club Night": [
    [16, "pitcher"],
    [17, "evaluator"],
    [4, "moderator"],
  ],
  "Toronto Voices Club Meeting": [
    [21, "pitcher"],
    [22, "evaluator"],
  ],
  "Remote Pitch Circle Online Meeting": [
    [1, "pitcher"],
    [7, "pitcher"],
    [11, "evaluator"],
    [19, "timer"],
  ],
  // the club's past meetings (Marcus Chen's speaking record, decision 240)
  "Remote Pitch Circle: First Online Meeting": [
    [22, "moderator"],
    [1, "pitcher"],
    [7, "pitcher"],
    [11, "evaluator"],
    [19, "timer"],
  ],
  "Remote Pitch Circle: Camera Craft Night": [
    [22, "moderator"],
    [1, "pitcher"],
    [7, "pitcher"],
    [11, "evaluator"],
    [19, "timer"],
  ],
  "Remote Pitch Circle: Research Night": [
    [11, "moderator"],
    [1, "pitcher"],
    [7, "evaluator"],
    [19, "timer"],
    [22, "ah_counter"],
  ],
  "Remote Pitch Circle: Vocal Variety Night": [
    [22, "moderator"],
    [1, "pitcher"],
    [7, "pitcher"],
    [11, "evaluator"],
    [19, "timer"],
  ],
  "Remote Pitch Circle: Storytelling Night": [
    [1, "moderator"],
    [7, "pitcher"],
    [11, "evaluator"],
    [19, "timer"],
    [22, "ah_counter"],
  ],
};

/** Members waiting for a full role (docs/decisions/154), in the order they joined, by event title. */
const WAITLISTS: Record<string, Array<[number, string]>> = {
  "Evaluation Skills Workshop": [
    [7, "evaluator"],
    [8, "evaluator"],
  ],
};

/** Holders who answered their reminder with "I'll be there" (docs/decisions/153), by event title. */
const CONFIRMED: Record<string, number[]> = {
  "Weekly Pitch Practice": [0, 1, 3],
  "Evaluation Skills Workshop": [4],
  "Austin Tech Talkers Lunch Meeting": [10, 12],
};

type Speech = [title: string, project: string, minMinutes: number, maxMinutes: number];

/** Speech details of demo pitchers, by event title and member index (docs/decisions/145). */
const SPEECHES: Record<string, Record<number, Speech>> = {
  "Weekly Pitch Practice": {
    1: ["A Bakery That Listens", "Presentation Mastery 2: Organise Your Speech", 5, 7],
    2: ["Ten Thousand Steps to a Product", "Certified Startup Pitcher: The Elevator Pitch", 4, 6],
  },
  "Spring Pitch Contest": {
    6: ["Rivers Have Memories", "Contest speech", 4, 5],
    7: ["The Last Paper Map", "Contest speech", 4, 5],
    8: ["Why I Stopped Saying Sorry", "Contest speech", 4, 5],
  },
  "Open House for New Members": { 14: ["My First Ninety Seconds", "Ice Breaker", 2, 3] },
  "Demo Night: Five Minutes Flat": {
    18: ["Solar for Rented Roofs", "Innovative Pitching 2: The Elevator Pitch", 3, 5],
    19: ["Quiet Offices, Loud Ideas", "Innovative Pitching 6: Demo the Product", 3, 5],
  },
  "Lunchtime Pitch Club": {
    1: ["The Coffee Cart Index", "Presentation Mastery 4: Persuasive Speaking", 5, 7],
    5: ["Why We Ship on Fridays", "Innovative Pitching 3: Tell a Story", 4, 6],
  },
  "Lunchtime Pitch Club: Last Week": {
    1: ["Pricing the First Hundred Cups", "Presentation Mastery 3: Vocal Variety", 5, 7],
    5: ["Friday Deploys, Saturday Peace", "Innovative Pitching 2: The Elevator Pitch", 4, 6],
  },
  "Founders' Breakfast Pitch": { 21: ["Compost as a Service", "Persuasive Influence 7: Make a Clear Ask", 5, 7] },
  "Austin Tech Talkers Lunch Meeting": {
    10: ["Debugging Your Voice", "Presentation Mastery 1: Ice Breaker", 4, 6],
    11: ["APIs Explained to My Grandmother", "Innovative Pitching 2: The Elevator Pitch", 5, 7],
  },
  "Seattle Sound Speakers Club Night": { 16: ["Rain, Coffee and Courage", "Ice Breaker", 4, 6] },
  "Toronto Voices Club Meeting": {
    21: ["Two Languages, One Story", "Persuasive Influence 3: Know Your Audience", 5, 7],
  },
  "Remote Pitch Circle Online Meeting": {
    1: ["The Mute Button Manifesto", "Presentation Mastery 3: Vocal Variety", 5, 7],
    7: ["Maps Nobody Asked For", "Contest speech", 5, 7],
  },
  "Remote Pitch Circle: First Online Meeting": {
    1: ["Why Remote Teams Need Rituals", "Presentation Mastery 1: Ice Breaker", 4, 6],
    7: ["A Map of My Street", "Presentation Mastery 1: Ice Breaker", 4, 6],
  },
  "Remote Pitch Circle: Camera Craft Night": {
    1: ["The Camera Is a Person", "Presentation Mastery 2: Evaluation and Feedback", 5, 7],
    7: ["Lost in Six Airports", "Presentation Mastery 2: Evaluation and Feedback", 5, 7],
  },
  "Remote Pitch Circle: Research Night": {
    1: ["Async Feedback That Lands", "Presentation Mastery 3: Researching and Presenting", 5, 7],
  },
  "Remote Pitch Circle: Vocal Variety Night": {
    1: ["Time Zones Are a Feature", "Presentation Mastery 4: Introduction to Vocal Variety", 5, 7],
    7: ["The Quiet Cartographer", "Innovative Pitching 3: Tell a Story", 5, 7],
  },
  "Remote Pitch Circle: Storytelling Night": {
    7: ["Every Map Tells a Lie", "Innovative Pitching 3: Tell a Story", 5, 7],
  },
};

/** Evaluators paired with a speaker, by event title: [evaluator's member index, speaker's member index]. */
const PAIRINGS: Record<string, Array<[number, number]>> = {
  "Weekly Pitch Practice": [[2, 1]],
  "Founders' Breakfast Pitch": [[22, 21]],
  "Lunchtime Pitch Club": [[2, 1]],
  "Lunchtime Pitch Club: Last Week": [[2, 1]],
  "Austin Tech Talkers Lunch Meeting": [[12, 10]],
  "Seattle Sound Speakers Club Night": [[17, 16]],
  "Toronto Voices Club Meeting": [[22, 21]],
  "Remote Pitch Circle Online Meeting": [[11, 7]],
  "Remote Pitch Circle: First Online Meeting": [[11, 1]],
  "Remote Pitch Circle: Camera Craft Night": [[11, 1]],
  "Remote Pitch Circle: Research Night": [[7, 1]],
  "Remote Pitch Circle: Vocal Variety Night": [[11, 1]],
  "Remote Pitch Circle: Storytelling Night": [[11, 7]],
};

function speechColumns(eventTitle: string, member: number, roleType: string) {
  const speech = roleType === "pitcher" ? SPEECHES[eventTitle]?.[member] : undefined;
  if (!speech) return {};
  const [speechTitle, speechProject, speechMinMinutes, speechMaxMinutes] = speech;
  return { speechTitle, speechProject, speechMinMinutes, speechMaxMinutes };
}

/** Pairs the demo evaluators with their speakers at the events given roles just now. */
async function pairDemoEvaluators(tx: Transaction, seeded: Array<{ id: string; title: string }>) {
  for (const event of seeded) {
    for (const [evaluator, speaker] of PAIRINGS[event.title] ?? []) {
      const [evaluatorId, speakerId] = [DEMO_MEMBERS[evaluator]?.id, DEMO_MEMBERS[speaker]?.id];
      if (!evaluatorId || !speakerId) continue;
      const [talk] = await tx
        .select({ id: meetingRoleAssignments.id })
        .from(meetingRoleAssignments)
        .where(columnsEqual(meetingRoleAssignments, { eventId: event.id, userId: speakerId, roleType: "pitcher" }));
      if (!talk) continue;
      await tx
        .update(meetingRoleAssignments)
        .set({ evaluatesAssignmentId: talk.id })
        .where(columnsEqual(meetingRoleAssignments, { eventId: event.id, userId: evaluatorId, roleType: "evaluator" }));
    }
  }
}

/** A meeting's agenda rows from its club's template items, in their order. */
export const agendaOfTemplate = <Item extends object>(items: readonly Item[], eventId: string) =>
  items.map((item, index) => ({ ...item, eventId, description: null as string | null, orderIndex: index + 1 }));

/**
 * Gives the demo events their agendas and some role holders; an event that already has them is left alone. A club's
 * meeting starts from the club's default template, as one planned in the app does (docs/decisions/143).
 */
export async function seedMeetings(tx: Transaction): Promise<void> {
  const titles = DEMO_EVENTS.map((event) => event.title);
  const rows = await tx
    .select({ id: events.id, title: events.title, eventType: events.eventType, clubId: events.clubId })
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

  const templates = await defaultTemplateItems(tx, [
    ...new Set(rows.flatMap((event) => (event.clubId && event.eventType === "meeting" ? [event.clubId] : []))),
  ]);
  const agendaRows = rows
    .filter((event) => !withAgenda.has(event.id))
    .flatMap((event) => {
      const fromTemplate = event.eventType === "meeting" && event.clubId ? templates.get(event.clubId) : undefined;
      if (fromTemplate && fromTemplate.length > 0) return agendaOfTemplate(fromTemplate, event.id);
      return (AGENDAS[event.eventType] ?? []).map(([title, durationMinutes, agendaType, description], index) => ({
        eventId: event.id,
        title,
        description: description ?? null,
        durationMinutes,
        agendaType,
        roleType: null,
        orderIndex: index + 1,
      }));
    });
  if (agendaRows.length > 0) await tx.insert(meetingAgendas).values(agendaRows);

  const seeded = rows.filter((event) => !withRoles.has(event.id));
  const roleRows = seeded.flatMap((event) => {
    const assignments = (ROLES[event.title] ?? []).flatMap(([member, roleType]) => {
      const userId = DEMO_MEMBERS[member]?.id;
      return userId ? [{ userId, roleType, ...speechColumns(event.title, member, roleType) }] : [];
    });
    // the demo clubs' meetings keep the classic set's rule (Berlin's five roles are among its roles)
    const broken = firstBrokenAssignment(
      assignments,
      [],
      undefined,
      event.clubId ? { club: true, roles: CLASSIC_ROLE_SET } : SPEC_EVENT_ROLES,
    );
    if (broken) throw new Error(`demo roles of "${event.title}" break a rule: ${broken.refusal.description}`);
    return assignments.map((assignment) => ({ ...assignment, eventId: event.id }));
  });
  if (roleRows.length > 0) await tx.insert(meetingRoleAssignments).values(roleRows).onConflictDoNothing();
  await pairDemoEvaluators(tx, seeded);
  await seedWaitlistsAndConfirmations(tx, seeded);
}

const memberIds = (indexes: number[]) => indexes.flatMap((index) => DEMO_MEMBERS[index]?.id ?? []);

async function seedWaitlistsAndConfirmations(tx: Transaction, seeded: Array<{ id: string; title: string }>) {
  const start = Date.now();
  const waits = seeded.flatMap((event) =>
    (WAITLISTS[event.title] ?? []).flatMap(([member, roleType], index) => {
      const userId = DEMO_MEMBERS[member]?.id;
      // one second apart, so the waitlist keeps the order it is written in
      return userId ? [{ eventId: event.id, userId, roleType, createdAt: new Date(start + index * SECOND) }] : [];
    }),
  );
  if (waits.length > 0) await tx.insert(roleWaitlist).values(waits).onConflictDoNothing();
  for (const event of seeded) {
    const confirmed = memberIds(CONFIRMED[event.title] ?? []);
    if (confirmed.length === 0) continue;
    await tx
      .update(meetingRoleAssignments)
      .set({ confirmedAt: new Date(start) })
      .where(and(eq(meetingRoleAssignments.eventId, event.id), inArray(meetingRoleAssignments.userId, confirmed)));
  }
}
