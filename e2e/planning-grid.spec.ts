/**
 * Weeks at once (decisions 234, 235): an officer of the demo club Toronto Voices opens the Planning tab of Leadership
 * Central: eight meetings of the club's weekly series across, its roles down, with the demo's holders and proposal.
 * She gives the Timer role of the second week to Mo outright, the General Evaluator role of the second week to Ethan,
 * proposes the Table Topics Master role to Zara, and skips the fifth week for a holiday. Mo reads the e-mail (the .eml
 * in the outbox), opens its Decline link — a page with one button — and declines; the cell is open again and the
 * officer is told. The grid passes axe and fits a 390 px phone (it scrolls inside its own box), light and dark.
 *
 * The officer is made with SQL, which only a PostgreSQL-backed copy allows.
 */
import { expectNoAxeViolations } from "./support/accessibility";
import { joinClub, makeOfficer } from "./support/clubs";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { FOUR_LOOKS } from "./support/looks";
import { mailsTo } from "./support/mail";

const postgresServer = ownPostgresServer();
const CLUB = "Toronto Voices";

test("an officer plans eight weeks in the grid and skips a holiday; a member declines from the e-mail", async ({
  signedInMember,
  signedInPage,
}) => {
  test.setTimeout(150_000);
  const postgres = postgresServer();
  const [club] = await postgres.sql<{ id: string }>("select id from clubs where name = $1", [CLUB]);
  const clubId = club?.id ?? "";
  const paula = await signedInMember("Paula", { viewport: { width: 1280, height: 900 } });
  const mo = await signedInMember("Mo");
  await joinClub(postgres, paula.email, clubId);
  await joinClub(postgres, mo.email, clubId);
  await makeOfficer(postgres, paula.email, clubId, "VP Education");
  const page = paula.page;
  const planningPath = `/dashboard/leadership/clubs/${clubId}/planning`;

  await page.goto(`/dashboard/leadership/clubs/${clubId}`);
  await page.getByRole("navigation", { name: "Club pages" }).getByRole("link", { name: "Planning" }).click();
  await expect(page).toHaveURL(`${postgres.url}${planningPath}`);
  const grid = page.getByRole("table", { name: /Roles of the next 8 meetings/ });
  await expect(grid.getByRole("columnheader")).toHaveCount(9);
  await expect(page.getByText("The next meetings and their roles. Times in America/Toronto (Toronto).")).toBeVisible();
  // the demo: holders, a proposal, open cells
  await expect(grid.getByRole("row", { name: /^Timer/ })).toContainText("Zara Ali");
  await expect(grid.getByRole("row", { name: /^Grammarian/ })).toContainText("Proposed: Zara Ali");

  const fill = (role: string) => grid.getByRole("button", { name: new RegExp(`^Open — fill ${role} on`) });
  const dialog = page.getByRole("dialog");

  // Timer of the first open week, outright to Mo: the picker shows each member's last role, speech and away days.
  const timerCell = fill("Timer").first();
  const timerName = (await timerCell.getAttribute("aria-label")) ?? "";
  const timerDay = timerName.replace(/^Open — fill Timer on (.*) \(\d+ open\)$/, "$1");
  await timerCell.click();
  await expect(dialog.getByRole("heading", { name: `Timer — ${timerDay}` })).toBeVisible();
  await expect(dialog.getByText(/Last role: .* · Last speech:/).first()).toBeVisible();
  await dialog.getByRole("radio", { name: /Mo / }).check();
  await dialog.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText("Role given", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // General Evaluator of the second week to Ethan (the first week's moderator: the limit rule keeps him), by keyboard.
  await fill("General Evaluator").nth(1).focus();
  await page.keyboard.press("Enter");
  await dialog.getByRole("radio", { name: /Ethan Nguyen/ }).check();
  await dialog.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText("Role given", { exact: true })).toBeVisible();
  await expect(grid.getByRole("row", { name: /^General Evaluator/ })).toContainText("Ethan Nguyen");

  // Propose Table Topics Master of the third week to Zara (she holds a role in the first two).
  await fill("Table Topics Master").nth(2).click();
  await dialog.getByRole("radio", { name: "Propose" }).check();
  await dialog.getByRole("radio", { name: /Zara Ali/ }).check();
  await dialog.getByRole("button", { name: "Propose" }).click();
  await expect(page.getByText("Role proposed", { exact: true })).toBeVisible();
  await expect(grid.getByRole("row", { name: /^Table Topics Master/ })).toContainText("Proposed: Zara Ali");

  // Skip the fifth week: a holiday.
  await grid
    .getByRole("button", { name: /^Skip the meeting on/ })
    .nth(4)
    .click();
  await expect(dialog.getByLabel("Reason")).toHaveValue("Holiday");
  await dialog.getByRole("button", { name: "Skip the meeting" }).click();
  await expect(page.getByText("Meeting skipped", { exact: true })).toBeVisible();
  await expect(grid.getByText("Skipped (Holiday)")).toBeVisible();

  // Mo reads the e-mail and declines from its link: the page asks, one button acts.
  await expect
    .poll(() => mailsTo(mo.email, postgres.dataDir).map((each) => each.subject))
    .toContainEqual(expect.stringMatching(/^You are Timer at /));
  const mail = mailsTo(mo.email, postgres.dataDir).find((each) => each.subject.startsWith("You are Timer at "));
  expect(mail?.text).toContain("Paula has put you down as Timer");
  const decline = mail?.links.find((link) => link.includes("/api/roles/link?token=")) ?? "";
  await mo.page.goto(decline);
  await expect(mo.page.getByRole("heading", { name: "Decline the Timer role?" })).toBeVisible();
  await mo.page.getByRole("button", { name: "Decline the role" }).click();
  await expect(mo.page.getByRole("heading", { name: "Role declined" })).toBeVisible();
  await expect
    .poll(() => mailsTo(paula.email, postgres.dataDir).map((each) => each.subject))
    .toContainEqual(expect.stringMatching(/^Timer at .*: declined by Mo/));
  await page.reload();
  await expect(page.getByRole("button", { name: `Open — fill Timer on ${timerDay} (1 open)` })).toBeVisible();

  // The grid in four looks: axe-clean; on a phone the page never widens, the grid scrolls inside its box.
  for (const [name, options] of FOUR_LOOKS) {
    const shown = await signedInPage(paula, options);
    await shown.goto(planningPath);
    await expect(shown.getByRole("table", { name: /Roles of the next 8 meetings/ })).toBeVisible();
    if ("viewport" in options) {
      expect(await shown.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
    }
    await expectNoAxeViolations(shown, `the planning grid, ${name}`);
    await shown.screenshot({ path: `docs/screenshots/planning-grid-${name}.png` });
  }
});
