import { Hono } from "hono";
import { z } from "zod";
import { clubSearchInput } from "../../../domain/clubs/search";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { signedIn } from "../../http/session";
import { id, pathParams, queryParams } from "../../http/validate";
import { clubDetail, findClubs, joinClub, leaveClub } from "./service";

const noSuchClub = () => new AppError(404, "CLUB_NOT_FOUND", "There is no such club.");
const club = pathParams({ clubId: id(noSuchClub) });

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
      throw new AppError(404, "NOT_A_MEMBER", "You are not a member of this club.");
    }
    return c.json({ isMember: false, outcome: result.outcome });
  });
