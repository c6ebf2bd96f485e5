/**
 * Club officers (decision 139): an admin issues an access key for a club; a member redeems it at the Leadership
 * Central gate and is an officer of that club; on the club's page they appoint another member as VP Education; a
 * member of another club sees the officers and their titles, without the controls.
 *
 * The admin role and the clubs are written with SQL, which only a PostgreSQL-backed copy of the product allows.
 */
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { issueClubKey, joinClub, redeemAccessKey } from "./support/clubs";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();

test("an admin issues a club's key; the member who redeems it appoints a VP Education; others only see", async ({
  signedInAdmin,
  signedInMember,
  newMember,
  signedInPage,
}) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const suffix = Date.now().toString(36);
  const clubName = `Harbour Officers ${suffix}`;
  const [harbour] = await postgres.sql<{ id: string }>(
    "insert into clubs (name, location) values ($1, 'Cape Town') returning id",
    [clubName],
  );
  const [hilltop] = await postgres.sql<{ id: string }>(
    "insert into clubs (name, location) values ($1, 'Zurich') returning id",
    [`Hilltop Others ${suffix}`],
  );
  const harbourId = harbour?.id ?? "";

  // The admin issues a key for the club.
  const { page: adminPage } = await signedInAdmin("Ada");
  const key = await issueClubKey(adminPage, clubName, "Harbour officers");
  await adminPage.context().close();

  // Ben is a member of the club; Vera redeems the key and becomes its officer (and a member).
  const ben = await newMember("Ben");
  await joinClub(postgres, ben.email, harbourId);
  const { page } = await signedInMember("Vera");
  await redeemAccessKey(page, key);

  await page.goto(`/dashboard/find-clubs/${harbourId}`);
  const officers = page.getByRole("region", { name: "Officers" });
  await expect(officers.getByRole("listitem")).toHaveText([/Vera\s*Officer/]);

  // She appoints Ben as VP Education, by keyboard.
  const member = officers.getByLabel("Member");
  await member.focus();
  await member.selectOption({ label: "Ben" });
  await officers.getByLabel("Title", { exact: true }).selectOption("VP Education");
  await officers.getByRole("button", { name: "Appoint officer" }).press("Enter");
  await expectToast(page, "Officer Appointed", "Ben is now VP Education.");
  await expect(officers.getByRole("listitem")).toHaveText([/Ben\s*VP Education/, /Vera\s*Officer/]);
  await expect(officers.getByRole("button", { name: "Remove Ben as VP Education" })).toBeVisible();
  await expectNoAxeViolations(page, "club page with its officers");

  await expect(page.getByText("Ben is now VP Education.")).toBeHidden({ timeout: 15_000 });
  await pictures(page, officers, "desktop");

  // On a phone the section fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await pictures(page, officers, "phone");

  // Removing asks first; Cancel keeps the officer.
  await officers.getByRole("button", { name: "Remove Ben as VP Education" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Ben as VP Education?" });
  await expect(confirm).toContainText("Ben will no longer be VP Education of this club.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(officers.getByRole("listitem")).toHaveText([/Ben\s*VP Education/, /Vera\s*Officer/]);

  // A member of another club sees the officers and titles, without the controls.
  const olga = await newMember("Olga");
  await joinClub(postgres, olga.email, hilltop?.id ?? "");
  const other = await signedInPage(olga);
  await other.goto(`/dashboard/find-clubs/${harbourId}`);
  const seen = other.getByRole("region", { name: "Officers" });
  await expect(seen.getByRole("listitem")).toHaveText([/Ben\s*VP Education/, /Vera\s*Officer/]);
  await expect(seen.getByRole("button")).toHaveCount(0);
  await expect(seen.getByRole("form", { name: "Appoint an officer" })).toHaveCount(0);
});

/** The Officers section in the light and the dark theme, for docs/features.md. */
async function pictures(page: Page, section: Locator, device: "desktop" | "phone") {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await section.screenshot({ path: `docs/screenshots/club-officers-${device}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: "light" });
}
