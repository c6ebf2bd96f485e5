import { describe, expect, test } from "vitest";
import type { PageRoute } from "../web/routes";
import { dashboard, pagesAt, publicPages, routeTable } from "./route-table";

describe("the route table as the build reads it", () => {
  test("gives each route its full address and the pages it renders, outermost first", () => {
    const table = routeTable();
    expect(table).toContainEqual({ path: "/", pages: ["features/landing/landing-page"] });
    expect(table).toContainEqual({
      path: "/dashboard/events/:eventId",
      pages: ["features/dashboard/dashboard-layout", "features/events/event-page"],
    });
    expect(table).toContainEqual({
      path: "/dashboard",
      pages: ["features/dashboard/dashboard-layout", "features/dashboard/home-page"],
    });
    expect(table).toContainEqual({
      path: "/dashboard/*",
      pages: ["features/dashboard/dashboard-layout", "features/errors/not-found-page"],
    });
    expect(table).toContainEqual({ path: "/*", pages: ["features/errors/not-found-page"] });
    expect(table).toContainEqual({
      path: "/dashboard/pathways/certification/:certificationId/certificate",
      pages: ["features/learning/certificate-page"],
    });
  });

  test("budgets the pages nested in the dashboard layout, and only those", () => {
    const { layout, pages } = dashboard();
    expect(layout).toBe("features/dashboard/dashboard-layout");
    expect(pages).toContain("features/dashboard/home-page");
    expect(pages).toContain("features/events/events-page");
    expect(pages).toContain("features/learning/pitch-page");
    expect(pages).not.toContain("features/dashboard/dashboard-layout");
    expect(pages).not.toContain("features/landing/landing-page");
    expect(pages).not.toContain("features/learning/certificate-page");
    expect(pages.length).toBe(new Set(pages).size);
  });

  test("counts the children of a nested layout as dashboard pages, and fails loudly without a dashboard", () => {
    const table: PageRoute[] = [
      { path: "/", title: "", page: "features/landing/landing-page" },
      {
        path: "/dashboard",
        title: "Dashboard",
        page: "features/dashboard/dashboard-layout",
        children: [
          { index: true, title: "Dashboard", page: "features/dashboard/home-page" },
          {
            path: "a",
            title: "A",
            page: "features/a/a-layout",
            children: [{ path: "b", title: "B", page: "features/a/b-page" }],
          },
        ],
      },
    ];
    expect(dashboard(table).pages).toEqual([
      "features/dashboard/home-page",
      "features/a/a-layout",
      "features/a/b-page",
    ]);
    expect(routeTable(table)).toContainEqual({
      path: "/dashboard/a/b",
      pages: ["features/dashboard/dashboard-layout", "features/a/a-layout", "features/a/b-page"],
    });
    expect(() => dashboard(table.slice(0, 1))).toThrow(/\/dashboard/);
  });

  test("names the first screens' pages and the other pages outside the dashboard", () => {
    expect(pagesAt("/")).toEqual(["features/landing/landing-page"]);
    expect(pagesAt("/auth")).toEqual(["features/auth/auth-page"]);
    expect(pagesAt("/dashboard")).toEqual(["features/dashboard/dashboard-layout", "features/dashboard/home-page"]);
    expect(() => pagesAt("/no-such-page")).toThrow(/no route/);
    expect(publicPages()).toEqual([
      "features/landing/landing-page",
      "features/auth/auth-page",
      "features/auth/reset-password-page",
      "features/certificates/verify-certificate-page",
      "features/meetings/display-page",
      "features/errors/not-found-page",
    ]);
  });
});
