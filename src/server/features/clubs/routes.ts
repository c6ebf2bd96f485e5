import type { MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { clubEventsQuery } from "../../../domain/clubs/club-events";
import { appointOfficerInput, officerTitleInput } from "../../../domain/clubs/officers";
import { clubSearchInput } from "../../../domain/clubs/search";
import { mayRunClub, maySeeClubMembers } from "../../authority";
import type { AppEnv, MemberEnv } from "../../http/context";
import { refuse } from "../../http/errors";
import { signedIn } from "../../http/session";
import { anyText, id, jsonBody, pathParams, queryParams } from "../../http/validate";
import { appointOfficer, changeOfficerTitle, clubOfficersFor, type OfficerChange, removeOfficer } from "./officers";
import { clubDetail, clubEventsFor, findClubs, isActiveClub, joinClub, leaveClub } from "./service";

const noSuchClub = () => refuse("CLUB_NOT_FOUND", "club");
const club = pathParams({ clubId: id(noSuchClub) });
const noSuchOfficer = () => refuse("OFFICER_NOT_FOUND");
const clubOfficer = pathParams({ clubId: id(noSuchClub), memberId: anyText(noSuchOfficer) });

/** Only the club's officers and admins change its officers (a club that is not active is "not found"). */
const officersManaged: MiddlewareHandler<AppEnv & MemberEnv> = async (c, next) => {
  const { db } = c.var.deps;
  const clubId = c.req.param("clubId") ?? "";
  if (!(await isActiveClub(db, clubId))) throw noSuchClub();
  if (!(await mayRunClub(db, clubId, c.var.member.id))) {
    throw refuse("NOT_A_CLUB_OFFICER", "officers");
  }
  await next();
};

const OFFICER_REFUSALS = {
  "not-a-member": () => refuse("NOT_A_CLUB_MEMBER", "appoint"),
  "already-officer": () => refuse("ALREADY_OFFICER"),
  "no-such-officer": noSuchOfficer,
  "last-officer": () => refuse("LAST_OFFICER", "removing"),
} as const;

/** The officer as changed, or the refusal the change met. */
function officerAnswer(result: OfficerChange) {
  if (result.outcome !== "done") throw OFFICER_REFUSALS[result.outcome]();
  return { name: result.name, title: result.title };
}

export const clubRoutes = new Hono<AppEnv>()
  .get("/", queryParams(z.object({ search: clubSearchInput })), async (c) => {
    const { search } = c.req.valid("query");
    return c.json({ clubs: await findClubs(c.var.deps.db, { search, userId: c.var.user?.id }) });
  })
  .get("/:clubId", club, async (c) => {
    const detail = await clubDetail(c.var.deps.db, c.req.valid("param").clubId, c.var.user?.id);
    if (!detail) throw noSuchClub();
    return c.json(detail);
  })
  // every event of the club, a page at a time: upcoming or past (members-only ones for those who see them)
  .get("/:clubId/events", club, queryParams(clubEventsQuery), async (c) => {
    const page = await clubEventsFor(c.var.deps.db, c.req.valid("param").clubId, c.var.user?.id, c.req.valid("query"));
    if (!page) throw noSuchClub();
    return c.json(page);
  })
  .post("/:clubId/membership", signedIn(), club, async (c) => {
    const { member } = c.var;
    const result = await joinClub(c.var.deps, member.id, c.req.valid("param").clubId);
    if (result.outcome === "no-such-club") throw noSuchClub();
    return c.json({ isMember: true, outcome: result.outcome }, result.outcome === "joined" ? 201 : 200);
  })
  .delete("/:clubId/membership", signedIn(), club, async (c) => {
    const { member } = c.var;
    const result = await leaveClub(c.var.deps, member.id, c.req.valid("param").clubId);
    if (result.outcome === "not-a-member") {
      throw refuse("NOT_A_MEMBER");
    }
    if (result.outcome === "last-officer") {
      throw refuse("LAST_OFFICER", "leaving");
    }
    return c.json({ isMember: false, outcome: result.outcome });
  })
  .get("/:clubId/officers", signedIn(), club, async (c) => {
    const { db } = c.var.deps;
    const { clubId } = c.req.valid("param");
    if (!(await isActiveClub(db, clubId))) throw noSuchClub();
    if (!(await maySeeClubMembers(db, clubId, c.var.member.id))) {
      throw refuse("NOT_A_CLUB_MEMBER", "officers");
    }
    return c.json(await clubOfficersFor(db, clubId, c.var.member.id));
  })
  .post("/:clubId/officers", signedIn(), club, officersManaged, jsonBody(appointOfficerInput), async (c) => {
    const { memberId, title } = c.req.valid("json");
    const result = await appointOfficer(c.var.deps, c.req.valid("param").clubId, {
      memberId,
      title,
      appointedBy: c.var.member.id,
    });
    return c.json(officerAnswer(result), 201);
  })
  .patch(
    "/:clubId/officers/:memberId",
    signedIn(),
    clubOfficer,
    officersManaged,
    jsonBody(officerTitleInput),
    async (c) => {
      const { clubId, memberId } = c.req.valid("param");
      return c.json(
        officerAnswer(await changeOfficerTitle(c.var.deps.db, clubId, memberId, c.req.valid("json").title)),
      );
    },
  )
  .delete("/:clubId/officers/:memberId", signedIn(), clubOfficer, officersManaged, async (c) => {
    const { clubId, memberId } = c.req.valid("param");
    return c.json(officerAnswer(await removeOfficer(c.var.deps.db, clubId, memberId)));
  });
