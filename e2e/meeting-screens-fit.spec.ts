/**
 * Meeting-day screens that fit where they are seen (issue 23, items 10 and 11). The display's results and its end
 * screen on a 1920×1080 and a 1280×720 projector: the meeting's title and every result card inside the screen and
 * clear of the control bar, measured with bounding boxes. On a 390 px phone, each person's own part first: the
 * timer's Start on the first screen, the ah counter's eight words all on it, an officer who evaluates sees their
 * evaluation first, and a member's roles come before a 13-item agenda on the event page.
 */
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { joinClub } from "./support/clubs";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { type AgendaRow, giveRole, meetingRunningNow, userIdsByEmail } from "./support/meetings";

const postgresServer = ownPostgresServer();
const SHOTS = "docs/screenshots";
const PROJECTOR = { width: 1920, height: 1080 };
const SMALL_PROJECTOR = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${what} is on the page`).not.toBeNull();
  return box as Box;
}

/** The element lies wholly inside the viewport (nothing cut at any edge). */
async function expectInsideViewport(page: Page, locator: Locator, what: string) {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const box = await boxOf(locator, what);
  const size = `${viewport.width}×${viewport.height}`;
  expect(box.y, `${what}: top inside the ${size} screen`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${what}: left inside the ${size} screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom inside the ${size} screen`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, `${what}: right inside the ${size} screen`).toBeLessThanOrEqual(viewport.width);
}

/** The two boxes do not overlap. */
function expectApart(a: Box, b: Box, what: string) {
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, what).toBe(false);
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "no horizontal overflow").toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** Waits until toasts have gone, so screenshots show the page alone. */
const noToasts = (page: Page) => expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });

/** Moves the pointer, so the display's controls show (they hide when nobody touches the screen). */
const wake = (page: Page) => page.mouse.move(100 + Math.random() * 200, 300);

/** The display's title, each result card, all inside the screen and none under the control bar. */
async function expectResultsFit(page: Page, title: string, label: string) {
  const heading = page.getByText(title, { exact: true });
  const cards = page.getByRole("definition");
  await expect(cards).toHaveCount(3);
  await wake(page);
  const controls = page.getByRole("navigation", { name: "Display controls" });
  await expect(controls).toHaveCSS("opacity", "1");
  const bar = await boxOf(controls, "the control bar");
  await expectInsideViewport(page, heading, `${label}: the meeting's title`);
  expectApart(await boxOf(heading, "the title"), bar, `${label}: the title is clear of the control bar`);
  for (let index = 0; index < 3; index += 1) {
    const card = cards.nth(index).locator("xpath=..");
    await expectInsideViewport(page, card, `${label}: result card ${index + 1}`);
    expectApart(await boxOf(card, "the card"), bar, `${label}: result card ${index + 1} is clear of the control bar`);
  }
  const { scrollHeight, clientHeight } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    clientHeight: document.documentElement.clientHeight,
  }));
  expect(scrollHeight, `${label}: nothing scrolls`).toBeLessThanOrEqual(clientHeight);
}

test("the display's results and its end screen fit a 1920×1080 and a 1280×720 projector, clear of the controls", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const postgres = postgresServer();
  const title = "Harbour Speakers Night: the Spring Contest with our friends from Bayside";
  const eventId = await meetingRunningNow(postgres.sql, {
    title,
    agenda: [
      ["Opening", 5, "general"],
      ["Prepared pitches", 25, "pitch"],
      ["Table Topics", 15, "qa"],
    ],
  });
  // nominees with long names, and a three-way tie: the longest lines a result card can have
  const people = [
    ["Alexandrina", "Featherstonehaugh-Okonkwo"],
    ["Bartholomew", "Lindqvist-Abernathy"],
    ["Cornelia", "Vasquez-Montgomery"],
    ["Dmitri", "Oyelaran"],
    ["Esperanza", "Nakamura-Whitfield"],
    ["Voter", "One"],
    ["Voter", "Two"],
    ["Voter", "Three"],
  ] as const;
  const ids: string[] = [];
  for (const [first, last] of people) {
    const [row] = await postgres.sql<{ id: string }>(
      `insert into users (id, first_name, last_name, email, email_verified)
       values (gen_random_uuid()::text, $1, $2, $3, true) returning id`,
      [first, last, `${first}.${last}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`.toLowerCase()],
    );
    ids.push(row?.id ?? "");
  }
  const [alexandrina, bartholomew, cornelia, dmitri, esperanza, one, two, three] = ids;
  const votes: Array<[voter: string | undefined, category: string, nominee: string | undefined]> = [
    [one, "best-speaker", alexandrina],
    [two, "best-speaker", alexandrina],
    [three, "best-speaker", bartholomew],
    [one, "best-evaluator", esperanza],
    [one, "best-table-topics", alexandrina],
    [two, "best-table-topics", cornelia],
    [three, "best-table-topics", dmitri],
  ];
  for (const [voter, category, nominee] of votes) {
    await postgres.sql("insert into meeting_votes (event_id, voter_id, category, nominee_id) values ($1, $2, $3, $4)", [
      eventId,
      voter,
      category,
      nominee,
    ]);
  }
  const token = "projector-token-0123456789abcdef";
  await postgres.sql(
    `insert into meeting_runs (event_id, display_token, voting_closed_at, results_revealed_at)
     values ($1, $2, now(), now())`,
    [eventId, token],
  );

  const display = await browser.newContext({ baseURL: postgres.url, viewport: PROJECTOR });
  const page = await display.newPage();
  await page.goto(`/meetings/${eventId}/display?token=${token}`);
  await expect(page.getByRole("heading", { level: 1, name: "Results" })).toBeVisible();

  // each card says its category once: the label, then who won
  const results = page.getByRole("definition");
  await expect(page.getByRole("term")).toHaveText(["Best Speaker", "Best Evaluator", "Best Table Topics Speaker"]);
  await expect
    .soft(results)
    .toHaveText([
      "Alexandrina Featherstonehaugh-Okonkwo (2 votes)",
      "Esperanza Nakamura-Whitfield (1 vote)",
      "a tie between Alexandrina Featherstonehaugh-Okonkwo, Cornelia Vasquez-Montgomery and Dmitri Oyelaran (1 vote each)",
    ]);

  for (const [size, name] of [
    [PROJECTOR, "1920x1080"],
    [SMALL_PROJECTOR, "1280x720"],
  ] as const) {
    await page.setViewportSize(size);
    await expectResultsFit(page, title, `the results at ${name}`);
    await page.screenshot({ path: `test-results/display-results-${name}.png` });
  }
  await expectNoAxeViolations(page, "the display's results");
  await page.setViewportSize(PROJECTOR);
  await page.mouse.move(0, 0);
  await expect(page.getByRole("navigation", { name: "Display controls" })).toHaveCSS("opacity", "0", {
    timeout: 8_000,
  });
  await page.screenshot({ path: `${SHOTS}/meeting-display-results-1920.png` });

  // the meeting ends: the end screen with the winners fits too
  await postgres.sql("update meeting_runs set ended_at = now() where event_id = $1", [eventId]);
  await expect(page.getByRole("heading", { level: 1, name: "The meeting has ended" })).toBeVisible();
  for (const [size, name] of [
    [PROJECTOR, "1920x1080"],
    [SMALL_PROJECTOR, "1280x720"],
  ] as const) {
    await page.setViewportSize(size);
    await expectResultsFit(page, title, `the end screen at ${name}`);
    await page.screenshot({ path: `test-results/display-ended-${name}.png` });
  }
  await page.mouse.move(0, 0);
  await expect(page.getByRole("navigation", { name: "Display controls" })).toHaveCSS("opacity", "0", {
    timeout: 8_000,
  });
  await page.screenshot({ path: `${SHOTS}/meeting-display-ended-1280x720.png` });
  await display.close();
});

/** Thirteen items, as a full club meeting's agenda has. */
const FULL_AGENDA: AgendaRow[] = [
  ["Doors open and networking", 10, "general"],
  ["Call to order", 2, "general"],
  ["Welcome and guests", 3, "general"],
  ["Role reports", 5, "general"],
  ["Word of the day", 2, "general"],
  ["Prepared pitch 1", 7, "pitch"],
  ["Prepared pitch 2", 7, "pitch"],
  ["Table Topics", 15, "qa"],
  ["Evaluation 1", 3, "evaluation"],
  ["Evaluation 2", 3, "evaluation"],
  ["Grammarian, ah counter and timer reports", 6, "general"],
  ["Awards", 3, "general"],
  ["Closing", 2, "general"],
];

test("on a 390 px phone each person's own part comes first: the timer's Start, the eight filler words, an officer's evaluation, a member's roles", async ({
  signedInMember,
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const postgres = postgresServer();
  const [tim, aya, olga, mia, max] = await Promise.all([
    signedInMember("Tim", { viewport: PHONE }),
    signedInMember("Aya", { viewport: PHONE }),
    signedInMember("Olga", { viewport: PHONE }),
    signedInMember("Mia", { viewport: PHONE }),
    signedInMember("Max", { viewport: PHONE }),
  ]);
  const idOf = await userIdsByEmail(postgres.sql, [tim.email, aya.email, olga.email, mia.email, max.email]);
  const [club] = await postgres.sql<{ id: string }>(
    "insert into clubs (name, time_zone) values ('Harbour Speakers', 'Europe/London') returning id",
  );
  const clubId = club?.id ?? "";
  for (const member of [tim, aya, olga, mia, max]) await joinClub(postgres, member.email, clubId);
  await postgres.sql(
    "insert into club_officers (club_id, user_id, title) values ($1, $2, 'Vice President Education')",
    [clubId, idOf(olga.email)],
  );
  const eventId = await meetingRunningNow(postgres.sql, {
    title: "Harbour Speakers Weekly Meeting",
    agenda: FULL_AGENDA,
    clubId,
  });
  await giveRole(postgres.sql, eventId, idOf(tim.email), "timer");
  await giveRole(postgres.sql, eventId, idOf(aya.email), "ah_counter");
  const talk = await giveRole(postgres.sql, eventId, idOf(mia.email), "pitcher", {
    speech: { title: "Bridges That Sing", project: "Ice Breaker", minMinutes: 4, maxMinutes: 6 },
  });
  await giveRole(postgres.sql, eventId, idOf(olga.email), "evaluator", { evaluates: talk });
  await giveRole(postgres.sql, eventId, idOf(max.email), "moderator");
  const consolePath = `${postgres.url}/dashboard/events/${eventId}/run`;

  // the timer: Start on the first screen, without scrolling (light and dark)
  for (const colorScheme of ["light", "dark"] as const) {
    const page = colorScheme === "light" ? tim.page : await signedInPage(tim, { viewport: PHONE, colorScheme });
    await page.goto(consolePath);
    const timer = page.getByRole("region", { name: "Timer" });
    // the console's first load on a phone, on a machine that may be running other journeys beside this one
    await expect(timer.getByRole("button", { name: "Start" })).toBeVisible({ timeout: 20_000 });
    await expectInsideViewport(page, timer.getByRole("button", { name: "Start" }), "the timer's Start");
    await expectInsideViewport(page, timer.getByLabel("Speaker"), "the timer's speaker");
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/console-timer-phone-${colorScheme}.png` });
  }
  // the display link comes right after the timer's own part on a phone
  const timerBox = await boxOf(tim.page.getByRole("region", { name: "Timer" }), "the timer");
  expect((await boxOf(tim.page.getByRole("link", { name: /Open display/ }), "the display link")).y).toBeGreaterThan(
    timerBox.y + timerBox.height,
  );

  // the ah counter: all eight words on the first screen
  await aya.page.goto(consolePath);
  const words = aya.page.getByRole("list", { name: "Filler words" }).getByRole("button");
  await expect(words).toHaveCount(8);
  for (let index = 0; index < 8; index += 1) {
    await expectInsideViewport(aya.page, words.nth(index), `filler word ${index + 1}`);
  }
  await expectInsideViewport(aya.page, aya.page.getByLabel("Counting for"), "the ah counter's speaker");
  await aya.page.getByLabel("Counting for").selectOption({ label: "Mia" });
  await words.filter({ hasText: "You know" }).click();
  await expect(aya.page.getByText("Mia: 1 filler words so far")).toBeVisible();
  await expectNoAxeViolations(aya.page, "the ah counter's console on a phone");
  await expectNoSidewaysScroll(aya.page);
  await noToasts(aya.page);
  await aya.page.screenshot({ path: `${SHOTS}/meeting-console-ah-counter-phone-light.png` });
  const ayaDark = await signedInPage(aya, { viewport: PHONE, colorScheme: "dark" });
  await ayaDark.goto(consolePath);
  await expect(ayaDark.getByRole("list", { name: "Filler words" }).getByRole("button")).toHaveCount(8);
  await ayaDark.screenshot({ path: "test-results/console-ah-counter-phone-dark.png" });

  // an officer who evaluates: their evaluation is the first part, on the first screen, before the agenda
  const olgaDark = await signedInPage(olga, { viewport: PHONE, colorScheme: "dark" });
  for (const page of [olga.page, olgaDark]) {
    await page.goto(consolePath);
    const evaluation = page.getByRole("heading", { name: "Your evaluation of Mia" });
    await expect(evaluation).toBeVisible();
    await expectInsideViewport(page, evaluation, "the officer's evaluation");
    await expectInsideViewport(page, page.getByLabel("Speech Title *"), "the evaluation's first step");
    const agendaBox = await boxOf(page.getByRole("region", { name: "Agenda" }), "the agenda");
    expect((await boxOf(evaluation, "the evaluation")).y, "the evaluation before the agenda").toBeLessThan(agendaBox.y);
    await expectNoSidewaysScroll(page);
  }
  await expectNoAxeViolations(olgaDark, "an officer's console on a phone, dark");
  await olga.page.screenshot({ path: "test-results/console-officer-evaluator-phone-light.png" });
  await olgaDark.screenshot({ path: `${SHOTS}/meeting-console-officer-evaluator-phone-dark.png` });
  // on a desktop: the evaluation on the left, the parts the office allows on the right
  for (const colorScheme of ["light", "dark"] as const) {
    const desktop = await signedInPage(olga, { viewport: DESKTOP, colorScheme });
    await desktop.goto(consolePath);
    const evaluation = await boxOf(desktop.getByRole("heading", { name: "Your evaluation of Mia" }), "evaluation");
    const agenda = await boxOf(desktop.getByRole("region", { name: "Agenda" }), "the agenda");
    expect(evaluation.x, "the evaluation in the left column").toBeLessThan(agenda.x);
    await expectNoAxeViolations(desktop, `an officer's console on a desktop, ${colorScheme}`);
    await desktop.screenshot({
      path:
        colorScheme === "light"
          ? `${SHOTS}/meeting-console-officer-evaluator-desktop-light.png`
          : "test-results/console-officer-evaluator-desktop-dark.png",
      fullPage: true,
    });
  }

  // a member's roles before the 13-item agenda, on the event page (a phone, light and dark; a desktop)
  for (const [viewport, colorScheme] of [
    [PHONE, "light"],
    [PHONE, "dark"],
    [DESKTOP, "light"],
  ] as const) {
    const page = await signedInPage(mia, { viewport, colorScheme });
    await page.goto(`${postgres.url}/dashboard/events/${eventId}`);
    const roles = page.getByRole("region", { name: "Meeting Roles" });
    const agenda = page.getByRole("region", { name: "Meeting Agenda" });
    await expect(agenda.getByRole("listitem")).toHaveCount(13);
    await expect(roles.getByText("(you)")).toBeVisible();
    const rolesBox = await boxOf(roles, "the roles");
    const agendaBox = await boxOf(agenda, "the agenda");
    if (viewport === PHONE) {
      expect(rolesBox.y + rolesBox.height, "the roles above the agenda").toBeLessThanOrEqual(agendaBox.y);
      await expectNoSidewaysScroll(page);
    } else {
      expect(rolesBox.x, "the roles beside the agenda, first").toBeLessThan(agendaBox.x);
    }
    await expectNoAxeViolations(page, `a member's event page (${viewport.width} px, ${colorScheme})`);
    const name = `event-page-member-${viewport.width}-${colorScheme}.png`;
    await page.screenshot({
      path: name === "event-page-member-390-dark.png" ? `${SHOTS}/${name}` : `test-results/${name}`,
      fullPage: true,
    });
  }
  // someone without a role reads the agenda first
  await postgres.sql("delete from meeting_role_assignments where user_id = $1", [idOf(max.email)]);
  await max.page.goto(`${postgres.url}/dashboard/events/${eventId}`);
  const maxRoles = max.page.getByRole("region", { name: "Meeting Roles" });
  await expect(maxRoles.getByText("Timer (1/1, full)")).toBeVisible();
  await expect(max.page.getByRole("region", { name: "Meeting Agenda" }).getByRole("listitem")).toHaveCount(13);
  const maxAgenda = await boxOf(max.page.getByRole("region", { name: "Meeting Agenda" }), "the agenda");
  expect(maxAgenda.y, "the agenda first").toBeLessThan((await boxOf(maxRoles, "the roles")).y);
});
