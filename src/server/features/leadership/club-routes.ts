import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { signedIn } from "../../http/session";
import { officerClubs } from "../clubs";

/** /api/leadership/clubs: the clubs the member is an officer of, for Leadership Central's club choice. */
export const leadershipClubRoutes = new Hono<AppEnv>().get("/", signedIn(), async (c) =>
  c.json({ clubs: await officerClubs(c.var.deps.db, c.var.member.id) }),
);
