// `npm run audit`: Lighthouse (mobile preset) on /, /auth and /dashboard (signed in through a cookie) against the
// built server on a fresh data folder with the demo content, in the system's Chromium (never a downloaded browser).
// Prints the performance, accessibility and best-practices scores and what keeps each below 100.
// For people, not CI: scores vary with the machine's load. Environment: AUDIT_PORT (3860), AUDIT_SKIP_BUILD=true,
// CHROME_PATH (/usr/bin/chromium), AUDIT_REPORT_DIR (keeps each page's full Lighthouse report there as JSON: network
// requests, critical chains, bootup time per script, unused JavaScript; and its trace, for Chrome DevTools'
// Performance panel).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { readMail } from "../../test/support/mail";
import { ROOT, startServer } from "../bench/server";

const PORT = Number(process.env.AUDIT_PORT ?? 3860);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const REPORT_DIR = process.env.AUDIT_REPORT_DIR;
const PAGES = [
  { path: "/", signedIn: false },
  { path: "/auth", signedIn: false },
  { path: "/dashboard", signedIn: true },
];
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 95 } as const;
type Category = keyof typeof TARGETS;

/** Signs up a member and opens the verification link from the outbox; answers the session's Cookie header. */
async function signedInCookie(url: string, dataDir: string): Promise<string> {
  const email = "audit@example.com";
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ name: "Avery", email, password: "audit-password-1234", callbackURL: "/dashboard" }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const outbox = path.join(dataDir, "outbox");
  let link: string | undefined;
  for (let attempt = 0; attempt < 50 && !link; attempt += 1) {
    if (existsSync(outbox)) {
      for (const file of readdirSync(outbox)) {
        const mail = readMail(readFileSync(path.join(outbox, file), "utf8"));
        link ??= mail.to.includes(email) ? mail.links.find((href) => href.includes("/verify-email")) : undefined;
      }
    }
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error("no verification mail in the outbox");
  const verified = await fetch(link.replace(/^https?:\/\/[^/]+/, url), { redirect: "manual" });
  const cookies = verified.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "");
  const session = cookies.filter((cookie) => cookie.includes("session_token"));
  if (session.length === 0) throw new Error(`the verification link answered ${verified.status} without a session`);
  return session.join("; ");
}

function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { snippet?: string } | undefined;
  const text = item.url ?? node?.snippet ?? item.issueType ?? item.label ?? JSON.stringify(item);
  const extra = item.subItems ? ` ${JSON.stringify(item.subItems).slice(0, 300)}` : "";
  return `${String(text).slice(0, 200)}${extra}`;
}

type PageResult = { path: string; scores: Record<Category, number>; problems: string[] };

async function audit(url: string, port: number, cookie: string | undefined): Promise<PageResult> {
  const runner = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: Object.keys(TARGETS),
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = runner.lhr;
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/^\/$/, "/home").slice(1).replaceAll("/", "-");
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
  return { path: new URL(url).pathname, scores, problems };
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
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const results: PageResult[] = [];
  try {
    const cookie = await signedInCookie(server.url, dataDir);
    for (const page of PAGES) {
      process.stdout.write(`Lighthouse ${page.path} …\n`);
      results.push(await audit(`${server.url}${page.path}`, chrome.port, page.signedIn ? cookie : undefined));
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nLighthouse ${new Date().toISOString().slice(0, 10)}, mobile preset; load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
  console.log("\n| Page | Performance | Accessibility | Best practices |\n|---|---:|---:|---:|");
  for (const result of results) {
    const { performance, accessibility } = result.scores;
    console.log(`| ${result.path} | ${performance} | ${accessibility} | ${result.scores["best-practices"]} |`);
  }
  let missed = false;
  for (const result of results) {
    const misses = (Object.keys(TARGETS) as Category[]).filter((id) => result.scores[id] < TARGETS[id]);
    if (misses.length > 0) missed = true;
    if (result.problems.length > 0) console.log(`\n${result.path}:\n  ${result.problems.join("\n  ")}`);
  }
  console.log(
    `\nTargets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
      `best practices ≥ ${TARGETS["best-practices"]}: ${missed ? "MISSED (see above)" : "met"}.`,
  );
}

main().catch((error) => {
  console.error("Audit failed:", error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
