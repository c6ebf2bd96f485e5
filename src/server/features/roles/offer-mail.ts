import { displayName } from "../../../domain/accounts";
import {
  type OfferClosedReason,
  offerClosedMail,
  offerMail,
  offerOutcomeMail,
  type RoleMailInput,
} from "../../../domain/events/role-mail";
import { paths } from "../../../domain/paths";
import type { Executor } from "../../db/executor";
import { mailPreferencesUrl } from "../../mail/bulk";
import { enqueueMail } from "../../mail/queue";
import { meetingRow } from "../../reads/meetings";
import { memberRow } from "../../reads/members";
import { roleNameAt } from "../../reads/role-set";
import { offerLinkUrl } from "./offer-links";
import type { Offer } from "./offer-state";
import type { RoleMailSite } from "./role-mail";

export const nameOf = (row: { firstName: string | null; lastName: string | null } | undefined) =>
  (row && displayName({ ...row, email: "" })) || "A member";

/** The meeting as the role e-mails name it, for one member. */
async function mailInput(
  db: Executor,
  site: RoleMailSite,
  eventId: string,
  member: { firstName: string | null },
  roleType: string,
  links: RoleMailInput["links"] extends infer L ? Omit<L, "event"> : never,
): Promise<RoleMailInput> {
  const meeting = await meetingRow(db, eventId);
  if (!meeting) throw new Error("the offer's meeting vanished");
  return {
    appName: site.appName,
    firstName: member.firstName,
    roleName: await roleNameAt(db, meeting, roleType),
    meeting,
    links: { event: `${site.appUrl}${paths.event(eventId)}`, ...links },
    preferencesUrl: mailPreferencesUrl(site.appUrl),
  };
}

export async function mailOffer(tx: Executor, site: RoleMailSite, offer: Offer, reminder = false) {
  const [to, from] = [await memberRow(tx, offer.toUserId), await memberRow(tx, offer.fromUserId)];
  if (!to?.emailVerified) return [];
  const link = (answer: "accept" | "decline") => offerLinkUrl(site, { answer, offerId: offer.id, memberId: to.id });
  const input = await mailInput(tx, site, offer.eventId, to, offer.roleType, {
    accept: link("accept"),
    decline: link("decline"),
  });
  const mail = offerMail({ ...input, fromName: nameOf(from), kind: offer.kind, expiresAt: offer.expiresAt, reminder });
  return enqueueMail(tx, [{ kind: "role-offer", refId: offer.id, to: to.email, ...mail }]);
}

export async function mailOutcome(
  tx: Executor,
  site: RoleMailSite,
  offer: Offer,
  outcome: "accepted" | "declined" | "expired",
  released = false,
) {
  const [from, to] = [await memberRow(tx, offer.fromUserId), await memberRow(tx, offer.toUserId)];
  if (!from?.emailVerified) return [];
  const input = await mailInput(tx, site, offer.eventId, from, offer.roleType, {});
  const mail = offerOutcomeMail({ ...input, toName: nameOf(to), outcome, released });
  return enqueueMail(tx, [{ kind: "role-offer", refId: offer.id, to: from.email, ...mail }]);
}

/** Tells the member an offer made to them closed before they answered, and why (docs/decisions/166). */
export async function mailClosed(tx: Executor, site: RoleMailSite, offer: Offer, reason: OfferClosedReason) {
  const [to, from] = [await memberRow(tx, offer.toUserId), await memberRow(tx, offer.fromUserId)];
  if (!to?.emailVerified) return [];
  const input = await mailInput(tx, site, offer.eventId, to, offer.roleType, {});
  const mail = offerClosedMail({ ...input, fromName: nameOf(from), reason });
  return enqueueMail(tx, [{ kind: "role-offer", refId: offer.id, to: to.email, ...mail }]);
}
