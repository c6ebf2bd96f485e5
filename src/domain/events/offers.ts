import { z } from "zod";
import { HOUR } from "../time";
import { ROLE_NAMES, ROLE_TYPES, type RoleRefusal, type RoleType, roleClaimRefusal } from "./roles";

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
  held: readonly RoleType[],
  role: RoleType,
): (RoleRefusal & { reason: string }) | undefined {
  const refusal = roleClaimRefusal(held, role, 0);
  if (!refusal) return undefined;
  const holds = held.map((type) => ROLE_NAMES[type]).join(" and ");
  if (refusal.code === "ROLE_CONFLICT") {
    return {
      ...refusal,
      reason: `Holds ${holds}, which can't be combined with ${ROLE_NAMES[role]}`,
      description: `${name} holds ${holds} at this meeting, which can't be combined with ${ROLE_NAMES[role]}.`,
    };
  }
  return {
    ...refusal,
    reason: `Already holds ${holds}`,
    description: `${name} already holds ${holds} at this meeting: a member holds one role, or Pitcher plus one other.`,
  };
}

export const OFFER_MESSAGES = {
  tooLate: {
    code: "TOO_LATE_TO_OFFER",
    title: "Too Late to Offer",
    description: `Offers close ${OFFER_CLOSES_BEFORE_MEETING_HOURS} hours before the meeting. Give the role up instead, so the next member waiting gets it.`,
  },
  notAClubMember: {
    code: "NOT_A_CLUB_MEMBER",
    title: "Not a Club Member",
    description: "A role can only be offered to an active member of the meeting's club.",
  },
  yourself: { code: "OFFER_TO_SELF", title: "That's You", description: "Choose another member." },
  away: {
    code: "MEMBER_AWAY",
    title: "Member Away",
    description: "That member has said they are away on the meeting's day.",
  },
  alreadyOffered: {
    code: "OFFER_PENDING",
    title: "Already Offered",
    description: "This role already has an open offer. Withdraw it first to offer the role to someone else.",
  },
  closed: { code: "OFFER_CLOSED", title: "Offer Closed", description: "This offer is no longer open." },
  unavailable: "Not available",
  notYours: { code: "NOT_YOUR_OFFER", title: "Not Your Offer", description: "This offer was made to another member." },
  noClub: {
    code: "NO_CLUB",
    title: "No Club",
    description: "Roles can be offered only at a club's meetings.",
  },
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
export const proposalInput = z.strictObject({ roleType: z.enum(ROLE_TYPES), memberId });
export const offerAnswerInput = z.strictObject({ accept: z.boolean() });
/** The role an offer dialog is for, so the member list marks who the role rules keep from it. */
export const offerCandidatesQuery = z.strictObject({ roleType: z.enum(ROLE_TYPES).optional() });
