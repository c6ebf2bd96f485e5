import { bulkMailFooter, whatIsUnsubscribed } from "../../domain/mail/preferences";
import { paths } from "../../domain/paths";
import type { Config } from "../config";
import { type UnsubscribeTarget, unsubscribeToken } from "./unsubscribe-token";

/** The one-click unsubscribe address of a bulk mail (RFC 8058: a POST to it unsubscribes, a GET shows a button). */
export const unsubscribeUrl = (config: Pick<Config, "appUrl" | "authSecret">, target: UnsubscribeTarget) =>
  `${config.appUrl}/api/mail/unsubscribe?token=${unsubscribeToken(config.authSecret, target)}`;

export const mailPreferencesUrl = (appUrl: string) => `${appUrl}${paths.mailPreferences}`;

/**
 * What every bulk mail carries (docs/decisions/148): the List-Unsubscribe and List-Unsubscribe-Post headers, and a
 * footer with the same link and the way to the member's mail preferences.
 */
export function bulkMailExtras(
  config: Pick<Config, "appUrl" | "authSecret">,
  target: UnsubscribeTarget & { clubName: string | null; reason: string },
) {
  const url = unsubscribeUrl(config, target);
  return {
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    footer: bulkMailFooter({
      reason: target.reason,
      unsubscribeUrl: url,
      unsubscribeWhat: whatIsUnsubscribed(target.kind, target.clubName),
      preferencesUrl: mailPreferencesUrl(config.appUrl),
    }),
  };
}
