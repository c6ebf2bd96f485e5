import { readFileSync } from "node:fs";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { routeTable } from "./scripts/route-table.mjs";
import { brandPage } from "./src/server/web-assets";
import { firstScreenChunks, type ModuleGraph } from "./src/web/first-screen-chunks";
import { offlineServiceWorker } from "./src/web/offline/vite-plugin";

/** In development the page is branded by Vite; in production the server does it (see web-assets.ts). */
const brandDevPage = (): Plugin => ({
  name: "brand-dev-page",
  apply: "serve",
  transformIndexHtml: (html) =>
    brandPage(html, {
      appName: process.env.APP_NAME || "PitchCraft",
      google: process.env.GOOGLE_CLIENT_ID ? { clientId: "", clientSecret: "", discoveryUrl: "" } : undefined,
    }),
});

const webDir = new URL("./src/web/", import.meta.url).pathname;
/** The first screens that matter most, each with the lazy pages it shows (src/web/first-screen-chunks.ts). */
const FIRST_SCREENS = {
  landing: ["features/landing/landing-page"],
  auth: ["features/auth/auth-page"],
  dashboard: ["features/dashboard/dashboard-layout", "features/dashboard/home-page"],
};

/** The module id of a source named as the router imports it ("features/…/x", no extension). */
function moduleId(graph: ModuleGraph, source: string): string {
  const id = [".tsx", ".ts"]
    .map((extension) => `${webDir}${source}${extension}`)
    .find((candidate) => graph.getModuleInfo(candidate));
  if (!id) throw new Error(`vite.config.ts: no module for ${source}`);
  return id;
}

/** The first screens, and the other pages outside /dashboard (read from the route table). */
function firstScreens(graph: ModuleGraph) {
  const routes: Array<{ path: string; imports: string[] }> = routeTable(readFileSync(`${webDir}router.tsx`, "utf8"));
  const publicPages = routes
    .filter((route) => route.imports.length > 0 && !route.path.startsWith("/dashboard"))
    .map((route) => route.imports.at(-1) as string);
  const screenPages = Object.values(FIRST_SCREENS).flat();
  return {
    entry: moduleId(graph, "main"),
    screens: Object.fromEntries(
      Object.entries(FIRST_SCREENS).map(([name, pages]) => [name, pages.map((source) => moduleId(graph, source))]),
    ),
    publicPages: [...new Set(publicPages)]
      .filter((source) => !screenPages.includes(source))
      .map((source) => moduleId(graph, source)),
  };
}

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), brandDevPage(), offlineServiceWorker(), firstScreenChunks(firstScreens)],
  resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://localhost:${process.env.PORT || 3000}`, changeOrigin: false } },
  },
});
