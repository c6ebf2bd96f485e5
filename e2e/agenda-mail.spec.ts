/**
 * Agenda e-mail and unsubscribing (decisions 148, 149): an officer of a club e-mails a meeting's agenda from the
 * event page; the member's message has the planned times in the meeting's zone, the .ics and the one-click
 * unsubscribe headers; the member opens the unsubscribe link, presses the one button, and their profile shows
 * agendas off for that club (announcements still on).
 *
 * A named agenda (decision 230): each line names who holds its slot — Olga opens as moderator, Pia gives the prepared
 * speech with its title and range, the evaluation is open — on the event page, the printable agenda (photographed in
 * the four looks), the downloaded .docx and the e-mail, which also lists the open roles.
 *
 * The club, the office and the meeting are written with SQL, which only a PostgreSQL-backed copy of the product allows.
 */

import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { makeOfficer } from "./support/clubs";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { FOUR_LOOKS } from "./support/looks";
import { headerOf, theOneMail } from "./support/mail";

const SHOTS = "docs/screenshots";

const postgresServer = ownPostgresServer();

test("an officer e-mails the agenda; the member unsubscribes from agendas with the link", async ({
  newMember,
  signedInPage,
}) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const clubName = `Lakeside Speakers ${Date.now().toString(36)}`;
  const [club] = await postgres.sql<{ id: string }>("insert into clubs (name) values ($1) returning id", [clubName]);
  const clubId = club?.id ?? "";
  const olga = await newMember("Olga");
  const pia = await newMember("Pia");
  for (const member of [olga, pia]) {
    await postgres.sql("insert into memberships (user_id, club_id) select id, $2 from users where email = $1", [
      member.email,
      clubId,
    ]);
  }
  await makeOfficer(postgres, olga.email, clubId, "President");
  // 7:00 PM in Zurich (GMT+1) on January 20 next year; 2 hours planned
  const eventDate = `${new Date().getUTCFullYear() + 1}-01-20T18:00:00Z`;
  const [event] = await postgres.sql<{ id: string }>(
    `insert into events (title, event_date, duration_minutes, time_zone, location, club_id, is_public)
     values ('Lakeside Winter Meeting', $1, 120, 'Europe/Zurich', 'Town Hall, Room 3', $2, false) returning id`,
    [eventDate, clubId],
  );
  const eventId = event?.id ?? "";
  await postgres.sql(
    `insert into meeting_agendas (event_id, title, duration_minutes, order_index, agenda_type, role_type) values
     ($1, 'Opening', 10, 1, 'general', 'moderator'), ($1, 'Prepared speeches', 30, 2, 'pitch', 'pitcher'),
     ($1, 'Evaluations', 20, 3, 'evaluation', 'evaluator')`,
    [eventId],
  );
  // Olga moderates; Pia speaks, with her speech's details; no one evaluates yet.
  await postgres.sql(
    `insert into meeting_role_assignments (event_id, user_id, role_type) select $1, id, 'moderator' from users where email = $2`,
    [eventId, olga.email],
  );
  await postgres.sql(
    `insert into meeting_role_assignments
       (event_id, user_id, role_type, speech_title, speech_project, speech_min_minutes, speech_max_minutes)
     select $1, id, 'pitcher', 'Why Bridges Sing', 'Ice Breaker', 5, 7 from users where email = $2`,
    [eventId, pia.email],
  );
  const piaLine = "Pia — “Why Bridges Sing”, 5–7 min";

  // The event page's agenda and the printable agenda name every holder; the agenda downloads as a .docx.
  for (const [name, options] of FOUR_LOOKS) {
    const shown = await signedInPage(olga, options);
    await shown.goto(`/dashboard/events/${eventId}`);
    const panel = shown.getByRole("region", { name: "Meeting Agenda" });
    await expect(panel.getByRole("listitem").filter({ hasText: "Opening" })).toContainText(/Moderator\s*Olga/);
    await expect(panel.getByRole("listitem").filter({ hasText: "Prepared speeches" })).toContainText(
      `Pitcher${piaLine}`,
    );
    await expect(panel.getByRole("listitem").filter({ hasText: "Evaluations" })).toContainText("EvaluatorOpen");
    const style = "header { visibility: hidden !important; }";
    await panel.screenshot({ path: `${SHOTS}/named-agenda-panel-${name}.png`, style });
    await shown.goto(`/dashboard/events/${eventId}/agenda`);
    const rows = shown.getByRole("table").getByRole("row");
    await expect(rows.filter({ hasText: "Opening" })).toContainText("Olga");
    await expect(rows.filter({ hasText: "Prepared speeches" })).toContainText(piaLine);
    await expect(rows.filter({ hasText: "Evaluations" })).toContainText("Open");
    if ("viewport" in options) {
      expect(await shown.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
    } else if (name === "desktop-light") {
      await expectNoAxeViolations(shown, "the printable named agenda");
      const [download] = await Promise.all([
        shown.waitForEvent("download"),
        shown.getByRole("link", { name: "Download agenda (.docx)" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^lakeside-winter-meeting-\d{4}-01-20-agenda\.docx$/);
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const file = Buffer.concat(chunks);
      // a .docx is a zip holding word/document.xml
      expect(file.subarray(0, 2).toString("latin1")).toBe("PK");
      expect(file.includes("word/document.xml")).toBe(true);
    }
    await shown.screenshot({ path: `${SHOTS}/named-agenda-print-${name}.png`, fullPage: true, style });
    await shown.close();
  }

  // Olga, the club's officer, e-mails the agenda from the meeting's page.
  const page = await signedInPage(olga);
  await page.goto(`/dashboard/events/${eventId}`);
  await page.getByRole("button", { name: "E-mail the agenda" }).click();
  const confirm = page.getByRole("alertdialog", { name: "E-mail the agenda?" });
  await expect(confirm).toContainText("goes to 2 club members who receive agendas by e-mail");
  await expectNoAxeViolations(page, "the agenda e-mail confirmation");
  await confirm.getByRole("button", { name: "Send to 2 members" }).click();
  await expectToast(page, "Agenda sent", "The agenda is on its way to 2 members.");

  // Pia's message: the planned times in Zurich's time, the .ics, the one-click unsubscribe headers.
  const mail = await theOneMail(pia.email, `${clubName} — agenda for`, postgres.dataDir);
  const day = new Date(eventDate).toLocaleDateString("en-US", { weekday: "long", timeZone: "Europe/Zurich" });
  const year = eventDate.slice(0, 4);
  expect(mail.subject).toBe(`${clubName} — agenda for ${day}, Jan 20, ${year}: Lakeside Winter Meeting`);
  expect(mail.text).toContain("7:00 PM GMT+1");
  expect(mail.text).toMatch(/7:10 PM {2}Prepared speeches \(30 min\)/);
  expect(mail.text).toMatch(/7:40 PM {2}Evaluations \(20 min\)/);
  expect(mail.text).toContain("Ends 8:00 PM GMT+1 · within the planned 2 hours");
  expect(mail.html).toContain("7:40 PM");
  // every line names its holder; the open roles follow, with the meeting's page
  expect(mail.text).toMatch(/7:00 PM {2}Opening \(10 min\) · Moderator: Olga\n/);
  expect(mail.text).toContain(`7:10 PM  Prepared speeches (30 min) · Pitcher: ${piaLine}`);
  expect(mail.text).toContain("7:40 PM  Evaluations (20 min) · Evaluator: Open");
  expect(mail.text).toContain("- Evaluator (3 open)");
  expect(mail.text).toContain(`To take one, open the meeting's page: `);
  expect(mail.html).toContain(piaLine);
  const ics = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  expect(ics?.content.toString("utf8")).toContain("SUMMARY:Lakeside Winter Meeting");
  expect(headerOf(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  const link = /^<(.+)>$/.exec(headerOf(mail, "list-unsubscribe") ?? "")?.[1] ?? "";
  expect(mail.text).toContain(link);

  // Pia opens the link: one button; pressing it unsubscribes her from this club's agendas.
  const piaPage = await signedInPage(pia, { viewport: { width: 390, height: 844 } });
  await piaPage.goto(link);
  await expect(piaPage.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await expect(piaPage.getByText(`Stop receiving meeting agendas from ${clubName} by e-mail?`)).toBeVisible();
  await piaPage.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(piaPage.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await piaPage.getByRole("link", { name: "Choose which mail you get from each club" }).click();

  const preferences = piaPage.getByRole("region", { name: "Mail from your clubs" });
  await expect(preferences.getByRole("heading", { name: clubName })).toBeVisible();
  await expect(preferences.getByRole("switch", { name: "Meeting agendas off" })).not.toBeChecked();
  await expect(preferences.getByRole("switch", { name: "Announcements on" })).toBeChecked();
  const overflow = await piaPage.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await piaPage.screenshot({ path: "test-results/agenda-mail-preferences-phone.png", fullPage: true });

  // The officer sees that one member fewer receives the next agenda.
  await page.reload();
  await page.getByRole("button", { name: "E-mail the agenda" }).click();
  await expect(page.getByRole("alertdialog", { name: "E-mail the agenda?" })).toContainText(
    "goes to 1 club member who receives agendas",
  );
  await page.screenshot({ path: "test-results/agenda-mail-confirm.png" });
});
