import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end journeys in Chromium (Debian's, not Playwright's download) against the built product.
 * `npm test` builds first (scripts/test.mjs); run alone, `npx playwright test` lets scripts/start.mjs build when the
 * built tree is stale. Each run starts on an empty data folder, so the demo content is seeded fresh.
 */

const root = import.meta.dirname;

export const E2E_PORT = Number(process.env.E2E_PORT) || 3210;
export const E2E_APP_URL = `http://localhost:${E2E_PORT}`;
/** The app's DATA_DIR during the journeys; e-mails are files in `<E2E_DATA_DIR>/outbox/*.eml`. */
export const E2E_DATA_DIR = path.join(root, ".data-e2e");
// Also for specs that prefer the environment to importing this file.
process.env.E2E_DATA_DIR = E2E_DATA_DIR;
process.env.E2E_APP_URL = E2E_APP_URL;

/** The local OpenID provider standing in for Google: e2e/support/oidc-provider.ts (its client and port). */
const OIDC_PORT = Number(process.env.OIDC_PORT) || 3299;
const OIDC_DISCOVERY_URL = `http://localhost:${OIDC_PORT}/.well-known/openid-configuration`;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  forbidOnly: process.env.CI === "true",
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_APP_URL,
    screenshot: "only-on-failure",
    trace: "off",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-quic",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `node_modules/.bin/tsx e2e/support/oidc-provider.ts`,
      cwd: root,
      url: OIDC_DISCOVERY_URL,
      env: { OIDC_PORT: String(OIDC_PORT) },
      // Locally, one already started by hand (`npx tsx e2e/support/oidc-provider.ts`) is fine: it keeps no state.
      reuseExistingServer: process.env.CI !== "true",
      timeout: 30_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      // A fresh data folder every run; scripts/start.mjs builds first only when the built tree is stale.
      command: `rm -rf ${JSON.stringify(E2E_DATA_DIR)} && node scripts/start.mjs`,
      cwd: root,
      url: `${E2E_APP_URL}/api/health`,
      env: {
        PORT: String(E2E_PORT),
        APP_URL: E2E_APP_URL,
        DATA_DIR: E2E_DATA_DIR,
        DATABASE_URL: "",
        SMTP_URL: "",
        LOG_LEVEL: "warn",
        GOOGLE_CLIENT_ID: "pitchcraft-test",
        GOOGLE_CLIENT_SECRET: "pitchcraft-test-secret",
        GOOGLE_DISCOVERY_URL: OIDC_DISCOVERY_URL,
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
  ],
});
