/**
 * Events in time (docs/decisions/115–119): a running event is listed as "Now" and turns to "Ended" when its planned
 * length runs out, an ended event offers no Join Event, roles or agenda editing; times name the viewer's zone and
 * the local time where the event takes place; minutes follow one rule in the Create Event dialog and the agenda
 * panel; the member picker edits its text like any field; attendee counts follow live in other browsers.
 *
 * Like e2e/events.spec.ts this runs against a copy of the built product on PostgreSQL, where the test writes events
 * (dated in the past, which the dialog refuses) and the fixtures grant the admin role with SQL.
 */
import { format } from "date-fns";
import { DAY } from "../src/domain/time";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { eventCard } from "./support/events";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import type { PostgresServer } from "./support/postgres-server";

const postgresServer = ownPostgresServer();

/** A browser in New York, whatever the machine's zone. */
const IN_NEW_YORK = { timezoneId: "America/New_York" };

async function insertEvent(
  postgres: PostgresServer,
  event: { title: string; start: Date; minutes?: number; timeZone?: string | null },
): Promise<string> {
  const [row] = await postgres.sql<{ id: string }>(
    `insert into events (title, description, event_date, duration_minutes, time_zone, location, event_type, is_public)
     values ($1, 'Pitches and evaluations.', $2, $3, $4, 'Shoreditch Works', 'meeting', true) returning id`,
    [event.title, event.start.toISOString(), event.minutes ?? 120, event.timeZone ?? null],
  );
  if (!row) throw new Error("event not inserted");
  return row.id;
}

test("running events read Now and turn to Ended; ended events offer no changes; times name their zones", async ({
  browser,
  signedInMember,
}) => {
  test.setTimeout(90_000);
  const postgres = postgresServer();
  const rowan = await signedInMember("Rowan", IN_NEW_YORK);
  const tag = Date.now().toString(36);
  // 7:00 AM in London on a winter day (GMT), read in New York (EST): 2:00 AM
  const year = new Date().getFullYear() + 1;
  const breakfast = `Founders Breakfast ${tag}`;
  const breakfastId = await insertEvent(postgres, {
    title: breakfast,
    start: new Date(`${year}-01-14T07:00:00Z`),
    timeZone: "Europe/London",
  });
  const ended = `Retro Night ${tag}`;
  const endedId = await insertEvent(postgres, {
    title: ended,
    start: new Date(Date.now() - 3 * DAY),
    timeZone: "Europe/London",
  });
  await postgres.sql(
    "insert into meeting_agendas (event_id, title, duration_minutes, order_index) values ($1, 'Welcome', 10, 1)",
    [endedId],
  );
  // started 40 s ago and planned for one minute: it ends while the page is open
  const running = `Open Studio ${tag}`;
  await insertEvent(postgres, { title: running, start: new Date(Date.now() - 40_000), minutes: 1 });

  const page = rowan.page;
  await page.goto(`${postgres.url}/dashboard/events`);
  const studio = eventCard(page, running);
  await expect(studio.getByText("Now", { exact: true })).toBeVisible();
  await expect(studio.getByRole("button", { name: "Join Event" })).toBeVisible();
  await expect(eventCard(page, ended)).toHaveCount(0); // ended three days ago: not listed

  const briefing = eventCard(page, breakfast);
  await expect(briefing.getByText(`Jan 14, ${year}`)).toBeVisible();
  await expect(briefing.getByText("2:00 AM EST (7:00 AM GMT in London)")).toBeVisible();
  await expect(briefing.getByText("2 hours")).toBeVisible();
  await expectNoAxeViolations(page, "the events page with a running event");

  // the running event ends: the card reads Ended and no longer offers Join Event or roles
  await expect(studio.getByText("Ended", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(studio.getByText("Now", { exact: true })).toHaveCount(0);
  await expect(studio.getByRole("button", { name: "Join Event" })).toHaveCount(0);
  await studio.getByRole("button", { name: `More about ${running}` }).click();
  await expect(studio.getByRole("region", { name: "Meeting Roles" }).getByText("Open").first()).toBeVisible();
  await expect(studio.getByRole("button", { name: /Take role/ })).toHaveCount(0);
  await expect(studio.getByRole("button", { name: "Edit Agenda" })).toHaveCount(0);

  // the ended event's page: what was, and nothing to change
  await page.goto(`${postgres.url}/dashboard/events/${endedId}`);
  await expect(page.getByRole("heading", { name: ended, level: 1 })).toBeVisible();
  await expect(page.getByText("Ended", { exact: true })).toBeVisible();
  await expect(page.getByText("This event has ended.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Meeting Agenda" }).getByText("Welcome")).toBeVisible();
  await expect(page.getByRole("region", { name: "Meeting Roles" }).getByText("Pitcher")).toBeVisible();
  await expect(page.getByRole("button", { name: "Join Event" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Take role/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit Agenda" })).toHaveCount(0);
  await expect(page.getByText("0 attendees")).toBeVisible();
  await expectNoAxeViolations(page, "an ended event's page");

  // the event page and the printable agenda name the zone
  await page.goto(`${postgres.url}/dashboard/events/${breakfastId}`);
  await expect(page.getByText("2:00 AM EST (7:00 AM GMT in London)")).toBeVisible();
  await page.getByRole("link", { name: "Printable agenda" }).click();
  await expect(page.getByRole("columnheader", { name: "Start (EST)" })).toBeVisible();
  await expect(page.getByText("2:00 AM EST (7:00 AM GMT in London)")).toBeVisible();

  // a viewer in London sees one time only: the event's own
  const londoner = await browser.newContext({ timezoneId: "Europe/London" });
  const londonPage = await londoner.newPage();
  await londonPage.goto(`${postgres.url}/dashboard/events/${breakfastId}`);
  await expect(londonPage.getByText("7:00 AM GMT", { exact: true })).toBeVisible();
  await expect(londonPage.getByText(/in London/)).toHaveCount(0);
});

test("minutes follow one rule in the dialog and the agenda panel; the member picker edits its text", async ({
  newMember,
  signedInAdmin,
}) => {
  test.setTimeout(90_000);
  const postgres = postgresServer();
  const [admin, quinby] = await Promise.all([
    signedInAdmin("Avery", IN_NEW_YORK),
    newMember("Quinby"),
    newMember("Quentin"),
  ]);
  const page = admin.page;
  await page.goto(`${postgres.url}/dashboard/events`);
  await page.getByRole("button", { name: "Create Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  await expect(dialog.getByText("Times are in your time zone (EST).")).toBeVisible();

  // the member picker: choose Quinby, then one Backspace edits the name and searches for what is left
  await dialog.getByRole("button", { name: "Add Role Assignment" }).click();
  const picker = dialog.getByRole("combobox", { name: "Role 1 member" });
  const suggestions = dialog.getByRole("listbox", { name: "Role 1 member suggestions" }).getByRole("option");
  await picker.fill("Qu");
  await expect(suggestions).toHaveCount(2);
  await suggestions.filter({ hasText: quinby.email }).click();
  await expect(picker).toHaveValue("Quinby");
  await picker.press("Backspace");
  await expect(picker).toHaveValue("Quinb");
  await expect(suggestions).toHaveCount(1);
  await expect(suggestions.filter({ hasText: "Quinby" })).toBeVisible();
  await picker.press("y");
  await expect(picker).toHaveValue("Quinby");
  await suggestions.filter({ hasText: "Quinby" }).click();

  const title = `Timing Lab ${Date.now().toString(36)}`;
  await dialog.getByLabel("Event Title").fill(title);
  await dialog.getByLabel("Date", { exact: true }).fill(format(Date.now() + 3 * DAY, "yyyy-MM-dd"));
  await dialog.getByLabel("Time").fill("18:30");
  const length = dialog.getByLabel("Length (minutes)");
  await expect(length).toHaveValue("120");
  await length.fill("e");
  await length.blur();
  await expect(length).toHaveValue("120");
  await length.fill("90");
  await expect(dialog.getByText("1 hour 30 minutes; the event is listed until it ends.")).toBeVisible();

  // agenda minutes: "e" → 10, "-5" → 1, "2.5" → 3, shown once the field is left
  const typed = [
    ["Welcome", "e", "10"],
    ["Pitches", "-5", "1"],
    ["Questions", "2.5", "3"],
  ] as const;
  for (const [index, [itemTitle, minutes, saved]] of typed.entries()) {
    if (index > 0) await dialog.getByRole("button", { name: "Add Agenda Item" }).click();
    await dialog.getByLabel(`Item ${index + 1} title`).fill(itemTitle);
    const field = dialog.getByLabel("Minutes", { exact: true }).nth(index);
    await field.fill(minutes);
    await field.blur();
    await expect(field).toHaveValue(saved);
  }
  await dialog.getByRole("button", { name: "Create Event", exact: true }).click();
  await expectToast(page, "Success", "Event created successfully!");

  await eventCard(page, title).getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("Length: 1 hour 30 minutes")).toBeVisible();
  await expect(page.getByText("6:30 PM EST", { exact: true })).toBeVisible(); // created in New York: one time
  const agenda = page.getByRole("region", { name: "Meeting Agenda" });
  await expect(agenda.getByText("General · 10 min")).toBeVisible();
  await expect(agenda.getByText("General · 1 min")).toBeVisible();
  await expect(agenda.getByText("General · 3 min")).toBeVisible();
  await expect(page.getByRole("region", { name: "Meeting Roles" }).getByText("Quinby")).toBeVisible();

  // the agenda panel reads minutes the same way, with no browser checks of its own in the way
  await agenda.getByRole("button", { name: "Edit Agenda" }).click();
  for (const [itemTitle, minutes, saved] of [
    ["Wrap-up", "-5", "1"],
    ["Networking", "e", "10"],
    ["Raffle", "2.5", "3"],
  ] as const) {
    await agenda.getByLabel("Item title").fill(itemTitle);
    await agenda.getByLabel("Duration (minutes)").fill(minutes);
    await agenda.getByRole("button", { name: "Add Item" }).click();
    await expectToast(page, "Success", "Agenda item added.");
    await expect(agenda.getByRole("listitem").filter({ hasText: itemTitle })).toContainText(`General · ${saved} min`);
  }
});

test("the attendee count follows live in another browser, on the event's page and in the list", async ({
  newMember,
  signedInPage,
}) => {
  test.setTimeout(60_000);
  const postgres = postgresServer();
  const [ann, ben] = await Promise.all([newMember("Ann"), newMember("Ben")]);
  const title = `Live Count ${Date.now().toString(36)}`;
  const eventId = await insertEvent(postgres, { title, start: new Date(Date.now() + DAY) });

  const watching = async (path: string, topic: string) => {
    const page = await signedInPage(ben, IN_NEW_YORK);
    const streamOpen = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === "/api/live" && (url.searchParams.get("topics") ?? "").split(",").includes(topic);
    });
    await page.goto(`${postgres.url}${path}`);
    expect((await streamOpen).status()).toBe(200);
    return page;
  };
  const eventPage = await watching(`/dashboard/events/${eventId}`, `event_attendees:event:${eventId}`);
  const listPage = await watching("/dashboard/events", "event_attendees");
  await expect(eventPage.getByText("0 attendees")).toBeVisible();
  await expect(eventCard(listPage, title).getByText("0 attendees")).toBeVisible();

  const annPage = await signedInPage(ann, IN_NEW_YORK);
  await annPage.goto(`${postgres.url}/dashboard/events/${eventId}`);
  await annPage.getByRole("button", { name: "Join Event" }).click();
  await expectToast(annPage, "You're going!", "We've saved your place. See you there.");

  await expect(eventPage.getByText("1 attendee", { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(eventCard(listPage, title).getByText("1 attendee", { exact: true })).toBeVisible({ timeout: 5_000 });
});
