import { eventLocalTime } from "../../../domain/events/changes";
import type { Mailing } from "../../http/context";
import { AppError } from "../../http/errors";
import { meetingRow } from "../../reads/meetings";
import { roleNameAt } from "../../reads/role-set";
import { declined, declineQuestion, expired, notYours } from "./link-pages";
import type { AssignmentLink } from "./links";
import { declineByLink, wasDeclined } from "./planning-grid";
import { heldRole } from "./role-mail";

type Answer = { html: string; status: 200 | 410 };

/**
 * The "Decline" link of a role given outright (docs/decisions/234), once its signature is checked: GET (and HEAD)
 * shows the question and one button and changes nothing; POST (`acts`) declines under the meeting's lock. Declined
 * before: the same "Role declined" page, pressed again or opened again. A started or cancelled meeting: 410.
 */
export async function answerDeclineLink(
  deps: Mailing,
  acts: boolean,
  link: AssignmentLink,
  token: string,
): Promise<Answer> {
  const { db, config } = deps;
  const before = await wasDeclined(db, link);
  const meeting = await meetingRow(db, link.eventId);
  const roleName = async (roleType: string) => (meeting ? roleNameAt(db, meeting, roleType) : roleType);
  if (before) {
    return {
      html: declined(config, { roleName: await roleName(before.roleType), eventId: link.eventId }),
      status: 200,
    };
  }
  if (!meeting || meeting.cancelledAt || new Date() >= meeting.eventDate) {
    return { html: expired(config, link.eventId, Boolean(meeting?.cancelledAt)), status: 410 };
  }
  const role = await heldRole(db, link.assignmentId);
  if (!role || role.userId !== link.memberId || role.eventId !== link.eventId) {
    return { html: notYours(config, link.eventId), status: 200 };
  }
  const shown = {
    roleName: await roleName(role.roleType),
    meetingTitle: role.title,
    when: eventLocalTime(role),
    eventId: role.eventId,
  };
  if (!acts) return { html: declineQuestion(config, shown, token), status: 200 };
  try {
    const outcome = await declineByLink(deps, link);
    return { html: outcome === "declined" ? declined(config, shown) : notYours(config, link.eventId), status: 200 };
  } catch (error) {
    if (error instanceof AppError && error.status === 409) {
      return { html: expired(config, link.eventId, error.code === "EVENT_CANCELLED"), status: 410 };
    }
    if (error instanceof AppError && error.status === 404) return { html: notYours(config, link.eventId), status: 200 };
    throw error;
  }
}
