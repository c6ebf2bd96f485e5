import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Config } from "../config";
import { answerRefusal } from "./errors";

/**
 * Security headers on every response: a Content-Security-Policy without inline scripts, no framing,
 * no MIME sniffing, a strict referrer policy, and HSTS when the product is served over HTTPS. A header a route set
 * itself stays (a link page's `Referrer-Policy: no-referrer`).
 */
export function securityHeaders(config: Pick<Config, "appUrl">): MiddlewareHandler {
  const https = config.appUrl.startsWith("https://");
  return secureHeaders({
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Toasts inject a small stylesheet at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "https:"],
      mediaSrc: ["'self'", "https:"],
      frameSrc: ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses writes to /api from another site: a browser names the page's origin (Origin, or Sec-Fetch-Site);
 * other clients (scripts, the CLI's peers) send neither and are judged by their session alone. Trusted origins come
 * from the configuration (docs/decisions/109); the refusal names the address to open. `Origin: null` (a
 * privacy-hardened browser's form post) is accepted on `signedLinkPaths` only: there the signed token in the address
 * alone authorises the action, no session does (docs/decisions/160).
 */
export function refuseCrossSiteWrites(
  config: Pick<Config, "appUrl" | "appName" | "trustedOrigins">,
  signedLinkPaths: ReadonlySet<string> = new Set(),
): MiddlewareHandler {
  const trusted = new Set(config.trustedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin === "null" && signedLinkPaths.has(c.req.path)) return next();
    const fetchSite = c.req.header("sec-fetch-site");
    const crossSite = origin ? !trusted.has(origin) : fetchSite === "cross-site";
    if (crossSite) {
      return answerRefusal(c, "CROSS_SITE_REQUEST", { appUrl: config.appUrl, appName: config.appName });
    }
    return next();
  };
}
