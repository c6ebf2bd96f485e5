/**
 * The dashboard's first screen without one request after another (docs/decisions/101): the page names the
 * signed-in member, its scripts and its figures are asked for with the page, the menus arrive after it, and what the
 * service worker keeps for offline use names nobody.
 */
import { type Page, request } from "@playwright/test";
import { APP_URL, createVerifiedMember, type Member, openProfileMenu } from "./support/accounts";
import { everyRoute, waitForContent } from "./support/every-route";
import { expect, test } from "./support/fixtures";

let member: Member;

/**
 * Keeps the live stream away: a change by another journey running beside this one (a member joining any club, an
 * event created) would rightly refresh a figure or a list, and these tests count what the page asks for by itself.
 */
const withoutLiveStream = (page: Page) =>
  page.route("**/api/live?**", (route) =>
    // an empty stream that asks the browser to come back in ten minutes (no error in the console)
    route.fulfill({ status: 200, contentType: "text/event-stream", body: "retry: 600000\n\n" }),
  );

/** Looks at every frame whether a placeholder (a Skeleton) of the page's content is on screen. */
const watchPlaceholders = (page: Page) =>
  page.addInitScript(() => {
    const seen = window as unknown as { placeholderShown: boolean };
    seen.placeholderShown = false;
    const look = () => {
      const content = document.getElementById("content");
      if (
        content &&
        getComputedStyle(content).visibility === "visible" &&
        content.querySelector("[data-placeholder]")
      ) {
        seen.placeholderShown = true;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
const placeholderWasShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { placeholderShown: boolean }).placeholderShown);

test.beforeAll(async () => {
  member = await createVerifiedMember("Rosalind");
});

test("a member's dashboard greets them and shows the figures without asking who is signed in or asking twice", async ({
  signedInPage,
}) => {
  const page = await signedInPage(member, { viewport: { width: 390, height: 844 } });
  await withoutLiveStream(page);
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome Rosalind", level: 1 })).toBeVisible();
  const figures = page.getByRole("region", { name: "Your figures" }).locator("p[aria-live]");
  await expect(figures).toHaveText([/^\d+$/, /^\d+$/, /^\d+$/, /^\d+$/]);
  await expect(page.getByText("Welcome to the community!")).toBeVisible();

  // the scripts of the first screen come with the page: announced in it, loaded as it is read
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.some((file) => /\/home-page-[\w-]+\.js$/.test(file))).toBe(true);
  expect(preloaded.some((file) => /\/dashboard-layout-[\w-]+\.js$/.test(file))).toBe(true);
  for (const file of preloaded) expect(asked, `${file} is announced but never loaded`).toContain(file);

  // the preloaded answers are the ones shown: nothing asked twice
  expect(asked).not.toContain("/api/auth/get-session");
  expect(asked.filter((path) => path === "/api/dashboard/summary")).toHaveLength(1);
  expect(asked.filter((path) => path === "/api/dashboard/club-members")).toHaveLength(1);

  // moving to another page (its chunk loads then) and back
  await page.getByRole("link", { name: /Find a Club/ }).click();
  await expect(page.getByRole("heading", { name: "Find Clubs", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "PitchCraft dashboard home" }).click();
  await expect(page.getByRole("heading", { name: "Welcome Rosalind", level: 1 })).toBeVisible();

  // the menus still work once they have arrived
  await page.getByRole("button", { name: "Open the menu" }).click();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Events & News" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await openProfileMenu(page);
  await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
  await page.keyboard.press("Escape");

  expect(warnings, "no preload went unused or failed").toEqual([]);
});

test("the first page shows once its first data is in, not placeholders the data then pushes down (decision 259)", async ({
  signedInPage,
}) => {
  const page = await signedInPage(member, { viewport: { width: 390, height: 844 } });
  await watchPlaceholders(page);
  const schedule = new Promise<void>((resolve) => setTimeout(resolve, 600));
  await page.route("**/api/dashboard/schedule", async (route) => {
    await schedule;
    await route.continue();
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome Rosalind", level: 1 })).toBeVisible();
  await expect(page.getByText("No meetings of your clubs are planned yet.", { exact: false })).toBeVisible();
  await expect(page.locator("main#content")).not.toHaveAttribute("aria-busy");
  expect(await placeholderWasShown(page)).toBe(false);

  // an answer that does not come holds the page back for a second at most: then it shows, waiting where it must
  await page.unrouteAll();
  await page.route("**/api/dashboard/schedule", () => undefined);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome Rosalind", level: 1 })).toBeVisible();
  await expect(page.locator("main#content")).not.toHaveAttribute("aria-busy");
  await expect(page.getByText("Loading your schedule").first()).toBeAttached();
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("the first page also waits for what its first answer made it ask for: an event's roles (decision 261)", async ({
  signedInPage,
}) => {
  const page = await signedInPage(member, { viewport: { width: 390, height: 844 } });
  const listed = await page.request.get("/api/events");
  const { events } = (await listed.json()) as { events: Array<{ id: string; title: string; eventType: string }> };
  const meeting = events.find((event) => event.eventType === "meeting");
  if (!meeting) throw new Error("the demo content has a meeting");
  // once before, as a member who has been here: the page's code is in the browser's cache and the hold's second
  // is left to the answers, also on a loaded machine
  await page.goto(`/dashboard/events/${meeting.id}`);
  await expect(page.getByRole("heading", { name: "Meeting Roles", level: 2 })).toBeVisible();
  await watchPlaceholders(page);
  const roles = new Promise<void>((resolve) => setTimeout(resolve, 600));
  await page.route(`**/api/events/${meeting.id}/roles`, async (route) => {
    await roles;
    await route.continue();
  });
  await page.goto(`/dashboard/events/${meeting.id}`);
  await expect(page.getByRole("heading", { name: meeting.title, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Meeting Roles", level: 2 })).toBeVisible();
  await expect(page.locator("main#content")).not.toHaveAttribute("aria-busy");
  expect(await placeholderWasShown(page)).toBe(false);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("on every page, the data asked for with the page is taken by the page (decision 253)", async ({
  browser,
  newMember,
}) => {
  test.setTimeout(180_000);
  const reader = await newMember("Prosper");
  const api = await request.newContext({
    baseURL: APP_URL,
    storageState: reader.storageState,
    extraHTTPHeaders: { origin: APP_URL },
  });
  const visits = await everyRoute(api, { signedIn: true });
  await api.dispose();
  const context = await browser.newContext({ baseURL: APP_URL, storageState: reader.storageState });
  const page = await context.newPage();
  await withoutLiveStream(page);
  let asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  const unused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" && /preload/i.test(message.text())) unused.push(message.text());
  });

  const withData: string[] = [];
  for (const visit of visits) {
    asked = [];
    await page.goto(visit.path);
    await waitForContent(page);
    const preloaded = await page
      .locator('link[rel="preload"][as="fetch"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    if (preloaded.length === 0) continue;
    withData.push(visit.route);
    // the browser says that a preloaded answer went unused three seconds after the page has loaded
    await page.waitForLoadState("load");
    await page.waitForTimeout(3_200);
    expect(unused, `on ${visit.path}`).toEqual([]);
    for (const path of preloaded) expect(asked, `${path} on ${visit.path}`).toContain(path);
    // asked once: the page takes the preloaded answer and the panels beside it share it (the profile is also the
    // member menu's, and a page of its own reads it afresh: not counted)
    for (const path of preloaded.filter((each) => each !== "/api/profile")) {
      expect(
        asked.filter((each) => each === path),
        `${path} on ${visit.path}`,
      ).toHaveLength(1);
    }
  }
  expect(withData).toEqual(expect.arrayContaining(["/dashboard", "/dashboard/events", "/dashboard/events/:eventId"]));
  await context.close();
});

test("a visitor's dashboard asks who is signed in and invites them to sign in", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  expect(asked).toContain("/api/auth/get-session");
  expect(asked).not.toContain("/api/dashboard/summary");
});

test("the page kept for offline use does not name the member who last opened the app", async ({ signedInPage }) => {
  const page = await signedInPage(member);
  await page.goto("/dashboard/resources");
  await expect(page.getByRole("heading", { name: "Meeting Resources", level: 1 })).toBeVisible();
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === "activated");
  // a page opened while the worker is active is the one it keeps
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome Rosalind", level: 1 })).toBeVisible();
  expect(await page.content()).toContain(member.email);

  const kept = await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const response = await (await caches.open(name)).match("/dashboard/resources");
      if (response) return response.text();
    }
    return undefined;
  });
  expect(kept, "the service worker keeps the app page").toContain('<div id="root">');
  expect(kept).not.toContain(member.email);
  expect(kept).not.toContain("signed-in-member");
});
