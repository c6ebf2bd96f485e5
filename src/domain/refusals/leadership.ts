import { ANNOUNCEMENTS_PER_DAY } from "../leadership/outreach";
import { refusals } from "./entry";

/** Refusals of Leadership Central: access keys, the overview, announcements and invitations. */
export const LEADERSHIP_REFUSALS = refusals({
  NO_LEADERSHIP_ACCESS: { status: 403, message: "Leadership Central needs an access key from your administrator." },
  ACCESS_KEY_NOT_FOUND: { status: 404, message: "There is no such access key." },
  INVALID_ACCESS_KEY: { status: 400, message: "The access key you entered is not valid or has expired" },
  ACCESS_KEY_EXPIRED: { status: 400, message: "This access key has expired" },
  VERIFY_FAILED: { status: 500, message: "Failed to verify access key" },
  GRANT_FAILED: { status: 500, message: "Failed to grant access" },
  NETWORK_ANNOUNCEMENT_DENIED: {
    status: 403,
    message: "Only administrators can send an announcement to every club. Choose one of your clubs.",
  },
  ANNOUNCEMENT_LIMIT: {
    status: 429,
    message: `You can send at most ${ANNOUNCEMENTS_PER_DAY} announcements a day. Please try again tomorrow.`,
  },
  INVITATION_NOT_FOUND: {
    status: 404,
    message: "This invitation does not exist. Ask the person who invited you for a new one.",
  },
  INVITATION_USED: { status: 409, message: "This invitation has already been accepted by someone else." },
  INVITATION_EXPIRED: {
    status: 410,
    message: "This invitation has expired. Ask the person who invited you for a new one.",
  },
  INVITATION_LIMIT: { status: 429, message: "You have sent many invitations today. Please try again tomorrow." },
});
