import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { firstScreenChunks, type ModuleGraph } from "./src/build/first-screen-chunks";
import { pagesAt, publicPages } from "./src/build/route-table";
import { paths } from "./src/domain/paths";
import { brandPage } from "./src/server/web-assets";
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
/** The first screens that matter most, by their address (src/build/first-screen-chunks.ts). */
const FIRST_SCREENS = { landing: paths.home, auth: paths.signIn, dashboard: paths.dashboard };

/** The module id of a page named as the route table names it ("features/…/x", no extension). */
function moduleId(graph: ModuleGraph, source: string): string {
  const id = [".tsx", ".ts"]
    .map((extension) => `${webDir}${source}${extension}`)
    .find((candidate) => graph.getModuleInfo(candidate));
  if (!id) throw new Error(`vite.config.ts: no module for ${source}`);
  return id;
}

/** The first screens with the pages each shows, and the other pages outside /dashboard (from the route table). */
function firstScreens(graph: ModuleGraph) {
  const screens = Object.entries(FIRST_SCREENS).map(([name, path]) => [name, pagesAt(path)] as const);
  const screenPages = screens.flatMap(([, pages]) => pages);
  return {
    entry: moduleId(graph, "main"),
    screens: Object.fromEntries(screens.map(([name, pages]) => [name, pages.map((page) => moduleId(graph, page))])),
    publicPages: publicPages()
      .filter((page) => !screenPages.includes(page))
      .map((page) => moduleId(graph, page)),
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
