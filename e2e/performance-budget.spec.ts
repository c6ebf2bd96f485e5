/**
 * The budget "all JavaScript loaded by / at most 100 KB gzip", measured in a real browser, and a check that the
 * build's size report (scripts/build.mjs, dist/build-report.json) counts every chunk the browser really loads.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "./support/fixtures";

const BUDGET_BYTES = 100 * 1024;
const reportFile = path.join(import.meta.dirname, "..", "dist", "build-report.json");

test("the landing page loads at most 100 KB of JavaScript (gzip), all of it counted by the build report", async ({
  page,
}) => {
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script" || !response.ok()) return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
  });

  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("#root")).not.toBeEmpty();

  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total, `JavaScript loaded by /: ${[...scripts.keys()].join(", ")}`).toBeLessThanOrEqual(BUDGET_BYTES);

  expect(existsSync(reportFile), "dist/build-report.json is written by npm run build").toBe(true);
  const report = JSON.parse(readFileSync(reportFile, "utf8")) as { home: { jsFiles: string[] } };
  const counted = new Set(report.home.jsFiles.map((file) => `/${file}`));
  const uncounted = [...scripts.keys()].filter((file) => !counted.has(file));
  expect(uncounted, "loaded by / but missing from the build's budget (LOADED_BY_HOME in scripts/build.mjs)").toEqual(
    [],
  );
});
