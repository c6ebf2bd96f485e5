import type { Config } from "../../config";
import { readSignedValues, signValues } from "../../mail/signed-token";

/**
 * The "Accept" and "Decline" links of a role offer's e-mail (docs/decisions/155): one offer, one member, one answer;
 * they work without signing in while the offer is open (the offer's own state and time decide, not the token).
 */
export const OFFER_ANSWERS = ["accept", "decline"] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];
export type OfferLink = { answer: OfferAnswer; offerId: string; memberId: string };

const PURPOSE = "role-offer";

export const offerLinkToken = (secret: string, link: OfferLink) =>
  signValues(secret, PURPOSE, [link.answer, link.offerId, link.memberId]);

export const offerLinkUrl = (site: Pick<Config, "appUrl" | "authSecret">, link: OfferLink) =>
  `${site.appUrl}/api/roles/offer?token=${offerLinkToken(site.authSecret, link)}`;

export function readOfferLink(secret: string, token: string): OfferLink | undefined {
  const values = readSignedValues(secret, PURPOSE, token, 3);
  if (!values) return undefined;
  const [answer, offerId, memberId] = values as [string, string, string];
  if (!(OFFER_ANSWERS as readonly string[]).includes(answer) || !offerId || !memberId) return undefined;
  return { answer: answer as OfferAnswer, offerId, memberId };
}
