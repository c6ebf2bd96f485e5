/**
 * Events & News: an admin creates a monthly recurring meeting with agenda and roles; members take roles (seen live
 * in a second browser), meet the role rules' toasts, join the event and download its calendar file.
 *
 * The admin role is a user_roles row, and the server Playwright starts keeps its embedded database locked; so these
 * journeys run against a second copy of the built product on PostgreSQL, where the fixtures grant the role with
 * SQL, as an operator would with `npm run cli -- grant-admin`.
 */
import { readFileSync } from "node:fs";
import { format } from "date-fns";
import { DAY } from "../src/domain/time";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { eventCard } from "./support/events";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();

test("an admin creates a monthly series; members take roles live, meet the role rules, join and download the calendar", async ({
  signedInAdmin,
  signedInMember,
}) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const [admin, marlowe, quinby] = await Promise.all([
    signedInAdmin("Avery"),
    signedInMember("Marlowe"),
    signedInMember("Quinby"),
  ]);

  // The admin fills the dialog: a monthly meeting from three days ahead, ending 70 days later → 3 occurrences.
  const adminPage = admin.page;
  await adminPage.goto(`${postgres.url}/dashboard/events`);
  await adminPage.getByRole("button", { name: "Create Event" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Create Event" });
  const title = `Pitch Lab ${Date.now().toString(36)}`;
  const first = new Date(Date.now() + 3 * DAY);
  await dialog.getByLabel("Event Title").fill(title);
  await dialog.getByLabel("Date", { exact: true }).fill(format(first, "yyyy-MM-dd"));
  await dialog.getByLabel("Time").fill("18:30");
  await dialog.getByLabel("Location").fill("Room 4, Harbour Hub");
  await dialog.getByRole("switch", { name: "Recurring Event" }).click();
  await dialog.getByLabel("Repeats").selectOption("monthly");
  await dialog.getByLabel("End Date (optional)").fill(format(first.getTime() + 70 * DAY, "yyyy-MM-dd"));
  await expect(dialog.getByText("Leave empty for indefinite recurrence")).toBeVisible();
  await dialog.getByLabel("Item 1 title").fill("Welcome");
  await dialog.getByRole("button", { name: "Add Agenda Item" }).click();
  await dialog.getByLabel("Item 2 title").fill("Prepared pitches");
  await dialog.getByRole("button", { name: "Add Role Assignment" }).click();
  await dialog.getByRole("combobox", { name: "Role 1 member" }).fill("Quinby");
  await dialog.getByRole("option", { name: new RegExp(quinby.email.replace(/[.+]/g, "\\$&")) }).click();
  await dialog.getByRole("button", { name: "Create Recurring Events" }).click();
  await expectToast(adminPage, "Success", "Created 3 recurring events successfully!");
  await expect(dialog).toBeHidden();
  // a series without a club: the specification's numbered titles, each day with its weekday (decisions 194, 195)
  const titles = [title, `${title} (2)`, `${title} (3)`];
  const days: string[] = [];
  for (const name of titles) {
    const card = eventCard(adminPage, name);
    await expect(card).toBeVisible();
    days.push(
      ...(await card
        .locator("li")
        .filter({ hasText: /^\w{3}, \w{3} \d{2}, \d{4}$/ })
        .allTextContents()),
    );
  }
  expect(new Set(days).size).toBe(3);
  await expect(eventCard(adminPage, `${title} (4)`)).toHaveCount(0);

  // A second browser (Quinby) watches the second meeting's page.
  const second = `${title} (2)`;
  const quinbyPage = quinby.page;
  const streamOpen = quinbyPage.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/live" && (url.searchParams.get("topics") ?? "").includes("meeting_role_assignments");
  });
  await quinbyPage.goto(`${postgres.url}/dashboard/events`);
  await eventCard(quinbyPage, second).getByRole("link", { name: second }).click();
  await expect(quinbyPage.getByRole("heading", { name: second, level: 1 })).toBeVisible();
  const quinbyRoles = quinbyPage.getByRole("region", { name: "Meeting Roles" });
  await expect(quinbyRoles.getByText("Quinby")).toBeVisible(); // the pitcher assigned in the dialog
  await expect(quinbyPage.getByRole("region", { name: "Meeting Agenda" }).getByText("Prepared pitches")).toBeVisible();
  expect((await streamOpen).status()).toBe(200);

  // Marlowe expands the card and takes the timer role; Quinby's page shows it without a reload.
  const page = marlowe.page;
  // a plain member's Events page asks who may plan without a failed request, and offers no Create Event
  const planningChoices = page.waitForResponse((response) => response.url().endsWith("/api/events/clubs"));
  await page.goto(`${postgres.url}/dashboard/events`);
  expect((await planningChoices).status()).toBe(200);
  await page.getByRole("button", { name: `More about ${second}` }).click();
  await expect(page.getByRole("button", { name: "Create Event" })).toHaveCount(0);
  const roles = eventCard(page, second).getByRole("region", { name: "Meeting Roles" });
  await roles.getByRole("button", { name: "Take role Timer" }).click();
  await expectToast(page, "Success", "You are now the Timer for this meeting.");
  await expect(quinbyRoles.getByText("Marlowe")).toBeVisible({ timeout: 5_000 });

  // The role rules, with the spec's toasts.
  await roles.getByRole("button", { name: "Take role Pitcher" }).click();
  await expectToast(page, "Success", "You are now the Pitcher for this meeting.");
  await roles.getByRole("button", { name: "Take role Evaluator" }).click();
  await expectToast(page, "Role Limit Reached", "You already have pitcher plus another role.", { destructive: true });
  await quinbyRoles.getByRole("button", { name: "Take role Moderator" }).click();
  await expectToast(quinbyPage, "Role Conflict", "Pitcher cannot be combined with moderator role.", {
    destructive: true,
  });
  await quinbyRoles.getByRole("button", { name: "Take role Timer" }).click();
  await expectToast(quinbyPage, "Role Full", "The Timer role is full (1/1).", { destructive: true });
  await roles.getByRole("button", { name: "Remove me as Timer" }).click();
  await expectToast(page, "Success", "You are no longer the Timer for this meeting.");
  await expect(quinbyRoles.getByRole("button", { name: "Take role Timer" })).toBeVisible();
  await expect(quinbyRoles.getByText("Marlowe")).toHaveCount(1); // still the pitcher

  // Attendance and the calendar file.
  const actions = eventCard(page, second);
  await actions.getByRole("button", { name: "Join Event" }).click();
  await expect(actions.getByText("1 attendee", { exact: true })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Going — Leave Event" })).toHaveAttribute("aria-pressed", "true");
  const downloading = page.waitForEvent("download");
  await actions.getByRole("link", { name: "Add to calendar" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pitch-lab-.*-\d{4}-\d{2}-\d{2}\.ics$/);
  const calendar = readFileSync(await download.path(), "utf8");
  expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(calendar).toContain(`\r\nSUMMARY:${second}\r\n`);
  expect(calendar).toContain("\r\nLOCATION:Room 4\\, Harbour Hub\r\n");

  await expectNoAxeViolations(page, "the events page with a card expanded");
});

test("a visitor reads events and is asked to log in for roles; a load failure shows the toast", async ({ page }) => {
  const postgres = postgresServer();
  await page.goto(`${postgres.url}/dashboard/events`);
  await expect(page.getByRole("heading", { name: "Events & News", level: 1 })).toBeVisible();
  await expect(eventCard(page, "Weekly Pitch Practice")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Latest News" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "New Pathways Available" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Monthly Contest Results" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Event" })).toHaveCount(0);
  await page.getByRole("button", { name: "More about Weekly Pitch Practice" }).click();
  const roles = eventCard(page, "Weekly Pitch Practice").getByRole("region", { name: "Meeting Roles" });
  await expect(roles.getByText("Marcus Chen")).toBeVisible();
  await expectNoAxeViolations(page, "the events page for a visitor");
  await roles.getByRole("button", { name: "Take role Ah Counter" }).click();
  await expectToast(page, "Error", "You must be logged in to assign roles.", { destructive: true });

  await page.route("**/api/events", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.reload();
  await expectToast(page, "Error", "Failed to load events. Please try again.", { destructive: true });
});
