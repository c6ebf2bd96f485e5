/**
 * The dashboard's Club Members count is live: a membership row inserted or deleted by anyone — here by SQL
 * straight into the database — changes the number on screen without a reload; so does one made after the page read
 * its figures and before its live stream opened (decision 257).
 *
 * The server Playwright starts uses the embedded database, which its process keeps locked; so this journey runs
 * against a second copy of the built product on PostgreSQL (a database of its own, demo content).
 */

import type { Page } from "@playwright/test";
import { authForm, expectToast, PASSWORD, uniqueEmail } from "./support/accounts";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { waitForLink } from "./support/mail";
import type { PostgresServer } from "./support/postgres-server";

const DEMO_MEMBER = "demo-member-01";

const postgresServer = ownPostgresServer();

/** The number under the dashboard card's label "Club Members". */
const clubMembersFigure = (page: Page) =>
  page
    .getByRole("region", { name: "Your figures" })
    .getByText("Club Members", { exact: true })
    .locator("xpath=../following-sibling::p[1]");

/** A demo member joins one more club, by SQL straight into the database: the new membership's row. */
async function joinAnotherClub(postgres: PostgresServer): Promise<{ id: string }> {
  const [inserted] = await postgres.sql<{ id: string }>(
    `insert into memberships (user_id, club_id)
     select $1, id from clubs
     where id not in (select club_id from memberships where user_id = $1)
     order by name limit 1
     returning id`,
    [DEMO_MEMBER],
  );
  expect(inserted, `a demo club ${DEMO_MEMBER} is not a member of`).toBeDefined();
  return inserted as { id: string };
}

async function activeClubMembers(postgres: PostgresServer): Promise<number> {
  const [row] = await postgres.sql<{ count: string }>(
    "select count(*) from memberships where membership_type = 'club_member' and status = 'active'",
  );
  return Number(row?.count);
}

test("the Club Members count follows memberships inserted and deleted in the database, without a reload", async ({
  page,
}) => {
  const postgres = postgresServer();
  const email = uniqueEmail("lena");

  // A new member, signed up and verified through the screens of this server.
  await page.goto(`${postgres.url}/auth`);
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  const form = authForm(page);
  await form.firstName.fill("Lena");
  await form.email.fill(email);
  await form.password.fill(PASSWORD);
  await form.createAccount.click();
  await expectToast(page, "Account created!", "Please check your email for verification.");
  const link = await waitForLink(email, "verification", { dir: postgres.dataDir });

  // The live stream must be open before the database changes, or there is nothing to hear them.
  const streamOpen = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/live" && (url.searchParams.get("topics") ?? "").split(",").includes("memberships");
  });
  await page.goto(link);
  await expect(page).toHaveURL(`${postgres.url}/dashboard`);
  await expect(page.getByRole("heading", { name: "Welcome Lena", level: 1 })).toBeVisible();
  expect((await streamOpen).status()).toBe(200);

  // The number under the card's label.
  const figure = clubMembersFigure(page);
  const before = await activeClubMembers(postgres);
  expect(before).toBeGreaterThan(0); // the demo clubs have members
  await expect(figure).toHaveText(String(before));

  // Anything that reloads the page would drop this marker.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  const inserted = await joinAnotherClub(postgres);
  await expect(figure).toHaveText(String(before + 1), { timeout: 5_000 });

  await postgres.sql("delete from memberships where id = $1", [inserted.id]);
  await expect(figure).toHaveText(String(before), { timeout: 5_000 });

  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test("a change made after the page read its figures but before its live stream opened shows all the same", async ({
  signedInMember,
}) => {
  const postgres = postgresServer();
  const { page } = await signedInMember("Lou");
  // the live stream is held back until the database has changed after the page's first read
  let letStreamOpen = () => {};
  const held = new Promise<void>((resolve) => {
    letStreamOpen = resolve;
  });
  await page.route(
    (url) => url.pathname === "/api/live",
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto("/dashboard");
  const figure = clubMembersFigure(page);
  const before = await activeClubMembers(postgres);
  await expect(figure).toHaveText(String(before));

  const inserted = await joinAnotherClub(postgres);
  letStreamOpen();
  await expect(figure).toHaveText(String(before + 1), { timeout: 5_000 });
  await postgres.sql("delete from memberships where id = $1", [inserted.id]);
  await expect(figure).toHaveText(String(before), { timeout: 5_000 });
});
