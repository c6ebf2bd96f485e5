/**
 * Club meetings (decisions 140, 141): a club's officer plans a recurring members-only meeting from the club's page,
 * edits one of them and cancels another with a reason; the member registered for it is e-mailed, the page shows
 * "Cancelled"; a member of another club sees none of these meetings.
 *
 * The clubs and the office are written with SQL, which only a PostgreSQL-backed copy of the product allows.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { joinClub, makeOfficer } from "./support/clubs";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { mailsTo } from "./support/mail";

const postgresServer = ownPostgresServer();

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("an officer plans, edits and cancels their club's members-only meetings", async ({
  signedInMember,
  newMember,
  signedInPage,
}) => {
  test.setTimeout(150_000);
  const postgres = postgresServer();
  const suffix = Date.now().toString(36);
  const clubName = `Harbour Meetings ${suffix}`;
  const [harbour] = await postgres.sql<{ id: string }>("insert into clubs (name) values ($1) returning id", [clubName]);
  const [hilltop] = await postgres.sql<{ id: string }>("insert into clubs (name) values ($1) returning id", [
    `Hilltop Others ${suffix}`,
  ]);
  const harbourId = harbour?.id ?? "";
  const joins = (email: string, clubId: string) => joinClub(postgres, email, clubId);

  // Olga is an officer of the club; Mia a member of it; Bo a member of another club.
  const { page, email: olgaEmail } = await signedInMember("Olga", { timezoneId: "Europe/Berlin" });
  await joins(olgaEmail, harbourId);
  await makeOfficer(postgres, olgaEmail, harbourId, "President");

  // From the club's page she plans a weekly members-only meeting: three of them.
  await page.goto(`/dashboard/find-clubs/${harbourId}`);
  await page.getByRole("button", { name: "Plan a meeting" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  await expect(dialog.getByLabel("Club", { exact: true })).toHaveValue(harbourId);
  await dialog.getByLabel("Event Title").fill("Members' Evening");
  await dialog.getByLabel("Date", { exact: true }).fill(dayFromNow(7));
  await dialog.getByLabel("Time").fill("19:00");
  await dialog.getByLabel("Location").fill("Harbour Hall");
  await dialog.getByRole("radio", { name: /Members only/ }).check();
  await expect(dialog).toContainText("Members only: only the club's members see this event.");
  await dialog.getByRole("switch", { name: "Recurring Event" }).click();
  await dialog.getByLabel("End Date (optional)").fill(dayFromNow(21));
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/club-meetings-dialog-phone.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole("button", { name: "Create Recurring Events" }).click();
  await expectToast(page, "Success", "Created 3 recurring events successfully!");

  const upcoming = page.getByRole("link", { name: /Members' Evening/ });
  await expect(upcoming).toHaveCount(3);
  await expect(upcoming.first()).toContainText("Members only");

  // Mia registers for the third meeting (the meetings of a club's series share its title, decision 194).
  const mia = await newMember("Mia");
  await joins(mia.email, harbourId);
  const miaPage = await signedInPage(mia);
  await miaPage.goto(`/dashboard/find-clubs/${harbourId}`);
  await miaPage
    .getByRole("link", { name: /Members' Evening/ })
    .nth(2)
    .click();
  await miaPage.getByRole("button", { name: /Join Event/ }).click();
  await expect(miaPage.getByRole("button", { name: /Going — Leave Event/ })).toBeVisible();

  // Olga moves the second meeting half an hour later.
  await page
    .getByRole("link", { name: /Members' Evening/ })
    .nth(1)
    .click();
  await page.getByRole("button", { name: "Edit event" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Event" });
  await expect(edit.getByLabel("Time")).toHaveValue("19:00");
  await edit.getByLabel("Time").fill("19:30");
  await edit.getByLabel("Location").fill("Harbour Hall, room 2");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Success", "Event updated. Everyone taking part has been e-mailed the changes.");
  await expect(page.getByText("Harbour Hall, room 2")).toBeVisible();
  await expect(page.getByText(/7:30 PM/).first()).toBeVisible();

  // She cancels the third one, with a reason, after being asked.
  await page.goto(`/dashboard/find-clubs/${harbourId}`);
  await page
    .getByRole("link", { name: /Members' Evening/ })
    .nth(2)
    .click();
  await page.getByRole("button", { name: "Cancel event" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel Members' Evening?" });
  await confirm.getByLabel("Reason (optional)").fill("The hall is closed for repairs.");
  await confirm.getByRole("button", { name: "Cancel event" }).click();
  await expectToast(page, "Event Cancelled", "The event is cancelled and everyone taking part has been told.");
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByText("Reason: The hall is closed for repairs.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit event" })).toHaveCount(0);
  await expectNoAxeViolations(page, "a cancelled meeting");
  await pictures(page);
  // Its printable agenda says so too.
  await page.getByRole("link", { name: "Printable agenda" }).click();
  await expect(page.locator("#agenda-sheet")).toContainText(
    "This event has been cancelled. Reason: The hall is closed for repairs.",
  );
  await page.goBack();

  // Mia is told, in words and with the reason.
  await expect
    .poll(() => mailsTo(mia.email, postgres.dataDir).filter((mail) => mail.subject.startsWith("Cancelled:")).length)
    .toBe(1);
  const [told] = mailsTo(mia.email, postgres.dataDir).filter((mail) => mail.subject.startsWith("Cancelled:"));
  expect(told?.text).toContain("- Reason: The hall is closed for repairs.");
  await miaPage.reload();
  await expect(miaPage.getByText("Cancelled", { exact: true })).toBeVisible();

  // Events & News offers her Create Event too.
  await page.goto("/dashboard/events");
  await expect(page.getByRole("button", { name: "Create Event" })).toBeVisible();

  // The club page marks it; Bo, of another club, sees none of these meetings.
  await page.goto(`/dashboard/find-clubs/${harbourId}`);
  await expect(page.getByRole("link", { name: /Members' Evening/ }).nth(2)).toContainText("Cancelled");
  const { page: boPage, email: boEmail } = await signedInMember("Bo");
  await joins(boEmail, hilltop?.id ?? "");
  await boPage.goto(`/dashboard/find-clubs/${harbourId}`);
  await expect(boPage.getByRole("heading", { name: clubName })).toBeVisible();
  await expect(boPage.getByRole("link", { name: /Members' Evening/ })).toHaveCount(0);
  await boPage.goto("/dashboard/events");
  await expect(boPage.getByRole("heading", { name: "Upcoming Events" })).toBeVisible();
  await expect(boPage.getByText("Members' Evening")).toHaveCount(0);
  await expect(boPage.getByRole("button", { name: "Create Event" })).toHaveCount(0);
});

/** The cancelled meeting's page, on a desktop and a phone (no sideways scrolling), for a look. */
async function pictures(page: Page) {
  await page.screenshot({ path: "test-results/club-meetings-desktop.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/club-meetings-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}
