/**
 * Outside production the app opened at 127.0.0.1 works like at localhost (docs/decisions/109): the e2e server runs
 * the built app with APP_URL=http://localhost:<port>, and a visitor who typed the other spelling can still sign up.
 */
import { APP_URL, authForm, expectToast, PASSWORD, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const LOOPBACK_URL = APP_URL.replace("//localhost:", "//127.0.0.1:");

test("signing up at http://127.0.0.1 while APP_URL says localhost", async ({ page }) => {
  const form = authForm(page);
  expect(LOOPBACK_URL).not.toBe(APP_URL);
  await page.goto(`${LOOPBACK_URL}/auth?mode=sign-up`);
  await expect(page.getByRole("heading", { name: "Join PitchCraft" })).toBeVisible();
  await form.firstName.fill("Ada");
  await form.email.fill(uniqueEmail("loopback"));
  await form.password.fill(PASSWORD);
  await form.createAccount.click();
  await expectToast(page, "Account created!", "Please check your email for verification.");
});
