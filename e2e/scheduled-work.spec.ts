/**
 * The Administration page shows scheduled work (docs/decisions/152): an admin sees a failed role reminder with its
 * error and what it was about, retries it (it leaves the failed list), and cancels another after being asked.
 *
 * The failed jobs are written with SQL, as the worker leaves a job that used up its tries; that needs the spec
 * file's own PostgreSQL-backed server (the main e2e server keeps its embedded database locked).
 */

import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();

type Failed = { id: string; holder: string; title: string };

/** Two role reminders of the demo's upcoming meetings that used up their tries, with their holders' first names. */
async function twoFailedReminders(): Promise<Failed[]> {
  const { sql } = postgresServer();
  return sql<Failed>(
    `with roles as (
       select a.id::text as key, u.first_name as holder, e.title
       from meeting_role_assignments a join users u on u.id = a.user_id join events e on e.id = a.event_id
       where e.event_date > now() + interval '1 day' and e.cancelled_at is null
       order by e.event_date, a.id limit 2)
     insert into jobs (kind, key, state, attempts, max_attempts, last_error, finished_at, run_at)
     select 'role.reminder', key, 'failed', 8, 8, 'SMTP connection timed out after 30 s', now(), now() from roles
     on conflict (kind, key) do update
       set state = 'failed', attempts = 8, last_error = excluded.last_error, finished_at = now()
     returning id, (select holder from roles where roles.key = jobs.key) as holder,
       (select title from roles where roles.key = jobs.key) as title`,
  );
}

/** A role reminder e-mail that failed three tries and waits an hour for its next (the worker leaves it be). */
async function aFailingMail(): Promise<void> {
  await postgresServer().sql(
    `insert into mail_queue (kind, to_address, subject, body_text, attempts, last_error, next_attempt_at, created_at)
     values ('role-reminder', 'ana@example.com', 'Reminder: you are Moderator at Weekly Pitch Practice', 'x', 3,
       'connect ECONNREFUSED 127.0.0.1:587', now() + interval '1 hour', now() - interval '25 minutes')`,
  );
}

const section = (page: Page) => page.getByRole("region", { name: "Scheduled work" });

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

test("an admin sees a failed reminder with its error, retries one and cancels the other", async ({
  signedInAdmin,
  signedInPage,
}) => {
  test.setTimeout(90_000);
  const failed = await twoFailedReminders();
  expect(failed).toHaveLength(2);
  const [first, second] = failed as [Failed, Failed];
  await aFailingMail();

  const admin = await signedInAdmin("Ada", { viewport: { width: 1280, height: 900 } });
  const { page } = admin;
  await page.goto("/dashboard/admin");
  const work = section(page);
  const failedList = work.getByRole("region", { name: "Failed", exact: true });
  await expect(work.getByRole("listitem").filter({ hasText: "Role reminders" })).toContainText("Failed");
  await expect(failedList.getByRole("row")).toHaveCount(3);
  const firstRow = failedList.getByRole("row").filter({ hasText: first.title }).filter({ hasText: first.holder });
  await expect(firstRow.first()).toContainText("SMTP connection timed out after 30 s");
  await expect(firstRow.first()).toContainText("8/8");
  const mail = work.getByRole("region", { name: "E-mail that failed a try" });
  await expect(mail.getByRole("row").filter({ hasText: "Weekly Pitch Practice" })).toContainText(
    "connect ECONNREFUSED 127.0.0.1:587",
  );
  await expect(work.getByRole("listitem").filter({ hasText: "E-mail queue" })).toContainText("25 min");
  await expect(work).not.toContainText("@");
  await expectNoAxeViolations(page, "the Administration page's scheduled work");
  await work.screenshot({ path: "test-results/scheduled-work-desktop-light.png" });

  // Retry: the job runs again and leaves the failed list.
  await failedList
    .getByRole("button", { name: new RegExp(`^Retry: ${first.holder}`) })
    .first()
    .click();
  await expectToast(page, "Job retried", "It runs again within a few seconds.");
  await expect(failedList.getByRole("row")).toHaveCount(2);

  // Cancel asks first, then calls the other off.
  await failedList
    .getByRole("button", { name: new RegExp(`^Cancel: ${second.holder}`) })
    .first()
    .click();
  const asked = page.getByRole("alertdialog", { name: "Cancel this job?" });
  await expect(asked).toContainText("It will not run, and it cannot be retried later.");
  await expectNoAxeViolations(page, "the cancel confirmation");
  await asked.getByRole("button", { name: "Cancel job" }).click();
  await expectToast(page, "Job cancelled", "It will not run.");
  await expect(failedList).toContainText("Nothing failed.");

  // A phone, light and dark: the lists stack, nothing scrolls sideways.
  await twoFailedReminders();
  for (const colorScheme of ["light", "dark"] as const) {
    const phone = await signedInPage(admin, { viewport: { width: 390, height: 844 }, colorScheme });
    await phone.goto("/dashboard/admin");
    const phoneWork = section(phone);
    await expect(phoneWork.getByRole("list", { name: "Failed jobs" }).getByRole("listitem")).toHaveCount(2);
    await expect(phoneWork.getByRole("button", { name: /^Retry: / }).first()).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await expectNoAxeViolations(phone, `scheduled work on a phone (${colorScheme})`);
    await phoneWork.getByRole("heading", { name: "Scheduled work" }).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: `test-results/scheduled-work-phone-${colorScheme}.png` });
    await phoneWork.getByRole("heading", { name: "Next up" }).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: `test-results/scheduled-work-phone-${colorScheme}-next.png` });
  }
  // The next jobs (the sweep schedules the demo's reminders within seconds of the start): five, then all on asking.
  const next = work.getByRole("region", { name: "Next up" });
  const showAll = next.getByRole("button", { name: /^Show the next \d+/ });
  await expect(async () => {
    await work.getByRole("button", { name: "Refresh" }).click();
    await expect(showAll).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(next.getByRole("row")).toHaveCount(6);
  await showAll.click();
  await expect(next.getByRole("button", { name: "Show fewer" })).toHaveAttribute("aria-expanded", "true");
  expect(await next.getByRole("row").count()).toBeGreaterThan(6);
  const dark = await signedInPage(admin, { viewport: { width: 1280, height: 900 }, colorScheme: "dark" });
  await dark.goto("/dashboard/admin");
  await expect(section(dark).getByRole("region", { name: "Failed", exact: true }).getByRole("row")).toHaveCount(3);
  await section(dark).screenshot({ path: "test-results/scheduled-work-desktop-dark.png" });
});
