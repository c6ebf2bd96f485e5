import { describe, expect, test } from "vitest";
// @ts-expect-error plain JavaScript build script without type declarations
import { routeChunks } from "../scripts/build.mjs";

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
      { path: "/dashboard", pages: ["features/dashboard/dashboard-layout"] },
      { path: "/dashboard", pages: ["features/dashboard/dashboard-layout", "features/dashboard/home-page"] },
    ];
    expect(routeChunks(manifest, routes)).toEqual([
      { path: "/dashboard", files: ["assets/layout.js", "assets/shared.js"] },
      { path: "/dashboard", files: ["assets/home.js", "assets/layout.js", "assets/shared.js"] },
    ]);
  });

  test("fail the build for a route whose page has no chunk", () => {
    expect(() => routeChunks(manifest, [{ path: "/x", pages: ["features/x/x-page"] }])).toThrow(/x-page/);
  });
});
