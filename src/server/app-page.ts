import { GRID_WEEKS } from "../domain/clubs/planning-grid";
import { paths } from "../domain/paths";
import type { SessionUser } from "./http/context";

/**
 * The app's page as the server sends it for an address (decision 101): the built index.html, plus what lets the
 * first screen appear without waiting for one request after another —
 * - preload hints for the chunks of the page at that address, so they load with the entry instead of after it;
 * - for a signed-in member, the member in a JSON data block (so the browser knows who is signed in without asking)
 *   and preload hints for the data the page shows first.
 * These additions sit between two markers, so the service worker can keep the page for offline use without them.
 * The landing page comes prerendered (decision 251): the build writes its HTML into index.html's #root between
 * markers of its own, kept for a visitor at `/` (with `{"user":null}`, so the browser hydrates it signed out without
 * asking) and removed from every other page, and from the copy the service worker keeps.
 */

/** A route of src/web/routes.ts with the chunks its pages load beyond the entry (dist/route-chunks.json). */
export type RouteChunks = { path: string; files: string[] };

/** The id the browser reads the signed-in member from (src/web/lib/session.ts). */
const MEMBER_IN_PAGE_ID = "signed-in-member";

/** Around the additions for one address (src/web/offline/service-worker.js removes them). */
const START = "<!--for-this-address-->";
const END = "<!--/for-this-address-->";

/** What every club page of Leadership Central shows first: the member's clubs to choose from, and the club. */
const CLUB_CENTRAL = ["/api/leadership/clubs", "/api/clubs/:clubId"];

/**
 * The data a page shows first, by its route (as src/web/routes.ts writes it) — what the page asks for as soon as it
 * renders, whoever the member is: asked for with the page when a member is signed in, so it arrives while the scripts
 * load (decisions 101, 253). The page's own requests for it (same address, same credentials mode) take the preloaded
 * answers. A `:name` in an address is the route's segment of that name. Requests that depend on an earlier answer
 * (the event's roles once the event is known) or on who the member is (an officer's extras) are not listed: an
 * answer nobody takes is a request for nothing and a warning in the browser's console.
 */
export const FIRST_DATA_OF_PAGE: Record<string, string[]> = {
  [paths.dashboard]: ["/api/dashboard/summary", "/api/dashboard/club-members", "/api/dashboard/schedule"],
  [paths.events]: ["/api/events/clubs", "/api/events"],
  [paths.event(":eventId")]: ["/api/events/:eventId"],
  [paths.agenda(":eventId")]: [
    "/api/events/:eventId",
    "/api/events/:eventId/agenda",
    "/api/events/:eventId/roles",
    "/api/events/:eventId/speakers",
  ],
  [paths.meetingReport(":eventId")]: ["/api/meetings/:eventId/report"],
  [paths.meetingConsole(":eventId")]: ["/api/meetings/:eventId"],
  [paths.findClubs]: ["/api/clubs"],
  [paths.club(":clubId")]: ["/api/clubs/:clubId"],
  [paths.clubRoles(":clubId")]: ["/api/clubs/:clubId", "/api/clubs/:clubId/roles"],
  [paths.clubTemplates(":clubId")]: ["/api/clubs/:clubId", "/api/clubs/:clubId/templates"],
  [paths.pathways]: ["/api/learning/pathways"],
  [paths.pathway(":pathwayId")]: ["/api/learning/pathways/:pathwayId"],
  [paths.certification(":certificationId")]: ["/api/learning/certifications/:certificationId"],
  [paths.pitch(":certificationId", ":pitchId")]: ["/api/learning/pitches/:pitchId"],
  [paths.courses]: ["/api/learning/courses"],
  [paths.profile]: [
    "/api/profile",
    "/api/profile/evaluations",
    "/api/profile/mail-preferences",
    "/api/profile/record-visibility",
    "/api/profile/calendar-feed",
    "/api/profile/absences",
  ],
  [paths.speakingRecord()]: ["/api/profile/record"],
  [paths.memberRecord(":memberId")]: ["/api/members/:memberId/record"],
  [paths.invitation(":token")]: ["/api/invitations/:token"],
  [paths.support]: ["/api/support/faqs", "/api/support/contact-info"],
  // a club's pages in Leadership Central: its heading and club choice, then the page's own data (a member who is not
  // its officer is refused it, and the page says so: the answer is taken either way)
  [paths.leadershipClub(":clubId")]: [...CLUB_CENTRAL, "/api/clubs/:clubId/dashboard"],
  [paths.leadershipClubReports(":clubId")]: [...CLUB_CENTRAL, "/api/clubs/:clubId/reports"],
  [paths.leadershipClubSettings(":clubId")]: [...CLUB_CENTRAL, "/api/clubs/:clubId/settings"],
  [paths.leadershipClubRoster(":clubId")]: [...CLUB_CENTRAL, "/api/clubs/:clubId/settings"],
  [paths.leadershipClubPlanning(":clubId")]: [
    ...CLUB_CENTRAL,
    `/api/clubs/:clubId/planning-grid?weeks=${GRID_WEEKS.default}`,
  ],
};

/** The page's style sheet: its `<link>` tag in index.html and its content, which the landing page carries inline. */
export type StyleSheet = { tag: string; css: string };

/** The page's one style sheet (`<link rel="stylesheet" … href="/assets/….css">`), read from `clientDir`. */
export function pageStyleSheet(template: string, readAsset: (file: string) => string | undefined) {
  const tag = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(template);
  const css = tag?.[1] ? readAsset(tag[1]) : undefined;
  // a style sheet that could end the element early is left as a link
  return tag && css !== undefined && !/<\/style/i.test(css) ? { tag: tag[0], css } : undefined;
}

/** The prerendered landing page in the built index.html (scripts/build.mjs writes it). */
const LANDING = /<!--landing-->[\s\S]*?<!--\/landing-->/;

/** How well `pattern` ("/dashboard/events/:eventId", "/*") matches `pathname`; undefined when it does not. */
function matchRank(pattern: string, pathname: string): number | undefined {
  const wanted = pattern.split("/").filter(Boolean);
  const given = pathname.split("/").filter(Boolean);
  let rank = 0;
  for (const [index, part] of wanted.entries()) {
    if (part === "*") return rank - 2;
    const segment = given[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(":")) rank += 3;
    else if (part === segment) rank += 10;
    else return undefined;
  }
  return wanted.length === given.length ? rank : undefined;
}

/** The route the router would pick for `pathname`: of equal matches, the deeper one (an index route, not its layout). */
function routeOfPage(routes: readonly RouteChunks[], pathname: string): RouteChunks | undefined {
  let best: { rank: number; route: RouteChunks } | undefined;
  for (const route of routes) {
    const rank = matchRank(route.path, pathname);
    if (
      rank !== undefined &&
      (!best || rank > best.rank || (rank === best.rank && route.files.length > best.route.files.length))
    ) {
      best = { rank, route };
    }
  }
  return best?.route;
}

/** The chunks the page at `pathname` loads beyond the entry, as the router would pick its route. */
export function chunksOfPage(routes: readonly RouteChunks[], pathname: string): string[] {
  return routeOfPage(routes, pathname)?.files ?? [];
}

/** Segments that go into an address and an attribute as they are: ids, tokens. */
const PLAIN_SEGMENT = /^[\w-]+$/;

/** The addresses of the data the page at `pathname` shows first (FIRST_DATA_OF_PAGE), its segments filled in. */
export function firstDataOfPage(routes: readonly RouteChunks[], pathname: string): string[] {
  const route = routeOfPage(routes, pathname)?.path;
  const addresses = route === undefined ? undefined : FIRST_DATA_OF_PAGE[route];
  if (!route || !addresses) return [];
  const given = pathname.split("/").filter(Boolean);
  const segments = new Map(
    route
      .split("/")
      .filter(Boolean)
      .flatMap((part, index) => (part.startsWith(":") ? [[part, given[index] ?? ""] as const] : [])),
  );
  if ([...segments.values()].some((segment) => !PLAIN_SEGMENT.test(segment))) return [];
  return addresses.map((address) => address.replace(/:\w+/g, (name) => segments.get(name) ?? name));
}

/**
 * The page for `pathname`. The member's data block is not executed, so the Content-Security-Policy without inline
 * scripts holds; `<` is escaped so no value can end the block. `visitor`: the server looked for a session and found
 * none (not when the lookup failed), so the prerendered landing page can be sent at `/`.
 */
export function appPage(
  template: string,
  options: {
    pathname: string;
    routes: readonly RouteChunks[];
    member?: SessionUser;
    visitor?: boolean;
    styleSheet?: StyleSheet;
  },
): string {
  const landing = options.pathname === paths.home && options.visitor === true && LANDING.test(template);
  // Under the prerendered landing page the scripts only make what shows interactive: they load after the style
  // sheet that paints it, rather than beside it.
  let page = template.replace(LANDING, "");
  if (landing) {
    page = template
      .replace('<script type="module"', '<script type="module" fetchpriority="low"')
      .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
    // The style sheet comes inside the page, so it paints as soon as it has arrived, before any script has.
    const { styleSheet } = options;
    if (styleSheet) page = page.replace(styleSheet.tag, () => `<style>${styleSheet.css}</style>`);
  }
  const preload = landing ? '<link rel="modulepreload" fetchpriority="low"' : '<link rel="modulepreload"';
  const chunks = chunksOfPage(options.routes, options.pathname).map(
    (file) => `${preload} crossorigin href="/${file}">`,
  );
  const forMember = options.member
    ? [
        ...firstDataOfPage(options.routes, options.pathname).map(
          (url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous">`,
        ),
        `<script type="application/json" id="${MEMBER_IN_PAGE_ID}">${JSON.stringify({ user: options.member }).replaceAll("<", "\\u003c")}</script>`,
      ]
    : landing
      ? [`<script type="application/json" id="${MEMBER_IN_PAGE_ID}">{"user":null}</script>`]
      : [];
  const additions = [...chunks, ...forMember];
  if (additions.length === 0) return page;
  return page.replace("</head>", `${START}${additions.join("")}${END}</head>`);
}
