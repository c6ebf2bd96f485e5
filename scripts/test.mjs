#!/usr/bin/env node
// `npm test`: the unit, server and component tests (Vitest), then the end-to-end journeys in Chromium (Playwright)
// against the freshly built product.
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
import { spawnSync } from "node:child_process";
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

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}: ${path.relative(root, command) || command} ${args.join(" ")}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.error) console.error(`Could not run ${command}: ${result.error.message}`);
  return result.status === 0;
}

function loudWarning(lines) {
  const width = Math.max(...lines.map((line) => line.length));
  const bar = "!".repeat(width + 8);
  console.error(["", bar, ...lines.map((line) => `!!  ${line.padEnd(width)}  !!`), bar, ""].join("\n"));
}

const outcomes = [];

if (runUnit) {
  const args = ["run", ...(ambiguous ? ["--passWithNoTests"] : []), ...options, ...unitFilters];
  outcomes.push([
    "unit, server and component tests (Vitest)",
    run("Vitest", bin("vitest"), args) ? "passed" : "FAILED",
  ]);
}

if (runE2e) {
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
    outcomes.push([title, ci ? "FAILED (no Chromium)" : "SKIPPED (no Chromium)"]);
  } else if (!run("Build", process.execPath, [path.join(root, "scripts", "build.mjs")])) {
    outcomes.push([title, "FAILED (the build failed)"]);
  } else {
    const args = ["test", ...(ambiguous ? ["--pass-with-no-tests"] : []), ...options, ...e2eFilters];
    const passed = run("Playwright", bin("playwright"), args, { CHROMIUM_PATH: chromium });
    outcomes.push([title, passed ? "passed" : "FAILED"]);
  }
}

const failed = outcomes.some(([, outcome]) => outcome.startsWith("FAILED"));
console.log("\nnpm test:");
for (const [title, outcome] of outcomes) console.log(`  ${outcome.padEnd(22)} ${title}`);
console.log(failed ? "\nSome tests FAILED." : "\nAll tests that ran passed.");
process.exit(failed ? 1 : 0);
