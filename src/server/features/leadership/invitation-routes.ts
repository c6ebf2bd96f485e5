import { Hono } from "hono";
import { z } from "zod";
import { INVITATION_TOKEN_PATTERN } from "../../../domain/leadership/outreach";
import type { AppEnv } from "../../http/context";
import { signedIn } from "../../http/session";
import { pathParams } from "../../http/validate";
import { acceptInvitation, invitationNotFound, invitationView } from "./invitations";

const token = pathParams({
  token: { schema: z.string().regex(INVITATION_TOKEN_PATTERN), notFound: invitationNotFound },
});

/**
 * /api/invitations/:token — an invitation's page reads it (anyone holding the link: the invitee may not have an
 * account yet); only the POST accepts it, for the signed-in member (docs/decisions/183).
 */
export const invitationRoutes = new Hono<AppEnv>()
  .get("/:token", token, async (c) =>
    c.json(await invitationView(c.var.deps.db, c.req.valid("param").token, c.var.user?.id)),
  )
  .post("/:token/accept", signedIn(), token, async (c) =>
    c.json(await acceptInvitation(c.var.deps, c.req.valid("param").token, c.var.member.id)),
  );
