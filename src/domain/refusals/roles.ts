import { ROLE_MESSAGES, ROLE_SLOT_MESSAGE } from "../events/messages";
import { SPEECH_MESSAGES } from "../events/speeches";
import { refusals } from "./entry";

/** "Role assignment 2: " before a rule's words when the Create Event dialog's second row broke it. */
const atRow = (position: number | undefined) => (position === undefined ? "" : `Role assignment ${position}: `);

const LIMITS = {
  twoHeld: "You already have pitcher plus another role.",
  secondPitcher: "You can only have pitcher plus one other role.",
  oneRole: "You can only have one role, or pitcher plus one other role.",
  // a club's own roles (docs/decisions/222)
  clubTwoHeld: "You already have a speaking role plus another role.",
  clubSecondSpeaking: "You can only have one speaking role plus one other role.",
  clubOneRole: "You can only have one role, or a speaking role plus one other role.",
} as const;
const CONFLICTS = {
  moderatorAfterPitcher: "Pitcher cannot be combined with moderator role.",
  pitcherAfterModerator: "Moderator cannot be combined with pitcher role.",
} as const;

export type RoleLimitRule = keyof typeof LIMITS;
export type RoleConflictRule = keyof typeof CONFLICTS;
/** Said of another member, to the officer or holder offering them a role (docs/decisions/167). */
type OfMember = { member: string; holds: string; role: string; club?: boolean };

/** Refusals of meeting roles: the role rules, offers, hand-overs, proposals and the waitlist. */
export const ROLE_REFUSALS = refusals({
  ROLE_LIMIT_REACHED: {
    status: 409,
    title: "Role Limit Reached",
    message: (said: { rule: RoleLimitRule; position?: number } | { ofMember: OfMember }) =>
      "rule" in said
        ? `${atRow(said.position)}${LIMITS[said.rule]}`
        : `${said.ofMember.member} already holds ${said.ofMember.holds} at this meeting: a member holds one role, or ${said.ofMember.club ? "a speaking role" : "Pitcher"} plus one other.`,
  },
  ROLE_CONFLICT: {
    status: 409,
    title: "Role Conflict",
    message: (
      said:
        | { rule: RoleConflictRule; position?: number }
        | { held: string; role: string; position?: number }
        | { ofMember: OfMember },
    ) =>
      "rule" in said
        ? `${atRow(said.position)}${CONFLICTS[said.rule]}`
        : "held" in said
          ? `${atRow(said.position)}${said.held} cannot be combined with the ${said.role} role.`
          : `${said.ofMember.member} holds ${said.ofMember.holds} at this meeting, which can't be combined with ${said.ofMember.role}.`,
  },
  ROLE_FULL: {
    status: 409,
    title: "Role Full",
    message: ({ role, capacity, position }: { role: string; capacity: number; position?: number }) =>
      `${atRow(position)}The ${role} role is full (${capacity}/${capacity}).`,
  },
  ACCESS_DENIED: {
    status: 403,
    message: {
      takeRoles: ROLE_MESSAGES.accessDenied.description,
      editSpeech: SPEECH_MESSAGES.mayNotEditSpeech,
      pair: SPEECH_MESSAGES.mayNotPair,
    },
  },
  ROLE_NOT_FOUND: { status: 404, message: "There is no such meeting role." },
  // a slot the event's (or the club's) role set does not have (docs/decisions/223)
  ROLE_SLOT_NOT_OFFERED: { status: 400, message: ROLE_SLOT_MESSAGE },
  ASSIGNMENT_NOT_FOUND: { status: 404, message: "That role assignment no longer exists." },
  SPEAKER_NOT_FOUND: {
    status: { assignment: 404, atMeeting: 404, member: 400 },
    message: {
      assignment: "That speaker's role assignment no longer exists.",
      atMeeting: "There is no such speaker at this meeting.",
      member: "There is no such member.",
    },
  },
  NOT_YOUR_ASSIGNMENT: {
    status: 403,
    message: { remove: "You can only remove your own role assignment.", offer: "You can only offer your own role." },
  },
  NOT_A_ROLE_HOLDER: {
    status: 403,
    message: "Only the meeting's role holders and the club's officers can offer roles.",
  },
  OFFER_NOT_FOUND: { status: 404, message: "There is no such offer." },
  TOO_LATE_TO_OFFER: {
    status: 409,
    title: "Too Late to Offer",
    message: ({ hours }: { hours: number }) =>
      `Offers close ${hours} hours before the meeting. Give the role up instead, so the next member waiting gets it.`,
  },
  OFFER_TO_SELF: { status: 409, title: "That's You", message: "Choose another member." },
  MEMBER_AWAY: {
    status: 409,
    title: "Member Away",
    message: "That member has said they are away on the meeting's day.",
  },
  OFFER_PENDING: {
    status: 409,
    title: "Already Offered",
    message: "This role already has an open offer. Withdraw it first to offer the role to someone else.",
  },
  OFFER_CLOSED: { status: 409, title: "Offer Closed", message: "This offer is no longer open." },
  NOT_YOUR_OFFER: { status: 403, title: "Not Your Offer", message: "This offer was made to another member." },
  NO_CLUB: { status: 409, title: "No Club", message: "Roles can be offered only at a club's meetings." },
  ROLE_NOT_FULL: {
    status: 409,
    title: "Role Open",
    message: "This role has a free place: take it instead of waiting.",
  },
  ALREADY_HOLDER: { status: 409, title: "Already Yours", message: "You already hold this role." },
});
