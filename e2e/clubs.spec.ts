/**
 * Find Clubs: a member searches (server-side, case-insensitive), joins a club — the Member badge and the member count
 * follow — opens the club page, leaves again, and a search that matches nothing shows the empty state.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const CLUB = "Berlin Demo Night";

const card = (page: Page, name: string) => page.getByRole("article", { name });
const members = (page: Page) => card(page, CLUB).getByText(/^\d+ members?$/);

test("a member searches, joins a club (Member badge), opens it and leaves", async ({ signedInMember }) => {
  const { page } = await signedInMember("Clara");
  await page.goto("/dashboard/find-clubs");
  await expect(page.getByRole("heading", { name: "Find Clubs", level: 1 })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(9);
  await expectNoAxeViolations(page, "Find Clubs");

  await page.getByRole("searchbox", { name: "Search clubs" }).fill("germany");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(card(page, CLUB)).toBeVisible();
  const before = Number((await members(page).textContent())?.split(" ")[0]);

  await card(page, CLUB)
    .getByRole("button", { name: `Join Club ${CLUB}` })
    .click();
  await expectToast(page, "Success", "Successfully joined the club!");
  await expect(card(page, CLUB).getByText("Member", { exact: true })).toBeVisible();
  await expect(members(page)).toHaveText(`${before + 1} members`);
  await expect(card(page, CLUB).getByRole("button", { name: `Leave Club ${CLUB}` })).toBeVisible();

  await card(page, CLUB).getByRole("link", { name: CLUB, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/find-clubs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: CLUB, level: 1 })).toBeVisible();
  await expect(page.getByText("Member", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Events", exact: true })).toBeVisible();
  await expect(page.getByText("Wednesdays at 7:30 PM (Central European Time — Berlin)")).toBeVisible();
  // a member who is not an officer gets no way to the club's Leadership Central pages
  await expect(page.getByRole("link", { name: "Club dashboard" })).toHaveCount(0);
  await expectNoAxeViolations(page, "club page");

  await page.getByRole("link", { name: "Back to Find Clubs" }).click();
  await page.getByRole("searchbox", { name: "Search clubs" }).fill("DEMO night");
  await card(page, CLUB)
    .getByRole("button", { name: `Leave Club ${CLUB}` })
    .click();
  await expectToast(page, "Success", "Successfully left the club.");
  await expect(card(page, CLUB).getByText("Member", { exact: true })).toHaveCount(0);
  await expect(members(page)).toHaveText(`${before} members`);

  await page.getByRole("searchbox", { name: "Search clubs" }).fill("no club is called this");
  await expect(page.getByRole("heading", { name: "No clubs found" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expectNoAxeViolations(page, "no clubs found");
});

test("a visitor reads the clubs and is sent to sign in to join", async ({ page }) => {
  await page.goto("/dashboard/find-clubs");
  await card(page, CLUB)
    .getByRole("button", { name: `Join Club ${CLUB}` })
    .click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/auth" && url.searchParams.get("next") === "/dashboard/find-clubs",
  );
});
