/**
 * Leadership Central for one club (decisions 178, 179): an admin issues a club's key, which the form and the issued
 * key show as for one person and 14 days; the officer who redeems it sees their club's figures and activity only,
 * not a member joining another club; the key does not work a second time; an officer of two clubs chooses which
 * club's overview they see; an admin without any key reaches Leadership Central and sees the whole network.
 *
 * The admin role, the clubs, their members and meetings are written with SQL, which only a PostgreSQL-backed copy of
 * the product allows. The journey also takes the screenshots of docs/features.md's "Clubs and Leadership Central".
 */
import type { Locator, Page } from "@playwright/test";
import { DAY } from "../src/domain/time";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { joinClub, redeemAccessKey } from "./support/clubs";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();

/** A figure of the overview: its card reads the label and the value only. */
const figure = (page: Page, label: string): Locator => page.getByText(label, { exact: true }).locator("..");

test("an officer sees their club's Leadership Central; an officer of two clubs chooses; an admin needs no key", async ({
  signedInAdmin,
  signedInMember,
  newMember,
}) => {
  test.setTimeout(180_000);
  const postgres = postgresServer();
  const suffix = Date.now().toString(36);
  const names = {
    harbour: `North Harbour Speakers ${suffix}`,
    hilltop: `Hilltop Pitch Society ${suffix}`,
    river: `Riverside Storytellers ${suffix}`,
  };
  const ids: Record<keyof typeof names, string> = { harbour: "", hilltop: "", river: "" };
  for (const club of Object.keys(names) as Array<keyof typeof names>) {
    const [row] = await postgres.sql<{ id: string }>(
      "insert into clubs (name, location, time_zone) values ($1, 'Leeds', 'UTC') returning id",
      [names[club]],
    );
    ids[club] = row?.id ?? "";
  }

  // The admin issues a key for North Harbour: the form starts at one use and 14 days, and the key says so.
  const { page: admin } = await signedInAdmin("Ada");
  await admin.goto("/dashboard/admin");
  const keys = admin.getByRole("region", { name: "Leadership access keys" });
  const lastDay = new Date(Date.now() + 14 * DAY).toISOString().slice(0, 10);
  await expect(keys.getByLabel("Uses", { exact: true })).toHaveValue("1");
  await expect(keys.getByLabel("Last day", { exact: true })).toHaveValue(lastDay);
  await keys.getByLabel("Label (optional)").fill("Harbour president");
  await keys.getByLabel("Club (optional)").selectOption({ label: names.harbour });
  await keys.getByRole("button", { name: "Issue key" }).click();
  await expectToast(admin, "Access key issued", "Copy the key now: it will not be shown again.");
  const key = (await admin.getByTestId("issued-access-key").textContent())?.trim() ?? "";
  const inWords = new Date(`${lastDay}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(keys.getByRole("status")).toContainText(
    `For one person, through ${inWords}. Whoever redeems it becomes an officer of ${names.harbour}.`,
  );
  const row = keys.getByRole("row", { name: new RegExp(`${key.slice(0, 8)}.*Harbour president`) });
  await expect(row).toContainText("0 of 1");
  await expect(row).toContainText(inWords);
  await expect(admin.getByText("Copy the key now: it will not be shown again.")).toBeHidden({ timeout: 15_000 });
  for (const colorScheme of ["light", "dark"] as const) {
    await admin.emulateMedia({ colorScheme });
    for (const [device, width] of [
      ["desktop", 1280],
      ["phone", 390],
    ] as const) {
      // tall enough to show the section without scrolling under the phone's header
      await admin.setViewportSize({ width, height: 1600 });
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await keys.screenshot({ path: `docs/screenshots/admin-issued-key-${device}-${colorScheme}.png` });
    }
  }
  await admin.emulateMedia({ colorScheme: "light" });
  await admin.setViewportSize({ width: 1280, height: 720 });

  // Vera redeems it: she is North Harbour's officer (and member). Amy joins North Harbour, then Ben joins Hilltop.
  const { page } = await signedInMember("Vera");
  await redeemAccessKey(page, key);
  const amy = await newMember("Amy");
  await joinClub(postgres, amy.email, ids.harbour);
  const ben = await newMember("Ben");
  await joinClub(postgres, ben.email, ids.hilltop);
  // This month: one North Harbour meeting where Amy speaks; two Hilltop meetings with two speeches.
  const thisMonth = "(date_trunc('month', now() at time zone 'UTC') + interval '12 hours') at time zone 'UTC'";
  for (const [club, title] of [
    ["harbour", "Harbour Club Night"],
    ["hilltop", "Hilltop Club Night"],
    ["hilltop", "Hilltop Contest"],
  ] as const) {
    await postgres.sql(
      `insert into events (title, event_date, club_id, time_zone, event_type) values ($1, ${thisMonth}, $2, 'UTC', 'meeting')`,
      [title, ids[club]],
    );
  }
  await postgres.sql(
    `insert into meeting_role_assignments (event_id, user_id, role_type)
     select e.id, u.id, 'pitcher' from events e, users u
     where (e.title, u.email) in (('Harbour Club Night', $1), ('Hilltop Club Night', $2), ('Hilltop Contest', $2))`,
    [amy.email, ben.email],
  );

  // Vera's Leadership Central is North Harbour's: its figures, its activity, nobody joining Hilltop.
  await page.goto("/dashboard/leadership");
  await expect(page.getByRole("heading", { name: `Overview: ${names.harbour}` })).toBeVisible();
  await expect(page.getByText(`Your club: ${names.harbour}`)).toBeVisible();
  await expect(figure(page, "Active Members")).toHaveText(/^Active Members\s*2$/);
  await expect(figure(page, "Meetings This Month")).toHaveText(/^Meetings This Month\s*1$/);
  await expect(figure(page, "Speeches This Month")).toHaveText(/^Speeches This Month\s*1$/);
  const activity = page.getByRole("region", { name: "Recent Activity" });
  const joined = activity.getByRole("listitem").filter({ hasText: "Amy joined a club" });
  await expect(joined).toContainText(names.harbour);
  await expect(activity.getByText("Amy signed up as Pitcher")).toBeVisible();
  await expect(activity.getByText("Ben joined a club")).toHaveCount(0);
  await expect(activity.getByText(names.hilltop)).toHaveCount(0);
  await expect(page.getByLabel("Your club")).toHaveCount(0);
  await expectNoAxeViolations(page, "Leadership Central of one club");
  await pictures(page);

  // The key was for one person: a second member is told it is not valid.
  const { page: max } = await signedInMember("Max");
  await max.goto("/dashboard/leadership");
  await max.getByLabel("Access Key").fill(key);
  await max.getByRole("button", { name: "Verify Access Key" }).click();
  await expectToast(max, "Invalid Access Key", "The access key you entered is not valid or has expired", {
    destructive: true,
  });
  await expect(max.getByRole("heading", { name: /^Overview/ })).toHaveCount(0);

  // Olga is an officer of North Harbour and of Riverside: she chooses, and sees only her two clubs.
  const { page: olga, email: olgaEmail } = await signedInMember("Olga");
  for (const club of ["harbour", "river"] as const) {
    await joinClub(postgres, olgaEmail, ids[club]);
    await postgres.sql(
      "insert into club_officers (club_id, user_id, title) select $2, id, 'Secretary' from users where email = $1",
      [olgaEmail, ids[club]],
    );
  }
  await olga.goto("/dashboard/leadership");
  const choice = olga.getByLabel("Your club");
  await expect(choice.getByRole("option")).toHaveText([names.harbour, names.river]);
  await expect(olga.getByRole("heading", { name: `Overview: ${names.harbour}` })).toBeVisible();
  await expect(figure(olga, "Active Members")).toHaveText(/^Active Members\s*3$/);
  await choice.selectOption({ label: names.river });
  await expect(olga).toHaveURL(new RegExp(`[?&]club=${ids.river}`));
  await expect(olga.getByRole("heading", { name: `Overview: ${names.river}` })).toBeVisible();
  await expect(figure(olga, "Active Members")).toHaveText(/^Active Members\s*1$/);
  await expect(figure(olga, "Meetings This Month")).toHaveText(/^Meetings This Month\s*0$/);
  await expect(olga.getByRole("link", { name: "Dashboard Club health at a glance" })).toHaveAttribute(
    "href",
    `/dashboard/leadership/clubs/${ids.river}`,
  );

  // Ada, an admin with no key of her own, reaches Leadership Central and sees the whole network, or one club.
  await admin.goto("/dashboard/leadership");
  await expect(admin.getByRole("heading", { name: "Overview: the whole network" })).toBeVisible();
  await expect(admin.getByText("Leadership Access Required")).toHaveCount(0);
  await expect(admin.getByLabel("Access Key")).toHaveCount(0);
  const network = admin.getByRole("region", { name: "Recent Activity" });
  await expect(network.getByRole("listitem").filter({ hasText: "Ben joined a club" })).toContainText(names.hilltop);
  const overviewOf = admin.getByLabel("Overview of");
  await expect(overviewOf).toHaveValue("");
  await overviewOf.selectOption({ label: names.hilltop });
  await expect(admin.getByRole("heading", { name: `Overview: ${names.hilltop}` })).toBeVisible();
  await expect(figure(admin, "Speeches This Month")).toHaveText(/^Speeches This Month\s*2$/);
});

/** Leadership Central of one club on a desktop and a 390 px phone, light and dark, for docs/features.md. */
async function pictures(page: Page) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [device, width, height] of [
      ["desktop", 1280, 900],
      ["phone", 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${device}, ${colorScheme}`).toBeLessThanOrEqual(clientWidth);
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll("main *")]
          .filter((element) => getComputedStyle(element).textOverflow === "ellipsis")
          .filter((element) => element.scrollWidth > element.clientWidth)
          .map((element) => element.textContent),
      );
      expect(cut, `texts cut short (${device}, ${colorScheme})`).toEqual([]);
      // the whole page in one screen, so the side rail reaches the bottom as it does on a tall screen
      await page.setViewportSize({ width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
      await page.screenshot({ path: `docs/screenshots/leadership-club-${device}-${colorScheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 720 });
}
