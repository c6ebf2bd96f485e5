/**
 * The app's shell when things go wrong or get busy: a page that cannot load shows why inside the shell (offline, or
 * its file gone after a release: one reload by itself, never a loop), each page's own title announced on
 * navigation, the left rail folding after a click, and one toast at a time, placed clear of the controls on a phone.
 */
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const EVENTS_PAGE_FILE = /\/assets\/events-page-[\w-]+\.js$/;

const rail = (page: Page) => page.getByRole("navigation", { name: "Main" });
const railWidth = async (page: Page) => (await rail(page).boundingBox())?.width ?? 0;

/** How many times the browser loaded a page (the first visit and each reload). */
function countPageLoads(page: Page): () => number {
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

test.describe("a page that cannot load", () => {
  test.use({ viewport: DESKTOP });

  test("offline, it says so inside the shell; Back and coming online bring the app back", async ({ page, context }) => {
    await page.goto("/dashboard/resources/timer");
    await expect(page.getByRole("heading", { name: "Timer App", level: 1 })).toBeVisible();
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === "activated");

    await context.setOffline(true);
    try {
      await rail(page).getByRole("link", { name: "Events & News" }).click();
      const alert = page.getByRole("alert");
      await expect(alert.getByRole("heading", { name: "This page needs a connection", level: 1 })).toBeVisible();
      await expect(alert).toContainText("You're offline. This page will load when you're back online.");
      await expect(rail(page).getByRole("link", { name: "Meeting Resources" })).toBeVisible();
      await expect(page).toHaveTitle("Events & News · PitchCraft");
      await expectNoAxeViolations(page, "the offline message");
      await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
      await expect.poll(() => railWidth(page)).toBeLessThan(100);
      await page.screenshot({ path: "docs/screenshots/error-offline-desktop.png" });

      // Retry while still offline: the same message, not a white page.
      await alert.getByRole("button", { name: "Retry" }).click();
      await expect(page.getByRole("heading", { name: "This page needs a connection", level: 1 })).toBeVisible();

      await page.goBack();
      await expect(page.getByRole("heading", { name: "Timer App", level: 1 })).toBeVisible();
      await page.goForward();
      await expect(page.getByRole("heading", { name: "This page needs a connection", level: 1 })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    // Back online, the page loads by itself.
    await expect(page.getByRole("heading", { name: "Events & News", level: 1 })).toBeVisible();
  });

  test("on a phone, the offline message sits under the top bar", async ({ page, context }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/dashboard/resources");
    await expect(page.getByRole("heading", { name: "Meeting Resources", level: 1 })).toBeVisible();
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === "activated");
    await context.setOffline(true);
    try {
      await page.getByRole("button", { name: "Open the menu" }).click();
      await page.getByRole("dialog").getByRole("link", { name: "Leadership Central" }).click();
      await expect(page.getByRole("heading", { name: "This page needs a connection", level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Open the menu" })).toBeVisible();
      await page.screenshot({ path: "docs/screenshots/error-offline-phone.png" });
    } finally {
      await context.setOffline(false);
    }
  });

  test("online, a page file gone after a release reloads the page once, and the page shows", async ({ page }) => {
    const pageLoads = countPageLoads(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: /^Welcome/, level: 1 })).toBeVisible();
    await page.route(EVENTS_PAGE_FILE, (route) => route.fulfill({ status: 404, body: "Not found" }), { times: 1 });

    await rail(page).getByRole("link", { name: "Events & News" }).click();
    await expect(page.getByRole("heading", { name: "Events & News", level: 1 })).toBeVisible();
    expect(pageLoads()).toBe(2);
  });

  test("a page file that stays missing reloads once, then shows the error with Retry (no reload loop)", async ({
    page,
  }) => {
    const pageLoads = countPageLoads(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: /^Welcome/, level: 1 })).toBeVisible();
    await page.route(EVENTS_PAGE_FILE, (route) => route.fulfill({ status: 404, body: "Not found" }));

    await rail(page).getByRole("link", { name: "Events & News" }).click();
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("heading", { name: "This page could not be loaded", level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(pageLoads()).toBe(2);
    await expect(rail(page)).toBeVisible();
    await expectNoAxeViolations(page, "the page that could not be loaded");
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
    await expect.poll(() => railWidth(page)).toBeLessThan(100);
    await page.screenshot({ path: "docs/screenshots/error-page-unavailable-desktop.png" });

    // The file is back (say the network recovered): Retry loads the page in place.
    await page.unrouteAll();
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { name: "Events & News", level: 1 })).toBeVisible();
    expect(pageLoads()).toBe(2);
  });
});

test("each page has its own title, announced after each navigation", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/dashboard");
  await expect(page).toHaveTitle("Dashboard · PitchCraft");
  const announcer = page.getByRole("status").filter({ hasText: "· PitchCraft" });

  await rail(page).getByRole("link", { name: "Events & News" }).click();
  await expect(page).toHaveTitle("Events & News · PitchCraft");
  await expect(announcer).toHaveText("Events & News · PitchCraft");
  await rail(page).getByRole("link", { name: "Find Clubs" }).click();
  await expect(page).toHaveTitle("Find Clubs · PitchCraft");
  await expect(announcer).toHaveText("Find Clubs · PitchCraft");
  await page.goBack();
  await expect(page).toHaveTitle("Events & News · PitchCraft");
  await expect(announcer).toHaveText("Events & News · PitchCraft");

  // A page that shows one club or event names it before the kind of page.
  await rail(page).getByRole("link", { name: "Find Clubs" }).click();
  await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
  await page.getByRole("link", { name: "Austin Tech Talkers", exact: true }).click();
  await expect(page).toHaveTitle("Austin Tech Talkers · Club · PitchCraft");
  await expect(announcer).toHaveText("Austin Tech Talkers · Club · PitchCraft");
  const [event] = (await (await page.request.get("/api/events")).json()).events;
  await page.goto(`/dashboard/events/${event.id}`);
  await expect(page).toHaveTitle(`${event.title} · Event · PitchCraft`);

  await page.goto("/");
  await expect(page).toHaveTitle("PitchCraft");
  await page.goto("/dashboard/no-such-page");
  await expect(page).toHaveTitle("Page not found · PitchCraft");
});

test.describe("the left rail", () => {
  test("expands on hover and keyboard focus, and folds when the pointer leaves after a click", async ({
    signedInMember,
  }) => {
    const { page } = await signedInMember("Rhea", { viewport: DESKTOP });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome Rhea", level: 1 })).toBeVisible();
    expect(await railWidth(page)).toBeLessThan(100);

    await rail(page).hover();
    await expect.poll(() => railWidth(page)).toBe(256);
    await rail(page).getByRole("link", { name: "Events & News" }).click();
    await expect(page.getByRole("heading", { name: "Events & News", level: 1 })).toBeVisible();
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
    await expect.poll(() => railWidth(page)).toBeLessThan(100);

    // Through the profile menu to Profile: the rail folds and "Save changes" is not under it.
    const profileButton = rail(page).getByRole("button", { name: /open the profile menu/ });
    await profileButton.click();
    await page.getByRole("menuitem", { name: "Profile" }).click();
    await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
    await expect.poll(() => railWidth(page)).toBeLessThan(100);
    const save = page.getByRole("button", { name: "Save changes" });
    await expect(save).toBeVisible();
    await save.click({ trial: true }); // fails if anything else would receive the click

    // The profile button's name contains the name it shows (label in name).
    await rail(page).hover();
    await expect.poll(() => railWidth(page)).toBe(256);
    await expect(profileButton.getByText("Rhea", { exact: true })).toBeVisible();
    await expect(profileButton).toHaveAccessibleName(/^Rhea\b/);

    // By keyboard: the focus in the rail expands it.
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
    await expect.poll(() => railWidth(page)).toBeLessThan(100);
    await page.getByRole("heading", { name: "Profile", level: 1 }).click();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect.poll(() => railWidth(page)).toBe(256);
  });
});

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, "the element is on screen").not.toBeNull();
  return box as Box;
}

/** A toast slides in for a few hundred milliseconds: where it settles is where it stays while it is read. */
async function settledBox(locator: Locator): Promise<Box> {
  let last: Box | undefined;
  await expect
    .poll(
      async () => {
        const box = await boxOf(locator);
        const still = last !== undefined && JSON.stringify(box) === JSON.stringify(last);
        last = box;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return last as Box;
}

/**
 * A toast closes by itself after a few seconds, but not while the page is hidden: the page believes it is, so that a
 * slow machine's checks still find the toast they measure.
 */
async function keepToastsOpen(page: Page) {
  await page.addInitScript(() => Object.defineProperty(document, "hidden", { get: () => true }));
}

test.describe("toasts", () => {
  test("one toast at a time: a new one replaces the one shown", async ({ page }) => {
    await keepToastsOpen(page);
    await page.setViewportSize(DESKTOP);
    await page.goto("/dashboard/resources/ah-counter");
    const name = page.getByLabel("Speaker name");
    for (let round = 0; round < 2; round++) {
      await page.getByRole("button", { name: "Start Session" }).click();
      await name.press("Enter");
    }
    await name.fill("Maya");
    await name.press("Enter");
    await expectToast(page, "Speaker Added", "Maya was added to the list.");
    // the replaced toasts leave with an animation (sonner marks them removed); only the new one stays
    await expect(page.locator('[data-sonner-toast]:not([data-removed="true"])')).toHaveCount(1);
  });

  test("on a phone they stay clear of the top bar, the ah counter's word buttons and a dialog's button", async ({
    page,
  }) => {
    await keepToastsOpen(page);
    await page.setViewportSize(PHONE);
    await page.goto("/dashboard/resources/ah-counter");
    await page.getByLabel("Speaker name").fill("Maya");
    await page.getByLabel("Speaker name").press("Enter");
    await page.getByRole("button", { name: "Start Session" }).click();
    await expectToast(page, "Session Started", "Now counting filler words for 1 speaker(s)");
    // the toast in front: the one it replaced may still be leaving for a moment
    const toast = page.locator('[data-sonner-toast][data-front="true"]:not([data-removed="true"])');
    const topBar = page.getByRole("banner");
    const words = page.getByRole("button", { name: /^(Um|Uh|Ah|So|Well|Like|You know|Actually) \d+$/ });
    await expect(words).toHaveCount(8);

    const check = async (what: string) => {
      const shown = await settledBox(toast);
      expect(overlaps(shown, await boxOf(topBar)), `the toast covers the top bar (${what})`).toBe(false);
      for (const [index, word] of (await words.all()).entries()) {
        const box = await word.boundingBox();
        if (box) expect(overlaps(shown, box), `the toast covers word button ${index + 1} (${what})`).toBe(false);
      }
    };
    await check("as the session starts");
    await page.screenshot({ path: "docs/screenshots/toast-phone.png" });
    await words.last().scrollIntoViewIfNeeded();
    await words.first().click();
    await check("with the word buttons in view");

    await page.getByRole("button", { name: "End Session" }).click();
    await expectToast(page, "Session Completed", "Recorded 1 total filler words across all speakers");
    await page.getByRole("button", { name: "Clear", exact: true }).click();
    const confirm = page.getByRole("alertdialog").getByRole("button", { name: "Clear History" });
    await expect(confirm).toBeVisible();
    await expect(toast).toBeVisible();
    expect(overlaps(await settledBox(toast), await boxOf(confirm)), "the toast covers the dialog's button").toBe(false);
  });
});
