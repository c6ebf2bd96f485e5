/**
 * "Continue with Google" in a real browser, against the local OpenID provider (e2e/support/oidc-provider.ts)
 * that playwright.config.ts starts on http://localhost:3299 and points the app at with GOOGLE_DISCOVERY_URL,
 * GOOGLE_CLIENT_ID=pitchcraft-test and GOOGLE_CLIENT_SECRET=pitchcraft-test-secret.
 * The provider signs its one account (Grace Hopper) in and approves at once, so there is no form to fill.
 */

import { expect, test } from "./support/fixtures";
import { DEFAULT_OIDC_PORT } from "./support/oidc-provider";

const PROVIDER_ORIGIN = `http://localhost:${DEFAULT_OIDC_PORT}`;

test("a visitor continues with Google and lands on the dashboard, greeted by first name", async ({ page }) => {
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  page.on("request", (request) => {
    if (request.isNavigationRequest()) visited.push(request.url());
  });

  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue with Google" }).click();

  await page.waitForURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome Grace" })).toBeVisible();

  // The browser really went through the provider and came back through the app's callback.
  expect(visited.some((url) => url.startsWith(`${PROVIDER_ORIGIN}/auth`))).toBe(true);
  expect(visited.some((url) => new URL(url).pathname === "/api/auth/callback/google")).toBe(true);

  // The session is the app's own: a reload keeps Grace signed in.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Welcome Grace" })).toBeVisible();
});
