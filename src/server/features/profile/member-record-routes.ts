import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { refuse } from "../../http/errors";
import { signedIn } from "../../http/session";
import { anyText, pathParams } from "../../http/validate";
import { memberRecord } from "./record-privacy";

const member = pathParams({ memberId: anyText(() => refuse("MEMBER_NOT_FOUND")) });

/** /api/members/:memberId/…: another member's things, as the reader may see them. */
export const memberRoutes = new Hono<AppEnv>()
  // a member's speaking record, whole or roles and speech dates only, or refused (docs/decisions/241)
  .get("/:memberId/record", signedIn(), member, async (c) =>
    c.json(await memberRecord(c.var.deps, c.req.valid("param").memberId, c.var.member.id)),
  );
