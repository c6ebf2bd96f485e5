import { and, eq, or, sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { zonedInstant } from "../../../domain/dates";
import { type EventVersion, eventChangeLines } from "../../../domain/events/changes";
import type { EditEventData } from "../../../domain/events/inputs";
import { eventDateProblems } from "../../../domain/events/new-event-dates";
import { parseDay, parseTime } from "../../../domain/events/recurrence";
import { hasMeetingRoles } from "../../../domain/events/roles";
import { EVENT_INPUT_PROBLEMS } from "../../../domain/refusals";
import { type EventAccess, mayPlanEvents, refuseIfEnded, visibleEvent } from "../../authority";
import type { Database } from "../../db/client";
import { hasRows } from "../../db/executor";
import { clubs, eventAttendees, events, meetingRoleAssignments, users } from "../../db/schema";
import type { Deps } from "../../http/context";
import { refuse } from "../../http/errors";
import { bulkMailExtras } from "../../mail/bulk";
import { deliverInBackground, enqueueMail, type QueuedMail } from "../../mail/queue";
import { memberRow } from "../../reads/members";
import { closeOffersOfChangedPlaces, reviseOfferDeadlines, scheduleNudges, scheduleReminders } from "../roles";
import { agendaRecipients } from "./agenda-mail";
import { eventFacts } from "./listing";
import { eventCancelledMail, eventChangedMail, type Recipient } from "./mails";
import { forgetUpcomingEvents } from "./upcoming-cache";

type PlanningDeps = Pick<Deps, "db" | "changeFeed" | "mailer" | "logger" | "config">;

const invalid = (problem: string) => refuse("INVALID_INPUT", { problem });

/**
 * The event locked for the transaction, if the member may change it (its club's officers and admins,
 * docs/decisions/140) and it has neither ended nor been cancelled.
 */
async function eventToChange(tx: Database, eventId: string, userId: string): Promise<EventAccess> {
  const event = await visibleEvent(tx, eventId, userId, { lock: true });
  if (!(await mayPlanEvents(tx, event.clubId, userId))) {
    throw refuse("NOT_EVENT_PLANNER", "change");
  }
  refuseIfEnded(event);
  return event;
}

async function currentVersion(tx: Database, eventId: string) {
  const [row] = await tx
    .select(eventFacts)
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(eq(events.id, eventId));
  if (!row) throw new Error("the locked event vanished");
  return row;
}

/** Everyone taking part: the role holders and the attendees, each once (verified addresses only). */
async function takingPart(tx: Database, eventId: string): Promise<Array<Recipient & { id: string }>> {
  const holds = sql`exists(select 1 from ${meetingRoleAssignments} where ${meetingRoleAssignments.eventId} = ${eventId} and ${meetingRoleAssignments.userId} = ${users.id})`;
  const attends = sql`exists(select 1 from ${eventAttendees} where ${eventAttendees.eventId} = ${eventId} and ${eventAttendees.userId} = ${users.id})`;
  return tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.emailVerified, true), or(holds, attends)))
    .orderBy(users.email);
}

/** The member's name as the change and cancellation e-mails say who acted. */
async function nameOf(tx: Database, userId: string): Promise<string> {
  const row = await memberRow(tx, userId);
  return row ? displayName(row) : "An officer";
}

/**
 * Who hears that an event is cancelled (docs/decisions/183): everyone taking part and, for a club's meeting, everyone
 * who receives the club's agendas — those with the agenda mail's footer and unsubscribe link. Each address once.
 */
async function toldOfCancellation(
  tx: Database,
  config: Deps["config"],
  event: { id: string; clubId: string | null; clubName: string | null; eventType: string },
): Promise<Recipient[]> {
  const recipients: Recipient[] = await takingPart(tx, event.id);
  const { clubId, clubName } = event;
  if (!clubId || !clubName || event.eventType !== "meeting") return recipients;
  const told = new Set(recipients.map((recipient) => recipient.email));
  for (const member of await agendaRecipients(tx, clubId)) {
    if (told.has(member.email)) continue;
    told.add(member.email);
    const extras = bulkMailExtras(config, {
      memberId: member.id,
      clubId,
      clubName,
      kind: "agendas",
      reason: `You receive this because you receive the meeting agendas of ${clubName}.`,
    });
    recipients.push({
      email: member.email,
      firstName: member.firstName,
      footer: extras.footer,
      headers: extras.headers,
    });
  }
  return recipients;
}

/** Whether anyone holds a role at the event (read under the event's lock, so no claim slips in meanwhile). */
async function holdsRoles(tx: Database, eventId: string): Promise<boolean> {
  return hasRows(tx, meetingRoleAssignments, eq(meetingRoleAssignments.eventId, eventId));
}

/** The new start from the dialog's date and time in the event's zone; the date rules apply when it moves. */
function newStart(input: EditEventData, before: Date, now: Date): Date {
  const day = parseDay(input.date);
  const time = parseTime(input.time);
  if (!day || !time) throw invalid(EVENT_INPUT_PROBLEMS.dates["date-missing"]);
  const start = zonedInstant(day, time, input.timeZone);
  if (start.getTime() === before.getTime()) return start; // a running event keeps its start while other fields change
  const [problem] = eventDateProblems(input, now);
  if (problem) throw invalid(EVENT_INPUT_PROBLEMS.dates[problem]);
  return start;
}

/**
 * Edits one event (docs/decisions/140, 141): the same fields and rules as creating one. When anything a reader would
 * notice changed, everyone taking part is e-mailed what changed, queued in the same transaction. A new start moves
 * the deadlines of the meeting's open offers and closes those now due (docs/decisions/166).
 */
export async function updateEvent(
  deps: PlanningDeps,
  eventId: string,
  userId: string,
  input: EditEventData,
  now = new Date(),
) {
  const result = await deps.db.transaction((tx) => changeEventIn(tx, deps.config, eventId, userId, input, now));
  if (result.changed) forgetUpcomingEvents(deps);
  deliverInBackground(deps, result.mailIds);
  return { changed: result.changed, notified: result.notified };
}

/**
 * Changes an event inside the caller's transaction, as `updateEvent` does: answers whether it changed, how many were
 * told and the mails queued, for the caller to deliver once the transaction is committed.
 */
export async function changeEventIn(
  tx: Database,
  config: PlanningDeps["config"],
  eventId: string,
  userId: string,
  input: EditEventData,
  now: Date,
) {
  await eventToChange(tx, eventId, userId);
  const before = await currentVersion(tx, eventId);
  if (!input.isPublic && !before.clubId) throw invalid(EVENT_INPUT_PROBLEMS.membersOnlyNeedsAClub);
  if (!hasMeetingRoles(input.eventType) && hasMeetingRoles(before.eventType) && (await holdsRoles(tx, eventId))) {
    throw refuse("NO_MEETING_ROLES", "typeChange");
  }
  const after: EventVersion = {
    title: input.title,
    description: input.description || null,
    eventDate: newStart(input, before.eventDate, now),
    durationMinutes: input.durationMinutes,
    timeZone: input.timeZone,
    location: input.location || null,
    eventType: input.eventType,
    isPublic: input.isPublic,
  };
  const changes = eventChangeLines(before, after);
  if (changes.length === 0) return { changed: false, notified: 0, mailIds: [] as string[] };
  await tx.update(events).set(after).where(eq(events.id, eventId));
  await scheduleReminders(tx, { eventId });
  await scheduleNudges(tx, { eventIds: [eventId] });
  const recipients = await takingPart(tx, eventId);
  const moved = after.eventDate.getTime() !== before.eventDate.getTime();
  const offerMails = moved ? await reviseOfferDeadlines(tx, config, eventId, now) : [];
  const event = { ...after, id: eventId, clubName: before.clubName };
  const change = { by: await nameOf(tx, userId), lines: changes };
  const mails: QueuedMail[] = recipients.map((to) => eventChangedMail(config, event, change, to));
  return { changed: true, notified: recipients.length, mailIds: [...(await enqueueMail(tx, mails)), ...offerMails] };
}

/**
 * Cancels an event (docs/decisions/141): kept, marked with who cancelled it, when and why, and refusing changes from
 * then on; everyone taking part is e-mailed. Under the event's row lock, a role taken or an attendance registered at
 * the same moment is either refused or among the recipients.
 */
export async function cancelEvent(deps: PlanningDeps, eventId: string, userId: string, reason: string) {
  const result = await deps.db.transaction(async (tx) => {
    await eventToChange(tx, eventId, userId);
    const [cancelled] = await tx
      .update(events)
      .set({ cancelledAt: sql`now()`, cancelledBy: userId, cancelReason: reason || null })
      .where(eq(events.id, eventId))
      .returning({ cancelledAt: events.cancelledAt });
    const event = { ...(await currentVersion(tx, eventId)) };
    const recipients = await toldOfCancellation(tx, deps.config, event);
    const cancellation = { by: await nameOf(tx, userId), reason };
    const mails = recipients.map((to) => eventCancelledMail(deps.config, event, cancellation, to));
    const mailIds = await enqueueMail(tx, mails);
    mailIds.push(...(await closeOffersOfChangedPlaces(tx, deps.config, eventId)));
    return { cancelledAt: cancelled?.cancelledAt?.toISOString() ?? null, notified: recipients.length, mailIds };
  });
  forgetUpcomingEvents(deps);
  deliverInBackground(deps, result.mailIds);
  return { cancelledAt: result.cancelledAt, cancelReason: reason || null, notified: result.notified };
}
