import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
// @ts-expect-error plain JavaScript build script without type declarations
import { dashboardPageImports, routeChunks } from "../scripts/build.mjs";

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

describe("the chunks the server preloads with each page", () => {
  const manifest = {
    "index.html": { file: "assets/index.js", isEntry: true, imports: ["_react.js"] },
    "_react.js": { file: "assets/react.js" },
    "_shared.js": { file: "assets/shared.js", imports: ["_react.js"] },
    "features/dashboard/dashboard-layout.tsx": {
      file: "assets/layout.js",
      src: "features/dashboard/dashboard-layout.tsx",
      isDynamicEntry: true,
      imports: ["_shared.js", "_react.js"],
    },
    "features/dashboard/home-page.tsx": {
      file: "assets/home.js",
      src: "features/dashboard/home-page.tsx",
      isDynamicEntry: true,
      imports: ["_shared.js"],
    },
  };

  test("are each route's lazy pages with their static imports, beyond the entry", () => {
    const routes = [
      { path: "/dashboard", imports: ["features/dashboard/dashboard-layout"] },
      { path: "/dashboard", imports: ["features/dashboard/dashboard-layout", "features/dashboard/home-page"] },
    ];
    expect(routeChunks(manifest, routes)).toEqual([
      { path: "/dashboard", files: ["assets/layout.js", "assets/shared.js"] },
      { path: "/dashboard", files: ["assets/home.js", "assets/layout.js", "assets/shared.js"] },
    ]);
  });

  test("fail the build for a route whose page has no chunk", () => {
    expect(() => routeChunks(manifest, [{ path: "/x", imports: ["features/x/x-page"] }])).toThrow(/x-page/);
  });
});
