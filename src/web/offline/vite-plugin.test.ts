import { describe, expect, it } from "vitest";
import { precacheList } from "./vite-plugin";

const chunk = (fileName: string, facadeModuleId: string | null, more: Record<string, unknown> = {}) => ({
  type: "chunk" as const,
  fileName,
  isEntry: false,
  facadeModuleId,
  imports: [] as string[],
  dynamicImports: [] as string[],
  viteMetadata: { importedCss: new Set<string>() },
  ...more,
});

describe("the offline precache list", () => {
  it("holds the entry, the tools' pages with what they import, and their lazy toast library, but not other pages", () => {
    const bundle = {
      "assets/main.js": chunk("assets/main.js", "/src/web/main.tsx", {
        isEntry: true,
        imports: ["assets/react.js"],
        dynamicImports: ["assets/landing.js", "assets/timer.js"],
        viteMetadata: { importedCss: new Set(["assets/main.css"]) },
      }),
      "assets/react.js": chunk("assets/react.js", null),
      "assets/landing.js": chunk("assets/landing.js", "/src/web/features/landing/landing-page.tsx"),
      "assets/timer.js": chunk("assets/timer.js", "/src/web/features/resources/timer-page.tsx", {
        imports: ["assets/card.js"],
        dynamicImports: ["assets/sonner.js"],
      }),
      "assets/card.js": chunk("assets/card.js", null),
      "assets/sonner.js": chunk("assets/sonner.js", "/node_modules/sonner/dist/index.mjs"),
      "assets/profile.js": chunk("assets/profile.js", "/src/web/features/profile/profile-page.tsx"),
      "assets/main.css": { type: "asset" as const, fileName: "assets/main.css" },
    };
    expect(precacheList(bundle)).toEqual([
      "/assets/card.js",
      "/assets/main.css",
      "/assets/main.js",
      "/assets/react.js",
      "/assets/sonner.js",
      "/assets/timer.js",
    ]);
  });
});
