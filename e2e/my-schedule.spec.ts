/**
 * My schedule (issue 25): a member sees their next role on the dashboard, their club's members-only meeting in
 * Events & News, pages through the club's meetings, gets, copies and renews their calendar address, and the feed —
 * fetched and read by ical.js, a real calendar parser — holds their role; the old address is gone. The dashboard's
 * schedule and the profile's calendar part pass axe and are shot on a desktop and a 390 px phone, light and dark.
 */
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { paths } from "../src/domain/paths";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { joinClub } from "./support/clubs";
import { eventCard } from "./support/events";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { FOUR_LOOKS } from "./support/looks";
import { giveRole, userIdsByEmail } from "./support/meetings";

const postgresServer = ownPostgresServer();
const SHOTS = "docs/screenshots";
/** The member lives in New York; the club meets in Berlin: both times are shown. */
const IN_NEW_YORK = { timezoneId: "America/New_York" };

const schedule = (page: Page) => page.getByRole("region", { name: "My schedule" });
const calendar = (page: Page) => page.getByRole("region", { name: "Your calendar" });

/** The feed's events as a calendar application reads them: its zones registered, then each VEVENT. */
function readFeed(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  for (const zone of component.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return component.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { summary: event.summary, start: event.startDate.toJSDate(), zone: event.startDate.zone?.tzid };
  });
}

test("a member finds their schedule: dashboard, Events & News, the club's pages and their calendar feed", async ({
  signedInMember,
  signedInPage,
  request,
}) => {
  test.setTimeout(180_000);
  const { sql } = postgresServer();
  const suffix = Date.now().toString(36);
  const clubName = `Berlin Schedule Club of the Exceptionally Long-Named Speakers Society ${suffix}`;
  const weekly = `Weekly meeting with a rather long and descriptive title ${suffix}`;
  const membersOnly = `Members' planning night ${suffix}`;
  const [club] = await sql<{ id: string }>(
    "insert into clubs (name, time_zone) values ($1, 'Europe/Berlin') returning id",
    [clubName],
  );
  const clubId = club?.id ?? "";
  const mia = await signedInMember("Mia", { ...IN_NEW_YORK, permissions: ["clipboard-read", "clipboard-write"] });
  await joinClub(postgresServer(), mia.email, clubId);
  const userId = (await userIdsByEmail(sql, [mia.email]))(mia.email);
  // 24 meetings ahead (two pages), one of them members-only, and three behind
  const ids: string[] = [];
  for (let week = 1; week <= 24; week++) {
    const title =
      week === 1 ? weekly : week === 2 ? membersOnly : `Club night ${String(week).padStart(2, "0")} ${suffix}`;
    const [row] = await sql<{ id: string }>(
      `insert into events (title, event_date, duration_minutes, time_zone, event_type, is_public, club_id)
       values ($1, date_trunc('hour', now()) + make_interval(days => $2), 90, 'Europe/Berlin', 'meeting', $3, $4)
       returning id`,
      [title, week * 3, week !== 2, clubId],
    );
    ids.push(row?.id ?? "");
  }
  for (let week = 1; week <= 3; week++) {
    await sql(
      `insert into events (title, event_date, time_zone, club_id)
       values ($1, now() - make_interval(days => $2), 'Europe/Berlin', $3)`,
      [`Past night ${week} ${suffix}`, week * 7, clubId],
    );
  }
  await giveRole(sql, ids[0] ?? "", userId, "timer");

  // the dashboard: the next role, named, in the club's time and the member's own
  const { page } = mia;
  await page.goto(paths.dashboard);
  await expect(schedule(page).getByText("Timer", { exact: true })).toBeVisible();
  await expect(schedule(page).getByRole("link", { name: weekly }).first()).toBeVisible();
  await expect(
    schedule(page)
      .getByText(/your time/)
      .first(),
  ).toBeVisible();
  await expect(schedule(page).getByText(membersOnly)).toBeVisible();
  await expectNoAxeViolations(page, "the dashboard's schedule");

  // Events & News: the club's members-only meeting is there for her
  await page.goto(paths.events);
  await expect(eventCard(page, membersOnly)).toBeVisible();
  await expect(eventCard(page, membersOnly).getByText("Members only")).toBeVisible();

  // the club's page: two pages of upcoming meetings, and the past ones
  await page.goto(paths.club(clubId));
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(weekly) })).toBeVisible();
  await page.getByRole("button", { name: "Next page of upcoming events" }).click();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`Club night 24 ${suffix}`) })).toBeVisible();
  await expect(page.getByRole("button", { name: "Next page of upcoming events" })).toBeDisabled();
  await page.getByRole("tab", { name: "Past" }).click();
  await expect(page.getByRole("link", { name: new RegExp(`Past night 1 ${suffix}`) })).toBeVisible();
  await expectNoAxeViolations(page, "the club's events, past");

  // the profile: her calendar address, copied, then renewed
  await page.goto(paths.profile);
  await calendar(page).getByRole("button", { name: "Get my calendar address" }).click();
  await expectToast(page, "Calendar address ready", "Copy it into your calendar application to subscribe.");
  const addressField = calendar(page).getByLabel("Your calendar address");
  const first = await addressField.inputValue();
  expect(first).toMatch(/\/api\/profile\/calendar\.ics\?token=/);
  await calendar(page).getByRole("button", { name: "Copy address" }).click();
  await expectToast(page, "Address copied", "Your calendar address is on your clipboard.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  await calendar(page).getByRole("button", { name: "Renew address" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Renew your calendar address?" });
  await confirm.getByRole("button", { name: "Renew address" }).click();
  await expectToast(page, "Calendar address renewed", "The old address no longer works: subscribe with the new one.");
  await expect(addressField).not.toHaveValue(first);
  const renewed = await addressField.inputValue();

  // the feed, as a calendar application fetches it (no cookies), read by ical.js: her role is there
  const feed = await request.get(renewed);
  expect(feed.status()).toBe(200);
  const read = readFeed(await feed.text());
  expect(read.map((event) => event.summary)).toContain(`Timer — ${weekly}`);
  expect(read.find((event) => event.summary === `Timer — ${weekly}`)?.zone).toBe("Europe/Berlin");
  expect(read.map((event) => event.summary)).toContain(membersOnly);
  expect((await request.get(first)).status()).toBe(404);

  await expectNoAxeViolations(page, "the profile's calendar part");

  const signedInAt = async (path: string, options: object) => {
    const other = await signedInPage(mia, { ...IN_NEW_YORK, ...options });
    await other.goto(path);
    return other;
  };

  for (const [name, options] of FOUR_LOOKS) {
    const dashboard = await signedInAt(paths.dashboard, options);
    await expect(schedule(dashboard).getByText("Timer", { exact: true })).toBeVisible();
    const profile = await signedInAt(paths.profile, options);
    await expect(calendar(profile).getByLabel("Your calendar address")).toHaveValue(renewed);
    for (const [view, shown] of [
      ["dashboard", dashboard],
      ["profile", profile],
    ] as const) {
      if ("viewport" in options) {
        const width = await shown.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${view} ${name}`).toBeLessThanOrEqual(390);
      }
      await expectNoAxeViolations(shown, `the ${view}'s schedule part, ${name}`);
    }
    // the page's sticky header would cover the top of a part taller than the screen
    const style = "header { visibility: hidden !important; }";
    await schedule(dashboard).screenshot({ path: `${SHOTS}/my-schedule-${name}.png`, style });
    await calendar(profile).screenshot({ path: `${SHOTS}/calendar-feed-${name}.png`, style });
  }
});
