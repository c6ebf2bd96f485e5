/**
 * Late role gaps (docs/decisions/169): a member adds away days over a role they hold and sees it listed with Hand over
 * and Give up; the club's officer sees "Holder away" beside the role and in Reports, and gets one e-mail about it;
 * once the member gives the role up, it shows as "Fell open".
 */
import type { Page } from "@playwright/test";
import { DAY } from "../src/domain/time";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { joinClub, makeOfficer } from "./support/clubs";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { FOUR_LOOKS } from "./support/looks";
import { theOneMail } from "./support/mail";

const postgresServer = ownPostgresServer();
const SHOTS = "docs/screenshots";
const IN_UTC = { timezoneId: "UTC" };
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const awayDates = (page: Page) => page.getByRole("region", { name: "Away dates" });
const rolesOf = (page: Page) => page.getByRole("region", { name: "Meeting Roles" });
const roleRow = (page: Page, role: string) =>
  rolesOf(page)
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`^${role}`) })
    .first();

test("a member away over a held role sees it with Hand over and Give up; the officer sees the gap and is told once", async ({
  signedInMember,
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const postgres = postgresServer();
  const suffix = Date.now().toString(36);
  const [club] = await postgres.sql<{ id: string }>(
    "insert into clubs (name, time_zone) values ($1, 'UTC') returning id",
    [`Harbour Gaps ${suffix}`],
  );
  const clubId = club?.id ?? "";
  const [event] = await postgres.sql<{ id: string }>(
    `insert into events (title, event_date, duration_minutes, time_zone, event_type, is_public, club_id)
     values ('Gaps Night', now() + interval '1 day', 90, 'UTC', 'meeting', false, $1) returning id`,
    [clubId],
  );
  const eventId = event?.id ?? "";
  const [mia, olga] = await Promise.all([signedInMember("Mia", IN_UTC), signedInMember("Olga", IN_UTC)]);
  for (const member of [mia, olga]) await joinClub(postgres, member.email, clubId);
  await makeOfficer(postgres, olga.email, clubId, "VP Education");
  await postgres.sql(
    `insert into meeting_role_assignments (event_id, user_id, role_type, confirmed_at)
     select $2, id, 'moderator', now() from users where email = $1`,
    [mia.email, eventId],
  );

  // Mia adds away days over the meeting: the role she holds is listed, with Hand over and Give up
  await mia.page.goto("/dashboard/profile");
  const section = awayDates(mia.page);
  await section.getByLabel("First day").fill(dayFromNow(0));
  await section.getByLabel("Last day").fill(dayFromNow(2));
  await section.getByRole("button", { name: "Add away dates" }).click();
  await expect(mia.page.getByText(/You hold a role on these days: hand it over or give it up\./).first()).toBeVisible();
  const held = section.getByRole("list", { name: "Roles you hold on these days" });
  await expect(held).toContainText("Moderator at Gaps Night");
  await expect(held.getByRole("link", { name: "Hand over the Moderator role at Gaps Night" })).toHaveAttribute(
    "href",
    `/dashboard/events/${eventId}`,
  );
  await expect(held.getByRole("button", { name: "Give up the Moderator role at Gaps Night" })).toBeEnabled();
  await expectNoAxeViolations(mia.page, "the away dates with a held role");

  // Olga, the officer, sees the gap beside the role and in Reports, and was e-mailed once
  await olga.page.goto(`/dashboard/events/${eventId}`);
  await expect(roleRow(olga.page, "Moderator")).toContainText("Holder away(Mia)");
  await olga.page.goto(`/dashboard/leadership/clubs/${clubId}/reports`);
  const coverage = olga.page.getByRole("list", { name: "Role slots of Gaps Night" });
  await expect(coverage).toContainText("Holder away");
  const mail = await theOneMail(olga.email, "Holder away: Moderator at Gaps Night", postgres.dataDir);
  expect(mail.text).toContain("Mia will be away on the day of");

  // the changed screens, on a desktop and a phone, light and dark
  for (const [name, options] of FOUR_LOOKS) {
    const away = await signedInPage(mia, { ...IN_UTC, ...options });
    await away.goto("/dashboard/profile");
    await expect(awayDates(away).getByRole("list", { name: "Roles you hold on these days" })).toBeVisible();
    const roles = await signedInPage(olga, { ...IN_UTC, ...options });
    await roles.goto(`/dashboard/events/${eventId}`);
    await expect(roleRow(roles, "Moderator")).toContainText("Holder away");
    const reports = await signedInPage(olga, { ...IN_UTC, ...options });
    await reports.goto(`/dashboard/leadership/clubs/${clubId}/reports`);
    await expect(reports.getByRole("list", { name: "Role slots of Gaps Night" })).toContainText("Holder away");
    if ("viewport" in options) {
      for (const page of [away, roles, reports]) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
      }
    }
    await expectNoAxeViolations(roles, `the roles panel with a gap, ${name}`);
    await awayDates(away).screenshot({ path: `${SHOTS}/role-gaps-away-dates-${name}.png` });
    await rolesOf(roles).screenshot({ path: `${SHOTS}/role-gaps-roles-panel-${name}.png` });
    await reports.getByRole("list", { name: "Role slots of Gaps Night" }).screenshot({
      path: `${SHOTS}/role-gaps-reports-${name}.png`,
    });
  }

  // the officer's e-mail as a mail program shows it
  const mailPage = await signedInPage(olga, IN_UTC);
  await mailPage.setContent(String(mail.html));
  await mailPage.screenshot({ path: `${SHOTS}/role-gap-mail.png` });

  // Mia gives the role up from her away dates: it shows as fell open, and the officer is told of that once too
  await held.getByRole("button", { name: "Give up the Moderator role at Gaps Night" }).click();
  await expectToast(mia.page, "Success", "You are no longer the Moderator for this meeting.");
  await expect(section.getByRole("list", { name: "Roles you hold on these days" })).toHaveCount(0);
  await olga.page.goto(`/dashboard/events/${eventId}`);
  await expect(roleRow(olga.page, "Moderator")).toContainText("Fell open(given up by Mia)");
  await theOneMail(olga.email, "Fell open: Moderator at Gaps Night", postgres.dataDir);
});
