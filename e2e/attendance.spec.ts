/**
 * Attendance and guests at a club's meeting (issue 25, must-hold 4; docs/decisions/232): the club's meeting is
 * running; Sam, its Sergeant at Arms, opens the console's Check-in panel. He is present by holding a role; the Timer,
 * Tim, has sent word that he is ill, so Sam marks him absent (a role holder counts unless marked absent). Sam checks in
 * four members from the club's list (with him, five members are there) and adds a guest, Gail, who heard of the club
 * from a friend and agrees to be contacted. Olive, an officer, gives Gail a table topic from the panel, then ends the
 * meeting: the report says "6 attendees, including 1 guest", and Gail's thank-you e-mail names the club's next meeting
 * in the club's own time zone. The panel passes axe, is photographed in four looks, and fits a 360 px phone with a
 * member whose name is long and whose address is dotted without hyphens.
 *
 * The club, its members, roles and meetings are written with SQL, which only a PostgreSQL-backed copy allows.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { joinClub, makeOfficer } from "./support/clubs";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { FOUR_LOOKS } from "./support/looks";
import { theOneMail } from "./support/mail";
import { giveRole, meetingRunningNow, userIdsByEmail } from "./support/meetings";

const postgresServer = ownPostgresServer();
const SHOTS = "docs/screenshots";
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const ZONE = "America/Toronto";
const LONG_EMAIL = "first.last.1795703684586@example.com";
const LONG_NAME = ["Maximilianaalexandrinapetronella", "Vanderbeeckhoven-Oppenheimerstraat"] as const;

const checkInOf = (page: Page) => page.getByRole("region", { name: "Check-in" });
/** The panel for axe: the shell around it is checked by its own journeys. */
const PANEL = '[role="region"][aria-labelledby="check-in-title"]';
const memberRow = (page: Page, name: string) =>
  checkInOf(page).getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: name });
const guestsOf = (page: Page) => checkInOf(page).getByRole("list", { name: "Guests" });

test("the Sergeant at Arms checks members in and adds a guest; an officer gives her a role; the report and her thank-you follow", async ({
  newMember,
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const postgres = postgresServer();
  const [club] = await postgres.sql<{ id: string; name: string }>(
    "insert into clubs (name, location, time_zone) values ($1, 'Toronto', $2) returning id, name",
    [`Harbourside Speakers ${Date.now().toString(36)}`, ZONE],
  );
  const clubId = club?.id ?? "";
  const clubName = club?.name ?? "";

  // the club's members: Sam (Sergeant at Arms), Olive (officer), Tim (Timer, ill), Ann, Ben, Cy, Dee
  const people = [
    ["Sam", "Okafor"],
    ["Olive", "Martin"],
    ["Tim", "Novak"],
    ["Ann", "Lee"],
    ["Ben", "Cohen"],
    ["Cy", "Park"],
    ["Dee", "Shah"],
  ] as const;
  const members = await Promise.all(people.map(([first]) => newMember(first)));
  const [sam, olive, tim] = members;
  if (!sam || !olive || !tim) throw new Error("the club's members were not made");
  for (const [index, member] of members.entries()) {
    await postgres.sql("update users set last_name = $2 where email = $1", [member.email, people[index]?.[1]]);
    await joinClub(postgres, member.email, clubId);
  }
  await makeOfficer(postgres, olive.email, clubId, "VP Education");
  const idOf = await userIdsByEmail(
    postgres.sql,
    members.map((member) => member.email),
  );

  // the meeting running now, in the club's zone, with its Sergeant at Arms and Timer; the club's next meeting, a week
  // on at 7 PM in Toronto (its day as the club's calendar says it)
  const eventId = await meetingRunningNow(postgres.sql, {
    title: "Harbourside Club Night",
    clubId,
    agenda: [
      ["Opening", 5, "general"],
      ["Table Topics", 15, "qa"],
      ["Evaluations", 10, "evaluation"],
    ],
  });
  await postgres.sql("update events set time_zone = $2 where id = $1", [eventId, ZONE]);
  await giveRole(postgres.sql, eventId, idOf(sam.email), "sergeant_at_arms");
  await giveRole(postgres.sql, eventId, idOf(tim.email), "timer");
  const [next] = await postgres.sql<{ day: string }>(
    `with next as (select (now() at time zone $2)::date + 7 as day)
     insert into events (title, event_date, duration_minutes, time_zone, event_type, is_public, club_id)
     select 'Harbourside Club Night: Next Week', (day + time '19:00') at time zone $2, 60, $2, 'meeting', true, $1
     from next returning to_char((event_date at time zone $2)::date, 'Mon DD, YYYY') as day`,
    [clubId, ZONE],
  );

  // Sam opens the console from the meeting's page
  const page = await signedInPage(sam, { viewport: DESKTOP });
  await page.goto(`/dashboard/events/${eventId}`);
  await page.getByRole("link", { name: "Open meeting console" }).click();
  await expect(page.getByRole("heading", { name: "Harbourside Club Night", level: 1 })).toBeVisible();
  const panel = checkInOf(page);
  // role holders are present until marked absent; nobody else is checked in yet
  await expect(panel.getByText("2 attendees", { exact: true })).toBeVisible();
  await expect(memberRow(page, "Sam Okafor")).toContainText("Sergeant at Arms");
  await expect(memberRow(page, "Sam Okafor").getByRole("button")).toHaveAttribute("aria-pressed", "true");
  await expect(memberRow(page, "Tim Novak").getByRole("button", { name: "Present Tim Novak" })).toBeVisible();

  // Tim is ill: marked absent. Four members arrive and are checked in; Dee does not come.
  await memberRow(page, "Tim Novak").getByRole("button", { name: "Present Tim Novak" }).click();
  await expect(memberRow(page, "Tim Novak").getByRole("button", { name: "Check in Tim Novak" })).toBeVisible();
  await expect(memberRow(page, "Tim Novak")).toContainText("Timer · marked absent");
  for (const name of ["Olive Martin", "Ann Lee", "Ben Cohen", "Cy Park"]) {
    await memberRow(page, name)
      .getByRole("button", { name: `Check in ${name}` })
      .click();
    await expect(memberRow(page, name).getByRole("button", { name: `Present ${name}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
  await expect(panel.getByText("5 attendees", { exact: true })).toBeVisible();
  await expect(memberRow(page, "Dee Shah").getByRole("button")).toHaveAttribute("aria-pressed", "false");

  // a guest: her name, address, how she heard of the club, and her consent to be contacted
  const guestEmail = `gail.porter.${Date.now()}@example.com`;
  const form = panel.getByRole("form", { name: "Add guest" });
  await form.getByLabel("Guest name").fill("Gail Porter");
  await form.getByLabel("E-mail (optional)").fill(guestEmail);
  await form.getByLabel("How they heard of the club").fill("A friend or colleague");
  await form.getByLabel("Agrees to be contacted by the club").check();
  await form.getByRole("button", { name: "Add guest" }).click();
  await expect(guestsOf(page).getByRole("listitem")).toHaveText([
    "Gail Porter · A friend or colleague · may be contacted",
  ]);
  await expect(form.getByLabel("Guest name")).toHaveValue("");
  await expect(panel.getByText("6 attendees, including 1 guest", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "the Sergeant at Arms' check-in panel", PANEL);

  // Olive, an officer, gives Gail a table topic from the panel; Sam's console follows
  const officer = await signedInPage(olive, { viewport: DESKTOP });
  await officer.goto(`/dashboard/events/${eventId}/run`);
  const role = checkInOf(officer).getByLabel("Role of Gail Porter");
  await role.selectOption({ label: "Table Topics Speaker" });
  await expect(role).toHaveValue("table_topics_speaker");
  await expect(role).toBeEnabled();
  await expect(guestsOf(page)).toContainText("Table Topics Speaker");
  await expectNoAxeViolations(officer, "the officer's check-in panel", PANEL);

  // the panel in four looks, as Sam sees it
  for (const [name, options] of FOUR_LOOKS) {
    const shown = await signedInPage(sam, options);
    await shown.goto(`/dashboard/events/${eventId}/run`);
    await expect(checkInOf(shown).getByText("6 attendees, including 1 guest", { exact: true })).toBeVisible();
    await expect(guestsOf(shown)).toContainText("Table Topics Speaker");
    if ("viewport" in options) await expectNoSidewaysScroll(shown, name);
    await expectNoAxeViolations(shown, `the check-in panel, ${name}`, PANEL);
    await photographPanel(shown, `${SHOTS}/check-in-${name}.png`);
  }

  // a member with a long name and a dotted address joins the club: the officer's panel fits a 360 px phone
  const max = await newMember("Max");
  await postgres.sql("update users set first_name = $2, last_name = $3, email = $4 where email = $1", [
    max.email,
    ...LONG_NAME,
    LONG_EMAIL,
  ]);
  await joinClub(postgres, LONG_EMAIL, clubId);
  const phone = await signedInPage(olive, { viewport: PHONE });
  await phone.goto(`/dashboard/events/${eventId}/run`);
  await expect(memberRow(phone, LONG_NAME.join(" ")).getByRole("button")).toBeVisible();
  await expectNoSidewaysScroll(phone, "the officer's panel at 360 px");
  await expectNoAxeViolations(phone, "the officer's check-in panel at 360 px", PANEL);
  await photographPanel(phone, `${SHOTS}/check-in-phone-360-long-name.png`);

  // Olive ends the meeting; the report counts the five members and the guest, and names Gail's role
  await officer.getByRole("button", { name: "End meeting" }).click();
  await officer
    .getByRole("alertdialog", { name: "End the meeting?" })
    .getByRole("button", { name: "End meeting" })
    .click();
  await expect(officer.getByText("Meeting ended", { exact: true })).toBeVisible();
  await officer.getByRole("link", { name: "Meeting report" }).click();
  await expect(officer.getByRole("heading", { level: 1, name: "Harbourside Club Night" })).toBeVisible();
  await expect(officer.getByRole("definition").filter({ hasText: "attendees" })).toHaveText(
    "6 attendees, including 1 guest",
  );
  await expect(officer.getByRole("definition").filter({ hasText: "(guest)" })).toHaveText("Gail Porter (guest)");

  // Gail's thank-you names the club's next meeting in the club's zone, with its place named
  const thanks = await theOneMail(guestEmail, `Thank you for visiting ${clubName}`, postgres.dataDir);
  expect(thanks.text).toContain('Thank you for being our guest at "Harbourside Club Night".');
  expect(thanks.text).toMatch(
    new RegExp(
      `Our next meeting is "Harbourside Club Night: Next Week" on ${next?.day} at 7:00 PM E[SD]T \\(Toronto\\)\\.`,
    ),
  );
  // check-in closes with the meeting
  await page.reload();
  await expect(memberRow(page, "Dee Shah").getByRole("button")).toBeDisabled();
});

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    clientWidth: document.scrollingElement?.clientWidth ?? 0,
  }));
  expect(scrollWidth, `${what}: ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(clientWidth);
}

/** The panel alone, cut from the whole page: a photograph of the element would have the sticky header over it. */
async function photographPanel(page: Page, path: string) {
  const { x, y, width, height } = await checkInOf(page).evaluate((panel) => {
    const box = panel.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  });
  const margin = 8;
  await page.screenshot({
    path,
    fullPage: true,
    clip: {
      x: Math.max(0, x - margin),
      y: Math.max(0, y - margin),
      width: width + 2 * margin,
      height: height + 2 * margin,
    },
  });
}
