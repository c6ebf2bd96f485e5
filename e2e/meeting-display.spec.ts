/**
 * The meeting display (docs/decisions/159) in a real browser without an account: the link from the console's API,
 * the speaker as the timer starts the speech, the light through green, yellow, red and overtime on the display's
 * own controlled clock, the cues beyond colour (flashing border, high contrast), a lost connection said and caught
 * up, the end of the meeting and a renewed link. Also the standalone timer's cue switches.
 */
import { type APIRequestContext, type Page, request } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();
const SHOTS = "docs/screenshots";
const PROJECTOR = { width: 1920, height: 1080 };
const SMALL_PROJECTOR = { width: 1280, height: 720 };

const light = (page: Page) => page.locator("[data-stage]");
const clock = (page: Page) => page.getByRole("timer");

async function expectStage(page: Page, stage: string, words: string, shape: string) {
  await expect(light(page)).toHaveAttribute("data-stage", stage);
  await expect(light(page).getByText(words, { exact: true }).first()).toBeVisible();
  await expect(light(page).locator(`svg[data-shape="${shape}"]`)).toBeVisible();
}

/** The light's content fits the screen: nothing pushed past its edge. */
async function expectFits(page: Page) {
  const { scrollHeight, clientHeight, scrollWidth, clientWidth } = await light(page).evaluate((element) => ({
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollHeight, "the light's content fits the screen's height").toBeLessThanOrEqual(clientHeight);
  expect(scrollWidth, "the light's content fits the screen's width").toBeLessThanOrEqual(clientWidth);
}

/** Moves the pointer, so the display's controls show (they hide when nobody touches the screen). */
const wake = (page: Page) => page.mouse.move(100 + Math.random() * 200, 300);

test("a display without an account follows the timer: the speaker, the light's stages and cues, a lost connection, the end", async ({
  browser,
  newMember,
}) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const [event] = await postgres.sql<{ id: string }>(
    `insert into events (title, event_date, duration_minutes, time_zone, event_type, is_public)
     values ('Harbour Speakers Night', now() - interval '10 minutes', 90, 'Europe/London', 'meeting', true)
     returning id`,
  );
  const eventId = event?.id as string;
  const items = await postgres.sql<{ id: string; title: string }>(
    `insert into meeting_agendas (event_id, title, duration_minutes, agenda_type, order_index)
     values ($1, 'Opening', 5, 'general', 0), ($1, 'Prepared pitch', 8, 'pitch', 1), ($1, 'Table Topics', 15, 'qa', 2)
     returning id, title`,
    [eventId],
  );
  const pitch = items.find((item) => item.title === "Prepared pitch")?.id as string;
  const timer = await newMember("Tim");
  await postgres.sql(
    "insert into meeting_role_assignments (event_id, user_id, role_type) select $1, id, 'timer' from users where email = $2",
    [eventId, timer.email],
  );
  const api: APIRequestContext = await request.newContext({
    baseURL: postgres.url,
    storageState: timer.storageState,
    extraHTTPHeaders: { origin: postgres.url },
  });
  const consoleState = await api.get(`/api/meetings/${eventId}`);
  expect(consoleState.ok(), await consoleState.text()).toBe(true);
  const { displayPath } = (await consoleState.json()) as { displayPath: string | null };
  expect(displayPath).toMatch(new RegExp(`^/meetings/${eventId}/display\\?token=`));

  // the display: a browser without an account, its clock under the test's control
  const display = await browser.newContext({ baseURL: postgres.url, viewport: PROJECTOR });
  const page = await display.newPage();
  // The test moves only the display's clock to let minutes pass; asked, the server's clock would (rightly) say that
  // no minutes passed (decision 256), so the display is kept from asking it here: it goes on from its first reading.
  await page.route("**/api/clock", (route) => route.abort());
  await page.clock.install();
  await page.goto(`${postgres.url}${displayPath}`);
  await expect(page.getByRole("heading", { level: 1, name: "Harbour Speakers Night" })).toBeVisible();
  await expectStage(page, "none", "No light", "none");
  await expect(page.getByText("The meeting starts soon")).toBeVisible();
  await expect(page.getByText("Next: Opening at", { exact: false })).toBeVisible();

  // the connection drops: the display says so; the speech started meanwhile shows once it is back
  await display.setOffline(true);
  await expect(page.getByRole("alert")).toHaveText("Connection lost — reconnecting…");
  await postgres.sql("update meeting_agendas set started_at = now() where id = $1", [pitch]);
  const speechId = crypto.randomUUID();
  const started = await api.post(`/api/meetings/${eventId}/timings`, {
    data: { id: speechId, agendaItemId: pitch, speakerName: "Pia Lind", speechTitle: "Why Bridges Sing" },
  });
  expect(started.status(), await started.text()).toBe(201);
  await display.setOffline(false);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("Pia Lind", { exact: true })).toBeVisible();
  await expect(page.getByText("“Why Bridges Sing”")).toBeVisible();
  await expect(page.getByText("Timed 5:00–7:00")).toBeVisible();
  await expect(page.getByText("Now: Prepared pitch")).toBeVisible();
  await expectStage(page, "none", "No light", "none");
  await expect(clock(page)).toHaveText(/^Elapsed time 0:\d\d$/);
  await wake(page);
  await expectNoAxeViolations(page, "the meeting display");

  // the project speech's marks: green at 5:00, yellow at 6:00, red at 7:00, overtime past 7:30
  await wake(page);
  await page.getByRole("button", { name: "Flashing border" }).click();
  await page.clock.fastForward("05:00");
  await expectStage(page, "green", "Green light", "circle");
  // real time passes between the steps too (a slow machine: many seconds), so the seconds are not checked
  await expect(clock(page)).toHaveText(/^Elapsed time 5:\d\d$/);
  await page.clock.fastForward("01:00");
  await expectStage(page, "yellow", "Yellow light", "triangle");
  await expect(page.locator("[data-cue]")).toHaveCount(0);
  await expectFits(page);
  await wake(page);
  await expectNoAxeViolations(page, "the meeting display in the yellow light");
  await page.mouse.move(0, 0);
  await page.clock.fastForward("00:04");
  await page.screenshot({ path: `${SHOTS}/meeting-display-projector.png`, animations: "disabled" });

  await page.clock.fastForward("01:00");
  await expectStage(page, "red", "Red light", "square");
  await expect(page.locator("[data-cue]")).toHaveAttribute("data-cue", "flashing-border");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(page.locator("[data-cue]")).toHaveAttribute("data-cue", "steady-border");
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.clock.fastForward("00:31");
  await expectStage(page, "overtime", "Overtime", "octagon");
  await expect(page.getByText(/^Overtime \+\d+:\d\d$/)).toBeVisible();

  // high contrast: black, white and yellow; the shapes and words say the stage
  await wake(page);
  await page.getByRole("button", { name: "High contrast" }).click();
  await expect(light(page)).toHaveAttribute("data-high-contrast", "true");
  await expectNoAxeViolations(page, "the meeting display in high contrast");
  await page.mouse.move(0, 0);
  await page.clock.fastForward("00:04");
  await expectFits(page);
  await page.screenshot({ path: `${SHOTS}/meeting-display-projector-high-contrast.png`, animations: "disabled" });
  await page.getByRole("button", { name: "High contrast" }).click();

  // a smaller projector: everything fits, nothing scrolls
  await page.setViewportSize(SMALL_PROJECTOR);
  await expect(clock(page)).toBeInViewport();
  await expect(page.getByText("Next: Table Topics at", { exact: false })).toBeInViewport();
  await expectFits(page);

  // the timer stops: the display shows the duration and its verdict; then the meeting ends
  const stopped = await api.post(`/api/meetings/${eventId}/timings/${speechId}/stop`, {
    data: { actionId: crypto.randomUUID() },
  });
  expect(stopped.ok(), await stopped.text()).toBe(true);
  await expect(page.getByText("Stopped · Under time")).toBeVisible();
  await postgres.sql("update meeting_runs set ended_at = now() where event_id = $1", [eventId]);
  await expect(page.getByRole("heading", { name: "The meeting has ended" })).toBeVisible();

  // a renewed link: the open display says so
  await postgres.sql("update meeting_runs set display_token = 'renewed-token-0123456789' where event_id = $1", [
    eventId,
  ]);
  await expect(
    page.getByRole("heading", { name: "This display link has been renewed. Ask an officer for the new link." }),
  ).toBeVisible();

  // a wrong link
  const wrong = await display.newPage();
  await wrong.goto(`${postgres.url}/meetings/${eventId}/display?token=not-the-token`);
  await expect(wrong.getByRole("heading", { name: "This display link is not valid." })).toBeVisible();
  await expectNoAxeViolations(wrong, "an invalid display link");
  await api.dispose();
  await display.close();
});

test("the standalone timer offers the same cues: flashing border, sound and high contrast", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install({ time: new Date(2026, 2, 1, 19, 0, 0) });
  await page.goto("/dashboard/resources/timer");
  await page.getByLabel("Speech Type").selectOption({ label: "Table Topics (1:00–2:00)" });
  await page.getByLabel("Speaker Name").fill("Maya Chen");
  const cues = page.getByRole("group", { name: "Cues beyond colour" });
  await cues.getByRole("button", { name: "Flashing border" }).click();
  await cues.getByRole("button", { name: "Sound" }).click();
  await expect(cues.getByRole("button", { name: "Flashing border" })).toHaveAttribute("aria-pressed", "true");
  await expect(cues.getByRole("button", { name: "Sound" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Start" }).click();
  await page.clock.runFor(60_000);
  await expect(light(page).getByText("Yellow light", { exact: true }).first()).toBeVisible();
  await expect(light(page).locator('svg[data-shape="triangle"]')).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(light(page).getByText("Red light", { exact: true }).first()).toBeVisible();
  await expect(light(page).locator("[data-cue]")).toHaveAttribute("data-cue", "flashing-border");
  await expectNoAxeViolations(page, "the timer with its cues");
  await page.screenshot({ path: `${SHOTS}/timer-cues-page.png`, animations: "disabled" });

  // high contrast, kept after a reload; in full screen too
  await cues.getByRole("button", { name: "High contrast" }).click();
  await page.reload();
  await expect(
    page.getByRole("group", { name: "Cues beyond colour" }).getByRole("button", { name: "High contrast" }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(light(page)).toHaveAttribute("data-high-contrast", "true");
  await page.clock.runFor(31_000);
  await expect(page.getByText(/^Overtime \+0:\d\d$/)).toBeVisible();
  await expect(light(page).locator('svg[data-shape="octagon"]')).toBeVisible();
  await page.getByRole("button", { name: "Full Screen" }).click();
  const projector = page.getByRole("dialog", { name: "Maya Chen · Table Topics" });
  await expect(projector.locator("[data-high-contrast]")).toBeVisible();
  await expectNoAxeViolations(page, "the full-screen timer in high contrast", '[role="dialog"]');
  await page.screenshot({ path: `${SHOTS}/timer-cues-full-screen-high-contrast.png`, animations: "disabled" });
});
