import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { LINK_METHODS, linkRequest } from "../../mail/link-page";
import { readUnsubscribeToken } from "../../mail/unsubscribe-token";
import { clubNameOf, unsubscribe } from "./preferences";
import { badLink, unsubscribed, unsubscribeQuestion } from "./unsubscribe-page";

/**
 * Unsubscribe links (docs/decisions/148), for everyone who holds one: GET shows a page with one button and changes
 * nothing (HEAD too); POST unsubscribes (RFC 8058 one-click: the mail provider posts "List-Unsubscribe=One-Click"
 * here). The method rule: linkRequest (docs/decisions/160).
 */
export const mailRoutes = new Hono<AppEnv>().on(LINK_METHODS, "/unsubscribe", async (c) => {
  const { db, config } = c.var.deps;
  const { token, acts } = await linkRequest(c);
  const target = readUnsubscribeToken(config.authSecret, token);
  if (!target) return c.html(badLink(config.appName, config.appUrl), 400);
  const shown = { appName: config.appName, appUrl: config.appUrl, kind: target.kind };
  if (!acts) {
    return c.html(unsubscribeQuestion({ ...shown, token, clubName: await clubNameOf(db, target.clubId) }));
  }
  const { clubName } = await unsubscribe(db, target);
  return c.html(unsubscribed({ ...shown, clubName }));
});
