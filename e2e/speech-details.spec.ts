/**
 * Speech details and evaluator pairing (docs/decisions/145, 146): a pitcher gives their speech's title, project and
 * time range; the speakers list and the printable agenda show them, live on an evaluator's page; the evaluator pairs
 * with the speaker; the timer link opens the speech timer with the speaker's marks.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();
const SHOTS = "docs/screenshots";
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const speakersOf = (page: Page) => page.getByRole("region", { name: "Speakers", exact: true });
const rolesOf = (page: Page) => page.getByRole("region", { name: "Meeting Roles" });

test("a pitcher adds speech details, an evaluator pairs with them, the agenda and the timer follow", async ({
  signedInMember,
}) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const [event] = await postgres.sql<{ id: string }>(
    `insert into events (title, event_date, duration_minutes, time_zone, event_type, is_public)
     values ('Speakers Night', now() + interval '3 days', 90, 'Europe/London', 'meeting', true) returning id`,
  );
  const eventPage = `${postgres.url}/dashboard/events/${event?.id}`;
  const pia = await signedInMember("Pia", { viewport: DESKTOP });
  const eva = await signedInMember("Eva", { viewport: PHONE });
  await Promise.all([pia.page.goto(eventPage), eva.page.goto(eventPage)]);

  await rolesOf(pia.page).getByRole("button", { name: "Take role Pitcher" }).click();
  await rolesOf(eva.page).getByRole("button", { name: "Take role Evaluator" }).click();
  const speakers = speakersOf(pia.page);
  await expect(speakers.getByText("No speech details yet.")).toBeVisible();

  // the pitcher's dialog: labelled fields, the range's lights shown as they are typed
  await speakers.getByRole("button", { name: "Add speech details" }).click();
  const dialog = pia.page.getByRole("dialog", { name: "Speech details" });
  await dialog.getByLabel("Speech title").fill("Why Bridges Sing");
  await dialog.getByLabel("Project").selectOption({ label: "Other (type it)" });
  await dialog.getByLabel("Other project").fill("Ice Breaker");
  await dialog.getByLabel("Minimum minutes").fill("6");
  await dialog.getByLabel("Maximum minutes").fill("5");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("The maximum time must be longer than the minimum time.")).toBeVisible();
  await dialog.getByLabel("Minimum minutes").fill("4");
  await dialog.getByLabel("Maximum minutes").fill("6");
  await expect(dialog.getByText("Timer: green at 4:00, yellow at 5:00, red at 6:00.")).toBeVisible();
  await expect(dialog.getByText("The maximum time must be longer than the minimum time.")).toHaveCount(0);
  await expectNoAxeViolations(pia.page, "the speech details dialog");
  // on a phone the dialog fits the screen
  await pia.page.setViewportSize(PHONE);
  await expect(pia.page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, "the dialog within 390 px").toBe(true);
  await dialog.screenshot({ path: `${SHOTS}/speech-details-dialog-phone.png` });
  await pia.page.setViewportSize(DESKTOP);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(pia.page, "Speech Details Saved", "The speech details are on the agenda.");

  await expect(speakers.getByText("“Why Bridges Sing”")).toBeVisible();
  await expect(speakers.getByText("Project: Ice Breaker")).toBeVisible();
  await expect(speakers.getByText("4–6 min · green 4:00 · yellow 5:00 · red 6:00")).toBeVisible();
  await expect(speakers.getByText("Evaluator: none yet")).toBeVisible();

  // live on the evaluator's page, who pairs with the speaker; the pitcher's page follows
  const evaSpeakers = speakersOf(eva.page);
  await expect(evaSpeakers.getByText("“Why Bridges Sing”")).toBeVisible();
  await expect(evaSpeakers.getByRole("button", { name: "Add speech details" })).toHaveCount(0);
  await evaSpeakers.getByRole("button", { name: "Evaluate Pia" }).click();
  await expectToast(eva.page, "Evaluator Paired", "Eva evaluates Pia.");
  await expect(evaSpeakers.getByRole("button", { name: "Stop evaluating Pia" })).toBeVisible();
  await expect(speakers.getByText("Evaluator: Eva")).toBeVisible();
  await expectNoAxeViolations(eva.page, "the speakers list on a phone");
  const width = await eva.page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "no horizontal overflow at 390 px").toBeLessThanOrEqual(PHONE.width);
  await expect(pia.page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await speakers.screenshot({ path: `${SHOTS}/speakers-desktop.png` });
  await evaSpeakers.screenshot({ path: `${SHOTS}/speakers-phone.png` });

  // the printable agenda lists the speaker with the speech and the evaluator
  await pia.page.getByRole("link", { name: "Printable agenda" }).click();
  const sheet = pia.page.locator("#agenda-sheet");
  await expect(sheet.getByRole("heading", { name: "Speakers", exact: true })).toBeVisible();
  await expect(sheet.getByText("“Why Bridges Sing” · Ice Breaker")).toBeVisible();
  await expect(sheet.getByText("4–6 min · green 4:00 · yellow 5:00 · red 6:00")).toBeVisible();
  await expect(sheet.getByText("Evaluator: Eva")).toBeVisible();

  // the timer link opens the speech timer set to the speaker's marks
  await pia.page.goBack();
  await speakersOf(pia.page).getByRole("link", { name: "Open timer for Pia" }).click();
  await expect(pia.page).toHaveURL(/\/dashboard\/resources\/timer\?green=240&yellow=300&red=360&speaker=Pia/);
  await expect(pia.page.getByLabel("Speech Type").locator("option:checked")).toHaveText("Why Bridges Sing (4:00–6:00)");
  await expect(pia.page.getByLabel("Speaker Name")).toHaveValue("Pia");
  const tiles = pia.page.getByRole("list", { name: "Why Bridges Sing timing" });
  await expect(tiles).toContainText("from 5:00");
  await expect(tiles).toContainText("from 6:00");
  await expect(tiles).toContainText("after 6:30");
});

test("an officer of the club fills in a speech and chooses, then changes, a speaker's evaluator", async ({
  signedInMember,
  newMember,
}) => {
  test.setTimeout(90_000);
  const postgres = postgresServer();
  const [club] = await postgres.sql<{ id: string }>(
    "insert into clubs (name, location) values ('Harbour Speakers', 'Bristol') returning id",
  );
  const [event] = await postgres.sql<{ id: string }>(
    `insert into events (title, event_date, event_type, is_public, club_id)
     values ('Harbour Club Night', now() + interval '2 days', 'meeting', true, $1) returning id`,
    [club?.id],
  );
  const lea = await signedInMember("Lea", { viewport: DESKTOP });
  const [pia, eva, eve] = [await newMember("Pia"), await newMember("Eva"), await newMember("Eve")];
  await postgres.sql(
    `insert into club_officers (club_id, user_id, title) select $1, id, 'VP Education' from users where email = $2`,
    [club?.id, lea.email],
  );
  await postgres.sql(
    `insert into meeting_role_assignments (event_id, user_id, role_type)
     select $1, id, case when email = $2 then 'pitcher' else 'evaluator' end from users where email in ($2, $3, $4)`,
    [event?.id, pia.email, eva.email, eve.email],
  );
  await lea.page.goto(`${postgres.url}/dashboard/events/${event?.id}`);
  const speakers = speakersOf(lea.page);

  await speakers.getByRole("button", { name: "Add speech details for Pia" }).click();
  const dialog = lea.page.getByRole("dialog", { name: "Speech details" });
  await dialog.getByLabel("Speech title").fill("Tides and Timetables");
  await dialog.getByLabel("Project").selectOption({ label: "Other (type it)" });
  await dialog.getByLabel("Other project").fill("Vocal Variety");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(lea.page, "Speech Details Saved", "The speech details are on the agenda.");
  await expect(speakers.getByText("5–7 min · green 5:00 · yellow 6:00 · red 7:00")).toBeVisible();

  const evaluatorOfPia = speakers.getByLabel("Evaluator of Pia");
  await evaluatorOfPia.selectOption({ label: "Eva" });
  await expectToast(lea.page, "Evaluator Paired", "Eva evaluates Pia.");
  await expect(speakers.getByText("Evaluator: Eva")).toBeVisible();
  await evaluatorOfPia.selectOption({ label: "Eve" });
  await expectToast(lea.page, "Evaluator Paired", "Eve evaluates Pia.");
  await expect(speakers.getByText("Evaluator: Eve")).toBeVisible();
  await expect(evaluatorOfPia).toHaveValue(/.+/);
  await evaluatorOfPia.selectOption({ label: "No evaluator" });
  await expectToast(lea.page, "Pairing Removed", "The evaluator is no longer paired with a speaker.");
  await expect(speakers.getByText("Evaluator: none yet")).toBeVisible();
});
