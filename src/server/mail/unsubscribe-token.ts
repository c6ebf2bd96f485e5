import { BULK_MAIL_KINDS, type BulkMailKind } from "../../domain/mail/preferences";
import { readSignedValues, signValues } from "./signed-token";

/**
 * The token of an unsubscribe link (docs/decisions/148): it names a member, a club (none: every club, for a
 * network-wide announcement) and a kind of bulk mail, signed (signed-token.ts), so it needs no sign-in and cannot be
 * made up or changed. It never expires: an old mail's link keeps working.
 */
export type UnsubscribeTarget = { memberId: string; clubId: string | null; kind: BulkMailKind };

const PURPOSE = "mail-unsubscribe";

export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  return signValues(secret, PURPOSE, [target.memberId, target.clubId ?? "", target.kind]);
}

/** What a token names, or undefined when it is garbled or was not signed with this secret. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | undefined {
  const values = readSignedValues(secret, PURPOSE, token, 3);
  if (!values) return undefined;
  const [memberId, clubId, kind] = values as [string, string, string];
  if (!memberId || !(BULK_MAIL_KINDS as readonly string[]).includes(kind)) return undefined;
  return { memberId, clubId: clubId || null, kind: kind as BulkMailKind };
}
