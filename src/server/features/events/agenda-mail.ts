import { and, count, eq, gte, sql } from "drizzle-orm";
import { agendaMailParts } from "../../../domain/events/agenda-mail";
import { AGENDA_MAILS_PER_DAY } from "../../../domain/events/agenda-mail-rules";
import { calendarFileName } from "../../../domain/events/calendar";
import { speechRangeText } from "../../../domain/events/speeches";
import { paths } from "../../../domain/paths";
import { mayRunClubEvent, refuseIfEnded, visibleEvent } from "../../authority";
import type { Database } from "../../db/client";
import type { Executor } from "../../db/executor";
import { agendaMailings, clubs, events, memberships, users } from "../../db/schema";
import type { Mailing } from "../../http/context";
import { refuse } from "../../http/errors";
import { bulkMailExtras } from "../../mail/bulk";
import { deliverInBackground, enqueueMail, type QueuedMail } from "../../mail/queue";
import { clubRoleSet } from "../../reads/role-set";
import { wantsBulkMail } from "../mail";
import { roleAssignments } from "../roles";
import { calendarOf } from "./calendar";
import { namedAgenda } from "./named-agenda";
import { eventSpeakers, type Speaker } from "./speeches";

/** "Ann Lee: “A Bakery That Listens” (Ice Breaker, 5–7 min), evaluated by Bo Chan" as the agenda e-mail lists it. */
function speakerLine(speaker: Speaker) {
  const parts = [
    speaker.speech && `“${speaker.speech.title}” (${speaker.speech.project}, ${speechRangeText(speaker.speech)})`,
    speaker.evaluator && `evaluated by ${speaker.evaluator.name}`,
  ].filter(Boolean);
  return { name: speaker.name, detail: parts.length > 0 ? parts.join(", ") : undefined };
}

/** The club's verified active members who have not turned its agendas off. */
export function agendaRecipients(db: Executor, clubId: string) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(
      and(
        eq(memberships.clubId, clubId),
        eq(memberships.status, "active"),
        eq(users.emailVerified, true),
        wantsBulkMail("agendas", clubId),
      ),
    );
}

/** Whether the viewer may e-mail the agenda, and to how many people it would go now. */
export async function agendaMailAudience(db: Database, eventId: string, viewerId: string) {
  const event = await visibleEvent(db, eventId, viewerId);
  if (!event.clubId || !(await mayRunClubEvent(db, event, viewerId))) return { mayMail: false, recipients: 0 };
  return { mayMail: true, recipients: (await agendaRecipients(db, event.clubId)).length };
}

/**
 * E-mails the meeting's agenda to its club's members, with the meeting's .ics attached; at most AGENDA_MAILS_PER_DAY
 * times per meeting in any 24 hours. The event row is locked for the transaction, so two officers pressing at once
 * are counted one after the other.
 */
export async function sendAgendaMail(
  deps: Mailing,
  eventId: string,
  senderId: string,
): Promise<{ recipients: number }> {
  const { config } = deps;
  const result = await deps.db.transaction(async (tx) => {
    const access = await visibleEvent(tx, eventId, senderId, { lock: true });
    if (!access.clubId || !(await mayRunClubEvent(tx, access, senderId))) {
      throw refuse("AGENDA_MAIL_DENIED");
    }
    const clubId = access.clubId;
    refuseIfEnded(access);
    const [mailed] = await tx
      .select({ value: count() })
      .from(agendaMailings)
      .where(and(eq(agendaMailings.eventId, eventId), gte(agendaMailings.createdAt, sql`now() - interval '24 hours'`)));
    if ((mailed?.value ?? 0) >= AGENDA_MAILS_PER_DAY) {
      throw refuse("AGENDA_MAIL_LIMIT");
    }
    const [event] = await tx.select().from(events).where(eq(events.id, eventId));
    const [club] = await tx.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
    if (!event || !club) throw new Error("the event or its club vanished");
    const items = await namedAgenda(tx, access);
    const roles = await roleAssignments(tx, eventId);
    const roleSet = await clubRoleSet(tx, clubId);
    const speakers = (await eventSpeakers(tx, eventId)).map(speakerLine);
    const url = `${config.appUrl}${paths.event(event.id)}`;
    const ics = calendarOf(config, event);
    const recipients = await agendaRecipients(tx, clubId);
    const [mailing] = await tx
      .insert(agendaMailings)
      .values({ eventId, senderId, recipientCount: recipients.length })
      .returning({ id: agendaMailings.id });
    const mails = recipients.map((recipient): QueuedMail => {
      const extras = bulkMailExtras(config, {
        memberId: recipient.id,
        clubId,
        clubName: club.name,
        kind: "agendas",
        reason: `You receive this because you are an active member of ${club.name}.`,
      });
      const parts = agendaMailParts({
        appName: config.appName,
        clubName: club.name,
        meeting: { ...event, url },
        items,
        roles,
        roleSet,
        speakers,
        firstName: recipient.firstName,
        footer: extras.footer,
      });
      return {
        kind: "agenda",
        refId: mailing?.id,
        to: recipient.email,
        ...parts,
        headers: extras.headers,
        attachments: [
          {
            filename: calendarFileName(event.title, event.eventDate, event.timeZone),
            contentType: "text/calendar; charset=utf-8",
            content: ics,
          },
        ],
      };
    });
    return { recipients: recipients.length, mailIds: await enqueueMail(tx, mails) };
  });
  deliverInBackground(deps, result.mailIds);
  return { recipients: result.recipients };
}
