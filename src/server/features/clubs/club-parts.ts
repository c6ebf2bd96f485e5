import type { MiddlewareHandler } from "hono";
import { mayRunClub, maySeeClubMembers } from "../../authority";
import type { AppEnv, MemberEnv } from "../../http/context";
import { refuse } from "../../http/errors";
import { id, pathParams } from "../../http/validate";
import { officerClubAccess } from "./central";
import { isActiveClub } from "./service";

export const noSuchClub = () => refuse("CLUB_NOT_FOUND", "club");
export const clubParam = pathParams({ clubId: id(noSuchClub) });

/**
 * Who may do what with a part of a club that its officers keep (its agenda templates, its meeting roles): its
 * members, officers and admins read; its officers and admins write.
 */
export const clubPart =
  (part: "templates" | "roles", access: "read" | "write"): MiddlewareHandler<AppEnv & MemberEnv> =>
  async (c, next) => {
    const { db } = c.var.deps;
    const clubId = c.req.param("clubId") ?? "";
    if (!(await isActiveClub(db, clubId))) throw noSuchClub();
    const memberId = c.var.member.id;
    if (access === "read" && !(await maySeeClubMembers(db, clubId, memberId))) {
      throw refuse("NOT_A_CLUB_MEMBER", part);
    }
    if (access === "write" && !(await mayRunClub(db, clubId, memberId))) throw refuse("NOT_A_CLUB_OFFICER", part);
    await next();
  };

/** Leadership Central's club pages: the club's officers and admins (a club that is not active is "not found"). */
export const clubOfficersOnly: MiddlewareHandler<AppEnv & MemberEnv> = async (c, next) => {
  const access = await officerClubAccess(c.var.deps.db, c.req.param("clubId") ?? "", c.var.member.id);
  if (access === "no-such-club") throw noSuchClub();
  if (access === "not-an-officer") throw refuse("NOT_A_CLUB_OFFICER", "settings");
  await next();
};
