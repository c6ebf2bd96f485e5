/**
 * Planned absences (decision 156): a member adds away dates on the profile page, sees them listed, is told when the
 * range is wrong, and removes them; the section passes axe and fits a 390 px phone, light and dark.
 */
import type { Page } from "@playwright/test";
import { absenceDays } from "../src/domain/members/absences";
import { paths } from "../src/domain/paths";
import { DAY } from "../src/domain/time";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/** "YYYY-MM-DD", `days` from today in UTC, the browser's zone here. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const IN_UTC = { timezoneId: "UTC" };
const SHOTS = "test-results/away-dates";

const awayDates = (page: Page) => page.getByRole("region", { name: "Away dates" });
const listed = (page: Page) => awayDates(page).getByRole("list", { name: "Your away dates" }).getByRole("listitem");

async function fillRange(page: Page, first: string, last: string, note = "") {
  const section = awayDates(page);
  await section.getByLabel("First day").fill(first);
  await section.getByLabel("Last day").fill(last);
  await section.getByLabel("Note (optional)").fill(note);
  await section.getByRole("button", { name: "Add away dates" }).click();
}

test("a member adds away dates, is told when the range is wrong, and removes them", async ({
  signedInMember,
  signedInPage,
}) => {
  test.setTimeout(90_000);
  const mia = await signedInMember("Mia", IN_UTC);
  const { page } = mia;
  await page.goto(paths.profile);
  const section = awayDates(page);
  await expect(
    section.getByText("Clubs won't remind you, offer you roles or ask you to fill open roles on these days."),
  ).toBeVisible();
  await expect(section.getByText("No away dates planned.")).toBeVisible();

  // a last day before the first: the form says so, nothing is sent
  await fillRange(page, dayFromNow(10), dayFromNow(5));
  const lastDay = section.getByLabel("Last day");
  await expect(section.getByText("The last day cannot be before the first day.")).toBeVisible();
  await expect(lastDay).toHaveAttribute("aria-invalid", "true");
  await expect(section.getByText("No away dates planned.")).toBeVisible();

  const trip = { firstDay: dayFromNow(10), lastDay: dayFromNow(14) };
  await fillRange(page, trip.firstDay, trip.lastDay, "Family visit");
  await expectToast(page, "Away dates added", `You are away ${absenceDays(trip)}.`);
  await expect(listed(page)).toHaveCount(1);
  await expect(listed(page).first()).toContainText(absenceDays(trip));
  await expect(listed(page).first()).toContainText("Family visit");
  await expect(section.getByLabel("First day")).toHaveValue("");

  const dentist = { firstDay: dayFromNow(3), lastDay: dayFromNow(3) };
  await fillRange(page, dentist.firstDay, dentist.lastDay);
  await expectToast(page, "Away dates added", `You are away ${absenceDays(dentist)}.`);
  // soonest first
  await expect(listed(page)).toHaveCount(2);
  await expect(listed(page).nth(0)).toContainText(absenceDays(dentist));
  await expect(listed(page).nth(1)).toContainText(absenceDays(trip));

  await expectNoAxeViolations(page, "the profile page with away dates");
  await section.screenshot({ path: `${SHOTS}/desktop-light.png` });

  // the views in dark and on a phone
  for (const [name, options] of [
    ["desktop-dark", { colorScheme: "dark" }],
    ["phone-light", { colorScheme: "light", viewport: { width: 390, height: 844 } }],
    ["phone-dark", { colorScheme: "dark", viewport: { width: 390, height: 844 } }],
  ] as const) {
    const other = await signedInPage(mia, { ...IN_UTC, ...options });
    await other.goto(paths.profile);
    await expect(listed(other)).toHaveCount(2);
    if ("viewport" in options) {
      expect(await other.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
    }
    await expectNoAxeViolations(other, `the away dates, ${name}`);
    await awayDates(other).screenshot({ path: `${SHOTS}/${name}.png` });
  }

  await listed(page)
    .nth(0)
    .getByRole("button", { name: `Remove away dates ${absenceDays(dentist)}` })
    .click();
  await expectToast(page, "Away dates removed", `You are no longer away ${absenceDays(dentist)}.`);
  await expect(listed(page)).toHaveCount(1);
  await page.reload();
  await expect(listed(page)).toHaveCount(1);
  await expect(listed(page).first()).toContainText(absenceDays(trip));
});
