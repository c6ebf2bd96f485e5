import type { MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import {
  agendaItemChanges,
  agendaItemInput,
  agendaOrderInput,
  cancelEventInput,
  claimRoleInput,
  createEventInput,
  EVENT_LIMITS,
  editEventInput,
} from "../../../domain/events/inputs";
import { handoverInput, offerAnswerInput, offerCandidatesQuery, proposalInput } from "../../../domain/events/offers";
import { roleKey } from "../../../domain/events/roles";
import { pairingInput, speechDetailsInput } from "../../../domain/events/speeches";
import { textField } from "../../../domain/text";
import { eventNotFound, isAdmin, isOfficerOfAnyClub, type Reader } from "../../authority";
import type { AppEnv, MemberEnv } from "../../http/context";
import { refuse } from "../../http/errors";
import { sendPreparedJson } from "../../http/prepared-json";
import { requireUser, signedIn } from "../../http/session";
import { id, jsonBody, pathParams, queryParams } from "../../http/validate";
import {
  answerOffer,
  claimRole,
  eventRoleAssignments,
  joinWaitlist,
  leaveWaitlist,
  meetingOffers,
  offerCandidates,
  offerHandover,
  proposeRole,
  removeRoleAssignment,
  withdrawOffer,
} from "../roles";
import { addAgendaItem, deleteAgendaItem, lastAgendaChange, reorderAgenda, updateAgendaItem } from "./agenda";
import { agendaDocument, DOCX_TYPE } from "./agenda-document";
import { agendaMailAudience, sendAgendaMail } from "./agenda-mail";
import { eventCalendar } from "./calendar";
import { clubChoices, MEMBER_SEARCH_LIMIT, searchMembers } from "./members";
import { eventAgenda } from "./named-agenda";
import { cancelEvent, updateEvent } from "./planning";
import { createEvents, eventDetails, setAttendance } from "./service";
import {
  clearSpeechDetails,
  meetingSpeakers,
  pairEvaluator,
  saveSpeechDetails,
  speechProjectChoices,
} from "./speeches";
import { firstUpcomingPageForVisitor, type UpcomingEventsPage, upcomingEventsPage } from "./upcoming-cache";
import { decodeCursor } from "./upcoming-pages";

/** `?after=`: the `nextCursor` of the page before; none asks for the first page. */
const eventsPage = z.object({
  after: z
    .string()
    .transform((value, context) => {
      const cursor = decodeCursor(value);
      if (!cursor) context.addIssue({ code: "custom", message: "after must be the nextCursor of a page of events." });
      return cursor ?? z.NEVER;
    })
    .optional(),
});

const memberSearch = z.object({
  q: textField("q", EVENT_LIMITS.memberSearch).default(""),
  limit: z.coerce.number().int().min(1).max(50).default(MEMBER_SEARCH_LIMIT),
});

const event = pathParams({ id: id(eventNotFound) });
const agendaItem = pathParams({
  id: id(eventNotFound),
  itemId: id(() => refuse("AGENDA_ITEM_NOT_FOUND", "gone")),
});
const roleAssignment = pathParams({
  id: id(eventNotFound),
  assignmentId: id(() => refuse("ASSIGNMENT_NOT_FOUND")),
});
const offerOf = pathParams({
  id: id(eventNotFound),
  offerId: id(() => refuse("OFFER_NOT_FOUND")),
});
const waitlistedRole = pathParams({
  id: id(eventNotFound),
  roleType: {
    schema: roleKey,
    notFound: () => refuse("ROLE_NOT_FOUND"),
  },
});
/** Whether the member plans events as an admin, as an officer of a club (for their clubs), or not at all. */
async function planningRole(db: Reader, memberId: string) {
  if (await isAdmin(db, memberId)) return "admin" as const;
  if (await isOfficerOfAnyClub(db, memberId)) return "officer" as const;
  return undefined;
}

/**
 * Who plans events (docs/decisions/140): admins, and officers of a club (for their clubs, which the services check);
 * 401 for a visitor, 403 for anyone else. `c.var.plansAs` says which of the two.
 */
const planners: MiddlewareHandler<AppEnv & MemberEnv & { Variables: { plansAs: "admin" | "officer" } }> = async (
  c,
  next,
) => {
  const member = requireUser(c.var.user);
  const plansAs = await planningRole(c.var.deps.db, member.id);
  if (!plansAs) throw refuse("NOT_EVENT_PLANNER", "plan");
  c.set("member", member);
  c.set("plansAs", plansAs);
  await next();
};
/** An officer's pickers show only their own clubs and those clubs' members. */
const officerOnlyView = (c: { var: { plansAs: "admin" | "officer"; member: { id: string } } }) =>
  c.var.plansAs === "officer" ? c.var.member.id : undefined;

const signedInForRoles = signedIn(() => refuse("NOT_SIGNED_IN", "roles"));

export const eventRoutes = new Hono<AppEnv>()
  .get("/", queryParams(eventsPage), async (c) => {
    const { after } = c.req.valid("query");
    if (c.var.user || after) return c.json(await upcomingEventsPage(c.var.deps, after, c.var.user?.id));
    // The same first page, prepared once for every visitor (docs/decisions/099): typed as what it holds.
    return sendPreparedJson<UpcomingEventsPage>(c, await firstUpcomingPageForVisitor(c.var.deps));
  })
  .post("/", planners, jsonBody(createEventInput), async (c) => {
    return c.json(await createEvents(c.var.deps, c.var.member.id, c.req.valid("json")), 201);
  })
  .get("/members", planners, queryParams(memberSearch), async (c) => {
    const { q, limit } = c.req.valid("query");
    return c.json({ members: await searchMembers(c.var.deps.db, q, limit, officerOnlyView(c)) });
  })
  // every signed-in member asks (the Events page's Create Event): one who plans nothing gets no club, not a 403
  .get("/clubs", signedIn(), async (c) => {
    const { db } = c.var.deps;
    const plansAs = await planningRole(db, c.var.member.id);
    const clubs = plansAs ? await clubChoices(db, plansAs === "officer" ? c.var.member.id : undefined) : [];
    return c.json({ clubs, noClubAllowed: plansAs === "admin" });
  })
  .get("/:id", event, async (c) => c.json(await eventDetails(c.var.deps.db, c.req.valid("param").id, c.var.user?.id)))
  .patch("/:id", signedIn(), event, jsonBody(editEventInput), async (c) =>
    c.json(await updateEvent(c.var.deps, c.req.valid("param").id, c.var.member.id, c.req.valid("json"))),
  )
  .post("/:id/cancel", signedIn(), event, jsonBody(cancelEventInput), async (c) => {
    const { reason } = c.req.valid("json");
    return c.json(await cancelEvent(c.var.deps, c.req.valid("param").id, c.var.member.id, reason));
  })
  .get("/:id/calendar.ics", event, async (c) => {
    const { deps, user } = c.var;
    const { body, fileName } = await eventCalendar(deps.db, deps.config, c.req.valid("param").id, user?.id);
    return c.body(body, 200, {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    });
  })
  .post("/:id/attendance", signedIn(), event, async (c) => {
    return c.json(await setAttendance(c.var.deps, c.req.valid("param").id, c.var.member.id, true));
  })
  .delete("/:id/attendance", signedIn(), event, async (c) => {
    return c.json(await setAttendance(c.var.deps, c.req.valid("param").id, c.var.member.id, false));
  })
  .get("/:id/agenda", event, async (c) => {
    const { id } = c.req.valid("param");
    const items = await eventAgenda(c.var.deps.db, id, c.var.user?.id);
    return c.json({ items, lastChange: await lastAgendaChange(c.var.deps.db, id) });
  })
  .get("/:id/agenda.docx", event, async (c) => {
    const { deps, user } = c.var;
    const { body, fileName } = await agendaDocument(deps.db, c.req.valid("param").id, user?.id);
    return c.body(new Uint8Array(body), 200, {
      "content-type": DOCX_TYPE,
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    });
  })
  .post("/:id/agenda", signedIn(), event, jsonBody(agendaItemInput), async (c) =>
    c.json(await addAgendaItem(c.var.deps.db, c.req.valid("param").id, c.var.member.id, c.req.valid("json")), 201),
  )
  .put("/:id/agenda/order", signedIn(), event, jsonBody(agendaOrderInput), async (c) => {
    const { itemIds } = c.req.valid("json");
    return c.json({ items: await reorderAgenda(c.var.deps.db, c.req.valid("param").id, c.var.member.id, itemIds) });
  })
  .patch("/:id/agenda/:itemId", signedIn(), agendaItem, jsonBody(agendaItemChanges), async (c) => {
    const { id: eventId, itemId } = c.req.valid("param");
    return c.json(await updateAgendaItem(c.var.deps.db, eventId, itemId, c.var.member.id, c.req.valid("json")));
  })
  .delete("/:id/agenda/:itemId", signedIn(), agendaItem, async (c) => {
    const { id: eventId, itemId } = c.req.valid("param");
    await deleteAgendaItem(c.var.deps.db, eventId, itemId, c.var.member.id);
    return c.json({ deleted: true });
  })
  .get("/:id/agenda-mail", signedIn(), event, async (c) =>
    c.json(await agendaMailAudience(c.var.deps.db, c.req.valid("param").id, c.var.member.id)),
  )
  .post("/:id/agenda-mail", signedIn(), event, async (c) =>
    c.json(await sendAgendaMail(c.var.deps, c.req.valid("param").id, c.var.member.id), 201),
  )
  .get("/:id/roles", event, async (c) =>
    c.json(await eventRoleAssignments(c.var.deps.db, c.req.valid("param").id, c.var.user?.id)),
  )
  .post("/:id/roles", signedInForRoles, event, jsonBody(claimRoleInput), async (c) => {
    const { roleType } = c.req.valid("json");
    return c.json(await claimRole(c.var.deps, c.req.valid("param").id, c.var.member.id, roleType), 201);
  })
  .delete("/:id/roles/:assignmentId", signedInForRoles, roleAssignment, async (c) => {
    const { id: eventId, assignmentId } = c.req.valid("param");
    return c.json(await removeRoleAssignment(c.var.deps, eventId, assignmentId, c.var.member.id));
  })
  .get("/:id/offers", signedIn(), event, async (c) =>
    c.json({ offers: await meetingOffers(c.var.deps.db, c.req.valid("param").id, c.var.member.id) }),
  )
  .get("/:id/offer-candidates", signedIn(), event, queryParams(offerCandidatesQuery), async (c) => {
    const { roleType } = c.req.valid("query");
    return c.json(await offerCandidates(c.var.deps.db, c.req.valid("param").id, c.var.member.id, roleType));
  })
  .post("/:id/roles/:assignmentId/handover", signedIn(), roleAssignment, jsonBody(handoverInput), async (c) => {
    const { id: eventId, assignmentId } = c.req.valid("param");
    const { memberId } = c.req.valid("json");
    return c.json(await offerHandover(c.var.deps, eventId, assignmentId, c.var.member.id, memberId), 201);
  })
  .post("/:id/proposals", signedIn(), event, jsonBody(proposalInput), async (c) => {
    const { roleType, memberId } = c.req.valid("json");
    return c.json(await proposeRole(c.var.deps, c.req.valid("param").id, roleType, c.var.member.id, memberId), 201);
  })
  .post("/:id/offers/:offerId/answer", signedIn(), offerOf, jsonBody(offerAnswerInput), async (c) => {
    const { id: eventId, offerId } = c.req.valid("param");
    const { accept } = c.req.valid("json");
    return c.json(await answerOffer(c.var.deps, offerId, c.var.member.id, accept, new Date(), eventId));
  })
  .delete("/:id/offers/:offerId", signedIn(), offerOf, async (c) => {
    const { id: eventId, offerId } = c.req.valid("param");
    return c.json(await withdrawOffer(c.var.deps, offerId, c.var.member.id, new Date(), eventId));
  })
  .post("/:id/waitlist", signedInForRoles, event, jsonBody(claimRoleInput), async (c) => {
    const { roleType } = c.req.valid("json");
    return c.json(await joinWaitlist(c.var.deps.db, c.req.valid("param").id, c.var.member.id, roleType), 201);
  })
  .delete("/:id/waitlist/:roleType", signedInForRoles, waitlistedRole, async (c) => {
    const { id: eventId, roleType } = c.req.valid("param");
    return c.json(await leaveWaitlist(c.var.deps.db, eventId, c.var.member.id, roleType));
  })
  .get("/:id/speakers", event, async (c) =>
    c.json(await meetingSpeakers(c.var.deps.db, c.req.valid("param").id, c.var.user?.id)),
  )
  .get("/:id/roles/:assignmentId/speech-projects", signedIn(), roleAssignment, async (c) => {
    const { id: eventId, assignmentId } = c.req.valid("param");
    return c.json(await speechProjectChoices(c.var.deps.db, eventId, assignmentId, c.var.member.id));
  })
  .put("/:id/roles/:assignmentId/speech", signedIn(), roleAssignment, jsonBody(speechDetailsInput), async (c) => {
    const { id: eventId, assignmentId } = c.req.valid("param");
    const { db } = c.var.deps;
    return c.json(await saveSpeechDetails(db, eventId, assignmentId, c.var.member.id, c.req.valid("json")));
  })
  .delete("/:id/roles/:assignmentId/speech", signedIn(), roleAssignment, async (c) => {
    const { id: eventId, assignmentId } = c.req.valid("param");
    return c.json(await clearSpeechDetails(c.var.deps.db, eventId, assignmentId, c.var.member.id));
  })
  .put("/:id/roles/:assignmentId/pairing", signedIn(), roleAssignment, jsonBody(pairingInput), async (c) => {
    const { id: eventId, assignmentId } = c.req.valid("param");
    const { speakerAssignmentId } = c.req.valid("json");
    return c.json(await pairEvaluator(c.var.deps.db, eventId, assignmentId, c.var.member.id, speakerAssignmentId));
  });
