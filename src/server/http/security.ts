import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { DEV_ORIGIN } from "../auth";
import type { Config } from "../config";
import { errorBody } from "./errors";

/**
 * Security headers on every response: a Content-Security-Policy without inline scripts, no framing,
 * no MIME sniffing, a strict referrer policy, and HSTS when the product is served over HTTPS.
 */
export function securityHeaders(config: Pick<Config, "appUrl">): MiddlewareHandler {
  const https = config.appUrl.startsWith("https://");
  return secureHeaders({
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
 * other clients (scripts, the CLI's peers) send neither and are judged by their session alone.
 */
export function refuseCrossSiteWrites(config: Pick<Config, "appUrl" | "env">): MiddlewareHandler {
  const trusted = new Set([new URL(config.appUrl).origin]);
  if (config.env !== "production") trusted.add(DEV_ORIGIN);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const crossSite = origin ? !trusted.has(origin) : fetchSite === "cross-site";
    if (crossSite) {
      return c.json(errorBody("CROSS_SITE_REQUEST", "Requests from other sites are not accepted."), 403);
    }
    return next();
  };
}
