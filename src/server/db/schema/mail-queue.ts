import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, id, stamped } from "./columns";

/**
 * Every e-mail the product sends (account links, announcements, invitations, contact messages): delivered at least once,
 * retried with back-off until `sent_at` is set; `locked_until` lets one instance at a time work on a row.
 */
export const MAIL_KINDS = [
  "verification",
  "password-reset",
  "contact",
  "announcement",
  "invitation",
  "event-changed",
  "event-cancelled",
  "agenda",
  "role-reminder",
  "role-given",
  "role-offer",
  "role-nudge",
  "role-gap",
  "meeting-report",
  "meeting-evaluation",
  "officer-appointed",
  "guest-thank-you",
  "club-added",
] as const;

/** A file sent with a mail (an agenda's .ics): its text content, kept until delivered. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** Kinds whose body holds a link that acts without signing in: the body is blanked once the mail is delivered. */
export const MAIL_KINDS_WITH_LINKS: ReadonlySet<string> = new Set([
  "verification",
  "password-reset",
  "role-reminder",
  // inside the reminder window it carries the reminder's links (docs/decisions/170)
  "role-given",
  "role-nudge",
]);

export const mailQueue = pgTable(
  "mail_queue",
  {
    id: id(),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    refId: text("ref_id"),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    bodyHtml: text("body_html"),
    /** Extra headers of bulk mail (List-Unsubscribe, List-Unsubscribe-Post: docs/decisions/148). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: stamped("next_attempt_at"),
    lockedUntil: at("locked_until"),
    sentAt: at("sent_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (table) => [index("mail_queue_pending_idx").on(table.sentAt, table.nextAttemptAt)],
);
