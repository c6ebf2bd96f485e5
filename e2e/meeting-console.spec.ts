/**
 * The meeting console (docs/decisions/159): the moderator starts the meeting and moves to the next item while the
 * timer's phone follows live; the timer times a speech through green, yellow and red on Playwright's clock and stops
 * it with its verdict; then times one with the network gone, and the server has it, to the second, once the network
 * is back. A member without a part follows read-only; an admin renews the display link.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();
const SHOTS = "docs/screenshots";
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const MINUTE = 60_000;

const agendaOf = (page: Page) => page.getByRole("region", { name: "Agenda" });
const timerOf = (page: Page) => page.getByRole("region", { name: "Timer" });
const agendaRow = (page: Page, title: string) => agendaOf(page).getByRole("listitem").filter({ hasText: title });
const light = (page: Page) => page.locator("[data-stage]");
const clock = (page: Page) => page.getByRole("timer");
const moList = (page: Page) => page.getByRole("list", { name: "Timed speeches" });

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "no horizontal overflow at 390 px").toBeLessThanOrEqual(PHONE.width);
}

/** Waits until toasts have gone, so screenshots show the console alone. */
const noToasts = (page: Page) => expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });

test("the moderator runs the agenda, the timer times speeches online and offline, every screen follows", async ({
  signedInMember,
  signedInAdmin,
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const postgres = postgresServer();
  const mo = await signedInMember("Mo", { viewport: DESKTOP });
  const tim = await signedInMember("Tim", { viewport: PHONE });
  const pia = await signedInMember("Pia");
  const wes = await signedInMember("Wes", { viewport: PHONE });
  const userId = async (email: string) =>
    (await postgres.sql<{ id: string }>("select id from users where email = $1", [email]))[0]?.id ?? "";

  // a public meeting that began fifteen minutes ago, its agenda, and its moderator, timer and speaker
  const [event] = await postgres.sql<{ id: string }>(
    `insert into events (title, event_date, duration_minutes, time_zone, event_type, is_public)
     values ('Harbour Club Night', now() - interval '15 minutes', 60, 'Europe/London', 'meeting', true) returning id`,
  );
  const eventId = event?.id ?? "";
  await postgres.sql(
    `insert into meeting_agendas (event_id, title, duration_minutes, agenda_type, role_type, order_index) values
       ($1, 'Opening', 5, 'general', null, 0),
       ($1, 'Prepared pitch', 10, 'pitch', 'pitcher', 1),
       ($1, 'Table Topics', 15, 'qa', null, 2),
       ($1, 'Evaluations', 10, 'evaluation', 'evaluator', 3)`,
    [eventId],
  );
  await postgres.sql(
    `insert into meeting_role_assignments
       (event_id, user_id, role_type, speech_title, speech_project, speech_min_minutes, speech_max_minutes) values
       ($1, $2, 'moderator', null, null, null, null),
       ($1, $3, 'timer', null, null, null, null),
       ($1, $4, 'pitcher', 'Why Bridges Sing', 'Ice Breaker', 4, 6)`,
    [eventId, await userId(mo.email), await userId(tim.email), await userId(pia.email)],
  );
  const consolePath = `${postgres.url}/dashboard/events/${eventId}/run`;

  // the moderator comes from the event page; the timer's phone has its own clock (Playwright's), running as usual
  await mo.page.goto(`${postgres.url}/dashboard/events/${eventId}`);
  await mo.page.getByRole("link", { name: "Open meeting console" }).click();
  await expect(mo.page.getByRole("heading", { name: "Harbour Club Night", level: 1 })).toBeVisible();
  await expect(mo.page.getByText(/^Now \(.+\): Not started$/)).toBeVisible();
  await expect(mo.page.getByText(/\d+ min behind plan/)).toBeVisible();
  await tim.page.clock.install({ time: new Date() });
  await tim.page.goto(consolePath);
  await expect(timerOf(tim.page)).toBeVisible();

  // on the timer's phone, the timer comes first
  const timerBox = await timerOf(tim.page).boundingBox();
  const agendaBox = await agendaOf(tim.page).boundingBox();
  expect(timerBox && agendaBox && timerBox.y < agendaBox.y, "the timer panel above the agenda").toBe(true);
  await expect(timerOf(tim.page).getByRole("status")).toHaveText("Saved");

  // the moderator starts the meeting and moves on; the timer's phone follows without a reload
  await agendaOf(mo.page).getByRole("button", { name: "Start meeting" }).click();
  await expect(agendaRow(mo.page, "Opening")).toContainText("Now");
  await expect(tim.page.getByText("Running: Opening")).toBeVisible();
  await expect(agendaRow(tim.page, "Opening")).toContainText(/Started \d+:\d\d [AP]M · \d+ min late/);
  await agendaOf(mo.page).getByRole("button", { name: "Next item" }).click();
  await expect(mo.page.getByText("Running: Prepared pitch")).toBeVisible();
  await expect(agendaRow(mo.page, "Opening")).toContainText("Done");
  await expect(tim.page.getByText("Running: Prepared pitch")).toBeVisible();
  await expect(agendaRow(tim.page, "Prepared pitch")).toHaveAttribute("aria-current", "step");
  await expect(agendaOf(mo.page).getByText("Next: Table Topics")).toBeVisible();

  // the timer picks the speaker; the item follows the meeting; the thresholds are the speaker's own
  const timer = timerOf(tim.page);
  await timer.getByLabel("Speaker").selectOption({ label: "Pia — “Why Bridges Sing”" });
  await expect(timer.getByLabel("Agenda item")).toHaveValue(
    (
      await postgres.sql<{ id: string }>(
        "select id from meeting_agendas where title = 'Prepared pitch' and event_id = $1",
        [eventId],
      )
    )[0]?.id ?? "",
  );
  await expect(timer.getByText("Pia's speech details (4–6 min)")).toBeVisible();
  await expect(timer.getByRole("list", { name: "When each light comes on" })).toHaveText(
    /Greenfrom 4:00\s*Yellowfrom 5:00\s*Redfrom 6:00\s*Overtimeafter 6:30/,
  );
  await expectNoAxeViolations(tim.page, "the timer's console on a phone");
  await expectNoSidewaysScroll(tim.page);

  // Playwright's clock runs the speech's minutes in an instant on the phone. The server takes no moment ahead of its
  // own clock, so the phone's clock is set eight minutes back first: the speech then ends before the server's now.
  // The phone has matched its clock with the server's (decision 256) and asks again only minutes later.
  await expect(timer).toHaveAttribute("data-clock", "in-step");
  const phoneNow = await tim.page.evaluate(() => Date.now());
  await tim.page.clock.setSystemTime(phoneNow - 8 * MINUTE);
  await timer.getByRole("button", { name: "Start" }).click();
  await expect(light(tim.page)).toHaveAttribute("data-stage", "none");
  await expect(clock(tim.page)).toHaveText(/^Elapsed time 0:\d\d$/);
  await tim.page.clock.runFor(4 * MINUTE);
  await expect(light(tim.page)).toHaveAttribute("data-stage", "green");
  await expect(light(tim.page)).toContainText("Green");
  await tim.page.clock.runFor(MINUTE);
  await expect(light(tim.page)).toHaveAttribute("data-stage", "yellow");
  await expect(clock(tim.page)).toHaveText(/^Elapsed time 5:\d\d$/);
  await expect(timer.getByRole("listitem").filter({ hasText: "Yellow" }).first()).toHaveAttribute(
    "aria-current",
    "true",
  );
  await noToasts(tim.page);
  await tim.page.screenshot({ path: `${SHOTS}/meeting-console-phone-light.png`, fullPage: true });
  await tim.page.clock.runFor(MINUTE + 10_000);
  await expect(light(tim.page)).toHaveAttribute("data-stage", "red");
  await expect(light(tim.page)).toContainText("Maximum time reached: close now");
  await timer.getByRole("button", { name: "Stop" }).click();
  // the next speaker is chosen at once, before the server has answered: the answer keeps the choice (one update)
  await timer.getByLabel("Speaker").selectOption({ label: "A guest (type the name)" });

  // stopped: the duration and the verdict; the server has the same, and the moderator's list shows it
  const last = timer.getByRole("region", { name: "Last speech" });
  await expect(last).toContainText("Within time");
  const shown = (await last.locator("p.text-3xl").textContent())?.replace("Duration ", "") ?? "";
  expect(shown).toMatch(/^6:1\d$/);
  await expect(timer.getByRole("status")).toHaveText("Saved");
  await tim.page.waitForTimeout(1_000); // the console's reads after the answer have landed
  await expect(timer.getByLabel("Speaker")).toHaveValue("guest");
  const [pitch] = await postgres.sql<{ duration_seconds: number; verdict: string }>(
    "select duration_seconds, verdict from meeting_timings where speaker_name = 'Pia'",
  );
  const [minutes, seconds] = shown.split(":").map(Number);
  expect(pitch).toEqual({ duration_seconds: (minutes ?? 0) * 60 + (seconds ?? 0), verdict: "within" });
  await expect(moList(mo.page)).toContainText(`Pia“Why Bridges Sing” · Prepared pitchDuration ${shown}Within time`);

  // the network goes: the timer says so at once, before any button is pressed; it times a guest's Table Topics all
  // the same
  await tim.page.context().setOffline(true);
  await expect(timer.getByRole("status")).toHaveText("Offline");
  await timer.getByLabel("Speaker").selectOption({ label: "A guest (type the name)" });
  await timer.getByLabel("Guest's name").fill("Gail");
  await timer.getByLabel("Agenda item").selectOption({ label: "Table Topics" });
  await expect(timer.getByText("Table Topics, 1–2 min (the agenda item)")).toBeVisible();
  await timer.getByRole("button", { name: "Start" }).click();
  await expect(timer.getByRole("status")).toHaveText("Offline — 1 action waiting");
  await tim.page.waitForTimeout(2_000);
  await timer.getByRole("button", { name: "Pause" }).click();
  await expect(timer.getByText("Paused")).toBeVisible();
  await tim.page.waitForTimeout(1_500);
  await timer.getByRole("button", { name: "Resume" }).click();
  await tim.page.waitForTimeout(1_000);
  await timer.getByRole("button", { name: "Stop" }).click();
  await expect(timer.getByRole("status")).toHaveText("Offline — 4 actions waiting");
  const offlineShown = (await last.locator("p.text-3xl").textContent())?.replace("Duration ", "") ?? "";
  await expect(last).toContainText("Gail");
  await expect(last).toContainText("Under time");
  // a reload while offline is not needed to keep them: they are stored on the phone
  const stored = await tim.page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "[]").length,
    `pitchcraft-meeting-actions:${eventId}:${await userId(tim.email)}`,
  );
  expect(stored).toBe(4);
  expect(await postgres.sql("select id from meeting_timings where speaker_name = 'Gail'")).toEqual([]);

  // the network is back: the waiting actions are sent, in order, once; the server's duration is the phone's
  await tim.page.context().setOffline(false);
  await expect(timer.getByRole("status")).toHaveText("Saved", { timeout: 15_000 });
  const [guest] = await postgres.sql<{ duration_seconds: number; verdict: string }>(
    "select duration_seconds, verdict from meeting_timings where speaker_name = 'Gail'",
  );
  const [offlineMinutes, offlineSeconds] = offlineShown.split(":").map(Number);
  expect(guest).toEqual({
    duration_seconds: (offlineMinutes ?? 0) * 60 + (offlineSeconds ?? 0),
    verdict: "under",
  });
  expect(guest?.duration_seconds).toBeGreaterThanOrEqual(3);
  await expect(moList(mo.page)).toContainText(`GailTable TopicsDuration ${offlineShown}Under time`);

  // the moderator's console on a desktop
  await expectNoAxeViolations(mo.page, "the moderator's console");
  await noToasts(mo.page);
  await mo.page.screenshot({ path: `${SHOTS}/meeting-console-desktop-light.png`, fullPage: true });

  // the dark theme, on a desktop and a phone
  const moDark = await signedInPage(mo, { viewport: DESKTOP, colorScheme: "dark" });
  await moDark.goto(consolePath);
  await expect(agendaRow(moDark, "Prepared pitch")).toContainText("Now");
  await expectNoAxeViolations(moDark, "the moderator's console, dark");
  await moDark.screenshot({ path: `${SHOTS}/meeting-console-desktop-dark.png`, fullPage: true });
  const timDark = await signedInPage(tim, { viewport: PHONE, colorScheme: "dark" });
  await timDark.goto(consolePath);
  await expect(timerOf(timDark).getByRole("region", { name: "Last speech" })).toContainText("Gail");
  await expectNoAxeViolations(timDark, "the timer's console on a phone, dark");
  await expectNoSidewaysScroll(timDark);
  await timDark.screenshot({ path: `${SHOTS}/meeting-console-phone-dark.png`, fullPage: true });

  // a member without a part follows read-only
  await wes.page.goto(consolePath);
  await expect(wes.page.getByText("You are following this meeting.", { exact: false })).toBeVisible();
  await expect(wes.page.getByRole("heading", { name: "Speech timing" })).toBeVisible();
  await expect(wes.page.getByRole("button", { name: "Next item" })).toHaveCount(0);
  await expect(wes.page.getByRole("link", { name: /Open display/ })).toHaveCount(0);
  await expectNoAxeViolations(wes.page, "the console of a member without a part");
  await expectNoSidewaysScroll(wes.page);

  // an admin renews the display link: the old one is gone
  const admin = await signedInAdmin("Ada", { viewport: DESKTOP });
  await admin.page.goto(consolePath);
  const display = admin.page.getByRole("link", { name: /Open display/ });
  const before = await display.getAttribute("href");
  expect(before).toMatch(new RegExp(`^/meetings/${eventId}/display\\?token=`));
  await admin.page.getByRole("button", { name: "Renew link" }).click();
  const dialog = admin.page.getByRole("alertdialog", { name: "Renew the display link?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(admin.page, "the renew-link question", '[role="alertdialog"]');
  await dialog.getByRole("button", { name: "Renew link" }).click();
  await expectToast(
    admin.page,
    "Display link renewed",
    "Displays opened with the old link have stopped. Share the new one.",
  );
  await expect(display).not.toHaveAttribute("href", before ?? "");
});
