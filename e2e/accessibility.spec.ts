/**
 * Every route of the app passes axe — no violation of any impact — for visitors and for members, in the light and
 * the dark theme (the administration page: e2e/every-page.spec.ts); the foundation's pages and states also on a
 * 390×844 phone; a page still loading (a Leadership Central club page without its club yet); and the shell works by
 * keyboard.
 */
import { type Page, request } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { APP_URL, createVerifiedMember, type Member } from "./support/accounts";
import { everyRoute, waitForContent } from "./support/every-route";
import { expect, test } from "./support/fixtures";

const VIEWPORTS = [
  { device: "desktop", viewport: { width: 1280, height: 800 } },
  { device: "phone", viewport: { width: 390, height: 844 } },
] as const;

let member: Member;

test.beforeAll(async () => {
  member = await createVerifiedMember("Alma");
});

/** Opens `path` and waits for its level-1 heading, so axe sees the page's content rather than its skeleton. */
async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
}

for (const { device, viewport } of VIEWPORTS) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    for (const colorScheme of ["light", "dark"] as const) {
      test(`the pages a visitor sees pass axe in the ${colorScheme} theme`, async ({ browser }) => {
        test.setTimeout(90_000);
        const context = await browser.newContext({ viewport, colorScheme });
        const page = await context.newPage();
        await visit(page, "/", "Welcome to PitchCraft");
        await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
        await expectNoAxeViolations(page, "the landing page");

        await visit(page, "/auth", "Welcome Back");
        await expectNoAxeViolations(page, "the sign-in form");
        await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
        await expect(page.getByRole("heading", { name: "Join PitchCraft", level: 1 })).toBeVisible();
        await expectNoAxeViolations(page, "the sign-up form");
        // Submitting the empty form shows the inline errors; they must be readable too.
        await page.getByRole("button", { name: "Create Account" }).click();
        await expect(page.getByText("First Name is required")).toBeVisible();
        await expectNoAxeViolations(page, "the sign-up form with errors");
        await page.getByRole("button", { name: "Already have an account? Sign in" }).click();
        await page.getByRole("button", { name: "Forgot password?" }).click();
        await expect(page.getByRole("heading", { name: "Reset your password", level: 1 })).toBeVisible();
        await expectNoAxeViolations(page, "the forgot-password form");

        await visit(page, "/auth/reset-password?token=not-a-real-token", "Choose a new password");
        await expectNoAxeViolations(page, "the reset-password form");
        await visit(page, "/auth/reset-password?error=INVALID_TOKEN", "This link has expired");
        await expectNoAxeViolations(page, "the expired reset link");

        await visit(page, "/dashboard", "Welcome");
        await expect(page.getByRole("heading", { name: "Sign in to see your progress" })).toBeVisible();
        await expectNoAxeViolations(page, "the dashboard of a visitor");

        await visit(page, "/no-such-page", "Page not found");
        await expectNoAxeViolations(page, "the not-found page");
        await visit(page, "/dashboard/no-such-page", "Page not found");
        await expectNoAxeViolations(page, "the not-found page in the dashboard");

        await context.close();
      });

      test(`the pages a member sees pass axe in the ${colorScheme} theme`, async ({ signedInPage }) => {
        test.setTimeout(90_000);
        const page = await signedInPage(member, { viewport, colorScheme });

        await visit(page, "/dashboard", "Welcome Alma");
        // Wait for the figures and panels, not their skeletons.
        await expect(page.getByText("Welcome to the community!")).toBeVisible();
        // All four figures are numbers (a figure still loading is a skeleton).
        const figures = page.getByRole("region", { name: "Your figures" }).locator("p[aria-live]");
        await expect(figures).toHaveCount(4);
        await expect(figures).toHaveText([/^\d+$/, /^\d+$/, /^\d+$/, /^\d+$/]);
        await expectNoAxeViolations(page, `the member's dashboard (${colorScheme})`);

        await page.getByRole("button", { name: "Open the profile menu" }).click();
        await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
        await expectNoAxeViolations(page, `the open profile menu (${colorScheme})`, "[role='menu']");
        await page.keyboard.press("Escape");
        await expect(page.getByRole("menu")).toBeHidden();

        await visit(page, "/dashboard/profile", "Profile");
        await expect(page.getByLabel("First Name", { exact: true })).toHaveValue("Alma");
        await expectNoAxeViolations(page, `the profile page (${colorScheme})`);

        await visit(page, "/dashboard/pathways", "Pathways Learning");
        await expect(page.getByRole("button", { name: /^Start Pathway/ }).first()).toBeVisible();
        await expectNoAxeViolations(page, `the Pathways page (${colorScheme})`);
        await visit(page, "/dashboard/courses", "Courses");
        await expect(page.getByRole("button", { name: "Start Course" })).toBeVisible();
        await expectNoAxeViolations(page, `the Courses page (${colorScheme})`);
        await visit(page, "/dashboard/pathways/certification/5", "Certified Technical Storyteller");
        await expect(page.getByRole("button", { name: /^Start Module/ }).first()).toBeVisible();
        await expectNoAxeViolations(page, `a fixed program page (${colorScheme})`);
      });
    }
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  for (const who of ["visitor", "member"] as const) {
    test(`every route passes axe for a ${who} in the ${colorScheme} theme`, async ({ browser }) => {
      test.setTimeout(180_000);
      const storageState = who === "member" ? member.storageState : undefined;
      const api = await request.newContext({ baseURL: APP_URL, storageState, extraHTTPHeaders: { origin: APP_URL } });
      const visits = await everyRoute(api, { signedIn: who === "member" });
      await api.dispose();
      const context = await browser.newContext({ storageState, viewport: VIEWPORTS[0].viewport, colorScheme });
      const page = await context.newPage();
      for (const visit of visits) {
        await page.goto(visit.path);
        await waitForContent(page);
        await expectNoAxeViolations(page, `${visit.route} for a ${who} (${colorScheme})`);
      }
      await context.close();
    });
  }
}

test("a Leadership Central club page passes axe while its club is still loading, and names it once loaded", async ({
  signedInPage,
}) => {
  const page = await signedInPage(member, { viewport: VIEWPORTS[0].viewport, colorScheme: "dark" });
  const clubs = await page.request.get("/api/clubs");
  const [club] = ((await clubs.json()) as { clubs: Array<{ id: string; name: string }> }).clubs;
  if (!club) throw new Error("The demo content has no club.");
  // The club's details are held back: the heading must not be empty meanwhile (a busy skeleton with a name).
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/clubs/${club.id}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/dashboard/leadership/clubs/${club.id}`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveAccessibleName("Loading the club");
  await expect(heading.locator('[aria-busy="true"]')).toHaveCount(1);
  await expectNoAxeViolations(page, "a Leadership Central club page loading its club");
  release();
  await expect(heading).toHaveAccessibleName(club.name);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page, "a Leadership Central club page of a club the member does not lead");
});

test.describe("by keyboard", () => {
  test("on a desktop, Tab goes through the navigation to the profile menu, which opens and works", async ({
    signedInPage,
  }) => {
    const page = await signedInPage(member, { viewport: VIEWPORTS[0].viewport });
    await visit(page, "/dashboard", "Welcome Alma");
    const navigation = page.getByRole("navigation", { name: "Main" });

    // The rail is narrow until it is hovered or focused.
    const width = async () => (await navigation.boundingBox())?.width ?? 0;
    expect(await width()).toBeLessThan(100);

    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();

    const reached: string[] = [];
    const profileButton = page.getByRole("button", { name: "Alma: open the profile menu" });
    for (
      let step = 0;
      step < 12 && !(await profileButton.evaluate((button) => button === document.activeElement));
      step++
    ) {
      await page.keyboard.press("Tab");
      reached.push(
        await page.evaluate(() => {
          const focused = document.activeElement;
          return focused?.getAttribute("aria-label") || focused?.textContent?.trim() || "";
        }),
      );
    }
    expect(reached).toEqual([
      "PitchCraft dashboard home",
      "Find Clubs",
      "Pathways Learning",
      "Meeting Resources",
      "Leadership Central",
      "Events & News",
      "Contact & Support",
      "Alma: open the profile menu",
    ]);
    // Focus inside the rail expands it, so the labels are readable.
    await expect.poll(width).toBeGreaterThan(200);

    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "My speaking record" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Log out" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(profileButton).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard/profile");
    await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();

    // Without focus or pointer the rail folds again; hovering expands it.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(VIEWPORTS[0].viewport.width / 2, VIEWPORTS[0].viewport.height / 2);
    await expect.poll(width).toBeLessThan(100);
    await navigation.hover();
    await expect.poll(width).toBeGreaterThan(200);
  });

  test("on a phone, the menu button opens the slide-out navigation", async ({ browser }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS[1].viewport });
    const page = await context.newPage();
    await visit(page, "/dashboard", "Welcome");

    const menuButton = page.getByRole("button", { name: "Open the menu" });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    // By keyboard: skip link, then the menu button.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(menuButton).toBeFocused();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog");
    await expect(menu).toBeVisible();
    const navigation = menu.getByRole("navigation", { name: "Main" });
    for (const entry of [
      "Find Clubs",
      "Pathways Learning",
      "Meeting Resources",
      "Leadership Central",
      "Events & News",
      "Contact & Support",
    ]) {
      await expect(navigation.getByRole("link", { name: entry })).toBeVisible();
    }
    await expectNoAxeViolations(page, "the open slide-out navigation");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole("link", { name: "Events & News" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard/events");
    await expect(page.getByRole("heading", { name: "Events & News", level: 1 })).toBeVisible();

    await context.close();
  });
});
