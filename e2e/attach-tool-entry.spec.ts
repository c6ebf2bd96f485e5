/**
 * Nothing left in one browser (decision 244): the demo member Jonas Weber times Leila Haddad's Table Topics answer on
 * the standalone timer, attaches the log to last week's Lunchtime Pitch Club meeting (ended: its report stays as it
 * was) and Leila; Leila's speaking record then shows the speech. The dialog is photographed in the four looks and fits
 * a 390 px phone.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { authForm, expectToast, submitSignIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { FOUR_LOOKS } from "./support/looks";
import { waitForLink } from "./support/mail";

const JONAS = "jonas.weber@members.example";
const LEILA = "leila.haddad@members.example";
const PASSWORD = "attach tool entry demo";
const SHOTS = "docs/screenshots";
const LAST_WEEK = /^Lunchtime Pitch Club: Last Week · Bay Area Pitch Masters · /;

/** A demo member signs in as a visitor of the demo would: a new password from the reset link in the outbox. */
async function signInAs(page: Page, email: string) {
  await page.goto("/auth");
  await authForm(page).email.fill(email);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expectToast(
    page,
    "Check your email",
    "If an account exists for that address, a link to reset the password is on its way.",
  );
  await page.goto(await waitForLink(email, "reset"));
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expectToast(page, "Password updated", "You can now sign in with your new password.");
  expect((await submitSignIn(page, email, PASSWORD)).ok()).toBe(true);
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
}

/** The timer's history's one log and its Attach button, the dialog open on it. */
async function openAttachDialog(page: Page) {
  await page.goto("/dashboard/resources/timer");
  await page.getByRole("button", { name: /^Attach Leila Haddad's Table Topics \(0:0\d\) to a meeting$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Attach to a meeting" });
  const meeting = dialog.getByLabel("Meeting");
  await expect(meeting.locator("option", { hasText: "Lunchtime Pitch Club: Last Week" })).toHaveCount(1);
  await meeting.selectOption({ label: await lastWeekLabel(page) });
  await expect(dialog.getByLabel("Speaker")).toHaveValue(/.+/);
  return dialog;
}

const lastWeekLabel = async (page: Page) =>
  (await page.getByLabel("Meeting").locator("option").allTextContents()).find((label) => LAST_WEEK.test(label)) ?? "";

test("a timer log attached to last week's meeting and its speaker shows in the speaker's record", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, JONAS);

  await page.goto("/dashboard/resources/timer");
  await page.getByLabel("Speech Type").selectOption({ label: "Table Topics (1:00–2:00)" });
  await page.getByLabel("Speaker Name").fill("Leila Haddad");
  await page.getByRole("button", { name: "Start" }).click();
  await page.waitForTimeout(2_200);
  await page.getByRole("button", { name: "Stop & Log" }).click();
  await expect(page.getByRole("region", { name: /Speech History/ })).toContainText("Leila Haddad");

  // the dialog in the four looks, from the same browser's history (its local storage goes with the session)
  const storageState = await page.context().storageState();
  for (const [name, options] of FOUR_LOOKS) {
    const context = await browser.newContext({ ...options, storageState });
    const shown = await context.newPage();
    const dialog = await openAttachDialog(shown);
    await expect(dialog.getByLabel("Speaker")).toHaveValue(/.+/);
    if ("viewport" in options) {
      expect(await shown.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
    }
    await expectNoAxeViolations(shown, `the Attach to a meeting dialog, ${name}`, '[role="dialog"]');
    await shown.screenshot({ path: `${SHOTS}/attach-tool-entry-${name}.png` });
    await context.close();
  }

  const dialog = await openAttachDialog(page);
  const speaker = dialog.getByLabel("Speaker");
  await expect(speaker.locator("option:checked")).toHaveText("Leila Haddad");
  await dialog.getByLabel("Speech title (optional)").fill("The Best Advice I Ignored");
  await dialog.getByRole("button", { name: "Attach" }).click();
  const attached = page.locator("[data-sonner-toast]").filter({ hasText: "Entry Attached" });
  await expect(attached).toContainText(
    "Added to Leila Haddad's speaking record for Lunchtime Pitch Club: Last Week · Bay Area Pitch Masters",
  );
  await expect(dialog).toBeHidden();
  const history = page.getByRole("region", { name: /Speech History/ });
  await expect(history).toContainText("Attached to Lunchtime Pitch Club: Last Week");
  await expect(history.getByRole("button", { name: /to a meeting/ })).toHaveCount(0);

  // Leila finds the speech in her record
  const leilasBrowser = await browser.newContext();
  const leila = await leilasBrowser.newPage();
  await leila.setViewportSize({ width: 1280, height: 900 });
  await signInAs(leila, LEILA);
  await leila.goto("/dashboard/profile/record");
  const speeches = leila.getByRole("table", { name: "Your speeches" });
  await expect(speeches.getByRole("row", { name: /The Best Advice I Ignored/ })).toContainText(
    "Lunchtime Pitch Club: Last Week",
  );
  await leilasBrowser.close();
});
