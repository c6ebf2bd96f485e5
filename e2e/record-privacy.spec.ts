/**
 * Who sees a member's speaking record (decision 241): a member hides their record on their profile; a fellow member of
 * their club asking for it is refused; the club's officer still finds their speeches and roles on the club's Reports
 * (Speaking Activity), marked "Record hidden" and without their timing results. The card is photographed in four
 * looks, a long dotted e-mail among the names, and nothing scrolls sideways on a phone.
 *
 * Another member's record in the browser (decision 243): the officer opens the hidden record from the Speaking
 * Activity card and reads roles and speech dates only; the fellow member reads the server's refusal; a fellow member
 * of a visible record reads it whole. That page too is photographed in four looks, and the long dotted e-mail's
 * record fits a phone.
 *
 * The club, its meeting, the roles and the timed speech are written with SQL, which only a PostgreSQL-backed copy of
 * the product allows.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { joinClub, makeOfficer } from "./support/clubs";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { FOUR_LOOKS } from "./support/looks";
import { userIdsByEmail } from "./support/meetings";

const postgresServer = ownPostgresServer();

const speakingActivity = (page: Page) =>
  page.locator("div.rounded-2xl").filter({ has: page.getByRole("heading", { level: 2, name: "Speaking Activity" }) });

test("a member hides their record: a fellow member is refused, the club's officer still plans with it", async ({
  signedInMember,
  newMember,
  signedInPage,
}) => {
  test.setTimeout(300_000);
  const postgres = postgresServer();
  const clubName = `Harbour Voices ${Date.now().toString(36)}`;
  const [club] = await postgres.sql<{ id: string }>(
    "insert into clubs (name, time_zone) values ($1, 'Europe/Berlin') returning id",
    [clubName],
  );
  const clubId = club?.id ?? "";
  const pia = await signedInMember("Pia");
  const max = await signedInMember("Max");
  const olga = await newMember("Olga");
  const longEmail = `first.middle.last.${Date.now()}.member@very.long.example.org`;
  await postgres.sql("insert into users (id, first_name, email, email_verified) values ($1, '', $2, true)", [
    `long-${Date.now()}`,
    longEmail,
  ]);
  for (const email of [pia.email, max.email, olga.email, longEmail]) await joinClub(postgres, email, clubId);
  await makeOfficer(postgres, olga.email, clubId, "VP Education");
  const idOf = await userIdsByEmail(postgres.sql, [pia.email, max.email, longEmail]);
  // last night's meeting: Pia gave her speech (timed, within time) and the long-named member was Timer
  const [meeting] = await postgres.sql<{ id: string }>(
    "insert into events (title, event_date, club_id, time_zone, event_type) values ('Harbour Club Night', now() - interval '1 day', $1, 'Europe/Berlin', 'meeting') returning id",
    [clubId],
  );
  const eventId = meeting?.id ?? "";
  await postgres.sql(
    "insert into meeting_role_assignments (event_id, user_id, role_type) values ($1, $2, 'pitcher'), ($1, $3, 'timer')",
    [eventId, idOf(pia.email), idOf(longEmail)],
  );
  await postgres.sql(
    `insert into meeting_timings (id, event_id, speaker_user_id, speaker_name, green_seconds, yellow_seconds,
       red_seconds, grace_seconds, started_at, stopped_at, banked_ms, duration_seconds, verdict)
     values (gen_random_uuid(), $1, $2, 'Pia', 240, 300, 360, 30, now() - interval '1 day',
       now() - interval '1 day' + interval '330 seconds', 330000, 330, 'within')`,
    [eventId, idOf(pia.email)],
  );

  // Pia hides her record on her profile.
  await pia.page.goto("/dashboard/profile");
  const hide = pia.page.getByRole("switch", { name: "Hide my speaking record from other members" });
  await expect(hide).not.toBeChecked();
  await pia.page.getByText("Hide my speaking record from other members").click();
  await expectToast(
    pia.page,
    "Speaking record hidden",
    "Other members no longer see your speaking record. Your clubs' officers still see your roles and speech dates.",
  );
  await expect(hide).toBeChecked();
  await expectNoAxeViolations(pia.page, "profile with the record hidden");

  // Max, a fellow member, is refused with the catalogue's words.
  const refused = await max.page.request.get(`/api/members/${idOf(pia.email)}/record`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    error: {
      code: "RECORD_HIDDEN",
      title: "Record Hidden",
      message: "This member has hidden their speaking record. Only they and their clubs' officers can see it.",
    },
  });

  // Olga, the club's officer, reads roles and speech dates: through the API and on the club's Reports.
  const officerPage = await signedInPage(olga);
  const seen = await officerPage.request.get(`/api/members/${idOf(pia.email)}/record`);
  expect(seen.status()).toBe(200);
  const { detail, record } = await seen.json();
  expect(detail).toBe("schedule");
  expect(record.speeches).toEqual([expect.objectContaining({ eventId, durationSeconds: null, verdict: null })]);

  await officerPage.goto(`/dashboard/leadership/clubs/${clubId}/reports`);
  const card = speakingActivity(officerPage);
  const rows = card.getByRole("table", { name: /^Speaking activity of each member/ }).getByRole("row");
  const piaRow = rows.filter({ hasText: "Pia" });
  await expect(piaRow).toContainText("Record hidden");
  await expect(piaRow.getByRole("cell")).toHaveText([
    /Pia\s*Record hidden/,
    "1",
    "1",
    /\w{3} \d{2}, \d{4}/,
    /\w{3} \d{2}, \d{4}/,
    "Hidden by the member",
  ]);
  await expect(rows.filter({ hasText: longEmail }).getByRole("cell").nth(2)).toHaveText("1");
  await expect(rows.filter({ hasText: "Max" }).getByRole("cell").last()).toHaveText("No timed speeches");
  // Share the Stage Fairly: Pia's speech is her last role too
  await expect(officerPage.getByRole("table", { name: "Last role and last speech of each member" })).toContainText(
    /Pia(\w{3} \d{2}, \d{4})\1/,
  );
  await expectNoAxeViolations(officerPage, "club reports with speaking activity");

  // From the card, Olga opens Pia's record by keyboard: roles and speech dates only, and why.
  const piaLink = card.getByRole("link", { name: "Pia, speaking record" });
  await piaLink.focus();
  await officerPage.keyboard.press("Enter");
  await expect(officerPage).toHaveURL(new RegExp(`/dashboard/members/${idOf(pia.email)}/record$`));
  await expect(officerPage.getByRole("heading", { level: 1 })).toHaveText(/^Speaking record of Pia/);
  await expect(officerPage).toHaveTitle(/^Pia[^·]* · Speaking record · /);
  await expect(officerPage.getByRole("note")).toContainText(
    "This member keeps their speaking record private. As an officer you see the roles they held and the dates of their speeches, for scheduling",
  );
  await expect(officerPage.getByRole("heading", { name: "Speech dates (1)" })).toBeVisible();
  await expect(officerPage.getByRole("heading", { name: "Roles held (1)" })).toBeVisible();
  const piaSpeeches = officerPage.getByRole("table", { name: /^Speeches of Pia/ });
  await expect(piaSpeeches.getByRole("columnheader")).toHaveText(["Date", "Meeting"]);
  await expect(piaSpeeches).toContainText("Harbour Club Night");
  for (const absent of ["Trends", /^Evaluations received/, /^Votes won/]) {
    await expect(officerPage.getByRole("heading", { name: absent })).toHaveCount(0);
  }
  await expect(officerPage.getByRole("link", { name: "Download CSV" })).toHaveCount(0);
  await expectNoAxeViolations(officerPage, "a hidden member's record, for an officer");

  // Max, a fellow member, opening Pia's record reads the refusal in the server's words.
  await max.page.goto(`/dashboard/members/${idOf(pia.email)}/record`);
  await expect(max.page.getByRole("heading", { name: "This record is private" })).toBeVisible();
  await expect(
    max.page.getByText("This member has hidden their speaking record. Only they and their clubs' officers can see it."),
  ).toBeVisible();
  await expectNoAxeViolations(max.page, "a hidden member's record, refused to a fellow member");

  // Pia, a fellow member of the long-named member (who keeps their record visible), reads it whole.
  await pia.page.goto(`/dashboard/members/${idOf(longEmail)}/record`);
  await expect(pia.page.getByRole("heading", { level: 1 })).toHaveText(`Speaking record of ${longEmail}`);
  await expect(pia.page.getByRole("region", { name: `Figures of ${longEmail}` })).toBeVisible();
  await expect(pia.page.getByRole("heading", { name: "Trends" })).toBeVisible();
  await expect(pia.page.getByRole("heading", { name: "Roles held (1)" })).toBeVisible();
  await expect(pia.page.getByRole("heading", { name: "Evaluations received (0)" })).toBeVisible();
  await expect(pia.page.getByRole("table", { name: `Meeting roles ${longEmail} held` })).toContainText("Timer");
  await expect(pia.page.getByRole("note")).toHaveCount(0);
  await expectNoAxeViolations(pia.page, "a fellow member's visible record");

  // The card in four looks; on a phone nothing scrolls sideways, the long e-mail included.
  for (const [look, options] of FOUR_LOOKS) {
    const page = await signedInPage(olga, options);
    await page.goto(`/dashboard/leadership/clubs/${clubId}/reports`);
    const shown = speakingActivity(page);
    await expect(shown.getByText("Record hidden").filter({ visible: true })).toBeVisible();
    if (look.startsWith("phone")) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    // the app's sticky header would cover the card's top in a tall element's picture
    await shown.screenshot({
      path: `docs/screenshots/club-reports-speaking-activity-${look}.png`,
      style: "header { visibility: hidden !important; }",
    });
    // Pia's hidden record as her officer sees it; the long-named member's whole record fits a phone too
    await page.goto(`/dashboard/members/${idOf(pia.email)}/record`);
    await expect(page.getByRole("heading", { name: "Speech dates (1)" })).toBeVisible();
    await expectNoAxeViolations(page, `a hidden member's record, ${look}`);
    if (look.startsWith("phone")) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await page.screenshot({ path: `docs/screenshots/member-record-${look}.png`, fullPage: true });
    if (look.startsWith("phone")) {
      await page.goto(`/dashboard/members/${idOf(longEmail)}/record`);
      await expect(page.getByRole("heading", { name: "Trends" })).toBeVisible();
      await expectNoAxeViolations(page, `a long-named member's record, ${look}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await page.close();
  }
});
