import { describe, expect, it } from "vitest";
import { routeTable } from "../build/route-table";
import { appPage, chunksOfPage, FIRST_DATA_OF_PAGE, firstDataOfPage, type RouteChunks } from "./app-page";
import type { SessionUser } from "./http/context";

const template = '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';

// as scripts/build.mjs writes them from the route table, src/web/routes.ts (outermost route first)
const routes: RouteChunks[] = [
  { path: "/", files: ["assets/landing.js"] },
  { path: "/auth", files: ["assets/auth.js"] },
  { path: "/dashboard/pathways/certification/:certificationId/certificate", files: ["assets/certificate.js"] },
  { path: "/dashboard", files: ["assets/layout.js"] },
  { path: "/dashboard", files: ["assets/layout.js", "assets/home.js"] },
  { path: "/dashboard/events", files: ["assets/layout.js", "assets/events.js"] },
  { path: "/dashboard/events/:eventId", files: ["assets/layout.js", "assets/event.js"] },
  { path: "/dashboard/*", files: ["assets/layout.js", "assets/not-found.js"] },
  { path: "/*", files: ["assets/not-found.js"] },
];

const member: SessionUser = {
  id: "m1",
  email: "ann@example.com",
  name: "Ann</script><script>alert(1)</script>",
  createdAt: new Date("2026-01-02T03:04:05.000Z"),
};

const memberBlock = (page: string) =>
  /<script type="application\/json" id="signed-in-member">([^<]*)<\/script>/.exec(page)?.[1];

describe("the chunks preloaded with a page", () => {
  it("are those of the route the router renders for the address", () => {
    expect(chunksOfPage(routes, "/")).toEqual(["assets/landing.js"]);
    expect(chunksOfPage(routes, "/dashboard")).toEqual(["assets/layout.js", "assets/home.js"]);
    expect(chunksOfPage(routes, "/dashboard/")).toEqual(["assets/layout.js", "assets/home.js"]);
    expect(chunksOfPage(routes, "/dashboard/events")).toEqual(["assets/layout.js", "assets/events.js"]);
    expect(chunksOfPage(routes, "/dashboard/events/42")).toEqual(["assets/layout.js", "assets/event.js"]);
    expect(chunksOfPage(routes, "/dashboard/pathways/certification/5/certificate")).toEqual(["assets/certificate.js"]);
  });

  it("are the not-found page's for an address no route names", () => {
    expect(chunksOfPage(routes, "/dashboard/events/42/nowhere")).toEqual(["assets/layout.js", "assets/not-found.js"]);
    expect(chunksOfPage(routes, "/nowhere")).toEqual(["assets/not-found.js"]);
    expect(chunksOfPage([], "/dashboard")).toEqual([]);
  });
});

describe("the data asked for with a page (decision 253)", () => {
  const appRoutes = routeTable().map((route) => ({ path: route.path, files: [] }));
  const firstData = (pathname: string) => firstDataOfPage(appRoutes, pathname);

  it("is named by routes the app has", () => {
    const routes = new Set(appRoutes.map((route) => route.path));
    expect(Object.keys(FIRST_DATA_OF_PAGE).filter((route) => !routes.has(route))).toEqual([]);
  });

  it("fills in the address's segments, for the route the router would pick", () => {
    expect(firstData("/dashboard/events/ev-1/agenda")).toEqual([
      "/api/events/ev-1",
      "/api/events/ev-1/agenda",
      "/api/events/ev-1/roles",
      "/api/events/ev-1/speakers",
    ]);
    expect(firstData("/dashboard/events/")).toEqual(["/api/events/clubs", "/api/events"]);
    expect(firstData("/dashboard/pathways/path_2")).toEqual(["/api/learning/pathways/path_2"]);
    expect(firstData("/dashboard/pathways/certification/3")).toEqual(["/api/learning/certifications/3"]);
    expect(firstData("/dashboard/pathways/certification/3/pitch/p-4")).toEqual(["/api/learning/pitches/p-4"]);
  });

  it("is nothing for a page without any, or an address whose segment is more than an id", () => {
    expect(firstData("/dashboard/resources/timer")).toEqual([]);
    // a route of its own, though the pitch route's :pitchId would match "new"
    expect(firstData("/dashboard/pathways/certification/3/pitch/new")).toEqual([]);
    expect(firstData("/dashboard/events/ev-1/nowhere")).toEqual([]);
    expect(firstData("/dashboard/events/%22%3E%3Cscript%3E")).toEqual([]);
    expect(firstData("/dashboard/members/a.b/record")).toEqual([]);
  });
});

describe("the app page", () => {
  it("for a visitor, preloads the page's chunks and names nobody", () => {
    const page = appPage(template, { pathname: "/dashboard", routes });
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/layout.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js">');
    expect(page).not.toContain("signed-in-member");
    expect(page).not.toContain("/api/");
    expect(appPage(template, { pathname: "/", routes: [] })).toBe(template);
  });

  it("for a member, names them like /api/auth/get-session would, in a block no value can break out of", () => {
    const page = appPage(template, { pathname: "/dashboard/events", routes, member });
    const block = memberBlock(page);
    expect(block).toBeDefined();
    expect(block).not.toContain("<");
    expect(JSON.parse(block ?? "")).toEqual({ user: JSON.parse(JSON.stringify(member)) });
    expect(page.match(/<script/g)).toHaveLength(2);
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/events.js">');
  });

  it("for a member on the dashboard's home, preloads its figures with credentials as the page asks for them", () => {
    const page = appPage(template, { pathname: "/dashboard", routes, member });
    expect(page).toContain('<link rel="preload" href="/api/dashboard/summary" as="fetch" crossorigin="anonymous">');
    expect(page).toContain(
      '<link rel="preload" href="/api/dashboard/club-members" as="fetch" crossorigin="anonymous">',
    );
    expect(appPage(template, { pathname: "/dashboard/events", routes, member })).not.toContain("/api/dashboard");
  });

  it("keeps every addition between the markers the service worker removes, in the head", () => {
    const page = appPage(template, { pathname: "/dashboard", routes, member });
    const withoutAdditions = page.replace(/<!--for-this-address-->[\s\S]*?<!--\/for-this-address-->/, "");
    expect(withoutAdditions).toBe(template);
    expect(page.indexOf("<!--/for-this-address-->")).toBeLessThan(page.indexOf("</head>"));
  });
});
