/**
 * The agenda's timing plan (docs/decisions/142): each item shows its planned start in the viewer's zone and the
 * agenda says when the plan ends against the meeting's length, warning when it runs over; an admin edits an item's
 * minutes and moves an item up by keyboard, and another member's page follows the new order live. The printable
 * agenda shows the same times.
 *
 * Runs against a copy of the built product on PostgreSQL, where the test writes the meeting and the fixtures grant
 * the admin role with SQL.
 */
import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();

const SHOTS = "docs/screenshots";
mkdirSync(SHOTS, { recursive: true });
const IN_NEW_YORK = { timezoneId: "America/New_York" };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const agendaOf = (page: Page) => page.getByRole("region", { name: "Meeting Agenda" });
const rows = (agenda: Locator) => agenda.getByRole("listitem");

/** The titles and planned starts of the agenda's rows, in order. */
async function expectPlan(agenda: Locator, plan: Array<[string, string]>) {
  await expect(rows(agenda)).toHaveCount(plan.length);
  for (const [index, [title, start]] of plan.entries()) {
    await expect(rows(agenda).nth(index)).toContainText(title);
    await expect(rows(agenda).nth(index).locator("time")).toHaveText(start);
  }
}

test("an admin edits and moves agenda items; the planned times and the overrun warning follow, also live", async ({
  signedInAdmin,
  signedInMember,
  signedInPage,
}) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const year = new Date().getFullYear() + 1;
  const title = `Thursday Club Night ${Date.now().toString(36)}`;
  // 7:00 PM in New York on a winter day (EST), planned for one hour
  const [event] = await postgres.sql<{ id: string }>(
    `insert into events (title, description, event_date, duration_minutes, time_zone, location, event_type, is_public)
     values ($1, 'Pitches and evaluations.', $2, 60, 'America/New_York', 'Shoreditch Works', 'meeting', true)
     returning id`,
    [title, `${year}-01-15T00:00:00Z`],
  );
  const eventId = event?.id ?? "";
  await postgres.sql(
    `insert into meeting_agendas (event_id, title, duration_minutes, agenda_type, order_index)
     values ($1, 'Welcome', 10, 'general', 1), ($1, 'Table topics', 20, 'qa', 2), ($1, 'Prepared pitches', 25, 'pitch', 3)`,
    [eventId],
  );
  const eventPage = `${postgres.url}/dashboard/events/${eventId}`;

  const ada = await signedInAdmin("Ada", { ...IN_NEW_YORK, viewport: DESKTOP });
  const rowan = await signedInMember("Rowan", IN_NEW_YORK);
  await Promise.all([ada.page.goto(eventPage), rowan.page.goto(eventPage)]);
  const agenda = agendaOf(ada.page);
  const watched = agendaOf(rowan.page);
  await expectPlan(agenda, [
    ["Welcome", "7:00 PM"],
    ["Table topics", "7:10 PM"],
    ["Prepared pitches", "7:30 PM"],
  ]);
  await expect(agenda.getByText("Ends 7:55 PM EST · within the planned 1 hour")).toBeVisible();
  await expect(agenda.getByText("Over time:")).toHaveCount(0);

  // the pitches take 35 minutes: the plan runs 5 minutes over, said in words
  await agenda.getByRole("button", { name: "Edit Agenda" }).click();
  await agenda.getByRole("button", { name: "Edit agenda item Prepared pitches" }).click();
  const form = agenda.getByRole("form", { name: "Edit agenda item Prepared pitches" });
  await expect(form.getByLabel("Item title")).toHaveValue("Prepared pitches");
  await form.getByLabel("Duration (minutes)").fill("35");
  await form.getByRole("button", { name: "Save" }).click();
  await expectToast(ada.page, "Success", "Agenda item updated.");
  await expect(rows(agenda).nth(2)).toContainText("Pitch · 35 min");
  const overrun = "Over time: Ends 8:05 PM EST · 5 min over the planned 1 hour";
  await expect(agenda.getByText(overrun)).toBeVisible();
  await expect(watched.getByText(overrun)).toBeVisible();

  // the pitches move up by keyboard, and the keyboard stays on them
  const moveUp = agenda.getByRole("button", { name: "Move Prepared pitches up" });
  await moveUp.focus();
  await ada.page.keyboard.press("Enter");
  const newPlan: Array<[string, string]> = [
    ["Welcome", "7:00 PM"],
    ["Prepared pitches", "7:10 PM"],
    ["Table topics", "7:45 PM"],
  ];
  await expectPlan(agenda, newPlan);
  await expect(moveUp).toBeFocused();
  await expect(agenda.getByRole("button", { name: "Move Welcome up" })).toBeDisabled();
  await expect(agenda.getByRole("button", { name: "Move Table topics down" })).toBeDisabled();
  await expectNoAxeViolations(ada.page, "the agenda while it is edited");

  // the other member's page follows live, without a reload
  await expectPlan(watched, newPlan);
  await expect(watched.getByText(overrun)).toBeVisible();
  await expect(watched.getByRole("button", { name: "Move Welcome down" })).toHaveCount(0);

  // the printable agenda shows the same times
  await ada.page.getByRole("link", { name: "Printable agenda" }).click();
  const sheet = ada.page.locator("#agenda-sheet");
  await expect(sheet.getByRole("row").nth(2)).toContainText("7:10 PM");
  await expect(sheet.getByRole("row").nth(2)).toContainText("Prepared pitches");
  await expect(sheet.getByRole("row").nth(3)).toContainText("7:45 PM");
  await expect(sheet.getByText(overrun)).toBeVisible();

  // screenshots of the plan with its warning: desktop and a phone, light and dark
  for (const [name, options] of [
    ["desktop", { viewport: DESKTOP }],
    ["phone", { viewport: PHONE, isMobile: true, hasTouch: true }],
  ] as const) {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await signedInPage(rowan, { ...IN_NEW_YORK, ...options, colorScheme });
      await page.goto(eventPage);
      await expect(agendaOf(page).getByText(overrun)).toBeVisible();
      await agendaOf(page).scrollIntoViewIfNeeded();
      const suffix = colorScheme === "dark" ? "-dark" : "";
      await agendaOf(page).screenshot({ path: `${SHOTS}/events-agenda-plan${suffix}-${name}.png` });
    }
  }
  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    const page = await signedInPage(ada, { ...IN_NEW_YORK, viewport });
    await page.goto(eventPage);
    await agendaOf(page).getByRole("button", { name: "Edit Agenda" }).click();
    await expect(agendaOf(page).getByRole("button", { name: "Move Welcome down" })).toBeVisible();
    const path = `${SHOTS}/events-agenda-editing-${name}.png`;
    // the phone's page whole: its sticky header would cover the top of a panel taller than the screen
    await (name === "phone" ? page.screenshot({ path, fullPage: true }) : agendaOf(page).screenshot({ path }));
  }
});
