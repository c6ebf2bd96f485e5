import { type EventVersion, eventLocalTime } from "../../../domain/events/changes";
import type { Config } from "../../config";
import { escapeHtml } from "../../mail/messages";
import type { QueuedMail } from "../../mail/queue";

export type Recipient = { email: string; firstName: string | null };
type MailEvent = EventVersion & { id: string; clubName: string | null };
type Site = Pick<Config, "appName" | "appUrl">;

const FOOTER = "You receive this because you hold a role at this event or registered to attend it.";

function eventMail(
  site: Site,
  event: MailEvent,
  recipient: Recipient,
  mail: { kind: QueuedMail["kind"]; subject: string; lead: string; lines: string[] },
): QueuedMail {
  const greeting = `Hi ${recipient.firstName || "there"},`;
  const link = `${site.appUrl}/dashboard/events/${event.id}`;
  const list = mail.lines.map((line) => `- ${line}`).join("\n");
  return {
    kind: mail.kind,
    refId: event.id,
    to: recipient.email,
    subject: mail.subject,
    text: `${greeting}\n\n${mail.lead}\n\n${list}\n\nOpen the event: ${link}\n\n${FOOTER}\n\n— The ${site.appName} team\n`,
    html: `<p>${escapeHtml(greeting)}</p>\n<p>${escapeHtml(mail.lead)}</p>\n<ul>${mail.lines
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join("")}</ul>\n<p><a href="${escapeHtml(link)}">Open the event</a></p>
<p style="color:#555">${escapeHtml(FOOTER)}</p><p>— The ${escapeHtml(site.appName)} team</p>`,
  };
}

const hosted = (event: MailEvent) => (event.clubName ? ` (${event.clubName})` : "");

/** Tells a role holder or attendee what changed, with the event's new local time and zone. */
export const eventChangedMail = (site: Site, event: MailEvent, changes: string[], recipient: Recipient) =>
  eventMail(site, event, recipient, {
    kind: "event-changed",
    subject: `Changed: ${event.title} — ${site.appName}`,
    lead: `"${event.title}"${hosted(event)} has changed. It now takes place on ${eventLocalTime(event)}.`,
    lines: changes,
  });

/** Tells a role holder or attendee that the event is cancelled, and why when a reason was given. */
export const eventCancelledMail = (site: Site, event: MailEvent, reason: string, recipient: Recipient) =>
  eventMail(site, event, recipient, {
    kind: "event-cancelled",
    subject: `Cancelled: ${event.title} — ${site.appName}`,
    lead: `"${event.title}"${hosted(event)}, planned for ${eventLocalTime(event)}, has been cancelled.`,
    lines: [reason ? `Reason: ${reason}` : "No reason was given."],
  });
