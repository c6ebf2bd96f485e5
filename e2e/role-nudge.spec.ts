/**
 * The open-role nudge (docs/decisions/157): a club meeting two days away still has open roles; a member who has had
 * no role lately gets the e-mail, opens its "Take the Timer role" link in a browser without a session, presses the
 * one button, and the meeting's page shows the role as theirs.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { joinClub } from "./support/clubs";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { theOneMail } from "./support/mail";

const postgresServer = ownPostgresServer();

const timerRow = (page: Page) =>
  page
    .getByRole("region", { name: "Meeting Roles" })
    .getByRole("listitem")
    .filter({ hasText: /^Timer/ })
    .first();

test("a member takes an open role from the nudge's link", async ({ signedInMember, browser }) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const [club] = await postgres.sql<{ id: string }>(
    `insert into clubs (name, time_zone) values ('Nudge Harbour Speakers', 'Europe/Lisbon') returning id`,
  );
  const clubId = club?.id ?? "";
  const nadia = await signedInMember("Nadia");
  await joinClub(postgres, nadia.email, clubId);
  const [event] = await postgres.sql<{ id: string }>(
    `insert into events (title, event_date, duration_minutes, time_zone, event_type, is_public, club_id)
     values ('Harbour Open Night', now() + interval '2 days', 90, 'Europe/Lisbon', 'meeting', true, $1) returning id`,
    [clubId],
  );
  const eventId = event?.id ?? "";
  // the nudge is due at once (three days before a meeting two days away), as the sweep would schedule it
  await postgres.sql(`insert into jobs (kind, key, run_at) values ('role.nudge', $1, now())`, [eventId]);

  const nudge = await theOneMail(nadia.email, "Open roles at Harbour Open Night", postgres.dataDir);
  expect(nudge.text).toContain("Hi Nadia,");
  expect(nudge.text).toMatch(/When: .* \(Lisbon\)/);
  expect(nudge.text).toContain("Timer (1 place open)");
  expect(nudge.html).toContain("Take the Timer role");
  expect(nudge.text).toContain("Unsubscribe from open-role requests from Nudge Harbour Speakers");
  const take = nudge.text?.match(/Take the Timer role: (\S+)/)?.[1] ?? "";
  expect(take).toContain("/api/roles/link?token=");

  const mailReader = await browser.newContext();
  const linkPage = await mailReader.newPage();
  await linkPage.goto(take);
  await expect(linkPage.getByRole("heading", { name: "Take the Timer role?" })).toBeVisible();
  await expectNoAxeViolations(linkPage, "the take link's page");
  // opening the link changed nothing
  await nadia.page.goto(`${postgres.url}/dashboard/events/${eventId}`);
  await expect(timerRow(nadia.page).getByRole("button", { name: "Take role Timer" })).toBeVisible();

  await linkPage.getByRole("button", { name: "Take the Timer role" }).click();
  await expect(linkPage.getByRole("heading", { name: "The Timer role is yours" })).toBeVisible();
  await expect(timerRow(nadia.page)).toContainText("Nadia(you)", { timeout: 10_000 });
  await expect(timerRow(nadia.page).getByRole("button", { name: "Remove me as Timer" })).toBeVisible();

  // the link used again changes nothing
  await linkPage.goto(take);
  await expect(linkPage.getByRole("heading", { name: "This role is already yours" })).toBeVisible();
  await mailReader.close();
});
