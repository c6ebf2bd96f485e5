/** Clubs as the journeys set them up (members with SQL) and as people go through them (a club's access key). */
import { expect, type Page } from "@playwright/test";
import { expectToast } from "./accounts";
import type { PostgresServer } from "./postgres-server";

/** Makes the member with this address an active member of the club (setup, with SQL). */
export const joinClub = (postgres: PostgresServer, email: string, clubId: string) =>
  postgres.sql("insert into memberships (user_id, club_id) select id, $2 from users where email = $1", [email, clubId]);

/** Makes the member with this address an officer of the club with this title (setup, with SQL). */
export const makeOfficer = (postgres: PostgresServer, email: string, clubId: string, title: string) =>
  postgres.sql("insert into club_officers (club_id, user_id, title) select $2, id, $3 from users where email = $1", [
    email,
    clubId,
    title,
  ]);

/**
 * An admin issues a Leadership access key for a club on the Administration page; answers the key, read from the page
 * (it is shown once), after checking the keys table lists it with its label and club.
 */
export async function issueClubKey(adminPage: Page, clubName: string, label: string): Promise<string> {
  await adminPage.goto("/dashboard/admin");
  const keys = adminPage.getByRole("region", { name: "Leadership access keys" });
  await keys.getByLabel("Label (optional)").fill(label);
  await keys.getByLabel("Club (optional)").selectOption({ label: clubName });
  await keys.getByRole("button", { name: "Issue key" }).click();
  await expectToast(adminPage, "Access key issued", "Copy the key now: it will not be shown again.");
  const key = (await adminPage.getByTestId("issued-access-key").textContent())?.trim() ?? "";
  expect(key).toMatch(/^LC(-[0-9A-Z]{5}){4}$/);
  await expect(keys.getByRole("row", { name: new RegExp(`${key.slice(0, 8)}.*${label}.*${clubName}`) })).toBeVisible();
  return key;
}

/** A member redeems an access key at the Leadership Central gate. */
export async function redeemAccessKey(page: Page, key: string): Promise<void> {
  await page.goto("/dashboard/leadership");
  await page.getByLabel("Access Key").fill(key);
  await page.getByRole("button", { name: "Verify Access Key" }).click();
  await expectToast(page, "Access Granted", "You now have access to Leadership Central");
}
