import { Hono } from "hono";
import { z } from "zod";
import { agendaItemInput, claimRoleInput, createEventInput, EVENT_LIMITS } from "../../../domain/events/inputs";
import { ROLE_MESSAGES } from "../../../domain/events/messages";
import { textField } from "../../../domain/text";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { requireAdmin, requireUser } from "../../http/session";
import { readJson } from "../../http/validate";
import { eventNotFound } from "./access";
import { addAgendaItem, deleteAgendaItem, eventAgenda } from "./agenda";
import { eventCalendar } from "./calendar";
import { clubChoices, MEMBER_SEARCH_LIMIT, searchMembers } from "./members";
import { claimRole, eventRoleAssignments, removeRoleAssignment } from "./roles";
import { createEvents, eventDetails, setAttendance } from "./service";
import { firstUpcomingPageForVisitor, forgetUpcomingEvents, upcomingEventsPage } from "./upcoming-cache";
import { type Cursor, decodeCursor } from "./upcoming-pages";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a UUID names no event (and never reaches the database). */
function idParam(value: string | undefined, notFound: () => AppError = eventNotFound): string {
  if (!value || !UUID.test(value)) throw notFound();
  return value;
}

/** `?after=`: the `nextCursor` of the page before; none asks for the first page. */
function afterParam(value: string | undefined): Cursor | undefined {
  if (value === undefined) return undefined;
  const cursor = decodeCursor(value);
  if (!cursor) throw new AppError(400, "INVALID_INPUT", "after must be the nextCursor of a page of events.");
  return cursor;
}

const memberSearch = z.object({
  q: textField("q", EVENT_LIMITS.memberSearch).default(""),
  limit: z.coerce.number().int().min(1).max(50).default(MEMBER_SEARCH_LIMIT),
});

const mustSignInForRoles = (user: AppEnv["Variables"]["user"]) => {
  if (!user) throw new AppError(401, "NOT_SIGNED_IN", ROLE_MESSAGES.signInRequired.description);
  return user;
};

export const eventRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const after = afterParam(c.req.query("after"));
    if (c.var.user || after) return c.json(await upcomingEventsPage(c.var.deps, after, c.var.user?.id));
    const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    const headers: Record<string, string> = { "content-type": "application/json", vary: "Accept-Encoding" };
    if (gzip) headers["content-encoding"] = "gzip";
    return c.body(await firstUpcomingPageForVisitor(c.var.deps, gzip), 200, headers);
  })
  .post("/", async (c) => {
    const admin = await requireAdmin(c.var.deps, c.var.user);
    const input = await readJson(c, createEventInput);
    const created = await createEvents(c.var.deps.db, admin.id, input);
    forgetUpcomingEvents(c.var.deps);
    return c.json(created, 201);
  })
  .get("/members", async (c) => {
    await requireAdmin(c.var.deps, c.var.user);
    const parsed = memberSearch.safeParse(c.req.query());
    if (!parsed.success) throw new AppError(400, "INVALID_INPUT", parsed.error.issues[0]?.message ?? "Bad search.");
    return c.json({ members: await searchMembers(c.var.deps.db, parsed.data.q, parsed.data.limit) });
  })
  .get("/clubs", async (c) => {
    await requireAdmin(c.var.deps, c.var.user);
    return c.json({ clubs: await clubChoices(c.var.deps.db) });
  })
  .get("/:id", async (c) => c.json(await eventDetails(c.var.deps.db, idParam(c.req.param("id")), c.var.user?.id)))
  .get("/:id/calendar.ics", async (c) => {
    const { deps, user } = c.var;
    const { body, fileName } = await eventCalendar(deps.db, deps.config, idParam(c.req.param("id")), user?.id);
    return c.body(body, 200, {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    });
  })
  .post("/:id/attendance", async (c) => {
    const user = requireUser(c.var.user);
    const result = await setAttendance(c.var.deps.db, idParam(c.req.param("id")), user.id, true);
    forgetUpcomingEvents(c.var.deps);
    return c.json(result);
  })
  .delete("/:id/attendance", async (c) => {
    const user = requireUser(c.var.user);
    const result = await setAttendance(c.var.deps.db, idParam(c.req.param("id")), user.id, false);
    forgetUpcomingEvents(c.var.deps);
    return c.json(result);
  })
  .get("/:id/agenda", async (c) =>
    c.json({ items: await eventAgenda(c.var.deps.db, idParam(c.req.param("id")), c.var.user?.id) }),
  )
  .post("/:id/agenda", async (c) => {
    const user = requireUser(c.var.user);
    const eventId = idParam(c.req.param("id"));
    const input = await readJson(c, agendaItemInput);
    return c.json(await addAgendaItem(c.var.deps.db, eventId, user.id, input), 201);
  })
  .delete("/:id/agenda/:itemId", async (c) => {
    const user = requireUser(c.var.user);
    const eventId = idParam(c.req.param("id"));
    const itemId = idParam(
      c.req.param("itemId"),
      () => new AppError(404, "AGENDA_ITEM_NOT_FOUND", "That agenda item no longer exists."),
    );
    await deleteAgendaItem(c.var.deps.db, eventId, itemId, user.id);
    return c.json({ deleted: true });
  })
  .get("/:id/roles", async (c) =>
    c.json({ assignments: await eventRoleAssignments(c.var.deps.db, idParam(c.req.param("id")), c.var.user?.id) }),
  )
  .post("/:id/roles", async (c) => {
    const user = mustSignInForRoles(c.var.user);
    const eventId = idParam(c.req.param("id"));
    const { roleType } = await readJson(c, claimRoleInput);
    return c.json(await claimRole(c.var.deps.db, eventId, user.id, roleType), 201);
  })
  .delete("/:id/roles/:assignmentId", async (c) => {
    const user = mustSignInForRoles(c.var.user);
    const eventId = idParam(c.req.param("id"));
    const assignmentId = idParam(
      c.req.param("assignmentId"),
      () => new AppError(404, "ASSIGNMENT_NOT_FOUND", "That role assignment no longer exists."),
    );
    return c.json(await removeRoleAssignment(c.var.deps.db, eventId, assignmentId, user.id));
  });
