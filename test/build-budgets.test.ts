import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
// @ts-expect-error plain JavaScript build script without type declarations
import { dashboardPageImports } from "../scripts/build.mjs";

const router = readFileSync(path.join(import.meta.dirname, "..", "src", "web", "router.tsx"), "utf8");

describe("the dashboard pages the build budgets", () => {
  test("are the routes nested in the dashboard layout, and only those", () => {
    const pages: string[] = dashboardPageImports(router);
    expect(pages).toContain("features/dashboard/home-page");
    expect(pages).toContain("features/events/events-page");
    expect(pages).toContain("features/learning/pitch-page");
    expect(pages).not.toContain("features/dashboard/dashboard-layout");
    expect(pages).not.toContain("features/landing/landing-page");
    expect(pages).not.toContain("features/learning/certificate-page");
    expect(pages.length).toBe(new Set(pages).size);
  });

  test("a nested layout route counts its children, and a missing layout fails loudly", () => {
    const source = `
      <Route path="/" element={page(() => import("./features/landing/landing-page"))} />
      <Route path="/dashboard" element={page(() => import("./features/dashboard/dashboard-layout"))}>
        <Route index element={page(() => import("./features/dashboard/home-page"))} />
        <Route path="a" element={page(() => import("./features/a/a-layout"))}>
          <Route path="b" element={page(() => import("./features/a/b-page"))} />
        </Route>
      </Route>
      <Route path="*" element={page(() => import("./features/errors/not-found-page"))} />`;
    expect(dashboardPageImports(source)).toEqual([
      "features/dashboard/home-page",
      "features/a/a-layout",
      "features/a/b-page",
    ]);
    expect(() => dashboardPageImports("<Routes></Routes>")).toThrow(/dashboard-layout/);
  });
});
