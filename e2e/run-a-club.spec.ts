/**
 * Running a club, end to end: an admin issues an access key for the club; a member redeems it and is the club's
 * officer; she plans a weekly members-only meeting from the club's page, which starts from the club's default agenda
 * template; a member takes the Pitcher role and gives the speech's details, another the Evaluator role and pairs with
 * the speaker; the officer e-mails the agenda (planned times, the speech, the .ics, one-click unsubscribe); a member
 * of another club can neither list nor open the meeting.
 *
 * Not part of the story, so written with SQL (only a PostgreSQL-backed copy of the product allows it): the clubs,
 * the club's default template, who is a member of which club, and one open event of the other club.
 */
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { issueClubKey, joinClub, redeemAccessKey } from "./support/clubs";
import { eventCard, expectAgendaPlan } from "./support/events";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { headerOf, theOneMail } from "./support/mail";

const postgresServer = ownPostgresServer();
const IN_ZURICH = { timezoneId: "Europe/Zurich", viewport: { width: 1280, height: 900 } };
const PHONE = { width: 390, height: 844 };

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("an admin's key makes an officer, who plans a members-only meeting that members fill and receive by e-mail", async ({
  signedInAdmin,
  signedInMember,
  newMember,
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const postgres = postgresServer();
  const suffix = Date.now().toString(36);
  const clubName = `Harbour Journey ${suffix}`;
  const [harbour] = await postgres.sql<{ id: string }>(
    "insert into clubs (name, location) values ($1, 'Zurich') returning id",
    [clubName],
  );
  const [hilltop] = await postgres.sql<{ id: string }>("insert into clubs (name) values ($1) returning id", [
    `Hilltop Journey ${suffix}`,
  ]);
  const clubId = harbour?.id ?? "";
  const [template] = await postgres.sql<{ id: string }>(
    "insert into agenda_templates (club_id, name, is_default) values ($1, 'Classic club meeting', true) returning id",
    [clubId],
  );
  await postgres.sql(
    `insert into agenda_template_items (template_id, position, title, agenda_type, duration_minutes, role_type)
     values ($1, 1, 'Opening', 'general', 10, null), ($1, 2, 'Prepared pitch 1', 'pitch', 15, 'pitcher'),
            ($1, 3, 'Evaluation 1', 'evaluation', 5, 'evaluator'), ($1, 4, 'Closing', 'general', 5, null)`,
    [template?.id],
  );
  const pia = await newMember("Pia");
  const eli = await newMember("Eli");
  const bo = await newMember("Bo");
  await joinClub(postgres, pia.email, clubId);
  await joinClub(postgres, eli.email, clubId);
  await joinClub(postgres, bo.email, hilltop?.id ?? "");

  // 1. The admin issues an access key for the club and reads it.
  const { page: adminPage } = await signedInAdmin("Ada");
  const key = await issueClubKey(adminPage, clubName, "Harbour officers");
  await expectNoAxeViolations(adminPage, "the Administration page with an issued key");
  await adminPage.context().close();

  // 2. Vera redeems it in Leadership Central: she is the club's officer.
  const { page } = await signedInMember("Vera", IN_ZURICH);
  await redeemAccessKey(page, key);
  await expect(page.getByText(`Your club: ${clubName}`)).toBeVisible();
  await expectNoAxeViolations(page, "Leadership Central of a new officer");
  await page.goto(`/dashboard/find-clubs/${clubId}`);
  await expect(page.getByRole("region", { name: "Officers" }).getByRole("listitem")).toHaveText([/Vera\s*Officer/]);

  // 3. From the club's page she plans a weekly members-only meeting, three of them, from the club's default template.
  await page.getByRole("button", { name: "Plan a meeting" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  await expect(dialog.getByLabel("Club", { exact: true })).toHaveValue(clubId);
  const title = `Harbour Night ${suffix}`;
  await dialog.getByLabel("Event Title").fill(title);
  await expect(dialog.getByLabel("Start from template").locator("option:checked")).toHaveText(
    "Classic club meeting (35 minutes) · club default",
  );
  await dialog.getByLabel("Date", { exact: true }).fill(dayFromNow(1));
  await dialog.getByLabel("Time").fill("19:00");
  await dialog.getByLabel("Location").fill("Harbour Hall");
  await dialog.getByRole("radio", { name: /Members only/ }).check();
  await dialog.getByRole("switch", { name: "Recurring Event" }).click();
  await dialog.getByLabel("End Date (optional)").fill(dayFromNow(15));
  await expectNoAxeViolations(page, "the Create Event dialog of an officer");
  await dialog.getByRole("button", { name: "Create Recurring Events" }).click();
  await expectToast(page, "Success", "Created 3 recurring events successfully!");
  const meetings = page.getByRole("link", { name: new RegExp(title) });
  await expect(meetings).toHaveCount(3);
  await expect(meetings.first()).toContainText("Members only");

  // Every occurrence starts from the template: the third one too.
  await meetings.nth(2).click();
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Meeting Agenda" }).getByRole("listitem")).toHaveCount(4);
  await page.goBack();

  // The first meeting's agenda: the template's items, planned one after the other from 7:00 PM.
  await meetings.first().click();
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  const eventUrl = page.url();
  const agenda = page.getByRole("region", { name: "Meeting Agenda" });
  await expectAgendaPlan(agenda, [
    ["Opening", "7:00 PM", ""],
    ["Prepared pitch 1", "7:10 PM", "Pitcher"],
    ["Evaluation 1", "7:25 PM", "Evaluator"],
    ["Closing", "7:30 PM", ""],
  ]);

  // 4. Pia takes the Pitcher role and gives her speech's details.
  const piaPage = await signedInPage(pia);
  await piaPage.goto(eventUrl);
  await piaPage
    .getByRole("region", { name: "Meeting Roles" })
    .getByRole("button", { name: "Take role Pitcher" })
    .click();
  const speakers = piaPage.getByRole("region", { name: "Speakers", exact: true });
  await speakers.getByRole("button", { name: "Add speech details" }).click();
  const details = piaPage.getByRole("dialog", { name: "Speech details" });
  await details.getByLabel("Speech title").fill("Why Bridges Sing");
  await details.getByLabel("Project").selectOption({ label: "Other (type it)" });
  await details.getByLabel("Other project").fill("Ice Breaker");
  await details.getByLabel("Minimum minutes").fill("5");
  await details.getByLabel("Maximum minutes").fill("7");
  await expect(details.getByText("Timer: green at 5:00, yellow at 6:00, red at 7:00.")).toBeVisible();
  await details.getByRole("button", { name: "Save" }).click();
  await expectToast(piaPage, "Speech Details Saved", "The speech details are on the agenda.");
  await expect(speakers.getByText("“Why Bridges Sing”")).toBeVisible();
  await expect(speakers.getByText("Project: Ice Breaker")).toBeVisible();
  await expect(speakers.getByText("5–7 min · green 5:00 · yellow 6:00 · red 7:00")).toBeVisible();
  await expect(speakers.getByText("Evaluator: none yet")).toBeVisible();

  // 5. Eli, on a phone, takes the Evaluator role and pairs with Pia; Pia's page follows.
  const eliPage = await signedInPage(eli, { viewport: PHONE });
  await eliPage.goto(eventUrl);
  await eliPage
    .getByRole("region", { name: "Meeting Roles" })
    .getByRole("button", { name: "Take role Evaluator" })
    .click();
  const eliSpeakers = eliPage.getByRole("region", { name: "Speakers", exact: true });
  await eliSpeakers.getByRole("button", { name: "Evaluate Pia" }).click();
  await expectToast(eliPage, "Evaluator Paired", "Eli evaluates Pia.");
  await expect(eliSpeakers.getByRole("button", { name: "Stop evaluating Pia" })).toBeVisible();
  await expect(speakers.getByText("Evaluator: Eli")).toBeVisible();
  await expectNoAxeViolations(eliPage, "the meeting's page on a phone");
  expect(
    await eliPage.evaluate(() => document.documentElement.scrollWidth),
    "no sideways scrolling",
  ).toBeLessThanOrEqual(PHONE.width);

  await eliPage.screenshot({ path: "test-results/run-a-club-meeting-phone.png", fullPage: true });

  // 6. Vera e-mails the agenda to the club's three members.
  await page.reload();
  await expect(page.getByRole("region", { name: "Speakers", exact: true }).getByText("Evaluator: Eli")).toBeVisible();
  await expectNoAxeViolations(page, "the meeting's page of its officer");
  await page.getByRole("button", { name: "E-mail the agenda" }).click();
  const confirm = page.getByRole("alertdialog", { name: "E-mail the agenda?" });
  await expect(confirm).toContainText("goes to 3 club members who receive agendas by e-mail");
  await confirm.getByRole("button", { name: "Send to 3 members" }).click();
  await expectToast(page, "Agenda sent", "The agenda is on its way to 3 members.");

  const mail = await theOneMail(pia.email, `${clubName} — agenda for`, postgres.dataDir);
  expect(mail.subject).toMatch(new RegExp(`^${clubName} — agenda for \\w+day, \\w{3} \\d{1,2}, \\d{4}: ${title}$`));
  expect(mail.text).toMatch(/7:00 PM {2}Opening \(10 min\)/);
  expect(mail.text).toMatch(/7:10 PM {2}Prepared pitch 1 \(15 min\)/);
  expect(mail.text).toMatch(/7:25 PM {2}Evaluation 1 \(5 min\)/);
  expect(mail.text).toMatch(/7:30 PM {2}Closing \(5 min\)/);
  expect(mail.text).toContain("- Pia: “Why Bridges Sing” (Ice Breaker, 5–7 min), evaluated by Eli");
  expect(mail.text).toContain("Pitcher: Pia");
  expect(mail.html).toContain("Why Bridges Sing");
  const ics = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  expect(ics?.filename).toMatch(/\.ics$/);
  expect(ics?.content.toString("utf8")).toContain(`SUMMARY:${title}`);
  expect(headerOf(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  const unsubscribe = /^<(https?:\/\/.+)>$/.exec(headerOf(mail, "list-unsubscribe") ?? "")?.[1] ?? "";
  expect(unsubscribe).not.toBe("");
  expect(mail.text).toContain(unsubscribe);

  // 7. Bo, of another club: the meeting is not in Events & News (an open event listed after it is), nor at its address.
  // the first of the three meetings
  const [meeting] = await postgres.sql<{ event_date: Date }>(
    "select event_date from events where title = $1 order by event_date limit 1",
    [title],
  );
  const openEvent = `Hilltop Open House ${suffix}`;
  await postgres.sql(
    `insert into events (title, event_date, club_id, is_public) values ($1, $2::timestamptz + interval '30 minutes', $3, true)`,
    [openEvent, meeting?.event_date, hilltop?.id],
  );
  const boPage = await signedInPage(bo);
  await boPage.goto("/dashboard/events");
  await expect(eventCard(boPage, openEvent)).toBeVisible();
  await expect(boPage.getByText(title)).toHaveCount(0);
  await boPage.goto(eventUrl);
  await expect(boPage.getByRole("heading", { level: 1, name: "Event not found" })).toBeVisible();
  await expect(boPage.getByText("This event does not exist, or it is only open to its club's members.")).toBeVisible();
  await expect(boPage.getByText(title)).toHaveCount(0);
  await expectNoAxeViolations(boPage, "a members-only meeting seen from another club");
});
