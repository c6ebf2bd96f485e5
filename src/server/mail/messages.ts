import { greetingOf, mailParts, paragraph } from "../../domain/mail/layout";
import type { Mail } from "./mailer";

type Link = { appName: string; to: string; firstName: string; url: string };

/** Account mail (docs/decisions/181): the mail layout with one button; it cannot be turned off, so no unsubscribe. */
function linkMail(link: Link, subject: string, lead: string, action: string, reason: string): Mail {
  return {
    to: link.to,
    subject,
    ...mailParts({
      appName: link.appName,
      greeting: greetingOf(link.firstName),
      blocks: [paragraph(lead)],
      action: { label: action, url: link.url },
      footer: { reason },
    }),
  };
}

export const verificationMail = (link: Link) =>
  linkMail(
    link,
    `Confirm your e-mail for ${link.appName}`,
    `Welcome to ${link.appName}! Confirm your e-mail address to start finding clubs, following pathways and sharpening your pitch.`,
    "Confirm my e-mail",
    "If you did not create an account, you can ignore this message.",
  );

export const passwordResetMail = (link: Link) =>
  linkMail(
    link,
    `Reset your ${link.appName} password`,
    "Someone asked to reset the password of your account. The link below lets you choose a new one; it works once and expires in one hour.",
    "Choose a new password",
    "If you did not ask for this, you can ignore this message; your password stays the same.",
  );
