import { and, eq, sql } from "drizzle-orm";
import { offerDeadline, proposalReminderAt } from "../../../domain/events/offers";
import { visibleEvent } from "../../authority";
import type { Executor } from "../../db/executor";
import { events, meetingRoleAssignments, roleOffers } from "../../db/schema";
import { cancelJobs, type JobHandler, scheduleJobs } from "../../jobs/queue";
import { mailOffer, mailOutcome } from "./offer-mail";
import {
  closeOffer,
  lockedOffer,
  OFFER_EXPIRY_JOB,
  type Offer,
  PROPOSAL_REMINDER_JOB,
  pendingOffersAt,
} from "./offer-state";
import type { RoleMailSite } from "./role-mail";
import { releaseAssignment } from "./waitlist";

/**
 * An open offer's time is up (the caller holds the meeting's lock): it closes; a holder's hand-over nobody took gives
 * the role up, to the waitlist (the holder wanted out), and whoever offered is told. Answers the e-mails to deliver.
 */
async function closeUnanswered(tx: Executor, site: RoleMailSite, offer: Offer): Promise<string[]> {
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
  return mailIds;
}

/** The offer's expiry job: closes it when its time has come (a moved deadline moves the job, see below). */
export const expireOffer =
  (site: RoleMailSite): JobHandler =>
  async (tx, job) => {
    const [exists] = await tx.select({ id: roleOffers.id }).from(roleOffers).where(eq(roleOffers.id, job.key));
    if (!exists) return undefined;
    const offer = await lockedOffer(tx, job.key);
    if (offer.state !== "pending") return undefined;
    if (Date.now() < offer.expiresAt.getTime()) return { later: offer.expiresAt };
    return { mailIds: await closeUnanswered(tx, site, offer) };
  };

/**
 * The meeting's time changed (the caller holds its lock and has written the new start): every open offer's deadline
 * is worked out again from when it was made and the new start (docs/decisions/166), its jobs move with it, and an
 * offer whose new deadline has passed closes now, as if its time had run out. Answers the e-mails to deliver.
 */
export async function reviseOfferDeadlines(tx: Executor, site: RoleMailSite, eventId: string, now = new Date()) {
  const [meeting] = await tx.select({ eventDate: events.eventDate }).from(events).where(eq(events.id, eventId));
  if (!meeting) return [];
  const open = await tx.select({ id: roleOffers.id }).from(roleOffers).where(pendingOffersAt(eventId));
  const mailIds: string[] = [];
  for (const { id } of open) {
    // read again: closing one hand-over can close others (decision 166)
    const [offer] = await tx
      .select()
      .from(roleOffers)
      .where(and(eq(roleOffers.id, id), eq(roleOffers.state, "pending")));
    if (!offer) continue;
    const expiresAt = offerDeadline(offer.createdAt, meeting.eventDate);
    await tx.update(roleOffers).set({ expiresAt }).where(eq(roleOffers.id, offer.id));
    if (expiresAt <= now) {
      mailIds.push(...(await closeUnanswered(tx, site, { ...offer, expiresAt })));
      continue;
    }
    const reminderAt =
      offer.kind === "assignment" && !offer.remindedAt ? proposalReminderAt(offer.createdAt, expiresAt) : undefined;
    await scheduleJobs(tx, [
      { kind: OFFER_EXPIRY_JOB, key: offer.id, runAt: expiresAt },
      ...(reminderAt ? [{ kind: PROPOSAL_REMINDER_JOB, key: offer.id, runAt: reminderAt }] : []),
    ]);
    if (!reminderAt) await cancelJobs(tx, PROPOSAL_REMINDER_JOB, [offer.id]);
  }
  return mailIds;
}

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
