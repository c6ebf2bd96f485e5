import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import type { Message } from "../messages";
import { emailField, textField } from "../text";
import { SUPPORT_MESSAGES } from "./messages";

/** Longest accepted text per contact field (decision 060). */
export const CONTACT_LIMITS = { name: 100, email: TEXT_LIMITS.email, subject: 200, message: 5000 } as const;

/** Hours within which support usually replies, as the contact tab promises (decision 060). */
export const REPLY_WITHIN_HOURS = 24;

/** Name of the honeypot field: hidden from people, filled in by form-filling bots. */
export const HONEYPOT_FIELD = "website";

export const contactInput = z.strictObject({
  name: textField("Name", CONTACT_LIMITS.name).min(1, "Name is required"),
  email: emailField(CONTACT_LIMITS.email),
  subject: textField("Subject", CONTACT_LIMITS.subject).optional().default(""),
  message: textField("Message", CONTACT_LIMITS.message, { multiLine: true }).min(1, "Message is required"),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});

export type ContactInput = z.input<typeof contactInput>;
export type ContactMessage = z.output<typeof contactInput>;

/** What happened to a contact message: saved and e-mailed, or saved with the e-mail still to go. */
export type ContactOutcome = "sent" | "saved";

export const outcomeMessage = (outcome: ContactOutcome): Message =>
  outcome === "sent" ? SUPPORT_MESSAGES.sent : SUPPORT_MESSAGES.saved;

/** A honeypot with anything in it means a bot filled the form. */
export const isBotSubmission = (input: { [HONEYPOT_FIELD]?: string }) => Boolean(input[HONEYPOT_FIELD]?.trim());
