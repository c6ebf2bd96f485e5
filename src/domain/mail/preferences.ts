import { z } from "zod";
import { ID_PATTERN } from "../ids";
import type { MailFooter } from "./layout";

/**
 * The bulk mail a member may turn off per club (docs/decisions/148): a club's announcements, its meetings'
 * agendas, and its requests to take open roles (docs/decisions/157). Account mail (verification, password reset) is
 * not bulk mail and cannot be turned off.
 */
export const BULK_MAIL_KINDS = ["announcements", "agendas", "openRoles"] as const;
export type BulkMailKind = (typeof BULK_MAIL_KINDS)[number];

export const BULK_MAIL_LABELS: Record<BulkMailKind, string> = {
  announcements: "Announcements",
  agendas: "Meeting agendas",
  openRoles: "Open roles",
};

const UNSUBSCRIBED: Record<BulkMailKind, string> = {
  announcements: "announcements",
  agendas: "meeting agendas",
  openRoles: "open-role requests",
};

/** "the announcements of Harbour Speakers"; a network-wide announcement's link names every club. */
export function whatIsUnsubscribed(kind: BulkMailKind, clubName: string | null): string {
  const what = UNSUBSCRIBED[kind];
  return clubName ? `${what} from ${clubName}` : `${what} from all your clubs`;
}

export const mailPreferencesInput = z.strictObject({
  clubId: z.string().regex(ID_PATTERN, "clubId must be a club's id"),
  announcements: z.boolean(),
  agendas: z.boolean(),
  /** Not given: unchanged. */
  openRoles: z.boolean().optional(),
});
export type MailPreferencesInput = z.infer<typeof mailPreferencesInput>;

export const MAIL_PREFERENCE_MESSAGES = {
  saved: { title: "Mail preferences saved", description: "Your choice for this club is saved." },
  failed: { title: "Not saved", description: "Your mail preferences could not be saved. Please try again." },
} as const;

/** The footer every bulk mail ends with: why it came, and where to stop it (drawn by the mail layout). */
export function bulkMailFooter(input: {
  reason: string;
  unsubscribeUrl: string;
  unsubscribeWhat: string;
  preferencesUrl: string;
}): MailFooter {
  return {
    reason: input.reason,
    unsubscribe: { url: input.unsubscribeUrl, what: input.unsubscribeWhat },
    preferencesUrl: input.preferencesUrl,
  };
}
