/**
 * The keyboard's focus stays where the action was, or moves to what it produced; a dialog opens on its first field;
 * Back closes a dialog instead of leaving the page, asking first when its form has changes (docs/decisions/191, 192).
 */
import type { Locator, Page } from "@playwright/test";
import { expectToast, recordToasts } from "./support/accounts";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();

/** Presses Tab until `target` has the focus (at most `limit` times): the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab did not reach ${target}`);
}

/** The ids of the dialogs whose history entries lead to the page's current entry (none: the page's own). */
const dialogEntries = (page: Page) =>
  page.evaluate(() => (history.state as { pitchcraftDialogs?: string[] } | null)?.pitchcraftDialogs ?? []);

test("by keyboard alone, Take role keeps the focus on what replaced it, with one success toast", async ({
  signedInMember,
}) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const [event] = await postgres.sql<{ id: string }>(
    `insert into events (title, event_date, duration_minutes, time_zone, event_type, is_public)
     values ('Keyboard Night', now() + interval '3 days', 90, 'Europe/London', 'meeting', true) returning id`,
  );
  const kai = await signedInMember("Kai");
  const page = kai.page;
  await page.goto(`${postgres.url}/dashboard/events/${event?.id}`);
  const roles = page.getByRole("region", { name: "Meeting Roles" });
  const take = roles.getByRole("button", { name: "Take role Timer" });
  await expect(take).toBeVisible();
  const toasts = await recordToasts(page);

  await tabTo(page, take);
  await page.keyboard.press("Enter");
  await expectToast(page, "Success", "You are now the Timer for this meeting.");
  const remove = roles.getByRole("button", { name: "Remove me as Timer" });
  await expect(remove).toBeFocused();
  await page.waitForTimeout(1_000); // a moment for a second toast, if there were one
  expect(await toasts()).toEqual(["toast: Success"]);
  await expect(remove).toBeFocused();

  // and back: Remove gives the focus to the Take role that replaces it
  await page.keyboard.press("Enter");
  await expect(roles.getByRole("button", { name: "Take role Timer" })).toBeFocused();
  expect(await toasts()).toHaveLength(2);
});

test("a dialog opens on its first field, Escape gives the focus back, and Back closes it (asking first when it has changes)", async ({
  signedInAdmin,
}) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const ada = await signedInAdmin("Ada");
  const page = ada.page;
  await page.goto(`${postgres.url}/dashboard`);
  await expect(page.getByRole("heading", { name: "Welcome Ada", level: 1 })).toBeVisible();
  // to the Events page by a link of the app (React Router), so Back from it returns to the dashboard
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events & News" }).click();
  await expect(page.getByRole("heading", { name: "Events & News", level: 1 })).toBeVisible();
  const eventsPage = page.url();

  const create = page.getByRole("button", { name: "Create Event" });
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  const title = dialog.getByLabel("Event Title");

  // Opens on its first field: a space typed first goes into it (it closed the dialog when Close had the focus).
  await create.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(title).toBeFocused();
  await page.keyboard.press("Space");
  await expect(dialog).toBeVisible();
  await expect(title).toHaveValue(" ");
  expect(await dialogEntries(page)).toHaveLength(1);

  // Escape closes it; the focus is back on Create Event, and the dialog's history entry is gone with it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();
  await expect.poll(() => dialogEntries(page)).toEqual([]);

  // Back with an untouched dialog just closes it: the page stays.
  await page.keyboard.press("Enter");
  await expect(title).toBeFocused();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  expect(page.url()).toBe(eventsPage);
  await expect(create).toBeFocused();

  // Back with a half-filled dialog asks first. Cancel keeps what was typed; Discard closes it.
  await page.keyboard.press("Enter");
  await expect(title).toBeFocused();
  await page.keyboard.type("Harbour Lights Night");
  await page.goBack();
  const question = page.getByRole("alertdialog", { name: "Discard your changes?" });
  await expect(question).toBeVisible();
  await expect(question).toContainText("What you entered in this dialog has not been saved.");
  await expect(question.getByRole("button", { name: "Cancel" })).toBeFocused();
  expect(page.url()).toBe(eventsPage);
  await shoot(page, "discard-changes");
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(title).toHaveValue("Harbour Lights Night");
  await expect(title).toBeFocused();

  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Discard changes" }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(eventsPage);
  await expect(create).toBeFocused();

  // Four dialogs opened and closed left no entry behind: one Back returns to the dashboard, and the app's own
  // navigation goes on working.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Welcome Ada", level: 1 })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { name: "Events & News", level: 1 })).toBeVisible();
  await expect(create).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Find Clubs" }).click();
  await expect(page.getByRole("heading", { name: "Find Clubs", level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Events & News", level: 1 })).toBeVisible();
});

test("on a phone, a link of the slide-out menu replaces the menu's entry: Back returns to the page before", async ({
  signedInMember,
}) => {
  const mia = await signedInMember("Mia", { viewport: { width: 390, height: 844 } });
  const page = mia.page;
  await page.goto(`${postgresServer().url}/dashboard/resources`);
  await expect(page.getByRole("heading", { name: "Meeting Resources", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Open the menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu.getByRole("link", { name: "Events & News" })).toBeVisible();

  // Back closes the menu and stays
  await page.goBack();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { name: "Meeting Resources", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open the menu" })).toBeFocused();

  await page.getByRole("button", { name: "Open the menu" }).click();
  await menu.getByRole("link", { name: "Events & News" }).click();
  await expect(page.getByRole("heading", { name: "Events & News", level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Meeting Resources", level: 1 })).toBeVisible();
  await expect(menu).toBeHidden();
  expect(await dialogEntries(page)).toEqual([]);
});

/** The discard question at 1280 and 390 px, light and dark, for docs/features.md. */
async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ["desktop", { width: 1280, height: 800 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(300); // the buttons' colour transitions
      await page.screenshot({ path: `docs/screenshots/${name}-${size}-${colorScheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 720 });
}
