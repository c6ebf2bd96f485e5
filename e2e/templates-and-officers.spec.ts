/**
 * A club's housekeeping (decisions 194–196 and issue 23): an officer duplicates the club's default template, and the
 * copy opens in the editor, where an item left without a title is pointed at; on the club page she finds the appoint
 * form on the first title nobody holds, changes a key holder's title in a dialog and is asked, by name and title,
 * before removing an officer. The editor and the dialogs at 1280 px and on a 360/390 px phone, light and dark.
 *
 * The club, its officers and its template are written with SQL, which only a PostgreSQL-backed copy allows.
 */

import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { joinClub } from "./support/clubs";
import { expectEditorFits } from "./support/editor-fits";
import { eventCard } from "./support/events";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();
const LONG_TITLE = "Table Topics: three members answer a question they have not seen, one to two minutes each";

test("an officer duplicates a template, changes a title and is asked before removing an officer", async ({
  signedInMember,
  newMember,
}) => {
  test.setTimeout(150_000);
  const postgres = postgresServer();
  const suffix = Date.now().toString(36);
  const [club] = await postgres.sql<{ id: string }>(
    "insert into clubs (name, location) values ($1, 'Cape Town') returning id",
    [`Harbour Housekeeping ${suffix}`],
  );
  const clubId = club?.id ?? "";
  const [template] = await postgres.sql<{ id: string }>(
    "insert into agenda_templates (club_id, name, is_default) values ($1, 'Classic club meeting', true) returning id",
    [clubId],
  );
  await postgres.sql(
    `insert into agenda_template_items (template_id, position, title, agenda_type, duration_minutes, role_type)
     values ($1, 1, 'Opening', 'general', 5, null), ($1, 2, 'Prepared pitch 1', 'pitch', 7, 'pitcher'),
            ($1, 3, 'Evaluation 1', 'evaluation', 3, 'evaluator'), ($1, 4, $2, 'general', 15, null)`,
    [template?.id, LONG_TITLE],
  );

  // Vera is the club's President; Ben redeemed a key (titled Officer); Mia Chen is a member.
  const vera = await signedInMember("Vera", { viewport: { width: 1280, height: 900 } });
  const ben = await newMember("Ben");
  const mia = await newMember("Mia");
  await postgres.sql("update users set last_name = 'Chen' where email = $1", [mia.email]);
  for (const email of [vera.email, ben.email, mia.email]) await joinClub(postgres, email, clubId);
  await postgres.sql(
    `insert into club_officers (club_id, user_id, title)
     select $1, id, case when email = $2 then 'President' else 'Officer' end from users where email in ($2, $3)`,
    [clubId, vera.email, ben.email],
  );
  const page = vera.page;

  // The template: Duplicate makes "Classic club meeting (copy)" and opens it in the editor, on its name.
  await page.goto(`/dashboard/clubs/${clubId}/templates`);
  const original = page.getByRole("region", { name: "Classic club meeting" });
  await original.getByRole("button", { name: "Duplicate Classic club meeting" }).click();
  await expectToast(page, "Template Duplicated", '"Classic club meeting (copy)" is ready to edit.');
  const editor = page.getByRole("form", { name: "Edit template Classic club meeting (copy)" });
  await expect(editor.getByLabel("Template name")).toBeFocused();
  await expect(editor.getByLabel("Item 4 title")).toHaveValue(LONG_TITLE);
  await expectEditorFits(page, editor);

  // She renames it and saves with item 2 blank: that item's title is marked, described and focused.
  await editor.getByLabel("Template name").fill("Contest night");
  await editor.getByLabel("Item 2 title").fill("");
  await editor.getByRole("button", { name: "Save template" }).click();
  const blank = editor.getByLabel("Item 2 title");
  await expect(blank).toBeFocused();
  await expect(blank).toHaveAttribute("aria-invalid", "true");
  await expect(blank).toHaveAccessibleDescription("Each item needs a title.");
  await expect(editor.getByLabel("Item 1 title")).not.toHaveAttribute("aria-invalid");
  await expectNoAxeViolations(page, "the template editor pointing at an item");
  await expect(page.getByText('"Classic club meeting (copy)" is ready to edit.')).toBeHidden({ timeout: 15_000 });
  await pictures(page, editor, "template-editor", "desktop");
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectEditorFits(page, editor);
  await pictures(page, editor, "template-editor", "phone");
  await page.keyboard.type("Prepared pitch 1");
  await expect(blank).not.toHaveAttribute("aria-invalid");
  await editor.getByRole("button", { name: "Save template" }).click();
  await expectToast(page, "Template Saved", '"Contest night" is saved.');
  await expect(page.getByRole("region", { name: "Contest night" })).toContainText("4 items · Total 30 min");
  await expect(original).toContainText("Default");

  // On a 360 px phone an item's long title takes the card's width: it wraps to two lines, not four.
  const longItem = original.getByRole("listitem").filter({ hasText: LONG_TITLE });
  const titleBox = await longItem.getByText(LONG_TITLE).boundingBox();
  const itemBox = await longItem.boundingBox();
  expect(titleBox?.width).toBeGreaterThan((itemBox?.width ?? 0) * 0.9);
  expect(titleBox?.height).toBeLessThan(3 * 22);

  // The club page: the appoint form starts on the first usual title nobody holds.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dashboard/find-clubs/${clubId}`);
  const officers = page.getByRole("region", { name: "Officers" });
  await expect(officers.getByRole("listitem")).toHaveText([/Vera\s*President/, /Ben\s*Officer/]);
  const appoint = officers.getByRole("form", { name: "Appoint an officer" });
  await expect(appoint.getByLabel("Title", { exact: true })).toHaveValue("VP Education");
  await appoint.getByLabel("Member").selectOption({ label: "Mia Chen" });
  await appoint.getByRole("button", { name: "Appoint officer" }).click();
  await expectToast(page, "Officer Appointed", "Mia Chen is now VP Education.");
  await expect(appoint.getByLabel("Title", { exact: true })).toHaveValue("VP Membership");

  // She gives Ben a usual title in the Change title dialog, which starts on his own words.
  await officers.getByRole("button", { name: "Change title of Ben" }).click();
  const dialog = page.getByRole("dialog", { name: "Change title of Ben" });
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("other");
  await expect(dialog.getByLabel("Title (your words)")).toHaveValue("Officer");
  await expect(dialog.getByRole("button", { name: "Save title" })).toBeDisabled();
  await dialog.getByLabel("Title", { exact: true }).selectOption("Secretary");
  await expectNoAxeViolations(page, "the Change title dialog");
  await pictures(page, dialog, "officer-title-dialog", "desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await pictures(page, dialog, "officer-title-dialog", "phone");
  await dialog.getByRole("button", { name: "Save title" }).click();
  await expectToast(page, "Title Changed", "Ben is now Secretary.");
  await expect(dialog).toBeHidden();
  await expect(officers.getByRole("listitem")).toHaveText([
    /Vera\s*President/,
    /Mia Chen\s*VP Education/,
    /Ben\s*Secretary/,
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Removing asks first, naming whom and from what; Cancel keeps Mia, Remove removes her.
  await officers.getByRole("button", { name: "Remove Mia Chen as VP Education" }).click();
  const question = page.getByRole("alertdialog", { name: "Remove Mia Chen as VP Education?" });
  await expect(question).toContainText("Mia Chen will no longer be VP Education of this club.");
  await question.screenshot({ path: "test-results/officer-remove-question-phone.png" });
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(officers.getByRole("listitem")).toHaveCount(3);
  await officers.getByRole("button", { name: "Remove Mia Chen as VP Education" }).click();
  await question.getByRole("button", { name: "Remove" }).click();
  await expectToast(page, "Officer Removed", "Mia Chen is no longer an officer.");
  await expect(officers.getByRole("listitem")).toHaveText([/Vera\s*President/, /Ben\s*Secretary/]);

  // A series' meetings share its title, told apart by their days (with the weekday); a social event has no roles.
  await page.setViewportSize({ width: 1280, height: 900 });
  const night = `Club Night ${suffix}`;
  const party = `Summer Party ${suffix}`;
  const first = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 1, 3, 17)); // 7 PM in Cape Town, in February
  await postgres.sql(
    `insert into events (title, event_date, time_zone, event_type, club_id, series_id)
     select $1, $2::timestamptz + n * interval '7 days', 'Africa/Johannesburg', 'meeting', $3, $4
     from generate_series(0, 1) as n`,
    [night, first.toISOString(), clubId, crypto.randomUUID()],
  );
  await postgres.sql(
    `insert into events (title, event_date, time_zone, event_type, club_id) values ($1, $2, 'Africa/Johannesburg', 'social', $3)`,
    [party, new Date(first.getTime() + 86_400_000).toISOString(), clubId],
  );
  await page.goto("/dashboard/events");
  const nights = eventCard(page, night);
  await expect(nights).toHaveCount(2);
  const day = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "2-digit", year: "numeric" });
  await expect(nights.nth(0)).toContainText(day.format(first)); // "Wed, Feb 03, 2027"
  await expect(nights.nth(1)).toContainText(day.format(new Date(first.getTime() + 7 * 86_400_000)));
  const social = eventCard(page, party);
  await social.getByRole("button", { name: `More about ${party}` }).click();
  await expect(social.getByRole("region", { name: "Meeting Agenda" })).toBeVisible();
  await expect(social.getByRole("region", { name: "Meeting Roles" })).toHaveCount(0);
  await expect(social.getByRole("region", { name: "Speakers" })).toHaveCount(0);
  await page.getByRole("main").screenshot({ path: "test-results/series-and-social-desktop.png" });
});

/** A part of the page in the light and the dark theme, for docs/features.md. */
async function pictures(page: Page, part: Locator, name: string, device: "desktop" | "phone") {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await part.screenshot({ path: `docs/screenshots/${name}-${device}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: "light" });
}
