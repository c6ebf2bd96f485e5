// `npm run audit`: Lighthouse (mobile preset) on every page a member can open — one address for each route of the
// route table, with real ids of the demo content (scripts/audit/pages.ts), the members' pages as the demo officer
// Marcus Chen (signed in through a cookie) — against the built server on a fresh data folder with the demo content, in
// the system's Chromium (never a downloaded browser). Prints each page's scores, met or missed against the targets,
// and what keeps each below 100.
// For people, not CI: scores vary with the machine's load. Environment: AUDIT_PORT (3860), AUDIT_SKIP_BUILD=true,
// CHROME_PATH (/usr/bin/chromium), AUDIT_ONLY (comma-separated routes as src/web/routes.ts writes them, e.g.
// "/,/dashboard/events/:eventId": audit only those pages), AUDIT_RUNS (3: each page's median run counts),
// AUDIT_DIRECT=true (the server straight over HTTP/1.1, without the TLS and HTTP/2 front a deployment has),
// AUDIT_STRICT=1 (exit 1 when a target is missed, as BENCH_STRICT=1 does for the bench),
// AUDIT_REPORT_DIR (keeps each page's full Lighthouse report there as JSON: network requests, critical chains, bootup
// time per script, unused JavaScript; and its trace, for Chrome DevTools' Performance panel).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { ROOT, startServer } from "../bench/server";
import { type AuditPage, auditPages, demoOfficerCookie } from "./pages";
import { startTlsFront, type TlsFront } from "./tls-front";

const PORT = Number(process.env.AUDIT_PORT ?? 3860);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const REPORT_DIR = process.env.AUDIT_REPORT_DIR;
/** Every page's targets; the landing page's are higher, and it must paint within FCP_TARGET_MS. */
const TARGETS = { performance: 98, accessibility: 100, "best-practices": 100 } as const;
type Category = keyof typeof TARGETS;
const HOME_TARGETS: Record<Category, number> = { ...TARGETS, performance: 100 };
const FCP_TARGET_MS = 1200;
const ONLY = (process.env.AUDIT_ONLY ?? "").split(",").filter(Boolean);
/** Runs per page, of which the median counts (decision 254): one run's score moves by up to ten points here. */
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));

function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { snippet?: string } | undefined;
  const text = item.url ?? node?.snippet ?? item.issueType ?? item.label ?? JSON.stringify(item);
  const extra = item.subItems ? ` ${JSON.stringify(item.subItems).slice(0, 300)}` : "";
  return `${String(text).slice(0, 200)}${extra}`;
}

type PageResult = {
  route: string;
  path: string;
  scores: Record<Category, number>;
  fcpMs: number;
  targets: Record<Category, number>;
  fcpTarget?: number;
  problems: string[];
};

async function lighthouseRun(page: AuditPage, url: string, port: number, cookie: string) {
  const runner = await lighthouse(`${url}${page.path}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: Object.keys(TARGETS),
    extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
  });
  if (!runner) throw new Error(`Lighthouse gave no result for ${page.path}`);
  return runner;
}

/**
 * The page's median run of RUNS (Lighthouse's own choice: the run closest to the median first contentful paint and
 * time to interactive). A run with no scores (NO_NAVSTART and the like, a Lighthouse glitch) does not count; when no
 * run has scores, the page is run once more.
 */
async function medianRun(page: AuditPage, url: string, port: number, cookie: string) {
  const runners = [];
  for (let run = 0; run < RUNS; run++) runners.push(await lighthouseRun(page, url, port, cookie));
  let valid = filterToValidRuns(runners.map((runner) => runner.lhr));
  if (valid.length === 0) {
    process.stdout.write(`  ${runners[0]?.lhr.runtimeError?.code}: once more …\n`);
    runners.push(await lighthouseRun(page, url, port, cookie));
    valid = filterToValidRuns(runners.map((runner) => runner.lhr));
  }
  const median = valid.length > 0 ? computeMedianRun(valid) : undefined;
  return runners.find((runner) => runner.lhr === median) ?? (runners.at(-1) as (typeof runners)[number]);
}

async function audit(page: AuditPage, url: string, port: number, cookie: string): Promise<PageResult> {
  const runner = await medianRun(page, url, port, cookie);
  const { categories, audits } = runner.lhr;
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = page.route.replace(/^\/$/, "/home").slice(1).replaceAll("/", "-").replaceAll(":", "");
    writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(runner.lhr, null, 2));
    writeFileSync(path.join(REPORT_DIR, `${name}.trace.json`), JSON.stringify(runner.artifacts.Trace));
  }
  const scores = Object.fromEntries(
    (Object.keys(TARGETS) as Category[]).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const problems: string[] = [];
  for (const id of Object.keys(TARGETS)) {
    for (const ref of categories[id]?.auditRefs ?? []) {
      const result = audits[ref.id];
      if (!result || result.score === null || result.score >= 0.9) continue;
      if (result.scoreDisplayMode === "informative" || result.scoreDisplayMode === "manual") continue;
      problems.push(`${id}: ${result.title}${result.displayValue ? ` (${result.displayValue})` : ""}`);
      // what the audit points at: resources, elements or issue types (the first few)
      const listed = (result.details as { items?: unknown } | undefined)?.items;
      const items = Array.isArray(listed) ? (listed as Array<Record<string, unknown>>) : [];
      for (const item of items.slice(0, 3)) problems.push(`    ${describeItem(item)}`);
    }
  }
  const home = page.route === "/";
  return {
    route: page.route,
    path: page.path,
    scores,
    fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
    targets: home ? HOME_TARGETS : TARGETS,
    fcpTarget: home ? FCP_TARGET_MS : undefined,
    problems,
  };
}

async function main() {
  if (process.env.AUDIT_SKIP_BUILD !== "true") {
    const build = spawnSync(process.execPath, [path.join(ROOT, "scripts", "build.mjs")], {
      cwd: ROOT,
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("the build failed");
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pitchcraft-audit-"));
  const server = await startServer({
    port: PORT,
    dataDir,
    logFile: path.join(dataDir, "server.log"),
    env: { SEED_DEMO: "auto" },
  });
  const front: TlsFront | undefined =
    process.env.AUDIT_DIRECT === "true" ? undefined : await startTlsFront(server.url, PORT + 1, dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", ...(front ? [front.chromeFlag] : [])],
  });
  const results: PageResult[] = [];
  try {
    const cookie = await demoOfficerCookie(server.url, dataDir);
    const pages = (await auditPages(server.url, dataDir, cookie)).filter(
      (page) => ONLY.length === 0 || ONLY.includes(page.route) || ONLY.includes(page.path),
    );
    const pagesUrl = front?.url ?? server.url;
    process.stdout.write(`Pages from ${pagesUrl}${front ? " (HTTP/2 and TLS before the server)" : ""}\n`);
    for (const [index, page] of pages.entries()) {
      process.stdout.write(`Lighthouse ${index + 1}/${pages.length} ${page.path} …\n`);
      results.push(await audit(page, pagesUrl, chrome.port, cookie));
    }
  } finally {
    chrome.kill();
    await front?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const mark = (met: boolean) => (met ? "met" : "**missed**");
  console.log(
    `\nLighthouse ${new Date().toISOString().slice(0, 10)}, mobile preset, median of ${RUNS} runs per page; ` +
      `load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
  console.log(
    "\n| Route | Performance | Accessibility | Best practices | First contentful paint |\n|---|---:|---:|---:|---:|",
  );
  let missed = 0;
  for (const result of results) {
    const cells = (Object.keys(TARGETS) as Category[]).map((id) => {
      const met = result.scores[id] >= result.targets[id];
      if (!met) missed += 1;
      return `${result.scores[id]} ${mark(met)}`;
    });
    const fcpMet = result.fcpTarget === undefined || result.fcpMs < result.fcpTarget;
    if (!fcpMet) missed += 1;
    const fcp = `${(result.fcpMs / 1000).toFixed(2)} s${result.fcpTarget === undefined ? "" : ` ${mark(fcpMet)}`}`;
    console.log(`| \`${result.route}\` | ${cells.join(" | ")} | ${fcp} |`);
  }
  for (const result of results) {
    if (result.problems.length > 0) console.log(`\n${result.path}:\n  ${result.problems.join("\n  ")}`);
  }
  console.log(
    `\nTargets: performance ≥ ${TARGETS.performance} (\`/\`: ${HOME_TARGETS.performance}, first contentful paint ` +
      `under ${FCP_TARGET_MS / 1000} s), accessibility ${TARGETS.accessibility}, best practices ` +
      `${TARGETS["best-practices"]}: ${missed > 0 ? `${missed} MISSED (see above)` : "met"}.`,
  );
  if (missed > 0 && process.env.AUDIT_STRICT === "1") process.exitCode = 1;
}
main().catch((error) => {
  console.error("Audit failed:", error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
