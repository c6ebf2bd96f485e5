/**
 * My speaking record (decision 240): the demo member Marcus Chen — who signs in as anyone trying the demo can, by
 * "Forgot password?" and the link in the outbox — opens his record from the profile menu: the speeches of his clubs'
 * meetings over more than a year, filtered by club and by period (kept in the address), the filler-word trend's
 * table agreeing with the speeches listed, and the CSV download holding the same numbers. The page passes axe in
 * the four looks and fits a phone; a member with a long dotted name and address and no meeting yet sees the empty
 * record and its printable page at 360 px.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { authForm, expectToast, openProfileMenu, submitSignIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { FOUR_LOOKS } from "./support/looks";
import { waitForLink } from "./support/mail";
import { cellsOf, csvSpeech, downloadRecordCsv, listedSpeech, speechCell } from "./support/record";

const MARCUS = "marcus.chen@members.example";
const PASSWORD = "speaking record demo";
const SHOTS = "docs/screenshots";

/** The demo member signs in as a visitor of the demo would: a new password from the reset link in the outbox. */
async function signInAsMarcus(page: Page) {
  await page.goto("/auth");
  await authForm(page).email.fill(MARCUS);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expectToast(
    page,
    "Check your email",
    "If an account exists for that address, a link to reset the password is on its way.",
  );
  await page.goto(await waitForLink(MARCUS, "reset"));
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expectToast(page, "Password updated", "You can now sign in with your new password.");
  expect((await submitSignIn(page, MARCUS, PASSWORD)).ok()).toBe(true);
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
}

test("the demo member reads his speaking record: filters, the trend's table, the CSV and four looks", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsMarcus(page);

  await openProfileMenu(page);
  await page.getByRole("menuitem", { name: "My speaking record" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/profile/record");
  await expect(page.getByRole("heading", { level: 1, name: "My speaking record" })).toBeVisible();
  const speeches = page.getByRole("table", { name: "Your speeches" });
  // four speeches at Remote Pitch Circle over the year, last week's and today's at Bay Area Pitch Masters
  await expect(speeches.locator("tbody tr")).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "Votes won (2)" })).toBeVisible();

  // by club, then by period: the address keeps the choice
  await page.getByLabel("Club").selectOption({ label: "Remote Pitch Circle" });
  await expect(page).toHaveURL(/[?&]club=[^&]+/);
  await expect(speeches.locator("tbody tr")).toHaveCount(4);
  await page.getByLabel("Period").selectOption({ label: "Last 3 months" });
  await expect(page).toHaveURL(/[?&]period=3m/);
  await expect(speeches.locator("tbody tr")).toHaveCount(1);
  await expect(speeches).toContainText("Time Zones Are a Feature");
  await page.reload();
  await expect(page.getByLabel("Period")).toHaveValue("3m");
  await expect(speeches.locator("tbody tr")).toHaveCount(1);

  // all clubs in the last 3 months: the filler-word trend's table says what the speeches list says
  await page.getByLabel("Club").selectOption({ label: "All clubs" });
  await expect(speeches.locator("tbody tr")).toHaveCount(3);
  const listed = await cellsOf(speeches);
  const fillers = page.getByRole("region", { name: "Filler words per minute" });
  await expect(fillers.locator("canvas").first()).toBeVisible();
  await fillers.getByRole("button", { name: "Show as a table" }).click();
  const trendRows = await cellsOf(fillers.getByRole("table", { name: "Filler words per minute, as a table" }));
  // the table runs oldest first, the list newest first
  expect(trendRows.map((row) => [row[0], row[2]])).toEqual(
    listed
      .filter((row) => speechCell(row, "Per minute") !== "—")
      .reverse()
      .map((row) => [speechCell(row, "Date"), speechCell(row, "Per minute")]),
  );
  expect(trendRows.at(-1)?.[3]).toContain("atest");
  expect(trendRows.filter((row) => row[3]?.startsWith("Best"))).toHaveLength(1);

  // the CSV of what the page shows holds the same numbers
  const csv = await downloadRecordCsv(page);
  expect(csv.fileName).toMatch(/^marcus-chen-speaking-record-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvSpeeches = csv.rows
    .filter((row) => csv.cell(row, "Line") === "Speech")
    .map((row) => csvSpeech(csv.cell, row));
  expect(csvSpeeches).toEqual(listed.reverse().map(listedSpeech));

  // the printable page of the same selection
  await page.getByRole("link", { name: "Printable page" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/profile/record/print");
  await expect(page.getByRole("heading", { level: 1, name: "Speaking record" })).toBeVisible();
  const sheet = page.getByRole("article");
  await expect(sheet.getByText("Marcus Chen", { exact: true })).toBeVisible();
  await expect(sheet.getByText("All clubs · Last 3 months")).toBeVisible();

  // four looks of the whole record: axe-clean, a phone never scrolls sideways
  const storageState = await page.context().storageState();
  for (const [name, options] of FOUR_LOOKS) {
    const context = await browser.newContext({ ...options, storageState });
    const shown = await context.newPage();
    await shown.goto("/dashboard/profile/record");
    await expect(
      shown
        .getByRole("table", { name: "Your speeches" })
        .or(shown.getByRole("list", { name: "Your speeches" }))
        .first(),
    ).toBeVisible();
    await expect(shown.locator("canvas").first()).toBeVisible();
    await shown
      .getByRole("region", { name: "Filler words per minute" })
      .getByRole("button", { name: "Show as a table" })
      .click();
    if ("viewport" in options) {
      expect(await shown.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
    }
    await expectNoAxeViolations(shown, `the speaking record, ${name}`);
    await shown.screenshot({ path: `${SHOTS}/speaking-record-${name}.png`, fullPage: true });
    await context.close();
  }
});

test("a member with a long dotted name and no meeting yet: the empty record and its printable page at 360 px", async ({
  signedInMember,
}) => {
  const { page } = await signedInMember("first.last.1795703684586", { viewport: { width: 360, height: 780 } });
  await page.goto("/dashboard/profile/record");
  await expect(page.getByRole("heading", { name: "No meetings yet" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page, "the empty speaking record at 360 px");
  await page.goto("/dashboard/profile/record/print");
  const sheet = page.getByRole("article");
  await expect(sheet.getByText("first.last.1795703684586", { exact: true })).toBeVisible();
  await expect(sheet.getByText(/^first\.last\.1795703684586\.\d+.*@example\.com$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page, "the empty speaking record's printable page at 360 px");
  await page.screenshot({ path: `${SHOTS}/speaking-record-long-name-360.png`, fullPage: true });
});
