import { z } from "zod";
import { CLUB_REFUSALS } from "../refusals/clubs";
import { asToast, resolve } from "../refusals/entry";
import { ROLE_REFUSALS } from "../refusals/roles";
import { HOUR } from "../time";
import { type EventRoles, eventRoleClaimRefusal, roleNameIn, SPEC_EVENT_ROLES } from "./event-roles";
import { type RoleRefusal, roleKey } from "./roles";

/**
 * Role offers (docs/decisions/155): a holder hands their role over to a named club member, or an officer proposes an
 * open role to one. An offer is open for 48 hours, and closes at the latest 4 hours before the meeting; an officer's
 * proposal left unanswered is reminded once after 24 hours.
 */

export const OFFER_OPEN_HOURS = 48;
export const OFFER_CLOSES_BEFORE_MEETING_HOURS = 4;
export const PROPOSAL_REMINDER_HOURS = 24;

/**
 * When an offer made at `madeAt` closes for a meeting starting at `meetingStart`: 48 hours after it was made, 4 hours
 * before the meeting at the latest. Worked out again whenever the meeting moves (docs/decisions/166).
 */
export function offerDeadline(madeAt: Date, meetingStart: Date): Date {
  return new Date(
    Math.min(
      madeAt.getTime() + OFFER_OPEN_HOURS * HOUR,
      meetingStart.getTime() - OFFER_CLOSES_BEFORE_MEETING_HOURS * HOUR,
    ),
  );
}

/** When an offer made at `madeAt` for a meeting starting at `meetingStart` closes; undefined when it is too late. */
export function offerExpiresAt(madeAt: Date, meetingStart: Date): Date | undefined {
  const expires = offerDeadline(madeAt, meetingStart);
  return expires > madeAt ? expires : undefined;
}

/** When an unanswered proposal is reminded, or undefined when it closes before then. */
export function proposalReminderAt(madeAt: Date, expiresAt: Date): Date | undefined {
  const at = madeAt.getTime() + PROPOSAL_REMINDER_HOURS * HOUR;
  return at < expiresAt.getTime() ? new Date(at) : undefined;
}

/**
 * Why the role rules keep a member from being offered `role`, said of that member — the officer or holder offering
 * reads it, not the member (docs/decisions/167): `reason` for the member list ("Already holds Timer"), `description`
 * for the refusal. Undefined when they could hold it; a full role is not about the member and is left out.
 */
export function recipientRoleProblem(
  name: string,
  held: readonly string[],
  role: string,
  event: EventRoles = SPEC_EVENT_ROLES,
): (RoleRefusal & { reason: string }) | undefined {
  const refusal = eventRoleClaimRefusal(event, held, role, 0);
  if (!refusal) return undefined;
  const holds = held.map((type) => roleNameIn(event.roles, type)).join(" and ");
  const ofMember = { member: name, holds, role: roleNameIn(event.roles, role), club: event.club };
  if (refusal.code === "ROLE_CONFLICT") {
    const { description } = asToast(resolve(refusal.code, ROLE_REFUSALS.ROLE_CONFLICT, { ofMember }));
    return { ...refusal, reason: `Holds ${holds}, which can't be combined with ${ofMember.role}`, description };
  }
  const { description } = asToast(resolve("ROLE_LIMIT_REACHED", ROLE_REFUSALS.ROLE_LIMIT_REACHED, { ofMember }));
  return { ...refusal, reason: `Already holds ${holds}`, description };
}

export const OFFER_MESSAGES = {
  tooLate: asToast(
    resolve("TOO_LATE_TO_OFFER", ROLE_REFUSALS.TOO_LATE_TO_OFFER, { hours: OFFER_CLOSES_BEFORE_MEETING_HOURS }),
  ),
  notAClubMember: asToast(resolve("NOT_A_CLUB_MEMBER", CLUB_REFUSALS.NOT_A_CLUB_MEMBER, "offer")),
  yourself: asToast(resolve("OFFER_TO_SELF", ROLE_REFUSALS.OFFER_TO_SELF)),
  away: asToast(resolve("MEMBER_AWAY", ROLE_REFUSALS.MEMBER_AWAY)),
  alreadyOffered: asToast(resolve("OFFER_PENDING", ROLE_REFUSALS.OFFER_PENDING)),
  closed: asToast(resolve("OFFER_CLOSED", ROLE_REFUSALS.OFFER_CLOSED)),
  unavailable: "Not available",
  notYours: asToast(resolve("NOT_YOUR_OFFER", ROLE_REFUSALS.NOT_YOUR_OFFER)),
  noClub: asToast(resolve("NO_CLUB", ROLE_REFUSALS.NO_CLUB)),
  sent: (name: string, role: string) => ({
    title: "Offer sent",
    description: `${name} is asked to take the ${role} role. You keep it until they accept.`,
  }),
  proposed: (name: string, role: string) => ({
    title: "Proposal sent",
    description: `${name} is asked to take the ${role} role.`,
  }),
  accepted: (role: string) => ({
    title: "The role is yours",
    description: `You are now the ${role} for this meeting.`,
  }),
  declined: { title: "Offer declined", description: "The member who offered it is told." },
  withdrawn: { title: "Offer withdrawn", description: "The offer is closed." },
  failed: { title: "Error", description: "The offer could not be changed. Please try again." },
} as const;

const memberId = z.string().min(1, "memberId must name a member.").max(100, "memberId must name a member.");
export const handoverInput = z.strictObject({ memberId });
export const proposalInput = z.strictObject({ roleType: roleKey, memberId });
export const offerAnswerInput = z.strictObject({ accept: z.boolean() });
/** The role an offer dialog is for, so the member list marks who the role rules keep from it. */
export const offerCandidatesQuery = z.strictObject({ roleType: roleKey.optional() });
