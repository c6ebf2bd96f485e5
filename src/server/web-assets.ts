import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { compress } from "hono/compress";
import { appPage, pageStyleSheet, type RouteChunks } from "./app-page";
import type { Config } from "./config";
import type { SessionUser } from "./http/context";

/** Puts the configured product name and sign-in options into the page's meta tags. */
export function brandPage(html: string, config: Pick<Config, "appName" | "google">): string {
  const escaped = config.appName.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return html.replaceAll("%APP_NAME%", escaped).replaceAll("%GOOGLE_ENABLED%", config.google ? "true" : "false");
}

/** The chunks of each route, written by the build beside the front end (`dist/route-chunks.json`); none if absent. */
function readRouteChunks(clientDir: string): RouteChunks[] {
  const file = path.join(clientDir, "..", "route-chunks.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as RouteChunks[]) : [];
}

/**
 * Serves the built front end: hashed assets for a year (pre-compressed copies to browsers that accept them), every
 * other path gets the app page (src/server/app-page.ts), naming the signed-in member when `memberOf` finds one for
 * the request's cookie.
 */
export function serveWebApp(
  app: Hono,
  config: Config,
  clientDir: string,
  memberOf: (headers: Headers) => Promise<SessionUser | undefined> = async () => undefined,
): void {
  const indexFile = path.join(clientDir, "index.html");
  if (!existsSync(indexFile)) {
    throw new Error(`The front end is not built (${indexFile} is missing). Run "npm run build" first.`);
  }
  const page = brandPage(readFileSync(indexFile, "utf8"), config);
  const routes = readRouteChunks(clientDir);
  const styleSheet = pageStyleSheet(page, (file) => {
    const css = path.join(clientDir, file);
    return existsSync(css) ? readFileSync(css, "utf8") : undefined;
  });
  const root = path.relative(process.cwd(), clientDir) || ".";
  // `npm run build` writes x.br and x.gz beside each script and style sheet: sent to browsers that accept them
  const files = serveStatic({ root, precompressed: true });
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  // The service worker is checked for updates on every visit, so a release reaches offline users at once.
  app.use("/sw.js", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "no-cache");
  });
  // Files have an extension (assets, favicon, service worker); every other path is a page of the app.
  app.use("*", (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? files(c, next) : next()));
  // The page itself is compressed per request (it differs by address and member; the landing page's HTML makes it
  // several kilobytes).
  app.get("*", compress(), async (c) => {
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text("Not found", 404);
    // Should the lookup fail, the page names nobody and the browser asks /api/auth/get-session (which reports it).
    let lookedUp = true;
    const member = await memberOf(c.req.raw.headers).catch(() => {
      lookedUp = false;
      return undefined;
    });
    // A page naming a member is never kept: not in the HTTP cache (which Back would show without asking), not in
    // the back/forward cache, so after signing out Back cannot bring the member's page back (decision 123).
    c.header("Cache-Control", member ? "no-store" : "no-cache");
    return c.html(appPage(page, { pathname: c.req.path, routes, member, visitor: lookedUp && !member, styleSheet }));
  });
}
