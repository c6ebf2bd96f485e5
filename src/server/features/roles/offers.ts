import { and, eq, isNull } from "drizzle-orm";
import {
  OFFER_MESSAGES,
  offerExpiresAt,
  proposalReminderAt,
  recipientRoleProblem,
} from "../../../domain/events/offers";
import type { RoleRefusal } from "../../../domain/events/roles";
import {
  type EventAccess,
  isActiveMember,
  mayOfferRoles,
  mayPlanEvents,
  refuseIfEnded,
  refuseUnlessMeetingRoles,
  visibleEvent,
} from "../../authority";
import type { Executor } from "../../db/executor";
import { meetingRoleAssignments, roleOffers } from "../../db/schema";
import type { Mailing } from "../../http/context";
import { refuse, refusedBy } from "../../http/errors";
import { scheduleJobs } from "../../jobs/queue";
import { deliverInBackground } from "../../mail/queue";
import { memberRow } from "../../reads/members";
import { roleNameAtEvent } from "../../reads/role-set";
import { awayOnMeetingDay } from "./away";
import { giveRole, roleRefusalFor, roleRefused } from "./give-role";
import { closeOffersOfChangedPlaces } from "./offer-closing";
import { mailOffer, mailOutcome, nameOf } from "./offer-mail";
import { presentOffer } from "./offer-reads";
import { closeOffer, isOpen, lockedOffer, OFFER_EXPIRY_JOB, type Offer, PROPOSAL_REMINDER_JOB } from "./offer-state";
import type { RoleMailSite } from "./role-mail";

/**
 * Role offers (docs/decisions/155): a holder hands their role over to a named club member; an officer proposes an
 * open role to a member. Every change locks the event row first, like taking and giving up roles, so an offer
 * accepted while the role is being given up (or taken by someone else) ends in exactly one outcome. The same
 * change sent again (making the same offer, giving the same answer, withdrawing again) answers as the first did
 * (docs/decisions/172).
 */

/** The recipient must be an active member of the meeting's club, not the sender, not away, and allowed the role. */
async function checkRecipient(tx: Executor, event: EventAccess, fromUserId: string, toUserId: string) {
  if (!event.clubId) throw refuse("NO_CLUB");
  if (toUserId === fromUserId) throw refuse("OFFER_TO_SELF");
  if (!(await isActiveMember(tx, event.clubId, toUserId))) throw refuse("NOT_A_CLUB_MEMBER", "offer");
  if ((await awayOnMeetingDay(tx, [toUserId], event)).size > 0) throw refuse("MEMBER_AWAY");
}

/** The same, said of the member asked (decision 167): whoever offers reads it. */
async function recipientRefusal(tx: Executor, event: EventAccess, userId: string, roleType: string, leaving = 0) {
  const { refusal, held, roles } = await roleRefusalFor(tx, event, userId, roleType, leaving);
  if (!refusal || refusal.code === "ROLE_FULL") return refusal;
  return recipientRoleProblem(nameOf(await memberRow(tx, userId)), held, roleType, roles);
}

function throwRefusal(refusal: RoleRefusal | undefined) {
  if (refusal) throw roleRefused(refusal);
}

/** The open offer that is `offer` made again: same kind, role, assignment, sender and recipient. */
async function openOfferLike(
  tx: Executor,
  eventId: string,
  offer: { kind: Offer["kind"]; roleType: string; assignmentId: string | null; fromUserId: string; toUserId: string },
  now: Date,
) {
  const [found] = await tx
    .select()
    .from(roleOffers)
    .where(
      and(
        eq(roleOffers.eventId, eventId),
        eq(roleOffers.state, "pending"),
        eq(roleOffers.kind, offer.kind),
        eq(roleOffers.roleType, offer.roleType),
        offer.assignmentId ? eq(roleOffers.assignmentId, offer.assignmentId) : isNull(roleOffers.assignmentId),
        eq(roleOffers.fromUserId, offer.fromUserId),
        eq(roleOffers.toUserId, offer.toUserId),
      ),
    );
  return found && isOpen(found, now) ? found : undefined;
}

async function createOffer(
  tx: Executor,
  site: RoleMailSite,
  event: EventAccess,
  offer: { kind: Offer["kind"]; roleType: string; assignmentId: string | null; fromUserId: string; toUserId: string },
  now: Date,
) {
  const expiresAt = offerExpiresAt(now, event.eventDate);
  if (!expiresAt) throw refusedBy(OFFER_MESSAGES.tooLate);
  const [created] = await tx
    .insert(roleOffers)
    .values({ eventId: event.id, ...offer, expiresAt })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    // the same offer made again (a double click, a retry) answers as making it did; another one is refused
    const same = await openOfferLike(tx, event.id, offer, now);
    if (same) return { created: same, mailIds: [] };
    throw refuse("OFFER_PENDING");
  }
  const reminderAt = offer.kind === "assignment" ? proposalReminderAt(now, expiresAt) : undefined;
  await scheduleJobs(tx, [
    { kind: OFFER_EXPIRY_JOB, key: created.id, runAt: expiresAt },
    ...(reminderAt ? [{ kind: PROPOSAL_REMINDER_JOB, key: created.id, runAt: reminderAt }] : []),
  ]);
  return { created, mailIds: await mailOffer(tx, site, created) };
}

async function inTransaction<T extends { mailIds: string[] }>(deps: Mailing, work: (tx: Executor) => Promise<T>) {
  const result = await deps.db.transaction((tx) => work(tx));
  deliverInBackground(deps, result.mailIds);
  return result;
}

/** A holder offers their role to a named member of the meeting's club. */
export async function offerHandover(
  deps: Mailing,
  eventId: string,
  assignmentId: string,
  fromUserId: string,
  toUserId: string,
  now = new Date(),
) {
  const result = await inTransaction(deps, async (tx) => {
    const event = await visibleEvent(tx, eventId, fromUserId, { lock: true });
    refuseIfEnded(event);
    const [assignment] = await tx
      .select({ roleType: meetingRoleAssignments.roleType, userId: meetingRoleAssignments.userId })
      .from(meetingRoleAssignments)
      .where(and(eq(meetingRoleAssignments.id, assignmentId), eq(meetingRoleAssignments.eventId, eventId)));
    if (!assignment) throw refuse("ASSIGNMENT_NOT_FOUND");
    if (assignment.userId !== fromUserId) {
      throw refuse("NOT_YOUR_ASSIGNMENT", "offer");
    }
    await mayOfferRoles(tx, event, fromUserId);
    await checkRecipient(tx, event, fromUserId, toUserId);
    throwRefusal(await recipientRefusal(tx, event, toUserId, assignment.roleType, 1));
    const { created, mailIds } = await createOffer(
      tx,
      deps.config,
      event,
      { kind: "handover", roleType: assignment.roleType, assignmentId, fromUserId, toUserId },
      now,
    );
    return { offer: created, mailIds };
  });
  return presentOffer(deps.db, result.offer);
}

/** An officer of the meeting's club (or an admin) proposes an open role to a member of the club. */
export async function proposeRole(
  deps: Mailing,
  eventId: string,
  roleType: string,
  officerId: string,
  toUserId: string,
  now = new Date(),
) {
  const result = await inTransaction(deps, async (tx) => {
    const event = await visibleEvent(tx, eventId, officerId, { lock: true });
    if (!(await mayPlanEvents(tx, event.clubId, officerId))) {
      throw refuse("NOT_EVENT_PLANNER", "propose");
    }
    refuseIfEnded(event);
    refuseUnlessMeetingRoles(event);
    await checkRecipient(tx, event, officerId, toUserId);
    throwRefusal(await recipientRefusal(tx, event, toUserId, roleType));
    const { created, mailIds } = await createOffer(
      tx,
      deps.config,
      event,
      { kind: "assignment", roleType, assignmentId: null, fromUserId: officerId, toUserId },
      now,
    );
    return { offer: created, mailIds };
  });
  return presentOffer(deps.db, result.offer);
}

/**
 * The member answers an offer made to them (in the app or by the e-mail's link). Accepting re-checks every rule under
 * the event lock: a handed-over role moves to them (a new assignment; the holder's is gone, without going to the
 * waitlist), a proposed role is theirs if a place is still free.
 */
export async function answerOffer(
  deps: Mailing,
  offerId: string,
  userId: string,
  accept: boolean,
  now = new Date(),
  eventId?: string,
) {
  const result = await inTransaction(deps, async (tx) => {
    const offer = await lockedOffer(tx, offerId, eventId);
    if (offer.toUserId !== userId) throw refuse("NOT_YOUR_OFFER");
    // the same answer given again answers as giving it did
    if (offer.state === (accept ? "accepted" : "declined")) return { offer, accepted: accept, mailIds: [] };
    if (!isOpen(offer, now)) throw refuse("OFFER_CLOSED");
    const event = await visibleEvent(tx, offer.eventId, userId);
    refuseIfEnded(event, now.getTime());
    if (!accept) {
      await closeOffer(tx, offer, "declined");
      return { offer, accepted: false, mailIds: await mailOutcome(tx, deps.config, offer, "declined") };
    }
    if (offer.kind === "handover") {
      const [held] = offer.assignmentId
        ? await tx
            .select({ userId: meetingRoleAssignments.userId })
            .from(meetingRoleAssignments)
            .where(eq(meetingRoleAssignments.id, offer.assignmentId))
        : [];
      if (held?.userId !== offer.fromUserId) {
        await closeOffer(tx, offer, "cancelled");
        throw refuse("OFFER_CLOSED");
      }
    }
    await giveRole(tx, event, {
      userId,
      roleType: offer.roleType,
      replacing: offer.kind === "handover" ? (offer.assignmentId ?? undefined) : undefined,
    });
    await closeOffer(tx, offer, "accepted");
    const outcome = await mailOutcome(tx, deps.config, offer, "accepted");
    const closed = await closeOffersOfChangedPlaces(tx, deps.config, offer.eventId);
    return { offer, accepted: true, mailIds: [...outcome, ...closed] };
  });
  const roleName = await roleNameAtEvent(deps.db, result.offer.eventId, result.offer.roleType);
  return { accepted: result.accepted, roleType: result.offer.roleType, roleName };
}

/** Whoever made an open offer withdraws it. */
export async function withdrawOffer(
  deps: Mailing,
  offerId: string,
  userId: string,
  now = new Date(),
  eventId?: string,
) {
  await inTransaction(deps, async (tx) => {
    const offer = await lockedOffer(tx, offerId, eventId);
    if (offer.fromUserId !== userId) throw refuse("NOT_YOUR_OFFER");
    if (offer.state === "cancelled") return { mailIds: [] }; // withdrawn already: withdrawing again answers the same
    if (!isOpen(offer, now)) throw refuse("OFFER_CLOSED");
    await closeOffer(tx, offer, "cancelled");
    return { mailIds: [] };
  });
  return { withdrawn: true };
}
