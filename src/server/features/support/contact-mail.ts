import type { ContactMessage } from "../../../domain/support/contact";
import { escapeHtml } from "../../mail/messages";
import type { QueuedMail } from "../../mail/queue";

/** The signed-in member who sent the message, as their account names them (the form's name and address may differ). */
export type ContactMember = { name: string; lastName?: string | null; email: string };

type Sender = { submissionId: string; member: ContactMember | undefined };

/** The e-mail that carries a contact message to the support address; replying answers the sender. */
export function contactMail(
  message: ContactMessage,
  sender: Sender,
  settings: { appName: string; supportEmail: string },
): QueuedMail {
  const subject = `[${settings.appName} contact] ${message.subject || "(no subject)"}`;
  const memberName = sender.member ? [sender.member.name, sender.member.lastName].filter(Boolean).join(" ") : "";
  const who = sender.member
    ? `the member ${memberName || sender.member.email} <${sender.member.email}>`
    : "a visitor (not signed in)";
  const text = [
    `From: ${message.name} <${message.email}>`,
    `Sent by: ${who}`,
    `Subject: ${message.subject || "(no subject)"}`,
    "",
    message.message,
    "",
    `— Contact form of ${settings.appName} (submission ${sender.submissionId}). Reply to this e-mail to answer ${message.name}.`,
  ].join("\n");
  const html = `<p><strong>From:</strong> ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;<br>
<strong>Sent by:</strong> ${escapeHtml(who)}<br>
<strong>Subject:</strong> ${escapeHtml(message.subject || "(no subject)")}</p>
<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>
<p style="color:#555">Contact form of ${escapeHtml(settings.appName)} (submission ${escapeHtml(sender.submissionId)}). Reply to this e-mail to answer ${escapeHtml(message.name)}.</p>`;
  return {
    kind: "contact",
    refId: sender.submissionId,
    to: settings.supportEmail,
    replyTo: message.email,
    subject,
    text,
    html,
  };
}
