#!/usr/bin/env node
// `npm run build`: builds the front end with Vite, bundles the server with esbuild, prints the JavaScript each route
// loads (gzip) and fails when the page `/` or any dashboard page loads more than its budget. The numbers also go to
// dist/build-report.json.
//
// Layout of the built tree (it matches src/server/main.ts and src/server/db/migrate.ts):
//   dist/main.js            the server, plain JavaScript; node_modules stay outside the bundle (fast start-up)
//   dist/client/            the front end; main.ts serves `<bundle dir>/client`
//   drizzle/                the migrations, read from the package root (`<bundle dir>/../drizzle`)
//   dist/build-report.json  the sizes printed below
//   dist/route-chunks.json  the chunks of each route, preloaded by the server with the page (src/server/app-page.ts)
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCompress, gzipSync } from "node:zlib";

/** All JavaScript loaded by `/` (entry, its static imports and the lazy chunks below), gzip. */
export const HOME_BUDGET_BYTES = 100 * 1024;
/**
 * The lazy chunks that `/` loads as soon as it renders, found by their source (relative to src/web): the landing
 * page's route (src/web/routes.ts) and what main.tsx renders on every page. Keep in sync with those files; a pattern
 * that matches no chunk fails the build, so a renamed file cannot silently drop out of the budget.
 * e2e/performance-budget.spec.ts checks the result against what a real browser downloads.
 */
export const LOADED_BY_HOME = [/^features\/landing\//];

/**
 * All JavaScript a dashboard page loads (entry, the dashboard layout and the page's own chunks), gzip. The dashboard
 * pages are those nested in the layout's route (src/web/routes.ts, read by src/build/route-table.ts).
 */
export const DASHBOARD_PAGE_BUDGET_BYTES = 200 * 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = path.join(root, "dist");
const serverBundle = path.join(distDir, "main.js");

async function buildClient() {
  const { build } = await import("vite");
  let outDir = path.join(distDir, "client");
  await build({
    configFile: path.join(root, "vite.config.ts"),
    mode: "production",
    build: { manifest: true },
    plugins: [
      {
        name: "pitchcraft-build-report",
        configResolved(config) {
          outDir = path.resolve(config.root, config.build.outDir);
        },
      },
    ],
  });
  return outDir;
}

/**
 * Bundles a server-side entry (the server, or the operator's command line for the tests) into one plain JavaScript
 * file; node_modules stay outside and are resolved from the package root.
 */
export async function bundleServer(entry = "src/server/main.ts", outfile = serverBundle) {
  const esbuild = await import("esbuild");
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    platform: "node",
    format: "esm",
    target: "node20",
    bundle: true,
    packages: "external",
    // dist/main.js.map: run with NODE_OPTIONS=--enable-source-maps for stack traces in the TypeScript sources
    sourcemap: true,
    legalComments: "none",
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
  });
}

/** Around the prerendered landing page in the built index.html (src/server/app-page.ts keeps or removes it). */
const LANDING_START = "<!--landing-->";
const LANDING_END = "<!--/landing-->";

/**
 * Prerenders the landing page (decision 251): Vite builds src/build/prerender.tsx for Node (the route table's lazy
 * pages, the `@/` alias, as the browser's build reads the sources; packages stay outside) into dist/prerender, which
 * renders the app at `/` with react-dom/server; its HTML goes into the built index.html's #root, between markers.
 * The folder is removed afterwards. Answers the HTML's length.
 */
export async function prerenderLanding(clientDir) {
  const { build } = await import("vite");
  const outDir = path.join(distDir, "prerender");
  await build({
    configFile: false,
    root: path.join(root, "src", "web"),
    mode: "production",
    logLevel: "warn",
    resolve: { alias: { "@": path.join(root, "src") } },
    build: {
      ssr: path.join(root, "src", "build", "prerender.tsx"),
      outDir,
      emptyOutDir: true,
      minify: false,
      copyPublicDir: false,
    },
  });
  let landing;
  try {
    const module = await import(pathToFileURL(path.join(outDir, "prerender.js")).href);
    landing = await module.prerenderLanding();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  const indexFile = path.join(clientDir, "index.html");
  const html = readFileSync(indexFile, "utf8");
  const emptyRoot = '<div id="root"></div>';
  if (!html.includes(emptyRoot) || !landing.includes("<h1")) {
    throw new Error(`Cannot prerender the landing page: no ${emptyRoot} in index.html, or no heading rendered.`);
  }
  writeFileSync(indexFile, html.replace(emptyRoot, `<div id="root">${LANDING_START}${landing}${LANDING_END}</div>`));
  return landing.length;
}

/** Files worth compressing (the server sends `x.br` or `x.gz` to browsers that accept it, see web-assets.ts). */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;

const brotli = promisify(brotliCompress);
/** One below the maximum: 2 % more bytes than 11 for a third of its time, on the first start's path (decision 252). */
const BROTLI_QUALITY = 10;
const gzip = promisify(gzipCompress);

/**
 * Writes a Brotli and a gzip copy next to every compressible file of the built front end (not index.html, which the
 * server fills in at start-up), so the server compresses nothing per request. The files are compressed side by side
 * on libuv's threads. Answers the number of files.
 */
export async function precompress(clientDir) {
  const files = [];
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (COMPRESSIBLE.test(entry.name)) files.push(file);
    }
  };
  visit(clientDir);
  await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(file);
      const brotliParams = {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      };
      await Promise.all([
        brotli(content, { params: brotliParams }).then((compressed) => writeFile(`${file}.br`, compressed)),
        gzip(content, { level: 9 }).then((compressed) => writeFile(`${file}.gz`, compressed)),
      ]);
    }),
  );
  return files.length;
}

/** A chunk's source as people know it: relative to src/web, or from node_modules on. */
function sourceName(manifest, key) {
  const source = manifest[key].src ?? key;
  const fromPackages = source.lastIndexOf("node_modules/");
  return fromPackages >= 0 ? source.slice(fromPackages) : source;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file)).length);
  return gzipCache.get(file);
}

/** The chunk keys reachable from `start` through static imports (what the browser loads with it). */
function staticClosure(manifest, start) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

function measure(manifest, clientDir, keys) {
  const js = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith(".js"));
  const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
  const sum = (files) => files.reduce((total, file) => total + gzipBytes(path.join(clientDir, file)), 0);
  return { jsFiles: js.sort(), cssFiles: css.sort(), jsGzip: sum(js), cssGzip: sum(css) };
}

/** `dashboard`: the dashboard layout and the pages inside it ("features/…/x"), from src/build/route-table.ts. */
export function sizeReport(manifest, clientDir, dashboard = { layout: undefined, pages: [] }) {
  const dashboardPages = dashboard.pages;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error("The Vite manifest has no entry chunk.");
  const entryKeys = staticClosure(manifest, entryKey);
  const entry = { source: sourceName(manifest, entryKey), ...measure(manifest, clientDir, entryKeys) };
  const lazyKeys = Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && manifest[key].file.endsWith(".js"),
  );

  const unmatched = LOADED_BY_HOME.filter(
    (pattern) => !lazyKeys.some((key) => pattern.test(sourceName(manifest, key))),
  );
  if (unmatched.length > 0) {
    throw new Error(
      `No lazy chunk matches ${unmatched.join(", ")} (LOADED_BY_HOME in scripts/build.mjs): ` +
        "update it to what / loads now, so the budget counts it.",
    );
  }
  const homeLazyKeys = lazyKeys.filter((key) =>
    LOADED_BY_HOME.some((pattern) => pattern.test(sourceName(manifest, key))),
  );

  const withoutExtension = (source) => source.replace(/\.[cm]?[jt]sx?$/, "");
  const layoutKey = lazyKeys.find((key) => withoutExtension(sourceName(manifest, key)) === dashboard.layout);
  const dashboardKeys = new Set(
    lazyKeys.filter((key) => dashboardPages.includes(withoutExtension(sourceName(manifest, key)))),
  );
  if (dashboardPages.length > 0 && (!layoutKey || dashboardKeys.size !== dashboardPages.length)) {
    const found = new Set([...dashboardKeys].map((key) => withoutExtension(sourceName(manifest, key))));
    const missing = dashboardPages.filter((page) => !found.has(page));
    throw new Error(
      `No lazy chunk for ${layoutKey ? missing.join(", ") : dashboard.layout}: update scripts/build.mjs.`,
    );
  }
  const layoutClosure = layoutKey ? staticClosure(manifest, layoutKey) : new Set();

  const routes = lazyKeys
    .map((key) => {
      const own = [...staticClosure(manifest, key)].filter((chunk) => !entryKeys.has(chunk));
      const extra = measure(manifest, clientDir, own);
      const dashboardPage = dashboardKeys.has(key);
      // a dashboard page loads the entry, the layout and its own chunks, each shared chunk once
      const page = dashboardPage
        ? measure(manifest, clientDir, new Set([...entryKeys, ...layoutClosure, ...staticClosure(manifest, key)]))
        : undefined;
      const pageJsGzip = page ? page.jsGzip : entry.jsGzip + extra.jsGzip;
      return {
        source: sourceName(manifest, key),
        file: manifest[key].file,
        ...extra,
        totalJsGzip: entry.jsGzip + extra.jsGzip,
        loadedByHome: homeLazyKeys.includes(key),
        dashboardPage,
        pageJsGzip,
        ...(dashboardPage
          ? { pageJsLimit: DASHBOARD_PAGE_BUDGET_BYTES, ok: pageJsGzip <= DASHBOARD_PAGE_BUDGET_BYTES }
          : {}),
      };
    })
    .sort((a, b) => a.source.localeCompare(b.source));

  const homeKeys = new Set(entryKeys);
  for (const key of homeLazyKeys) for (const chunk of staticClosure(manifest, key)) homeKeys.add(chunk);
  const home = measure(manifest, clientDir, homeKeys);
  return {
    builtAt: new Date().toISOString(),
    budget: { page: "/", jsGzipLimit: HOME_BUDGET_BYTES, jsGzip: home.jsGzip, ok: home.jsGzip <= HOME_BUDGET_BYTES },
    dashboardBudget: {
      jsGzipLimit: DASHBOARD_PAGE_BUDGET_BYTES,
      largest: Math.max(0, ...routes.filter((route) => route.dashboardPage).map((route) => route.pageJsGzip)),
      over: routes.filter((route) => route.dashboardPage && !route.ok).map((route) => route.source),
      ok: routes.every((route) => !route.dashboardPage || route.ok),
    },
    home: { ...home, lazyChunks: homeLazyKeys.map((key) => sourceName(manifest, key)) },
    entry,
    routes,
  };
}

/**
 * For every route of the route table (src/build/route-table.ts): the script chunks its pages load beyond the entry
 * (each lazy page of the route with its static imports). The server preloads them with the page
 * (src/server/app-page.ts, decision 101).
 */
export function routeChunks(manifest, routes) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryKeys = staticClosure(manifest, entryKey);
  const withoutExtension = (source) => source.replace(/\.[cm]?[jt]sx?$/, "");
  const keyOf = new Map(
    Object.keys(manifest)
      .filter((key) => manifest[key].isDynamicEntry)
      .map((key) => [withoutExtension(sourceName(manifest, key)), key]),
  );
  return routes.map((route) => {
    const files = new Set();
    for (const source of route.pages) {
      const key = keyOf.get(source);
      if (!key) throw new Error(`No chunk for ${source} (route ${route.path}): update scripts/build.mjs.`);
      for (const chunk of staticClosure(manifest, key)) {
        if (!entryKeys.has(chunk) && manifest[chunk].file.endsWith(".js")) files.add(manifest[chunk].file);
      }
    }
    return { path: route.path, files: [...files].sort() };
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printReport(report) {
  const kind = (route) => {
    if (route.loadedByHome) return "lazy, loaded by /";
    if (route.dashboardPage) return route.ok ? "dashboard page" : "dashboard page OVER";
    return "lazy";
  };
  const rows = [
    ["entry, every page", report.entry.source, report.entry.jsGzip, report.entry.cssGzip, report.entry.jsGzip],
    ...report.routes.map((route) => [kind(route), route.source, route.jsGzip, route.cssGzip, route.pageJsGzip]),
  ];
  const header = ["loaded", "source", "JS gzip", "CSS gzip", "page loads JS"];
  const cells = rows.map(([kind, source, js, css, total]) => [kind, source, kb(js), kb(css), kb(total)]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column].length)));
  const line = (row) =>
    row.map((cell, column) => (column >= 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join("  ");
  console.log(
    "\nJavaScript per route (gzip). JS gzip: what the chunk adds beyond the entry; page loads JS: all JavaScript " +
      "the page loads (entry + chunk; a dashboard page also the dashboard layout, each shared chunk once):",
  );
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of cells) console.log(line(row));
  const { budget, home } = report;
  console.log(
    `\nAll JavaScript loaded by /: ${kb(budget.jsGzip)} gzip (entry + ${home.lazyChunks.join(" + ")}); ` +
      `budget ${kb(budget.jsGzipLimit)}: ` +
      (budget.ok ? "OK" : "OVER BUDGET"),
  );
  const { dashboardBudget } = report;
  console.log(
    `Largest dashboard page: ${kb(dashboardBudget.largest)} gzip (entry + layout + page); ` +
      `budget ${kb(dashboardBudget.jsGzipLimit)} per page: ` +
      (dashboardBudget.ok ? "OK" : `OVER BUDGET: ${dashboardBudget.over.join(", ")}`),
  );
}

async function main() {
  const started = performance.now();
  const clientDir = await buildClient();
  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) throw new Error(`Vite wrote no manifest at ${manifestFile}.`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  // The manifest is for this report only; the server should not publish it.
  rmSync(path.join(clientDir, ".vite"), { recursive: true, force: true });
  // the route table is TypeScript, shared with the browser: tsx loads it (Node 20 cannot)
  const { tsImport } = await import("tsx/esm/api");
  const { dashboard, routeTable } = await tsImport("../src/build/route-table.ts", import.meta.url);
  const report = sizeReport(manifest, clientDir, dashboard());
  writeFileSync(path.join(distDir, "build-report.json"), `${JSON.stringify(report, null, 2)}\n`);
  // beside the front end, not in it: the server reads it, browsers need not
  const routes = routeChunks(manifest, routeTable());
  writeFileSync(path.join(distDir, "route-chunks.json"), `${JSON.stringify(routes, null, 2)}\n`);
  printReport(report);

  if (!report.budget.ok || !report.dashboardBudget.ok) {
    // Leave no runnable server behind, so `npm start` does not serve a tree that failed its budget.
    rmSync(serverBundle, { force: true });
    rmSync(`${serverBundle}.map`, { force: true });
    if (!report.budget.ok) {
      console.error(
        `\nBuild failed: / loads ${kb(report.budget.jsGzip)} of JavaScript (gzip), more than ${kb(HOME_BUDGET_BYTES)}. ` +
          "Move code behind a lazy route or drop a dependency.",
      );
    }
    for (const route of report.routes.filter((r) => r.dashboardPage && !r.ok)) {
      console.error(
        `\nBuild failed: the dashboard page ${route.source} loads ${kb(route.pageJsGzip)} of JavaScript (gzip), ` +
          `more than ${kb(DASHBOARD_PAGE_BUDGET_BYTES)}. Move code behind a lazy import or drop a dependency.`,
      );
    }
    process.exit(1);
  }

  // three independent steps, side by side (index.html, which the prerender writes, is not compressed)
  const [prerendered, compressed] = await Promise.all([
    prerenderLanding(clientDir),
    precompress(clientDir),
    bundleServer(),
  ]);
  console.log(`Prerendered the landing page into index.html (${kb(prerendered)} of HTML).`);
  console.log(`Compressed ${compressed} files of the front end (.br and .gz beside each).`);
  console.log(`Server bundled to ${path.relative(root, serverBundle)}.`);
  console.log(`Build finished in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error("Build failed:", error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
