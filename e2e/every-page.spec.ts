/**
 * Every page fits a 360 px phone: each route of the router, for a visitor, a member and an admin, without
 * scrolling sideways (wide tables scroll inside their card). The administration page, seen by an admin, also
 * passes axe in both themes; the admin role is granted with SQL, so that part runs on its own PostgreSQL-backed
 * server (`ownPostgresServer()`, e2e/support/fixtures.ts).
 */
import { type Browser, type BrowserContextOptions, request } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { APP_URL } from "./support/accounts";
import { everyRoute, waitForContent } from "./support/every-route";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const PHONE = { width: 360, height: 740 };

/** Visits every route as the owner of `storageState` (none: a visitor) and lists the pages wider than the phone. */
async function pagesWiderThanThePhone(
  browser: Browser,
  baseURL: string,
  storageState: BrowserContextOptions["storageState"] | undefined,
): Promise<string[]> {
  const api = await request.newContext({ baseURL, storageState, extraHTTPHeaders: { origin: baseURL } });
  const visits = await everyRoute(api, { signedIn: storageState !== undefined });
  await api.dispose();
  const context = await browser.newContext({ baseURL, storageState, viewport: PHONE });
  const page = await context.newPage();
  const wide: string[] = [];
  for (const visit of visits) {
    await page.goto(visit.path);
    await waitForContent(page);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) wide.push(`${visit.route} (${page.url()}): ${scrollWidth} px wide`);
  }
  await context.close();
  return wide;
}

test("every route fits a 360 px phone for a visitor and for a member", async ({ browser, newMember }) => {
  test.setTimeout(180_000);
  // A long name without a place to break it, as some members have.
  const member = await newMember("Nadiaalexandrinapetronella");
  expect(await pagesWiderThanThePhone(browser, APP_URL, undefined)).toEqual([]);
  expect(await pagesWiderThanThePhone(browser, APP_URL, member.storageState)).toEqual([]);
});

test.describe("on a PostgreSQL-backed server, where the admin role can be granted", () => {
  const postgresServer = ownPostgresServer();

  test("every route fits a 360 px phone for an admin; the administration page passes axe in both themes", async ({
    browser,
    newMember,
    signedInPage,
  }) => {
    test.setTimeout(180_000);
    const postgres = postgresServer();
    const admin = await newMember("Odile", { admin: true });
    // An issued key and a message, so the page shows the table of access keys and the list of messages.
    const api = await request.newContext({
      baseURL: postgres.url,
      storageState: admin.storageState,
      extraHTTPHeaders: { origin: postgres.url },
    });
    const issued = await api.post("/api/admin/access-keys", { data: { label: "Harbour club officers, spring term" } });
    expect(issued.ok(), await issued.text()).toBe(true);
    const message = { name: "Ann Lee", email: "ann@example.com", subject: "Hello", message: "A question about clubs." };
    const sent = await api.post("/api/support/contact", { data: message });
    expect(sent.ok(), await sent.text()).toBe(true);
    await api.dispose();

    expect(await pagesWiderThanThePhone(browser, postgres.url, admin.storageState)).toEqual([]);

    for (const colorScheme of ["light", "dark"] as const) {
      for (const viewport of [PHONE, { width: 390, height: 844 }, { width: 1280, height: 800 }]) {
        const page = await signedInPage(admin, { viewport, colorScheme });
        await page.goto(`${postgres.url}/dashboard/admin`);
        await expect(page.getByRole("table", { name: "Issued access keys" })).toBeVisible();
        await expect(page.getByRole("link", { name: "ann@example.com" })).toBeVisible();
        await waitForContent(page);
        await expectNoAxeViolations(page, `the administration page (${colorScheme}, ${viewport.width} px)`);
        if (colorScheme === "light" && viewport.width !== PHONE.width) {
          const device = viewport.width === 390 ? "phone" : "desktop";
          await page.screenshot({ path: `docs/screenshots/admin-${device}.png`, fullPage: true });
        }
        await page.context().close();
      }
    }
  });
});
