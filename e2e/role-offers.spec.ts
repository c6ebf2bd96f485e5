/**
 * Role offers (docs/decisions/155): a holder hands their role over to a club member, who accepts on their open page;
 * an officer proposes an open role, seeing who waited longest and who cannot take it (decision 167), and the member
 * accepts with the e-mail's link.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { joinClub, makeOfficer } from "./support/clubs";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { theOneMail } from "./support/mail";

const postgresServer = ownPostgresServer();
const SHOTS = "docs/screenshots";

const rolesOf = (page: Page) => page.getByRole("region", { name: "Meeting Roles" });
const roleRow = (page: Page, role: string) =>
  rolesOf(page)
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`^${role}`) })
    .first();

test("a holder hands a role over; an officer proposes one, accepted from the e-mail", async ({
  signedInMember,
  browser,
}) => {
  test.setTimeout(150_000);
  const postgres = postgresServer();
  const suffix = Date.now().toString(36);
  const [club] = await postgres.sql<{ id: string }>(
    "insert into clubs (name, time_zone) values ($1, 'Europe/Lisbon') returning id",
    [`Harbour Offers ${suffix}`],
  );
  const clubId = club?.id ?? "";
  const [event] = await postgres.sql<{ id: string }>(
    `insert into events (title, event_date, duration_minutes, time_zone, event_type, is_public, club_id)
     values ('Offers Night', now() + interval '5 days', 90, 'Europe/Lisbon', 'meeting', false, $1) returning id`,
    [clubId],
  );
  const eventPage = `${postgres.url}/dashboard/events/${event?.id}`;
  const [hana, wes, olga] = await Promise.all([
    signedInMember("Hana"),
    signedInMember("Wes", { viewport: { width: 390, height: 844 } }),
    signedInMember("Olga", { colorScheme: "dark" }),
  ]);
  for (const member of [hana, wes, olga]) await joinClub(postgres, member.email, clubId);
  await makeOfficer(postgres, olga.email, clubId, "VP Education");
  await Promise.all([hana.page.goto(eventPage), wes.page.goto(eventPage), olga.page.goto(eventPage)]);

  // Hana takes the evaluator role, then hands it over to Wes
  await roleRow(hana.page, "Evaluator").getByRole("button", { name: "Take role Evaluator" }).click();
  await expectToast(hana.page, "Success", "You are now the Evaluator for this meeting.");
  await roleRow(hana.page, "Evaluator").getByRole("button", { name: "Hand over my Evaluator role" }).click();
  const dialog = hana.page.getByRole("dialog", { name: "Hand over the Evaluator role" });
  await dialog.getByRole("radio", { name: /Wes/ }).check();
  await expectNoAxeViolations(hana.page, "the hand-over dialog", '[role="dialog"]');
  await dialog.getByRole("button", { name: "Offer the role" }).click();
  await expectToast(hana.page, "Offer sent", "Wes is asked to take the Evaluator role. You keep it until they accept.");
  await expect(roleRow(hana.page, "Evaluator")).toContainText("Offered to Wes — waiting for an answer");

  // Wes sees the offer on his open page, without a reload, and accepts
  const offer = rolesOf(wes.page).getByText("Hana offers you their Evaluator role.");
  await expect(offer).toBeVisible();
  expect(await wes.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await rolesOf(wes.page).screenshot({ path: `${SHOTS}/role-offer-phone.png` });
  await rolesOf(wes.page).getByRole("button", { name: "Accept the Evaluator role" }).click();
  await expectToast(wes.page, "The role is yours", "You are now the Evaluator for this meeting.");
  await expect(roleRow(wes.page, "Evaluator")).toContainText("Wes(you)");
  await expect(roleRow(hana.page, "Evaluator")).not.toContainText("Hana");
  await theOneMail(hana.email, "Wes is Evaluator at Offers Night", postgres.dataDir);

  // Olga, an officer, proposes the open timer role: she sees each member's last role and speech
  await roleRow(olga.page, "Timer").getByRole("button", { name: "Propose the Timer role to a member" }).click();
  const propose = olga.page.getByRole("dialog", { name: "Propose the Timer role" });
  await expect(propose.getByText("Last role: Never · Last speech: Never").first()).toBeVisible();
  // Wes holds the evaluator role now: he is marked, with the reason, and cannot be chosen
  const wesRow = propose.locator("label").filter({ hasText: "Wes" });
  await expect(wesRow).toContainText("Not available");
  await expect(wesRow).toContainText("Already holds Evaluator");
  await expect(propose.getByRole("radio", { name: /Wes/ })).toBeDisabled();
  await propose.getByRole("radio", { name: /Hana/ }).check();
  await expectNoAxeViolations(olga.page, "the proposal dialog (dark)", '[role="dialog"]');
  await propose.screenshot({ path: `${SHOTS}/role-proposal-dialog-dark.png` });
  await olga.page.emulateMedia({ colorScheme: "light" });
  await olga.page.setViewportSize({ width: 390, height: 844 });
  await expect(wesRow).toContainText("Already holds Evaluator");
  expect(await olga.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(olga.page, "the proposal dialog (light, phone)", '[role="dialog"]');
  await propose.screenshot({ path: `${SHOTS}/role-proposal-dialog-phone.png` });
  await propose.getByRole("button", { name: "Propose the role" }).click();
  await expectToast(olga.page, "Proposal sent", "Hana is asked to take the Timer role.");

  // Hana accepts with the link in her e-mail, in a browser without a session
  const mail = await theOneMail(hana.email, "Will you be Timer at Offers Night?", postgres.dataDir);
  expect(mail.text).toContain("Olga asks you to take the Timer role");
  const accept = mail.text?.match(/Accept: (\S+)/)?.[1] ?? "";
  const reader = await browser.newContext();
  const linkPage = await reader.newPage();
  await linkPage.goto(accept);
  await expect(linkPage.getByRole("heading", { name: "Take the Timer role?" })).toBeVisible();
  await linkPage.getByRole("button", { name: "Accept the role" }).click();
  await expect(linkPage.getByRole("heading", { name: "The role is yours" })).toBeVisible();
  await expect(roleRow(olga.page, "Timer")).toContainText("Hana");
  await reader.close();
});
