#!/usr/bin/env node
// `npm test`: the unit, server and component tests (Vitest) and, at the same time, the build and the end-to-end
// journeys in Chromium (Playwright) against it. The server tests wait on the database, mail and timers much of the
// time, so the journeys use the idle core (docs/decisions/229); Vitest's report is printed once the journeys have
// finished. TEST_ONE_AT_A_TIME=1 runs Vitest first, then the build and the journeys, each printing as it goes.
//
//   npm test                      everything
//   npm test -- <args>            options go to both runners (write --reporter=dot, not --reporter dot); a file
//                                 filter goes to the runner whose files it names (e2e/… or *.spec.ts: Playwright;
//                                 src/…, test/… or *.test.ts: Vitest; anything else: both), and a runner left
//                                 without files to run is skipped
//   npm test -- --unit [args]     Vitest only
//   npm test -- --e2e [args]      build + Playwright only
//
// TEST_DATABASE_URL (a PostgreSQL database, e.g. postgres://postgres@127.0.0.1:5432/test): the Vitest files that use
// the test database run once more on PostgreSQL, in the same run (vitest.config.ts, its `postgres` project).
//
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium. Without it the browser part is skipped with a loud warning, except
// under CI=true, where a missing browser is a failure.
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const ci = process.env.CI === "true";

const argv = process.argv.slice(2);
const options = argv.filter((arg) => arg.startsWith("-") && arg !== "--unit" && arg !== "--e2e");
const filters = argv.filter((arg) => !arg.startsWith("-"));
const isE2eFilter = (filter) => /^(\.\/)?e2e(\/|$)/.test(filter) || filter.endsWith(".spec.ts");
const isUnitFilter = (filter) => /^(\.\/)?(src|test)(\/|$)/.test(filter) || /\.test\.tsx?$/.test(filter);
const unitFilters = filters.filter((filter) => !isE2eFilter(filter));
const e2eFilters = filters.filter((filter) => !isUnitFilter(filter));
const runUnit = !argv.includes("--e2e") && (filters.length === 0 || unitFilters.length > 0);
const runE2e = !argv.includes("--unit") && (filters.length === 0 || e2eFilters.length > 0);
/** A filter that names neither runner's files goes to both; one of them finding nothing is then no failure. */
const ambiguous = filters.some((filter) => !isE2eFilter(filter) && !isUnitFilter(filter));

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findChromium() {
  const candidates = process.env.CHROMIUM_PATH
    ? [process.env.CHROMIUM_PATH]
    : ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find(executable);
}

/**
 * Runs a command; resolves whether it succeeded. With `captured`, its output is kept (and given to `captured` at the
 * end) instead of being printed as it comes.
 */
function run(title, command, args, { env = {}, captured } = {}) {
  const heading = `\n▶ ${title}: ${path.relative(root, command) || command} ${args.join(" ")}\n`;
  if (!captured) console.log(heading);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: captured ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...(captured ? { FORCE_COLOR: process.stdout.isTTY ? "1" : "0" } : {}), ...env },
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(false);
    });
    child.on("close", (code) => {
      captured?.(`${heading}\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

function loudWarning(lines) {
  const width = Math.max(...lines.map((line) => line.length));
  const bar = "!".repeat(width + 8);
  console.error(["", bar, ...lines.map((line) => `!!  ${line.padEnd(width)}  !!`), bar, ""].join("\n"));
}

const outcomes = [];
const together = runUnit && runE2e && process.env.TEST_ONE_AT_A_TIME !== "1";
let unitReport = "";

async function unitTests() {
  const title = "unit, server and component tests (Vitest)";
  const args = ["run", ...(ambiguous ? ["--passWithNoTests"] : []), ...options, ...unitFilters];
  if (together) console.log("\n▶ Vitest runs meanwhile; its report follows the journeys'.");
  const captured = together ? (report) => (unitReport = report) : undefined;
  const passed = await run("Vitest", bin("vitest"), args, { captured });
  return [title, passed ? "passed" : "FAILED"];
}

async function journeys() {
  const chromium = findChromium();
  const title = "end-to-end journeys (Playwright, Chromium)";
  if (!chromium) {
    loudWarning([
      ci ? "NO CHROMIUM FOUND: THE END-TO-END JOURNEYS CANNOT RUN (CI=true: FAILING)." : "NO CHROMIUM FOUND:",
      `Looked for ${process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH}` : "/usr/bin/chromium"}.`,
      ci ? "The end-to-end journeys did not run." : "The end-to-end journeys in the browser were SKIPPED.",
      "Install it (Debian/Ubuntu: sudo apt-get install -y chromium)",
      "or point CHROMIUM_PATH at a Chromium or Chrome executable.",
    ]);
    return [title, ci ? "FAILED (no Chromium)" : "SKIPPED (no Chromium)"];
  }
  if (!(await run("Build", process.execPath, [path.join(root, "scripts", "build.mjs")]))) {
    return [title, "FAILED (the build failed)"];
  }
  const args = ["test", ...(ambiguous ? ["--pass-with-no-tests"] : []), ...options, ...e2eFilters];
  const passed = await run("Playwright", bin("playwright"), args, { env: { CHROMIUM_PATH: chromium } });
  return [title, passed ? "passed" : "FAILED"];
}

if (together) {
  outcomes.push(...(await Promise.all([unitTests(), journeys()])));
  process.stdout.write(unitReport);
} else {
  if (runUnit) outcomes.push(await unitTests());
  if (runE2e) outcomes.push(await journeys());
}

const failed = outcomes.some(([, outcome]) => outcome.startsWith("FAILED"));
console.log("\nnpm test:");
for (const [title, outcome] of outcomes) console.log(`  ${outcome.padEnd(22)} ${title}`);
console.log(failed ? "\nSome tests FAILED." : "\nAll tests that ran passed.");
process.exit(failed ? 1 : 0);
