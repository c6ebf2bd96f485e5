import { TEMPLATE_MESSAGES } from "../clubs/agenda-templates";
import { OFFICER_MESSAGES } from "../clubs/officers";
import { CLUB_SETTINGS_MESSAGES } from "../clubs/settings";
import { OVERVIEW_MESSAGES } from "../leadership/outreach";
import { refusals } from "./entry";

/** Refusals of clubs: membership, officers, settings and agenda templates. */
export const CLUB_REFUSALS = refusals({
  CLUB_NOT_FOUND: {
    status: 404,
    message: { club: "There is no such club.", notYours: "You are not a member of that club." },
  },
  NOT_A_MEMBER: { status: 404, message: "You are not a member of this club." },
  NOT_A_CLUB_MEMBER: {
    status: { appoint: 400, officers: 403, templates: 403, handOver: 403, offer: 409 },
    title: { offer: "Not a Club Member" },
    message: {
      appoint: OFFICER_MESSAGES.notAClubMember,
      officers: OFFICER_MESSAGES.notAMember,
      templates: TEMPLATE_MESSAGES.notAMember,
      handOver: "Only members of the meeting's club can hand a role over.",
      offer: "A role can only be offered to an active member of the meeting's club.",
    },
  },
  NOT_A_CLUB_OFFICER: {
    status: 403,
    message: {
      officers: OFFICER_MESSAGES.notAnOfficer,
      templates: TEMPLATE_MESSAGES.notAnOfficer,
      settings: CLUB_SETTINGS_MESSAGES.notAnOfficer,
      overview: OVERVIEW_MESSAGES.notAClubOfficer,
    },
  },
  NOT_CLUB_OFFICER: {
    status: 403,
    message: {
      announce: "You can only send announcements to clubs you are an officer of.",
      invite: "You can only invite people to clubs you are an officer of.",
      plan: "You can only plan events for a club you are an officer of.",
    },
  },
  OFFICER_NOT_FOUND: { status: 404, message: OFFICER_MESSAGES.noSuchOfficer },
  ALREADY_OFFICER: { status: 409, message: OFFICER_MESSAGES.alreadyOfficer },
  LAST_OFFICER: {
    status: 409,
    title: "The Club Needs an Officer",
    message: { removing: OFFICER_MESSAGES.lastOfficer, leaving: OFFICER_MESSAGES.lastOfficerLeaving },
  },
  TEMPLATE_NOT_FOUND: { status: 404, message: TEMPLATE_MESSAGES.noSuchTemplate },
});
