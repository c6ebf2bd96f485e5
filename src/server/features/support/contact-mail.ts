import { facts, mailParts, paragraph } from "../../../domain/mail/layout";
import type { ContactMessage } from "../../../domain/support/contact";
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
  const { html } = mailParts({
    appName: settings.appName,
    blocks: [
      facts([
        ["From", `${message.name} <${message.email}>`],
        ["Sent by", who],
        ["Subject", message.subject || "(no subject)"],
      ]),
      paragraph(message.message),
    ],
    signature: `Contact form of ${settings.appName} (submission ${sender.submissionId})`,
    footer: { reason: `Reply to this e-mail to answer ${message.name}.` },
  });
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
