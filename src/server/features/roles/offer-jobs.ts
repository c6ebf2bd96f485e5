import { eq, sql } from "drizzle-orm";
import { meetingRoleAssignments, roleOffers } from "../../db/schema";
import type { JobHandler } from "../../jobs/queue";
import { visibleEvent } from "../events/access";
import { mailOffer, mailOutcome } from "./offer-mail";
import { closeOffer, lockedOffer } from "./offer-state";
import type { RoleMailSite } from "./role-mail";
import { releaseAssignment } from "./waitlist";

/**
 * An offer's time is up: it closes; a holder's hand-over nobody took gives the role up, to the waitlist
 * (the holder wanted out), and the holder is told.
 */
export const expireOffer =
  (site: RoleMailSite): JobHandler =>
  async (tx, job) => {
    const [exists] = await tx.select({ id: roleOffers.id }).from(roleOffers).where(eq(roleOffers.id, job.key));
    if (!exists) return undefined;
    const offer = await lockedOffer(tx, job.key);
    if (offer.state !== "pending") return undefined;
    if (Date.now() < offer.expiresAt.getTime()) return { later: offer.expiresAt };
    await closeOffer(tx, offer, "expired");
    let released = false;
    const mailIds: string[] = [];
    if (offer.kind === "handover" && offer.assignmentId) {
      const [held] = await tx
        .select({ id: meetingRoleAssignments.id, userId: meetingRoleAssignments.userId })
        .from(meetingRoleAssignments)
        .where(eq(meetingRoleAssignments.id, offer.assignmentId));
      if (held?.userId === offer.fromUserId) {
        const event = await visibleEvent(tx, offer.eventId, offer.fromUserId);
        const result = await releaseAssignment(tx, site, event, { id: held.id, roleType: offer.roleType });
        released = result.released;
        mailIds.push(...result.mailIds);
      }
    }
    mailIds.push(...(await mailOutcome(tx, site, offer, "expired", released)));
    return { mailIds };
  };

/** The once-only reminder of an officer's proposal still unanswered after a day. */
export const remindProposal =
  (site: RoleMailSite): JobHandler =>
  async (tx, job) => {
    const [offer] = await tx.select().from(roleOffers).where(eq(roleOffers.id, job.key));
    if (offer?.state !== "pending" || offer.remindedAt || Date.now() >= offer.expiresAt.getTime()) {
      return undefined;
    }
    await tx.update(roleOffers).set({ remindedAt: sql`now()` }).where(eq(roleOffers.id, offer.id));
    return { mailIds: await mailOffer(tx, site, offer, true) };
  };
