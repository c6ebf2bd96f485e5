/**
 * The Administration page's access keys speak in words and ask before deactivating; and a server without Google
 * configured offers no "Continue with Google".
 *
 * The admin role is inserted with SQL, which the embedded database of the main e2e server does not allow (its
 * process holds the lock), so these journeys run on a PostgreSQL-backed copy of the product, which also has no
 * Google configured.
 */

import { format } from "date-fns";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();

test("without Google configured, the sign-in screen offers no Continue with Google", async ({ page }) => {
  const postgres = postgresServer();
  await page.goto(`${postgres.url}/auth`);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  await expect(page.getByText("or", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Join PitchCraft" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
});

test("an expiry date in the past is refused in words; Deactivate asks first", async ({ signedInAdmin }) => {
  test.setTimeout(60_000);
  const { page } = await signedInAdmin("Ada");
  await page.goto("/dashboard/admin");
  const keys = page.getByRole("region", { name: "Leadership access keys" });

  // The picker offers no day before today; a past date typed anyway is refused with a sentence, not a field name.
  const lastDay = keys.getByLabel("Last day", { exact: true });
  await expect(lastDay).toHaveAttribute("min", format(new Date(), "yyyy-MM-dd"));
  await lastDay.fill("2001-01-01");
  await keys.getByRole("button", { name: "Issue key" }).click();
  await expectToast(page, "Error", "The expiry date must be today or later.", { destructive: true });

  await lastDay.fill("");
  await keys.getByLabel("Label (optional)").fill("Autumn officers");
  await keys.getByRole("button", { name: "Issue key" }).click();
  await expectToast(page, "Access key issued", "Copy the key now: it will not be shown again.");
  const key = (await page.getByTestId("issued-access-key").textContent())?.trim() ?? "";
  const prefix = key.slice(0, 8);
  const row = keys.getByRole("row", { name: new RegExp(`${prefix}.*Autumn officers`) });
  await expect(row).toContainText("Active");

  // Deactivate asks first; Cancel leaves the key working.
  await row.getByRole("button", { name: `Deactivate ${prefix}` }).click();
  const asked = page.getByRole("alertdialog", { name: `Deactivate ${prefix}…?` });
  await expect(asked).toBeVisible();
  await expect(asked).toContainText("Nobody can redeem this key any more.");
  await expectNoAxeViolations(page, "deactivate confirmation");
  await asked.getByRole("button", { name: "Cancel" }).click();
  await expect(asked).toBeHidden();
  await expect(row).toContainText("Active");

  await row.getByRole("button", { name: `Deactivate ${prefix}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Deactivate key" }).click();
  await expect(row).toContainText("Inactive");
});
