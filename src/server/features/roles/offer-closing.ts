import { eq, sql } from "drizzle-orm";
import { type EventRoles, offeredRole } from "../../../domain/events/event-roles";
import type { OfferClosedReason } from "../../../domain/events/role-mail";
import { builtOnce } from "../../db/built-once";
import type { Executor } from "../../db/executor";
import { events, meetingRoleAssignments, roleOffers } from "../../db/schema";
import { eventRolesOf } from "../../reads/role-set";
import { mailClosed } from "./offer-mail";
import { closeOffer, type Offer, pendingOffersAt } from "./offer-state";
import type { RoleMailSite } from "./role-mail";

type Holding = { id: string; userId: string; roleType: Offer["roleType"] };

/** Why an open offer can no longer be answered, or undefined while its place is still there. */
function closedPlace(
  offer: Offer,
  taken: Holding[],
  cancelled: boolean,
  roles: EventRoles,
): OfferClosedReason | undefined {
  if (cancelled) return "cancelled";
  if (taken.some((row) => row.userId === offer.toUserId && row.roleType === offer.roleType)) return "held";
  if (offer.kind === "handover") {
    const held = taken.some((row) => row.id === offer.assignmentId && row.userId === offer.fromUserId);
    return held ? undefined : "given-up";
  }
  const holders = taken.filter((row) => row.roleType === offer.roleType).length;
  return holders >= (offeredRole(roles, offer.roleType)?.perMeeting ?? 0) ? "filled" : undefined;
}

const pendingOffers = builtOnce("pending_offers_at_event", (db: Executor) =>
  db
    .select()
    .from(roleOffers)
    .where(pendingOffersAt(sql.placeholder("eventId"))),
);

/**
 * Closes every open offer of a meeting whose place changed (docs/decisions/166): a hand-over whose holder no longer
 * holds the role (given up, removed, handed to someone else), a proposal whose role has no free place left, an offer
 * of a role its member now holds, and every offer of a cancelled meeting. Each member asked is told by e-mail.
 * The caller holds the meeting's lock and has just made the change (a role dropped, taken, given from the waitlist or
 * by an offer, or the meeting cancelled); answers the e-mails to deliver after the commit.
 */
export async function closeOffersOfChangedPlaces(tx: Executor, site: RoleMailSite, eventId: string) {
  const open = await pendingOffers(tx, { eventId });
  if (open.length === 0) return [];
  const [event] = await tx
    .select({ cancelledAt: events.cancelledAt, clubId: events.clubId })
    .from(events)
    .where(eq(events.id, eventId));
  const roles = await eventRolesOf(tx, { clubId: event?.clubId ?? null });
  const taken = await tx
    .select({
      id: meetingRoleAssignments.id,
      userId: meetingRoleAssignments.userId,
      roleType: meetingRoleAssignments.roleType,
    })
    .from(meetingRoleAssignments)
    .where(eq(meetingRoleAssignments.eventId, eventId));
  const mailIds: string[] = [];
  for (const offer of open) {
    const reason = closedPlace(offer, taken, Boolean(event?.cancelledAt), roles);
    if (!reason) continue;
    await closeOffer(tx, offer, "cancelled");
    mailIds.push(...(await mailClosed(tx, site, offer, reason)));
  }
  return mailIds;
}
