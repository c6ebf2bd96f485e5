import { and, eq } from "drizzle-orm";
import { offerExpiresAt } from "../../../domain/events/offers";
import { occurrenceTitle } from "../../../domain/events/recurrence";
import { DAY } from "../../../domain/time";
import type { Database } from "../client";
import { clubs, events, meetingAgendas, meetingRoleAssignments, roleOffers } from "../schema";
import { defaultTemplateItems } from "./agenda-templates";
import { DEMO_MEMBERS } from "./clubs";
import { agendaOfTemplate } from "./meetings";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const PLANNING_CLUB = "Toronto Voices";
export const PLANNING_SERIES = "Toronto Voices Weekly";
const SERIES_MEETINGS = 8;

/**
 * The planning grid's demo (docs/decisions/234): Toronto Voices meets weekly, eight meetings of one series ahead
 * (Thursdays 6:30 PM in Toronto). Its first weeks have holders — Ethan as Toastmaster of the day, Zara as Timer,
 * then Zara as a speaker — and Ethan has proposed the Grammarian role of the third week to Zara; every other cell
 * is open. Seeded once: a series already there is left as it is.
 */
export async function seedPlanningSeries(tx: Transaction, now: Date): Promise<void> {
  const [club] = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, PLANNING_CLUB));
  if (!club) return;
  const [existing] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.clubId, club.id), eq(events.title, PLANNING_SERIES)));
  if (existing) return;
  const seriesId = crypto.randomUUID();
  const first = new Date(now.getTime() + 4 * DAY);
  // 6:30 PM in Toronto is 23:30 UTC in winter (22:30 in summer; the demo keeps one UTC hour)
  first.setUTCHours(23, 30, 0, 0);
  const created = await tx
    .insert(events)
    .values(
      Array.from({ length: SERIES_MEETINGS }, (_, week) => ({
        title: occurrenceTitle(PLANNING_SERIES, week),
        description: "Prepared speeches, Table Topics and evaluations — every Thursday evening.",
        eventDate: new Date(first.getTime() + week * 7 * DAY),
        durationMinutes: 90,
        timeZone: "America/Toronto",
        location: "Toronto Public Library, Lillian H. Smith branch",
        eventType: "meeting" as const,
        isPublic: true,
        clubId: club.id,
        seriesId,
      })),
    )
    .returning({ id: events.id, eventDate: events.eventDate });
  // each meeting's agenda from the club's default template, as one planned in the app gets it
  const template = (await defaultTemplateItems(tx, [club.id])).get(club.id) ?? [];
  if (template.length > 0) {
    await tx.insert(meetingAgendas).values(created.flatMap((meeting) => agendaOfTemplate(template, meeting.id)));
  }
  const [week1, week2, week3] = created;
  const ethan = DEMO_MEMBERS[21]?.id;
  const zara = DEMO_MEMBERS[22]?.id;
  if (!week1 || !week2 || !week3 || !ethan || !zara) return;
  await tx.insert(meetingRoleAssignments).values([
    { eventId: week1.id, userId: ethan, roleType: "moderator" },
    { eventId: week1.id, userId: zara, roleType: "timer", assignedBy: ethan },
    { eventId: week2.id, userId: zara, roleType: "pitcher" },
  ]);
  const expiresAt = offerExpiresAt(now, week3.eventDate);
  if (expiresAt) {
    await tx.insert(roleOffers).values({
      eventId: week3.id,
      roleType: "grammarian",
      kind: "assignment",
      fromUserId: ethan,
      toUserId: zara,
      expiresAt,
    });
  }
}
