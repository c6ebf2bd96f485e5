import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { eventLocalTime } from "../../../domain/events/changes";
import type { Executor } from "../../db/executor";
import { events } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { LINK_METHODS, linkRequest } from "../../mail/link-page";
import { roleNameAt } from "../../reads/role-set";
import { answerDeclineLink } from "./decline-link";
import { confirmRole, releaseByLink } from "./link-actions";
import { badRoleLink, confirmed, confirmQuestion, expired, notYours, released, releaseQuestion } from "./link-pages";
import { readRoleLink } from "./links";
import { heldRole } from "./role-mail";
import { answerTakeLink } from "./take-link";

const meetingOf = async (db: Executor, eventId: string) =>
  (
    await db
      .select({ eventDate: events.eventDate, cancelledAt: events.cancelledAt })
      .from(events)
      .where(eq(events.id, eventId))
  )[0];

/**
 * The links of a role reminder (docs/decisions/153), of the open-role nudge (157) and of a role given outright (234), for whoever holds the e-mail: GET shows the question and one
 * button and changes nothing (HEAD too); POST acts (linkRequest, docs/decisions/160). A forged or garbled token: 400; a link past the meeting's start or of a
 * cancelled meeting: 410; a role no longer the member's: a page saying so (a link used twice lands here).
 */
export const roleLinkRoutes = new Hono<AppEnv>().on(LINK_METHODS, "/link", async (c) => {
  const { db, config } = c.var.deps;
  const { token, acts } = await linkRequest(c);
  const link = readRoleLink(config.authSecret, token);
  if (!link) return c.html(badRoleLink(config), 400);
  if (link.action === "take") {
    const answer = await answerTakeLink(c.var.deps, acts, link, token);
    return c.html(answer.html, answer.status);
  }
  if (link.action === "decline") {
    const answer = await answerDeclineLink(c.var.deps, acts, link, token);
    return c.html(answer.html, answer.status);
  }
  const role = await heldRole(db, link.assignmentId);
  // the link's meeting, also when the role is gone (given up, then the meeting cancelled: the page says cancelled)
  const meeting = role?.eventId === link.eventId ? role : await meetingOf(db, link.eventId);
  const now = new Date();
  // until the meeting starts: its start now (an officer may have moved it), else the start the link was made for
  if (meeting?.cancelledAt || now >= (meeting?.eventDate ?? link.expiresAt)) {
    return c.html(expired(config, link.eventId, Boolean(meeting?.cancelledAt)), 410);
  }
  if (!role || role.userId !== link.memberId || role.eventId !== link.eventId) {
    return c.html(notYours(config, link.eventId));
  }
  const shown = {
    roleName: await roleNameAt(db, role, role.roleType),
    meetingTitle: role.title,
    when: eventLocalTime(role),
    eventId: role.eventId,
  };
  if (!acts) {
    return c.html(
      link.action === "confirm" ? confirmQuestion(config, shown, token) : releaseQuestion(config, shown, token),
    );
  }
  if (link.action === "confirm") {
    await confirmRole(db, link);
    return c.html(confirmed(config, shown));
  }
  try {
    const result = await releaseByLink(c.var.deps, link);
    if (!result.released) return c.html(notYours(config, link.eventId));
    return c.html(released(config, shown, "successor" in result ? result.successor : undefined));
  } catch (error) {
    if (error instanceof AppError && error.status === 409) {
      return c.html(expired(config, link.eventId, error.code === "EVENT_CANCELLED"), 410);
    }
    if (error instanceof AppError && error.status === 404) return c.html(notYours(config, link.eventId));
    throw error;
  }
});
