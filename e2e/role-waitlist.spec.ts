/**
 * Nobody scrambles for a replacement (docs/decisions/152–154): a full evaluator role, a member joins its waitlist,
 * the holder answers the reminder e-mail's "I can't make it", and the waiting member's open page shows the role as
 * theirs without a reload; their e-mail arrives.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { theOneMail } from "./support/mail";

const postgresServer = ownPostgresServer();
const SHOTS = "docs/screenshots";

const rolesOf = (page: Page) => page.getByRole("region", { name: "Meeting Roles" });
const evaluatorRow = (page: Page) =>
  rolesOf(page)
    .getByRole("listitem")
    .filter({ hasText: /^Evaluator/ })
    .first();

test("a released role goes to the first member waiting, live and by e-mail", async ({ signedInMember, browser }) => {
  test.setTimeout(150_000);
  const postgres = postgresServer();
  // a meeting tomorrow (inside the reminder window) whose evaluator role two others already hold
  const [event] = await postgres.sql<{ id: string }>(
    `insert into events (title, event_date, duration_minutes, time_zone, event_type, is_public)
     values ('Harbour Club Night', now() + interval '1 day', 90, 'Europe/Lisbon', 'meeting', true) returning id`,
  );
  const eventId = event?.id ?? "";
  await postgres.sql(
    `insert into users (id, first_name, email, email_verified) values
       ('waitlist-e1', 'Ines', 'waitlist-e1@example.com', true), ('waitlist-e2', 'Omar', 'waitlist-e2@example.com', true)
     on conflict do nothing`,
  );
  await postgres.sql(
    `insert into meeting_role_assignments (event_id, user_id, role_type)
     values ($1, 'waitlist-e1', 'evaluator'), ($1, 'waitlist-e2', 'evaluator')`,
    [eventId],
  );
  const eventPage = `${postgres.url}/dashboard/events/${eventId}`;

  // Hana takes the last evaluator place; the role is full
  const hana = await signedInMember("Hana");
  await hana.page.goto(eventPage);
  await rolesOf(hana.page).getByRole("button", { name: "Take role Evaluator" }).click();
  await expectToast(hana.page, "Success", "You are now the Evaluator for this meeting.");
  await expect(evaluatorRow(hana.page)).toContainText("Evaluator (3/3, full)");

  // Wes joins the waitlist and keeps the page open
  const wes = await signedInMember("Wes", { viewport: { width: 390, height: 844 } });
  await wes.page.goto(eventPage);
  await expect(evaluatorRow(wes.page)).toContainText("(3/3, full)");
  await evaluatorRow(wes.page).getByRole("button", { name: "Join waitlist for Evaluator" }).click();
  await expectToast(
    wes.page,
    "On the waitlist",
    "You are number 1 on the Evaluator waitlist. If a place frees up, it is yours and we e-mail you.",
  );
  await expect(evaluatorRow(wes.page)).toContainText("Waitlist: 1. Wes (you)");
  await expect(evaluatorRow(hana.page)).toContainText("Waitlist: 1. Wes");
  await expectNoAxeViolations(wes.page, "the roles panel with a waitlist");
  expect(await wes.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await rolesOf(wes.page).screenshot({ path: `${SHOTS}/role-waitlist-phone.png` });

  // Hana's reminder arrives (the meeting is tomorrow); she opens "I can't make it" in a browser without a session
  const reminder = await theOneMail(hana.email, "Reminder: Evaluator at Harbour Club Night", postgres.dataDir);
  expect(reminder.text).toContain("Hi Hana,");
  expect(reminder.text).toMatch(/When: .* \(Lisbon\)/);
  expect(reminder.html).toContain("I can&#x27;t make it");
  const release = reminder.text?.match(/I can't make it: (\S+)/)?.[1] ?? "";
  expect(release).toContain("/api/roles/link?token=");
  const mailReader = await browser.newContext();
  const linkPage = await mailReader.newPage();
  await linkPage.goto(release);
  await expect(linkPage.getByRole("heading", { name: "Can't make it?" })).toBeVisible();
  // opening the link changed nothing
  await expect(evaluatorRow(wes.page)).toContainText("Waitlist: 1. Wes (you)");
  await expectNoAxeViolations(linkPage, "the release link's page");
  await linkPage.getByRole("button", { name: "Give up my role" }).click();
  await expect(linkPage.getByRole("heading", { name: "Your role is given up" })).toBeVisible();
  await expect(linkPage.getByText("Wes was waiting for it and has it now.")).toBeVisible();

  // Wes's open page shows the role as his, without a reload, and tells him so
  await expect(evaluatorRow(wes.page)).toContainText("Wes(you)", { timeout: 10_000 });
  await expect(evaluatorRow(wes.page)).not.toContainText("Waitlist");
  await expectToast(wes.page, "The role is yours", "A place freed up: you are now Evaluator.");
  await expect(evaluatorRow(wes.page).getByRole("button", { name: "Remove me as Evaluator" })).toBeVisible();
  await expect(evaluatorRow(hana.page)).not.toContainText("Hana");

  // and his e-mail arrives, in both parts
  const given = await theOneMail(wes.email, "You are Evaluator at Harbour Club Night", postgres.dataDir);
  expect(given.text).toContain("Hi Wes,");
  expect(given.text).toContain("A place freed up: you are now Evaluator");
  expect(given.html).toContain("Mail preferences");

  // the link used a second time does nothing
  await linkPage.goto(release);
  await expect(linkPage.getByRole("heading", { name: "This role is no longer yours" })).toBeVisible();
  await mailReader.close();
});
