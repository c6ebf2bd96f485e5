/**
 * A club's time (decisions 175–177): an officer on a London laptop plans a 7 PM meeting of a Chicago club; the dialog
 * starts from the club's settings (next meeting day and time, location, the default template's length) and names the
 * club's zone; the meeting is stored and shown at 7 PM Chicago, with the London time beside it, on the club page and
 * on the meeting's page; the settings offer current zone names and ask before a save that sends e-mails.
 *
 * The club and the office are written with SQL, which only a PostgreSQL-backed copy of the product allows.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { joinClub, makeOfficer } from "./support/clubs";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();
const SHOTS = "docs/screenshots";

async function shoot(page: Page, name: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [device, width] of [
      ["desktop", 1280],
      ["phone", 390],
    ] as const) {
      await page.setViewportSize({ width, height: device === "phone" ? 844 : 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/${name}-${device}-${colorScheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a London officer plans a Chicago club's 7 PM meeting in the club's time", async ({ signedInMember }) => {
  test.setTimeout(180_000);
  const postgres = postgresServer();
  const clubName = `Windy City Pitch ${Date.now().toString(36)}`;
  const [club] = await postgres.sql<{ id: string }>(
    `insert into clubs (name, time_zone, meeting_day, meeting_time, location)
     values ($1, 'America/Chicago', 'Thursday', '7:00 PM', 'Loop Library') returning id`,
    [clubName],
  );
  const clubId = club?.id ?? "";
  // The default template takes 1 hour 45 minutes; another template's length is not the start.
  await postgres.sql(
    `with made as (
       insert into agenda_templates (club_id, name, is_default) values ($1, 'Thursday night', true), ($1, 'Short night', false)
       returning id, name
     )
     insert into agenda_template_items (template_id, position, title, duration_minutes)
     select id, position, title, minutes from made, (values (1, 'Opening', 15), (2, 'Prepared speeches', 60), (3, 'Evaluations', 30)) as items(position, title, minutes)
     where made.name = 'Thursday night'
     union all
     select id, 1, 'Table topics', 20 from made where made.name = 'Short night'`,
    [clubId],
  );
  const { page, email } = await signedInMember("Olga", { timezoneId: "Europe/London" });
  await joinClub(postgres, email, clubId);
  await makeOfficer(postgres, email, clubId, "President");

  // The dialog starts from the club's settings, in the club's zone.
  await page.goto(`/dashboard/find-clubs/${clubId}`);
  await expect(page.getByText("Thursdays at 7:00 PM (Central Time — Chicago)")).toBeVisible();
  await page.getByRole("button", { name: "Plan a meeting" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  await expect(dialog).toContainText("Times are in the club's time zone (Central Time — Chicago).");
  await expect(dialog.getByLabel("Time")).toHaveValue("19:00");
  await expect(dialog.getByLabel("Location")).toHaveValue("Loop Library");
  await expect(dialog.getByLabel("Length (minutes)")).toHaveValue("105");
  await expect(dialog.getByLabel("Date", { exact: true })).toHaveValue(
    await page.evaluate(() => {
      // the next Thursday on Chicago's calendar whose 7 PM is still ahead
      const chicago = (at: Date) =>
        Object.fromEntries(
          new Intl.DateTimeFormat("en-CA", {
            timeZone: "America/Chicago",
            year: "numeric",
            month: "2-digit",
            day: "2-digit",
            weekday: "long",
            hour: "2-digit",
            hourCycle: "h23",
          })
            .formatToParts(at)
            .map((part) => [part.type, part.value]),
        );
      for (let days = 0; days <= 7; days += 1) {
        const day = chicago(new Date(Date.now() + days * 86_400_000));
        if (day.weekday === "Thursday" && (days > 0 || Number(day.hour) < 19)) {
          return `${day.year}-${day.month}-${day.day}`;
        }
      }
      return "";
    }),
  );
  await expect(dialog).toContainText("Events are public.");
  await dialog.getByRole("radio", { name: /Members only/ }).check();
  await expect(dialog).not.toContainText("Events are public.");
  await dialog.getByLabel("Event Title").fill("Thursday Club Night");
  await shoot(page, "club-time-dialog");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expectToast(page, "Success", "Event created successfully!");

  // Stored at 7 PM where the club meets.
  const [stored] = await postgres.sql<{ zone: string; local: string; dow: string }>(
    `select time_zone as zone, to_char(event_date at time zone 'America/Chicago', 'HH24:MI') as local,
            trim(to_char(event_date at time zone 'America/Chicago', 'Day')) as dow
     from events where club_id = $1`,
    [clubId],
  );
  expect(stored).toEqual({ zone: "America/Chicago", local: "19:00", dow: "Thursday" });

  // Shown as 7 PM Chicago, with the London viewer's own time beside it.
  const upcoming = page.getByRole("link", { name: /Thursday Club Night/ });
  await expect(upcoming).toContainText(/7:00 PM CS?T \(Chicago\)/);
  await expect(upcoming).toContainText(/1:00 AM GMT your time/);
  await expectNoAxeViolations(page, "the club page with its upcoming meeting");
  await shoot(page, "club-time-club-page");

  // The meeting's page: the London viewer's own time, and 7 PM Central time where the club meets beside it.
  await upcoming.click();
  await expect(page.getByRole("heading", { level: 1, name: "Thursday Club Night" })).toBeVisible();
  const when = page.getByRole("listitem").filter({ hasText: "in Chicago" });
  await expect(when).toContainText(/1:00 AM (GMT|BST)/);
  await expect(when).toContainText(/7:00 PM C[SD]T in Chicago/);
  await expect(page.getByText("Length: 1 hour 45 minutes")).toBeVisible();

  // Settings: current zone names; a save that sends e-mails at once asks first, with the count.
  await page.goto(`/dashboard/leadership/clubs/${clubId}/settings`);
  const zone = page.getByLabel("Time zone");
  await expect(zone).toHaveValue("America/Chicago");
  await expect(zone.locator("option[value='Asia/Kolkata']")).toHaveCount(1);
  await expect(zone.locator("option[value='Asia/Calcutta']")).toHaveCount(0);
  // the meeting six days ahead (the next Thursday may start within the hour, when no reminder is sent), with a role
  await postgres.sql("update events set event_date = now() + interval '6 days' where club_id = $1", [clubId]);
  await postgres.sql(
    "insert into meeting_role_assignments (event_id, user_id, role_type) select e.id, u.id, 'timer' from events e, users u where e.club_id = $1 and u.email = $2",
    [clubId, email],
  );
  await page.getByLabel("Role reminders").selectOption("14");
  await page.getByRole("button", { name: "Save Settings" }).click();
  const question = page.getByRole("alertdialog", { name: "Send e-mails now?" });
  await expect(question).toContainText("Saving sends 1 role reminder by e-mail now");
  await shoot(page, "club-time-settings-question");
  await question.getByRole("button", { name: "Cancel" }).click();
  const [kept] = await postgres.sql<{ days: number }>("select reminder_days as days from clubs where id = $1", [
    clubId,
  ]);
  expect(kept?.days).toBe(2);
});
