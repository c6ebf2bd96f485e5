/**
 * Runs axe-core in the page and fails on any violation, whatever its impact (minor ones too).
 * (@axe-core/playwright needs a newer Node than ours, so axe-core is loaded from node_modules directly.)
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
let axeScript: string | undefined;
const axeSource = () => {
  axeScript ??= readFileSync(AXE_SCRIPT, "utf8");
  return axeScript;
};

/** WCAG 2.x A and AA, plus axe's best practices (landmarks, headings). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type AxeNode = { target: unknown[]; html: string; failureSummary?: string };
type AxeViolation = { id: string; impact?: string | null; help: string; helpUrl: string; nodes: AxeNode[] };

declare global {
  interface Window {
    axe?: {
      run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }>;
    };
  }
}

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${JSON.stringify(node.target)} ${node.html}\n      ${node.failureSummary ?? ""}`)
        .join("\n");
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    })
    .join("\n");
}

/**
 * Checks the page as it is now (wait for its content first); `label` names the state in the failure message.
 * `within`: a CSS selector to check only that part, e.g. an open modal menu: while it is open the rest of the page
 * is aria-hidden and unreachable (focus is trapped in the menu), which axe's aria-hidden-focus rule cannot tell.
 */
export async function expectNoAxeViolations(page: Page, label: string, within?: string): Promise<void> {
  // Let entrance transitions (toasts, menus) settle, so colours are measured at their final values: a frame or two
  // first (a toast mounted just now starts its transition on the next frame), then again while any still runs.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const deadline = performance.now() + 3000;
    while (performance.now() < deadline) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        );
      if (running.length === 0) return;
      await Promise.race([
        Promise.allSettled(running.map((animation) => animation.finished)),
        new Promise((resolve) => setTimeout(resolve, 500)),
      ]);
    }
  });
  // Not page.addScriptTag: the app's Content-Security-Policy (script-src 'self') blocks inline scripts, while
  // Playwright's own evaluation is not subject to it.
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource());
  const violations = await page.evaluate(
    async ({ tags, selector }) => {
      if (!window.axe) throw new Error("axe-core did not load");
      const context = selector ? { include: [selector] } : document;
      const options = { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] };
      return (await window.axe.run(context, options)).violations;
    },
    { tags: TAGS, selector: within },
  );
  expect(
    violations.map((violation) => `${violation.id} (${violation.nodes.length} elements)`),
    `axe found accessibility problems on ${label} (${page.url()}):\n${describeViolations(violations)}`,
  ).toEqual([]);
}
