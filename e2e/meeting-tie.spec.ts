/**
 * A tie decided by the moderator (docs/decisions/190), and the report that names the club, the place and who held
 * which role: two speakers share the most votes for Best Speaker; the moderator closes voting, chooses the winner in
 * the console, reveals the results (the display says the tie was decided) and ends the meeting; the report's page
 * says it too, on a desktop and a 390 px phone, in the light and the dark theme.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();
const SHOTS = process.env.TIE_SHOTS ?? "test-results/meeting-tie";
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "no horizontal overflow at 390 px").toBeLessThanOrEqual(PHONE.width);
}

test("the moderator decides a tie; the display and the report name the winner and that it was decided", async ({
  browser,
  signedInMember,
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const postgres = postgresServer();
  const [mo, pia, bo, ann] = await Promise.all([
    signedInMember("Mo", { viewport: DESKTOP }),
    signedInMember("Pia"),
    signedInMember("Bo"),
    signedInMember("Ann"),
  ]);
  const ids = await postgres.sql<{ id: string; email: string }>("select id, email from users where email = any($1)", [
    [mo.email, pia.email, bo.email, ann.email],
  ]);
  const idOf = (member: { email: string }) => ids.find((row) => row.email === member.email)?.id ?? "";

  // a club's meeting at its place, running for twenty minutes: Pia and Bo speak, Mo moderates, Ann attends
  const [club] = await postgres.sql<{ id: string }>(
    `insert into clubs (name, location) values ('Harbour Speakers', 'Pier 3, Harbour Road') returning id`,
  );
  const [event] = await postgres.sql<{ id: string }>(
    `insert into events (title, event_date, duration_minutes, time_zone, event_type, is_public, club_id)
     values ('Harbour Club Night', now() - interval '20 minutes', 60, 'Europe/London', 'meeting', true, $1)
     returning id`,
    [club?.id],
  );
  const eventId = event?.id ?? "";
  await postgres.sql(
    `insert into meeting_role_assignments (event_id, user_id, role_type) values
       ($1, $2, 'moderator'), ($1, $3, 'pitcher'), ($1, $4, 'pitcher')`,
    [eventId, idOf(mo), idOf(pia), idOf(bo)],
  );
  await postgres.sql("insert into event_attendees (event_id, user_id) values ($1, $2)", [eventId, idOf(ann)]);
  // the first speech was timed (the vote is open), and the vote is tied: Ann and Bo for Pia, Mo and Pia for Bo
  await postgres.sql(
    `insert into meeting_timings (id, event_id, speaker_name, green_seconds, yellow_seconds, red_seconds,
       grace_seconds, started_at, stopped_at, banked_ms, duration_seconds, verdict)
     values (gen_random_uuid(), $1, 'Pia', 300, 360, 420, 30, now() - interval '10 minutes',
       now() - interval '4 minutes', 360000, 360, 'within')`,
    [eventId],
  );
  await postgres.sql(
    `insert into meeting_votes (event_id, voter_id, category, nominee_id) values
       ($1, $2, 'best-speaker', $4), ($1, $3, 'best-speaker', $5), ($1, $4, 'best-speaker', $5), ($1, $6, 'best-speaker', $4)`,
    [eventId, idOf(ann), idOf(mo), idOf(pia), idOf(bo), idOf(bo)],
  );

  // the moderator closes voting and sees the tie
  const page = mo.page;
  await page.goto(`${postgres.url}/dashboard/events/${eventId}/run`);
  await page.getByRole("button", { name: "Close voting" }).click();
  const tie = page.getByRole("region", { name: "Decide the tie" });
  await expect(tie).toContainText("Bo and Pia have 2 votes each.");
  await expect(page.getByText("Best Speaker: a tie between Bo and Pia (2 votes each)")).toBeVisible();
  await expectNoAxeViolations(page, "the console with a tie to decide");
  await tie.screenshot({ path: `${SHOTS}/console-tie-desktop.png` });
  const phone = await signedInPage(mo, { viewport: PHONE, colorScheme: "dark" });
  await phone.goto(`${postgres.url}/dashboard/events/${eventId}/run`);
  const phoneTie = phone.getByRole("region", { name: "Decide the tie" });
  await phoneTie.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(phone);
  await phoneTie.screenshot({ path: `${SHOTS}/console-tie-phone-dark.png` });
  await phone.close();

  // the moderator chooses Pia: recorded with who chose
  await tie.getByRole("button", { name: "Pia wins" }).click();
  await expectToast(page, "Tie Decided", "Best Speaker: Pia wins. The results and the report say the tie was decided.");
  const decided = page.getByRole("region", { name: "Tie decided" });
  await expect(decided.getByRole("button", { name: "Pia wins" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Best Speaker: Pia (2 votes, a tie decided by Mo)")).toBeVisible();
  const [row] = await postgres.sql<{ nominee_id: string; decided_by: string }>(
    "select nominee_id, decided_by from meeting_vote_decisions where event_id = $1",
    [eventId],
  );
  expect(row).toEqual({ nominee_id: idOf(pia), decided_by: idOf(mo) });

  // revealed: the display says the tie was decided
  await page.getByRole("button", { name: "Reveal results" }).click();
  const displayPath = await page.getByRole("link", { name: /Open display/ }).getAttribute("href");
  const display = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await display.goto(`${postgres.url}${displayPath}`);
  await expect(display.getByText(/Pia \(2 votes, a tie decided by Mo\)/)).toBeVisible();

  // ended: the report names the club, the place, the roles and the decided tie
  await page.getByRole("button", { name: "End meeting" }).click();
  await page
    .getByRole("alertdialog", { name: "End the meeting?" })
    .getByRole("button", { name: "End meeting" })
    .click();
  await expect(display.getByText("The meeting has ended")).toBeVisible();
  await display.close();
  // the console offers the report once the meeting has ended (opening it by address while the console was still
  // taking in the end was once aborted by the browser)
  await page.getByRole("link", { name: "Meeting report" }).click();
  const reportPath = `${postgres.url}/dashboard/events/${eventId}/report`;
  await expect(page).toHaveURL(reportPath);
  await expect(page.getByRole("heading", { level: 1, name: "Harbour Club Night" })).toBeVisible();
  await expect(page.getByText("Harbour Speakers", { exact: true })).toBeVisible();
  await expect(page.getByText("Pier 3, Harbour Road", { exact: true })).toBeVisible();
  const roles = page.getByRole("region", { name: "Roles", exact: true });
  // in the club's order of its roles
  await expect(roles.getByRole("term")).toHaveText(["Moderator", "Pitcher"]);
  await expect(roles.getByRole("definition")).toHaveText(["Mo", "Bo, Pia"]);
  await expect(page.getByRole("region", { name: "Votes", exact: true }).getByRole("definition")).toHaveText([
    "Pia (2 votes) — a tie decided by Mo",
    "No votes",
    "No votes",
  ]);
  await expectNoAxeViolations(page, "the report with its club, place, roles and a decided tie");
  await page.screenshot({ path: `${SHOTS}/report-desktop-light.png`, fullPage: true });

  for (const [viewport, colorScheme, name] of [
    [DESKTOP, "dark", "report-desktop-dark"],
    [PHONE, "light", "report-phone-light"],
    [PHONE, "dark", "report-phone-dark"],
  ] as const) {
    const other = await signedInPage(mo, { viewport, colorScheme });
    await other.goto(reportPath);
    await expect(other.getByRole("region", { name: "Roles", exact: true })).toContainText("Bo, Pia");
    if (viewport === PHONE) await expectNoSidewaysScroll(other);
    await expectNoAxeViolations(other, `the report, ${name}`);
    await other.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
});
