import { z } from "zod";
import { ID_PATTERN } from "../ids";
import { TEXT_LIMITS } from "../limits";
import { emailField, textField } from "../text";

export const ANNOUNCEMENT_MAX_LENGTH = 2000;
/** The announcement's subject line (docs/decisions/182): what members see in their inbox before opening it. */
export const ANNOUNCEMENT_SUBJECT_MAX_LENGTH = 120;
/** Announcements one sender may send in any 24 hours. */
export const ANNOUNCEMENTS_PER_DAY = 5;
/** Invitations one sender may send in any 24 hours. */
export const INVITATIONS_PER_DAY = 20;
/** How long an invitation's link can be accepted (docs/decisions/183). */
export const INVITATION_DAYS = 30;

/** A club's id; none: the whole network (admins and the network-wide grant only, docs/decisions/147). */
const announcementClub = z.string().regex(ID_PATTERN, "clubId must be a club's id").optional();

export const announcementInput = z.strictObject({
  subject: textField("The subject", ANNOUNCEMENT_SUBJECT_MAX_LENGTH).min(1, "Write a subject"),
  message: textField("The message", ANNOUNCEMENT_MAX_LENGTH, { multiLine: true }).min(1, "Write a message to send"),
  clubId: announcementClub,
});

export const announcementAudienceInput = z.object({ clubId: announcementClub });

export const invitationInput = z.strictObject({
  email: emailField(TEXT_LIMITS.email, "Enter an email address"),
  /** The club the invitee joins by accepting; none: an invitation to the product only. */
  clubId: announcementClub,
});

/** Leadership Central's overview: one club's (`clubId`) or, without it, the whole network (docs/decisions/178). */
export const overviewInput = z.object({
  clubId: z.string().regex(ID_PATTERN, "clubId must be a club's id").optional(),
});

/** An invitation link's token: 43 URL-safe characters (32 random bytes). */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
