/**
 * Takes screenshots of the product's pages on a desktop and a 390 px phone, signed out and signed in.
 * Usage: npx tsx scripts/screenshots.ts [baseUrl] [outDir]   (a server must be running; demo content seeded)
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const baseUrl = process.argv[2] ?? "http://localhost:3000";
const outDir = process.argv[3] ?? "docs/screenshots";
const dataDir = process.env.DATA_DIR ?? "./data";

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const PUBLIC_PAGES = {
  landing: "/",
  auth: "/auth",
  "dashboard-visitor": "/dashboard",
  "not-found": "/dashboard/nowhere",
};
const MEMBER_PAGES = { dashboard: "/dashboard", profile: "/dashboard/profile" };

function newestLink(): string | undefined {
  const outbox = path.join(dataDir, "outbox");
  const newest = readdirSync(outbox).sort().at(-1);
  if (!newest) return undefined;
  const text = readFileSync(path.join(outbox, newest), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  return text.match(/https?:\/\/\S+verify-email\?token=[^\s"<]+/)?.[0];
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const email = `screens-${Date.now()}@example.com`;
  const context = await browser.newContext();
  const response = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { name: "Jordan", email, password: "speak-up-2026", callbackURL: "/dashboard" },
    headers: { origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()}`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const link = newestLink();
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    const visitor = await browser.newPage({ viewport });
    for (const [name, route] of Object.entries(PUBLIC_PAGES)) {
      await visitor.goto(`${baseUrl}${route}`);
      await visitor.waitForLoadState("networkidle");
      await visitor.screenshot({ path: path.join(outDir, `${name}-${viewportName}.png`), fullPage: true });
    }
    await visitor.close();
  }
  if (link) {
    const member = await context.newPage();
    await member.goto(link);
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      await member.setViewportSize(viewport);
      for (const [name, route] of Object.entries(MEMBER_PAGES)) {
        await member.goto(`${baseUrl}${route}`);
        await member.waitForLoadState("networkidle");
        await member.screenshot({ path: path.join(outDir, `${name}-${viewportName}.png`), fullPage: true });
      }
    }
  }
  await browser.close();
  console.log(`Screenshots written to ${outDir}`);
}

await main();
