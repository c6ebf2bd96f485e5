import { type EventVersion, eventLocalTime } from "../../../domain/events/changes";
import { bulletList, greetingOf, type MailFooter, mailParts, paragraph } from "../../../domain/mail/layout";
import { paths } from "../../../domain/paths";
import type { Config } from "../../config";
import type { QueuedMail } from "../../mail/queue";

/**
 * Someone the change or cancellation e-mail goes to. `footer` is given for a club member told only because they
 * receive the club's agendas (with that mail's unsubscribe link); without it, they take part in the event.
 */
export type Recipient = {
  email: string;
  firstName: string | null;
  footer?: MailFooter;
  headers?: Record<string, string>;
};
type MailEvent = EventVersion & { id: string; clubName: string | null };
type Site = Pick<Config, "appName" | "appUrl">;

const TAKING_PART = "You receive this because you hold a role at this event or registered to attend it.";

function eventMail(
  site: Site,
  event: MailEvent,
  recipient: Recipient,
  mail: { kind: QueuedMail["kind"]; subject: string; lead: string; lines: string[] },
): QueuedMail {
  return {
    kind: mail.kind,
    refId: event.id,
    to: recipient.email,
    subject: mail.subject,
    ...mailParts({
      appName: site.appName,
      clubName: event.clubName,
      greeting: greetingOf(recipient.firstName),
      blocks: [paragraph(mail.lead), bulletList(mail.lines)],
      action: { label: "Open the event", url: `${site.appUrl}${paths.event(event.id)}` },
      footer: recipient.footer ?? { reason: TAKING_PART },
    }),
    ...(recipient.headers ? { headers: recipient.headers } : {}),
  };
}

const hosted = (event: MailEvent) => (event.clubName ? ` (${event.clubName})` : "");

/** Tells a role holder or attendee who changed what (old → new), with the event's new local time and zone. */
export const eventChangedMail = (
  site: Site,
  event: MailEvent,
  change: { by: string; lines: string[] },
  recipient: Recipient,
) =>
  eventMail(site, event, recipient, {
    kind: "event-changed",
    subject: `Changed: ${event.title} — ${site.appName}`,
    lead: `${change.by} changed "${event.title}"${hosted(event)}. It now takes place on ${eventLocalTime(event)}.`,
    lines: change.lines,
  });

/** Tells everyone concerned who cancelled the event, and why when a reason was given. */
export const eventCancelledMail = (
  site: Site,
  event: MailEvent,
  cancellation: { by: string; reason: string },
  recipient: Recipient,
) =>
  eventMail(site, event, recipient, {
    kind: "event-cancelled",
    subject: `Cancelled: ${event.title} — ${site.appName}`,
    lead: `${cancellation.by} cancelled "${event.title}"${hosted(event)}, planned for ${eventLocalTime(event)}.`,
    lines: [cancellation.reason ? `Reason: ${cancellation.reason}` : "No reason was given."],
  });
