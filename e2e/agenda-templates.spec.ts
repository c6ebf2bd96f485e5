/**
 * Agenda templates (decision 143): a club's officer opens the club's templates from its Officers section, adds an
 * item to the default template, moves it up by keyboard and gives it a role slot; an admin plans a meeting of the
 * club, which starts from that template, and the meeting's agenda shows its items with their role slots and their
 * planned starts.
 *
 * The club, its officer and its first template are written with SQL, which only a PostgreSQL-backed copy allows.
 */

import type { Locator, Page } from "@playwright/test";
import { format } from "date-fns";
import { DAY } from "../src/domain/time";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { makeOfficer } from "./support/clubs";
import { expectAgendaPlan } from "./support/events";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();
const IN_NEW_YORK = { timezoneId: "America/New_York" };

test("an officer edits the club's default template; a meeting planned for the club starts from it", async ({
  signedInAdmin,
  signedInMember,
}) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const suffix = Date.now().toString(36);
  const clubName = `Harbour Templates ${suffix}`;
  const [club] = await postgres.sql<{ id: string }>(
    "insert into clubs (name, location) values ($1, 'Cape Town') returning id",
    [clubName],
  );
  const clubId = club?.id ?? "";
  const [template] = await postgres.sql<{ id: string }>(
    "insert into agenda_templates (club_id, name, is_default) values ($1, 'Classic club meeting', true) returning id",
    [clubId],
  );
  await postgres.sql(
    `insert into agenda_template_items (template_id, position, title, agenda_type, duration_minutes, role_type)
     values ($1, 1, 'Opening', 'general', 10, null), ($1, 2, 'Prepared pitch 1', 'pitch', 15, 'pitcher'),
            ($1, 3, 'Closing', 'general', 5, null)`,
    [template?.id],
  );

  // Vera is the club's officer.
  const vera = await signedInMember("Vera", { viewport: { width: 1280, height: 900 } });
  await postgres.sql(`insert into memberships (user_id, club_id) select id, $2 from users where email = $1;`, [
    vera.email,
    clubId,
  ]);
  await makeOfficer(postgres, vera.email, clubId, "President");
  const page = vera.page;
  await page.goto(`/dashboard/find-clubs/${clubId}`);
  await page.getByRole("region", { name: "Officers" }).getByRole("link", { name: "Agenda templates" }).click();
  await expect(page.getByRole("heading", { name: "Agenda templates", level: 1 })).toBeVisible();
  const card = page.getByRole("region", { name: "Classic club meeting" });
  await expect(card).toContainText("Default");
  await expect(card).toContainText("3 items · Total 30 min");

  // She adds "Evaluation 1" at the end, moves it above Closing by keyboard and gives it the evaluator slot.
  await card.getByRole("button", { name: "Edit Classic club meeting" }).click();
  const editor = page.getByRole("form", { name: "Edit template Classic club meeting" });
  await editor.getByRole("button", { name: "Add item" }).click();
  await editor.getByLabel("Item 4 title").fill("Evaluation 1");
  const minutes = editor.getByLabel("Minutes").nth(3);
  await minutes.fill("5");
  await editor.getByLabel("Type").nth(3).selectOption("evaluation");
  await expect(editor.getByText("Total 35 min", { exact: true })).toBeVisible();
  const moveUp = editor.getByRole("button", { name: "Move item 4 up" });
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect(editor.getByLabel("Item 3 title")).toHaveValue("Evaluation 1");
  await expect(editor.getByLabel("Item 4 title")).toHaveValue("Closing");
  await expect(editor.getByRole("button", { name: "Move item 3 up" })).toBeFocused();
  await editor.getByLabel("Role slot").nth(2).selectOption({ label: "Evaluator" });
  await expectNoAxeViolations(page, "agenda template editor");
  await editor.getByRole("button", { name: "Save template" }).click();
  await expectToast(page, "Template Saved", '"Classic club meeting" is saved.');
  const saved = page.getByRole("region", { name: "Classic club meeting" });
  await expect(saved).toContainText("4 items · Total 35 min");
  await expect(saved.getByRole("listitem")).toHaveText([
    /Opening\s*General · 10 min/,
    /Prepared pitch 1\s*Pitch · 15 min · Pitcher/,
    /Evaluation 1\s*Evaluation · 5 min · Evaluator/,
    /Closing\s*General · 5 min/,
  ]);
  await expectNoAxeViolations(page, "agenda templates page");
  await expect(page.getByText('"Classic club meeting" is saved.')).toBeHidden({ timeout: 15_000 });
  await pictures(page, "desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await pictures(page, "phone");
  // the editor fits a phone too
  await saved.getByRole("button", { name: "Edit Classic club meeting" }).click();
  await expect(editor.getByLabel("Item 4 title")).toHaveValue("Closing");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await editor.getByRole("button", { name: "Cancel" }).click();
  await expect(editor).toHaveCount(0);

  // An admin plans a meeting of the club: it starts from the default template.
  const { page: adminPage } = await signedInAdmin("Ada", IN_NEW_YORK);
  await adminPage.goto("/dashboard/events");
  await adminPage.getByRole("button", { name: "Create Event" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Create Event" });
  const title = `Template Night ${suffix}`;
  await dialog.getByLabel("Event Title").fill(title);
  await dialog.getByLabel("Club (optional)").selectOption({ label: clubName });
  await expect(dialog.getByLabel("Start from template")).toHaveValue("");
  await expect(dialog.getByLabel("Start from template").locator("option:checked")).toHaveText(
    "Classic club meeting (35 minutes) · club default",
  );
  await dialog.getByLabel("Date", { exact: true }).fill(format(Date.now() + 10 * DAY, "yyyy-MM-dd"));
  await dialog.getByLabel("Time").fill("19:00");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expectToast(adminPage, "Success", "Event created successfully!");

  const [event] = await postgres.sql<{ id: string }>("select id from events where title = $1", [title]);
  await adminPage.goto(`/dashboard/events/${event?.id}`);
  const agenda = adminPage.getByRole("region", { name: "Meeting Agenda" });
  await expectAgendaPlan(agenda, [
    ["Opening", "7:00 PM", ""],
    ["Prepared pitch 1", "7:10 PM", "Pitcher"],
    ["Evaluation 1", "7:25 PM", "Evaluator"],
    ["Closing", "7:30 PM", ""],
  ]);
  await expect(agenda.getByText(/Ends 7:35 PM/)).toBeVisible();
});

/** The templates page in the light and the dark theme, for docs/features.md. */
async function pictures(page: Page, device: "desktop" | "phone") {
  const main: Locator = page.getByRole("main");
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await main.screenshot({ path: `docs/screenshots/agenda-templates-${device}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: "light" });
}
