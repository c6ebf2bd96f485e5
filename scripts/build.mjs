#!/usr/bin/env node
// `npm run build`: builds the front end with Vite, bundles the server with esbuild, prints the JavaScript each route
// loads (gzip) and fails when the page `/` loads more than the budget. The numbers also go to dist/build-report.json.
//
// Layout of the built tree (it matches src/server/main.ts and src/server/db/migrate.ts):
//   dist/main.js            the server, plain JavaScript; node_modules stay outside the bundle (fast start-up)
//   dist/client/            the front end; main.ts serves `<bundle dir>/client`
//   drizzle/                the migrations, read from the package root (`<bundle dir>/../drizzle`)
//   dist/build-report.json  the sizes printed below
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** All JavaScript loaded by `/` (entry, its static imports and the lazy chunks below), gzip. */
export const HOME_BUDGET_BYTES = 100 * 1024;
/**
 * The lazy chunks that `/` loads as soon as it renders, found by their source (relative to src/web): the landing
 * page's route (src/web/router.tsx) and what main.tsx renders on every page. Keep in sync with those files; a pattern
 * that matches no chunk fails the build, so a renamed file cannot silently drop out of the budget.
 * e2e/performance-budget.spec.ts checks the result against what a real browser downloads.
 */
export const LOADED_BY_HOME = [/^features\/landing\//];

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

async function bundleServer() {
  const esbuild = await import("esbuild");
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ["src/server/main.ts"],
    outfile: serverBundle,
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

export function sizeReport(manifest, clientDir) {
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

  const routes = lazyKeys
    .map((key) => {
      const own = [...staticClosure(manifest, key)].filter((chunk) => !entryKeys.has(chunk));
      const extra = measure(manifest, clientDir, own);
      return {
        source: sourceName(manifest, key),
        file: manifest[key].file,
        ...extra,
        totalJsGzip: entry.jsGzip + extra.jsGzip,
        loadedByHome: homeLazyKeys.includes(key),
      };
    })
    .sort((a, b) => a.source.localeCompare(b.source));

  const homeKeys = new Set(entryKeys);
  for (const key of homeLazyKeys) for (const chunk of staticClosure(manifest, key)) homeKeys.add(chunk);
  const home = measure(manifest, clientDir, homeKeys);
  return {
    builtAt: new Date().toISOString(),
    budget: { page: "/", jsGzipLimit: HOME_BUDGET_BYTES, jsGzip: home.jsGzip, ok: home.jsGzip <= HOME_BUDGET_BYTES },
    home: { ...home, lazyChunks: homeLazyKeys.map((key) => sourceName(manifest, key)) },
    entry,
    routes,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printReport(report) {
  const rows = [
    ["entry, every page", report.entry.source, report.entry.jsGzip, report.entry.cssGzip, report.entry.jsGzip],
    ...report.routes.map((route) => [
      route.loadedByHome ? "lazy, loaded by /" : "lazy",
      route.source,
      route.jsGzip,
      route.cssGzip,
      route.totalJsGzip,
    ]),
  ];
  const header = ["loaded", "source", "JS gzip", "CSS gzip", "JS with entry"];
  const cells = rows.map(([kind, source, js, css, total]) => [kind, source, kb(js), kb(css), kb(total)]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column].length)));
  const line = (row) =>
    row.map((cell, column) => (column >= 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join("  ");
  console.log("\nJavaScript per route (gzip; a lazy chunk adds what it needs beyond the entry):");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of cells) console.log(line(row));
  const { budget, home } = report;
  console.log(
    `\nAll JavaScript loaded by /: ${kb(budget.jsGzip)} gzip (entry + ${home.lazyChunks.join(" + ")}); ` +
      `budget ${kb(budget.jsGzipLimit)}: ` +
      (budget.ok ? "OK" : "OVER BUDGET"),
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
  const report = sizeReport(manifest, clientDir);
  writeFileSync(path.join(distDir, "build-report.json"), `${JSON.stringify(report, null, 2)}\n`);
  printReport(report);

  if (!report.budget.ok) {
    // Leave no runnable server behind, so `npm start` does not serve a tree that failed its budget.
    rmSync(serverBundle, { force: true });
    rmSync(`${serverBundle}.map`, { force: true });
    console.error(
      `\nBuild failed: / loads ${kb(report.budget.jsGzip)} of JavaScript (gzip), more than ${kb(HOME_BUDGET_BYTES)}. ` +
        "Move code behind a lazy route or drop a dependency.",
    );
    process.exit(1);
  }

  await bundleServer();
  console.log(`Server bundled to ${path.relative(root, serverBundle)}.`);
  console.log(`Build finished in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error("Build failed:", error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
