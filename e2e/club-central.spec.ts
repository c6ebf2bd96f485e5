/**
 * Leadership Central for a club's officers (decision 150): an officer opens Leadership Central, goes to their club's
 * dashboard, reads the reports (an open role slot at the next meeting), changes the club's time zone, meeting time
 * and default agenda template in Settings, and the club's page shows the new meeting time with its zone and leads
 * back to the club's dashboard.
 *
 * The club, its officer, its meetings and their roles are written with SQL, which only a PostgreSQL-backed copy of
 * the product allows.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { makeOfficer } from "./support/clubs";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();

test("an officer reads their club's dashboard and reports and changes its meeting time and zone", async ({
  signedInMember,
}) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const clubName = `Harbour Central ${Date.now().toString(36)}`;
  const [club] = await postgres.sql<{ id: string }>(
    "insert into clubs (name, location, meeting_day, meeting_time) values ($1, 'Cape Town', 'Tuesday', '6:00 PM') returning id",
    [clubName],
  );
  const clubId = club?.id ?? "";
  await postgres.sql(
    "insert into agenda_templates (club_id, name, is_default) values ($1, 'Classic night', true), ($1, 'Contest night', false)",
    [clubId],
  );
  const { page, email } = await signedInMember("Vera");
  await postgres.sql("insert into memberships (user_id, club_id) select id, $2 from users where email = $1", [
    email,
    clubId,
  ]);
  await makeOfficer(postgres, email, clubId, "President");
  const [past] = await postgres.sql<{ id: string }>(
    "insert into events (title, event_date, club_id, time_zone) values ('Spring Pitch Night', now() - interval '7 days', $1, 'Africa/Johannesburg') returning id",
    [clubId],
  );
  const [next] = await postgres.sql<{ id: string }>(
    "insert into events (title, event_date, club_id, time_zone) values ('Summer Pitch Night', now() + interval '5 days', $1, 'Africa/Johannesburg') returning id",
    [clubId],
  );
  await postgres.sql(
    "insert into meeting_role_assignments (event_id, user_id, role_type) select $2, id, 'pitcher' from users where email = $1",
    [email, past?.id],
  );
  await postgres.sql("insert into event_attendees (event_id, user_id) select $2, id from users where email = $1", [
    email,
    past?.id,
  ]);
  await postgres.sql(
    "insert into meeting_role_assignments (event_id, user_id, role_type) select $2, id, 'moderator' from users where email = $1",
    [email, next?.id],
  );

  // Leadership Central names her club; its Dashboard card leads to the club's dashboard.
  await page.goto("/dashboard/leadership");
  await expect(page.getByText(`Your club: ${clubName}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Resources Guides for officers" })).toHaveAttribute(
    "href",
    "/dashboard/resources",
  );
  await expect(page.getByRole("link", { name: "Tools Plan and run meetings" })).toHaveAttribute(
    "href",
    "/dashboard/resources",
  );
  await expectNoAxeViolations(page, "Leadership Central with a club");
  await page.getByRole("link", { name: "Dashboard Club health at a glance" }).click();
  await expect(page).toHaveURL(`${postgres.url}/dashboard/leadership/clubs/${clubId}`);
  await expect(page.getByRole("heading", { level: 1, name: clubName })).toBeVisible();
  const figures = page.getByRole("region", { name: "The club's figures" });
  await expect(figures.getByText("Active Members")).toBeVisible();
  // the classic role set's 17 places, the Moderator's taken
  await expect(page.getByRole("listitem").filter({ hasText: "Summer Pitch Night" })).toContainText(
    "16 open role slots",
  );
  await expectNoAxeViolations(page, "club dashboard");
  await pictures(page, "dashboard");

  // Reports: the next meeting's role slots, the Moderator taken and Pitcher places open; attendance; the stage.
  await page.getByRole("navigation", { name: "Club pages" }).getByRole("link", { name: "Reports" }).click();
  await expect(page).toHaveURL(`${postgres.url}/dashboard/leadership/clubs/${clubId}/reports`);
  const slots = page.getByRole("list", { name: "Role slots of Summer Pitch Night" });
  await expect(slots.getByRole("listitem").filter({ hasText: "Moderator" })).toContainText(
    /Moderator 1\/1: Vera\s*Filled/,
  );
  await expect(slots.getByRole("listitem").filter({ hasText: "Pitcher" })).toContainText(/Pitcher 0\/3\s*3 open/);
  await expect(page.getByRole("table", { name: "Attendance per meeting" })).toContainText("Spring Pitch Night");
  // Vera's speech at the last meeting is her last role too (a speech is a role, decision 189)
  await expect(page.getByRole("table", { name: "Last role and last speech of each member" })).toContainText(
    /Vera(\w{3} \d{2}, \d{4})\1/,
  );
  await expectNoAxeViolations(page, "club reports");
  await pictures(page, "reports");

  // Settings: a new zone, day and time, and another default template.
  const tabs = page.getByRole("navigation", { name: "Club pages" });
  await expect(tabs.getByRole("link", { name: "Templates" })).toHaveAttribute(
    "href",
    `/dashboard/clubs/${clubId}/templates`,
  );
  await tabs.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByLabel("Name")).toHaveValue(clubName);
  await expect(page.getByLabel("Meeting time")).toHaveValue("18:00");
  await page.getByLabel("Time zone").selectOption("Europe/Lisbon");
  await page.getByLabel("Meeting day").selectOption("Thursday");
  await page.getByLabel("Meeting time").fill("19:30");
  await page.getByLabel("Website").fill("https://harbour.example");
  const defaultTemplate = page.getByLabel("Default template");
  await expect(defaultTemplate.getByRole("option")).toHaveText([
    "No default template",
    "Classic night",
    "Contest night",
  ]);
  await expect(defaultTemplate.locator("option:checked")).toHaveText("Classic night");
  await defaultTemplate.selectOption({ label: "Contest night" });
  await page.evaluate(() => window.scrollTo(0, 0));
  await pictures(page, "settings");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expectToast(page, "Settings saved", "The club's settings are saved.");
  await expectNoAxeViolations(page, "club settings");

  const [chosen] = await postgres.sql<{ name: string }>(
    "select name from agenda_templates where club_id = $1 and is_default",
    [clubId],
  );
  expect(chosen?.name).toBe("Contest night");

  // The club's page shows the new meeting time in the club's zone, and leads back to the club's dashboard.
  await page.goto(`/dashboard/find-clubs/${clubId}`);
  await expect(page.getByText("Thursdays at 7:30 PM (Western European Time — Lisbon)")).toBeVisible();
  const [saved] = await postgres.sql<{ time_zone: string }>("select time_zone from clubs where id = $1", [clubId]);
  expect(saved?.time_zone).toBe("Europe/Lisbon");
  await page.getByRole("link", { name: "Club dashboard" }).click();
  await expect(page).toHaveURL(`${postgres.url}/dashboard/leadership/clubs/${clubId}`);
});

/** The page on a desktop and on a 390 px phone (no sideways scrolling), for docs/features.md. */
async function pictures(page: Page, name: string) {
  await page.screenshot({ path: `docs/screenshots/club-central-${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `docs/screenshots/club-central-${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}
