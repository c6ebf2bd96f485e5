import { Hono, type TypedResponse } from "hono";
import { z } from "zod";
import {
  agendaItemChanges,
  agendaItemInput,
  agendaOrderInput,
  claimRoleInput,
  createEventInput,
  EVENT_LIMITS,
} from "../../../domain/events/inputs";
import { ROLE_MESSAGES } from "../../../domain/events/messages";
import { textField } from "../../../domain/text";
import { adminOnly } from "../../http/admin";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { signedIn } from "../../http/session";
import { id, jsonBody, pathParams, queryParams } from "../../http/validate";
import { eventNotFound } from "./access";
import { addAgendaItem, deleteAgendaItem, eventAgenda, reorderAgenda, updateAgendaItem } from "./agenda";
import { eventCalendar } from "./calendar";
import { clubChoices, MEMBER_SEARCH_LIMIT, searchMembers } from "./members";
import { claimRole, eventRoleAssignments, removeRoleAssignment } from "./roles";
import { createEvents, eventDetails, setAttendance } from "./service";
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
  itemId: id(() => new AppError(404, "AGENDA_ITEM_NOT_FOUND", "That agenda item no longer exists.")),
});
const roleAssignment = pathParams({
  id: id(eventNotFound),
  assignmentId: id(() => new AppError(404, "ASSIGNMENT_NOT_FOUND", "That role assignment no longer exists.")),
});
const signedInForRoles = signedIn(() => new AppError(401, "NOT_SIGNED_IN", ROLE_MESSAGES.signInRequired.description));

export const eventRoutes = new Hono<AppEnv>()
  .get("/", queryParams(eventsPage), async (c) => {
    const { after } = c.req.valid("query");
    if (c.var.user || after) return c.json(await upcomingEventsPage(c.var.deps, after, c.var.user?.id));
    const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    const headers: Record<string, string> = { "content-type": "application/json", vary: "Accept-Encoding" };
    if (gzip) headers["content-encoding"] = "gzip";
    // The same first page, prepared once for every visitor (docs/decisions/099): typed as what it holds.
    return c.body(await firstUpcomingPageForVisitor(c.var.deps, gzip), 200, headers) as unknown as TypedResponse<
      UpcomingEventsPage,
      200,
      "json"
    >;
  })
  .post("/", adminOnly, jsonBody(createEventInput), async (c) => {
    return c.json(await createEvents(c.var.deps, c.var.member.id, c.req.valid("json")), 201);
  })
  .get("/members", adminOnly, queryParams(memberSearch), async (c) => {
    const { q, limit } = c.req.valid("query");
    return c.json({ members: await searchMembers(c.var.deps.db, q, limit) });
  })
  .get("/clubs", adminOnly, async (c) => c.json({ clubs: await clubChoices(c.var.deps.db) }))
  .get("/:id", event, async (c) => c.json(await eventDetails(c.var.deps.db, c.req.valid("param").id, c.var.user?.id)))
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
  .get("/:id/agenda", event, async (c) =>
    c.json({ items: await eventAgenda(c.var.deps.db, c.req.valid("param").id, c.var.user?.id) }),
  )
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
  .get("/:id/roles", event, async (c) =>
    c.json({ assignments: await eventRoleAssignments(c.var.deps.db, c.req.valid("param").id, c.var.user?.id) }),
  )
  .post("/:id/roles", signedInForRoles, event, jsonBody(claimRoleInput), async (c) => {
    const { roleType } = c.req.valid("json");
    return c.json(await claimRole(c.var.deps.db, c.req.valid("param").id, c.var.member.id, roleType), 201);
  })
  .delete("/:id/roles/:assignmentId", signedInForRoles, roleAssignment, async (c) => {
    const { id: eventId, assignmentId } = c.req.valid("param");
    return c.json(await removeRoleAssignment(c.var.deps.db, eventId, assignmentId, c.var.member.id));
  });
