// @vitest-environment happy-dom
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageTitleOf } from "./router";
import { type PageRoute, routes } from "./routes";

describe("page titles", () => {
  it("are the innermost route's: a dashboard page's rather than the layout's", () => {
    expect(pageTitleOf("/dashboard")).toBe("Dashboard");
    expect(pageTitleOf("/dashboard/events")).toBe("Events & News");
    expect(pageTitleOf("/dashboard/events/7f0c")).toBe("Event");
    expect(pageTitleOf("/dashboard/resources/timer")).toBe("Timer App");
    expect(pageTitleOf("/dashboard/pathways/certification/1/pitch/new")).toBe("New pitch");
    expect(pageTitleOf("/dashboard/pathways/certification/1/certificate")).toBe("Certificate");
  });

  it("name unknown addresses as such, in and outside the dashboard; the landing page has none of its own", () => {
    expect(pageTitleOf("/dashboard/no-such-page")).toBe("Page not found");
    expect(pageTitleOf("/no-such-page")).toBe("Page not found");
    expect(pageTitleOf("/")).toBe("");
  });
});

describe("the page files", () => {
  it("are each a route's page: every *-page.tsx and *-layout.tsx, and nothing else", () => {
    const features = path.join(import.meta.dirname, "features");
    const files = readdirSync(features, { recursive: true, encoding: "utf8" })
      .filter((file) => /-(page|layout)\.tsx$/.test(file))
      .map((file) => `features/${file.replace(/\.tsx$/, "")}`);
    const pagesOf = (route: PageRoute): string[] => [route.page, ...(route.children ?? []).flatMap(pagesOf)];
    expect(new Set(routes.flatMap(pagesOf))).toEqual(new Set(files));
  });
});
