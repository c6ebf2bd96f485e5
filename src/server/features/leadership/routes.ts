import { Hono } from "hono";
import { ACCESS_KEY_ATTEMPTS, accessKeyInput } from "../../../domain/leadership/access-keys";
import {
  announcementAudienceInput,
  announcementInput,
  invitationInput,
  overviewInput,
} from "../../../domain/leadership/outreach";
import { hasLeadershipAccess } from "../../authority";
import type { AppEnv } from "../../http/context";
import { refuse } from "../../http/errors";
import { spendAttempt } from "../../http/rate-limit";
import { signedIn } from "../../http/session";
import { jsonBody, queryParams } from "../../http/validate";
import { RedemptionFailure, redeemAccessKey } from "./access-keys";
import { announcementAudience, announcementReach, noLeadershipAccess, sendAnnouncement } from "./announcements";
import { inviteMember, senderOf } from "./invitations";
import { overviewFor } from "./kept-overview";

const noAccess = noLeadershipAccess;

export const leadershipRoutes = new Hono<AppEnv>()
  .get("/access", signedIn(), async (c) =>
    c.json({ granted: await hasLeadershipAccess(c.var.deps.db, c.var.member.id) }),
  )
  .post("/access", signedIn(), jsonBody(accessKeyInput), async (c) => {
    const { member } = c.var;
    const { key } = c.req.valid("json");
    await spendAttempt(c.var.deps.db, `leadership-access-key:${member.id}`, ACCESS_KEY_ATTEMPTS);
    const outcome = await redeemAccessKey(c.var.deps, member.id, key).catch((error: unknown) => {
      if (!(error instanceof RedemptionFailure)) throw error;
      c.var.deps.logger.error({ err: error.failure, step: error.step }, "access key redemption failed");
      throw error.step === "verify" ? refuse("VERIFY_FAILED") : refuse("GRANT_FAILED");
    });
    if (outcome === "invalid") {
      throw refuse("INVALID_ACCESS_KEY");
    }
    if (outcome === "expired") throw refuse("ACCESS_KEY_EXPIRED");
    return c.json({ granted: true, outcome }, outcome === "granted" ? 201 : 200);
  })
  .get("/overview", signedIn(), queryParams(overviewInput), async (c) =>
    c.json(await overviewFor(c.var.deps, c.var.member.id, c.req.valid("query").clubId)),
  )
  .get("/announcements/reach", signedIn(), async (c) => {
    const reach = await announcementReach(c.var.deps.db, c.var.member.id);
    if (!reach.networkWide && reach.clubs.length === 0) throw noAccess();
    return c.json(reach);
  })
  .get("/announcements/audience", signedIn(), queryParams(announcementAudienceInput), async (c) => {
    const { clubId } = c.req.valid("query");
    return c.json(await announcementAudience(c.var.deps.db, c.var.member.id, clubId));
  })
  .post("/announcements", signedIn(), jsonBody(announcementInput), async (c) => {
    const input = c.req.valid("json");
    return c.json(await sendAnnouncement(c.var.deps, senderOf(c.var.member), input), 201);
  })
  .post("/invitations", signedIn(), jsonBody(invitationInput), async (c) => {
    const input = c.req.valid("json");
    const { email } = input;
    const result = await inviteMember(c.var.deps, senderOf(c.var.member), input);
    if (result.outcome === "no-access") throw noAccess();
    if (result.outcome === "daily-limit") {
      throw refuse("INVITATION_LIMIT");
    }
    return c.json({ email }, 201);
  });
