/**
 * Events & News in pages (docs/decisions/099): an admin creates a weekly series without an end date (52 meetings);
 * a member sees the first 20 events and appends the rest with "Show more events" — by keyboard and by mouse,
 * seeing the button's loading state — and an event added meanwhile shows live with every page kept. How many demo
 * events the member sees besides the series is read from the API, so the demo content may grow.
 *
 * Like e2e/events.spec.ts this runs against a copy of the built product on PostgreSQL (the fixtures grant the admin
 * role with SQL), with a database of its own: its many events would push the other journeys' events off page one.
 */
import type { Page } from "@playwright/test";
import { format } from "date-fns";
import { DAY } from "../src/domain/time";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { eventCard } from "./support/events";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();

const upcoming = (page: Page) => page.getByRole("region", { name: "Upcoming Events" });
const cards = (page: Page) => upcoming(page).locator("article");

test("a long list comes in pages: Show more events appends the next one, by keyboard and mouse, and live updates keep every page", async ({
  signedInAdmin,
  signedInMember,
}) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const [admin, reader] = await Promise.all([signedInAdmin("Avery"), signedInMember("Rowan")]);
  // Talks added by SQL fill the demo events up to whole pages (the series comes in 52 meetings), so the last page
  // shown is full when a new event arrives.
  const demoEvents = await upcomingEventCount(reader.page, postgres.url);
  const fillers = (20 - ((demoEvents + 52) % 20)) % 20;
  for (let talk = 1; talk <= fillers; talk++) {
    await postgres.sql(
      `insert into events (title, event_date, is_public) values ('Lightning Talk ${talk}', now() + interval '100 days', true)`,
    );
  }
  const total = demoEvents + fillers + 52;
  const pages = total / 20;
  expect(pages).toBeGreaterThanOrEqual(3);

  // The admin creates a weekly meeting without an end date: 52 meetings besides the demo events.
  const adminPage = admin.page;
  await adminPage.goto(`${postgres.url}/dashboard/events`);
  await adminPage.getByRole("button", { name: "Create Event" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Create Event" });
  const title = `Open Mic ${Date.now().toString(36)}`;
  await dialog.getByLabel("Event Title").fill(title);
  await dialog.getByLabel("Date", { exact: true }).fill(format(Date.now() + DAY, "yyyy-MM-dd"));
  await dialog.getByLabel("Time").fill("12:30");
  await dialog.getByRole("switch", { name: "Recurring Event" }).click();
  await dialog.getByLabel("Repeats").selectOption("weekly");
  await dialog.getByLabel("Item 1 title").fill("Open floor");
  await dialog.getByRole("button", { name: "Create Recurring Events" }).click();
  await expectToast(adminPage, "Success", "Created 52 recurring events successfully!");
  await expect(eventCard(adminPage, title)).toBeVisible(); // the admin's list shows the new series at once
  await expect(cards(adminPage)).toHaveCount(20);

  // A member opens the page: the first 20 events, soonest first, and the button.
  const page = reader.page;
  const streamOpen = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/live" && (url.searchParams.get("topics") ?? "").split(",").includes("events");
  });
  await page.goto(`${postgres.url}/dashboard/events`);
  await expect(cards(page)).toHaveCount(20);
  await expect(eventCard(page, title)).toBeVisible();
  await expect(eventCard(page, `${title} (52)`)).toHaveCount(0);
  const showMore = page.getByRole("button", { name: "Show more events" });
  await expect(showMore).toBeVisible();
  await expectNoAxeViolations(page, "the events page with Show more events");

  // By keyboard: Tab from the last card's More button reaches it; while the page loads it says so and keeps focus.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const laterPage = (url: URL) => url.pathname === "/api/events" && url.searchParams.has("after");
  await page.route(laterPage, async (route) => {
    await held;
    await route.continue();
  });
  await cards(page)
    .last()
    .getByRole("button", { name: /^More about / })
    .focus();
  await page.keyboard.press("Tab");
  await expect(showMore).toBeFocused();
  await page.keyboard.press("Enter");
  const loading = page.getByRole("button", { name: "Loading more events…" });
  await expect(loading).toBeFocused();
  await expect(loading).toHaveAttribute("aria-busy", "true");
  await expect(cards(page)).toHaveCount(20);
  release();
  await expect(cards(page)).toHaveCount(40);
  await expect(showMore).toBeFocused();
  await page.unroute(laterPage);

  // By mouse, to the end: every event, in date order, each once; the button goes and focus moves to the last page.
  for (let shown = 3; shown <= pages; shown++) {
    await showMore.click();
    await expect(cards(page)).toHaveCount(Math.min(shown * 20, total));
  }
  await expect(showMore).toHaveCount(0);
  await expect(
    cards(page)
      .nth((pages - 1) * 20)
      .getByRole("heading", { level: 3 })
      .getByRole("link"),
  ).toBeFocused();
  const titles = await upcoming(page).getByRole("heading", { level: 3 }).allTextContents();
  expect(new Set(titles).size).toBe(total);
  const series = titles.filter((text) => text.startsWith(title));
  expect(series).toEqual([title, ...Array.from({ length: 51 }, (_, index) => `${title} (${index + 2})`)]);

  // Attendance on an event of a later page shows on its card.
  const later = eventCard(page, `${title} (45)`);
  await later.getByRole("button", { name: "Join Event" }).click();
  await expect(later.getByText("1 attendee", { exact: true })).toBeVisible();

  // An event added meanwhile (by SQL, as another instance or an operator would) shows live in the pages shown,
  // which still hold as many events: the last moves to a page of its own, and the button is back for it.
  expect((await streamOpen).status()).toBe(200);
  await postgres.sql(
    "insert into events (title, event_date, is_public) values ('Anniversary Gala', now() + interval '200 days', true)",
  );
  await expect(eventCard(page, "Anniversary Gala")).toBeVisible({ timeout: 5_000 });
  await expect(cards(page)).toHaveCount(total);
  await expect(eventCard(page, `${title} (52)`)).toHaveCount(0);
  await expect(later.getByRole("button", { name: "Going — Leave Event" })).toBeVisible();
  await showMore.click();
  await expect(cards(page)).toHaveCount(total + 1);
  await expect(eventCard(page, `${title} (52)`)).toBeVisible();
  await expect(showMore).toHaveCount(0);
});

/** How many upcoming events the signed-in page's member sees, page by page through the API. */
async function upcomingEventCount(page: Page, baseUrl: string): Promise<number> {
  let count = 0;
  let after: string | null = null;
  do {
    const query: string = after ? `?after=${encodeURIComponent(after)}` : "";
    const response = await page.request.get(`${baseUrl}/api/events${query}`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { events: unknown[]; nextCursor: string | null };
    count += body.events.length;
    after = body.nextCursor;
  } while (after);
  return count;
}

test("with no upcoming events: the empty state and no button", async ({ page }) => {
  await page.route("**/api/events", (route) => route.fulfill({ json: { events: [], nextCursor: null } }));
  await page.goto("/dashboard/events");
  await expect(page.getByText("No Upcoming Events")).toBeVisible();
  await expect(page.getByText("Check back later")).toBeVisible();
  await expect(page.getByRole("button", { name: "Show more events" })).toHaveCount(0);
});
