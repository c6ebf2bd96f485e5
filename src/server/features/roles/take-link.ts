import { eventLocalTime } from "../../../domain/events/changes";
import { offeredRole, roleNameIn } from "../../../domain/events/event-roles";
import { mayTakeRoles } from "../../authority";
import type { Mailing } from "../../http/context";
import { AppError } from "../../http/errors";
import { meetingRow } from "../../reads/meetings";
import { eventRolesOf } from "../../reads/role-set";
import { claimRole } from "./assignments";
import { roleRefusalFor } from "./give-role";
import {
  alreadyYours,
  badRoleLink,
  cannotTakeRoles,
  expired,
  roleFull,
  roleRefused,
  type TakeShown,
  taken,
  takeQuestion,
} from "./link-pages";
import type { TakeLink } from "./links";

type Answer = { html: string; status: 200 | 400 | 403 | 409 | 410 };

/**
 * The open-role nudge's take link (docs/decisions/157), once its signature is checked: GET shows the question and one
 * button (or why it cannot be taken) and changes nothing (HEAD too); POST (`acts`) takes the role through claimRole, under the meeting's
 * lock and the same rules as the app. Until the meeting starts; a cancelled or started meeting: 410.
 */
export async function answerTakeLink(deps: Mailing, acts: boolean, link: TakeLink, token: string): Promise<Answer> {
  const { db, config } = deps;
  const meeting = await meetingRow(db, link.eventId);
  const now = new Date();
  if (!meeting || meeting.cancelledAt || now >= meeting.eventDate) {
    return { html: expired(config, link.eventId, Boolean(meeting?.cancelledAt)), status: 410 };
  }
  const roles = await eventRolesOf(db, meeting);
  const shown: TakeShown = {
    roleName: roleNameIn(roles.roles, link.roleType),
    meetingTitle: meeting.title,
    clubName: meeting.clubName,
    when: eventLocalTime(meeting),
    eventId: link.eventId,
  };
  const refused = (refusal: { code: string; title?: string; description: string }): Answer => ({
    html:
      refusal.code === "ROLE_FULL"
        ? roleFull(config, shown, refusal.description)
        : roleRefused(config, shown, { title: refusal.title ?? "Not possible", description: refusal.description }),
    status: 409,
  });
  // a role the meeting does not offer (the club took it out of its set, docs/decisions/223): no link of ours
  if (!offeredRole(roles, link.roleType)) return { html: badRoleLink(config), status: 400 };
  const { refusal, held } = await roleRefusalFor(db, meeting, link.memberId, link.roleType);
  // a link pressed twice, or a role taken in the app meanwhile
  if (held.includes(link.roleType)) return { html: alreadyYours(config, shown), status: 200 };
  if (!(await mayTakeRoles(db, meeting, link.memberId))) {
    return { html: cannotTakeRoles(config, link.eventId), status: 403 };
  }
  if (!acts) {
    if (refusal) return refused(refusal);
    return { html: takeQuestion(config, shown, token), status: 200 };
  }
  try {
    await claimRole(deps, link.eventId, link.memberId, link.roleType);
    return { html: taken(config, shown), status: 200 };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "EVENT_CANCELLED" || error.code === "EVENT_ENDED") {
      return { html: expired(config, link.eventId, error.code === "EVENT_CANCELLED"), status: 410 };
    }
    if (error.status === 403 || error.status === 404) {
      return { html: cannotTakeRoles(config, link.eventId), status: 403 };
    }
    if (error.status === 409) {
      return refused({ code: error.code, title: error.title, description: error.message });
    }
    throw error;
  }
}
