import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
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

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), brandDevPage(), offlineServiceWorker()],
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
