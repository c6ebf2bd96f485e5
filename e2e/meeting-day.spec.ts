/**
 * Meeting day in one run (docs/decisions/159), with four browsers at the meeting: the moderator, the timer, the ah
 * counter and a display without an account; besides them the evaluator and an attendee. The moderator runs the
 * agenda; the ah counter's taps are saved; the timer times the speech, and the display's light turns green, yellow
 * and red within half a second of the timer's screen (both on Playwright's clock, moved in step); the evaluator sends
 * the evaluation; two attendees vote; the moderator closes and reveals the vote and ends the meeting; the report's
 * e-mail arrives in the outbox and the display shows the winners and the end. Then the speaker's record (issue 26):
 * the speech as the report timed it, her filler words, the evaluation and the vote won; the trend's table and the CSV
 * agree with the list, and the speech counted toward the certification goal its details chose; a timer log from an
 * attendee's standalone timer, attached afterwards, shows in her record too.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { theOneMail } from "./support/mail";
import { cellsOf, csvSpeech, downloadRecordCsv, listedSpeech, speechCell } from "./support/record";

const postgresServer = ownPostgresServer();
const SHOTS = "docs/screenshots";
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
const SECOND = 1_000;
const GOAL = "Certified Professional Presenter: Tell Your Story";

const agendaOf = (page: Page) => page.getByRole("region", { name: "Agenda" });
const timerOf = (page: Page) => page.getByRole("region", { name: "Timer" });
const light = (page: Page) => page.locator("[data-stage]");

test("moderator, timer, ah counter and a display run a meeting together; the votes, the evaluation and the report follow", async ({
  browser,
  signedInMember,
  signedInPage,
}) => {
  test.setTimeout(300_000);
  const postgres = postgresServer();
  const [mo, tim, aya, pia, eve, abe] = await Promise.all([
    signedInMember("Mo"),
    signedInMember("Tim", { viewport: PHONE }),
    signedInMember("Aya", { viewport: PHONE }),
    signedInMember("Pia", { viewport: PHONE }),
    signedInMember("Eve", { viewport: PHONE }),
    signedInMember("Abe", { viewport: PHONE }),
  ]);
  const ids = await postgres.sql<{ id: string; email: string }>("select id, email from users where email = any($1)", [
    [mo.email, tim.email, aya.email, pia.email, eve.email, abe.email],
  ]);
  const idOf = (member: { email: string }) => ids.find((row) => row.email === member.email)?.id ?? "";

  // a public meeting of their club that began ten minutes ago: its agenda, its role holders and one more attendee
  const [club] = await postgres.sql<{ id: string }>(
    "insert into clubs (name, time_zone) values ('Harbour Speakers', 'Europe/London') returning id",
  );
  await postgres.sql("insert into memberships (user_id, club_id) select unnest($1::text[]), $2", [
    ids.map((row) => row.id),
    club?.id,
  ]);
  const [event] = await postgres.sql<{ id: string }>(
    `insert into events (title, event_date, duration_minutes, time_zone, event_type, is_public, club_id)
     values ('Harbour Club Night', now() - interval '10 minutes', 60, 'Europe/London', 'meeting', true, $1)
     returning id`,
    [club?.id],
  );
  const eventId = event?.id ?? "";
  await postgres.sql(
    `insert into meeting_agendas (event_id, title, duration_minutes, agenda_type, role_type, order_index) values
       ($1, 'Opening', 5, 'general', null, 0),
       ($1, 'Table Topics', 10, 'qa', null, 1),
       ($1, 'Prepared pitch', 8, 'pitch', 'pitcher', 2),
       ($1, 'Evaluation', 5, 'evaluation', 'evaluator', 3)`,
    [eventId],
  );
  // her speech is for a goal of the certification program she writes pitches for (one pitch so far)
  await postgres.sql(
    `insert into pitches (user_id, certification_id, goal_id, title, content)
     values ($1, 1, 'personal-story', 'My turning point', 'The day I spoke up.')`,
    [idOf(pia)],
  );
  const [talk] = await postgres.sql<{ id: string }>(
    `insert into meeting_role_assignments (event_id, user_id, role_type, speech_title, speech_project,
       speech_project_choice, speech_min_minutes, speech_max_minutes)
     values ($1, $2, 'pitcher', 'Harbour Lights', $3, 'goal:1:personal-story', 1, 2) returning id`,
    [eventId, idOf(pia), GOAL],
  );
  await postgres.sql(
    `insert into meeting_role_assignments (event_id, user_id, role_type, evaluates_assignment_id) values
       ($1, $2, 'moderator', null), ($1, $3, 'timer', null), ($1, $4, 'ah_counter', null), ($1, $5, 'evaluator', $6)`,
    [eventId, idOf(mo), idOf(tim), idOf(aya), idOf(eve), talk?.id],
  );
  await postgres.sql("insert into event_attendees (event_id, user_id) values ($1, $2), ($1, $3)", [
    eventId,
    idOf(eve),
    idOf(abe),
  ]);
  const consolePath = `${postgres.url}/dashboard/events/${eventId}/run`;

  // the moderator starts the meeting and moves on to the prepared pitch
  await mo.page.goto(consolePath);
  await agendaOf(mo.page).getByRole("button", { name: "Start meeting" }).click();
  await expect(mo.page.getByText("Running: Opening")).toBeVisible();
  await agendaOf(mo.page).getByRole("button", { name: "Next item" }).click();
  await expect(mo.page.getByText("Running: Table Topics")).toBeVisible();
  await agendaOf(mo.page).getByRole("button", { name: "Next item" }).click();
  await expect(mo.page.getByText("Running: Prepared pitch")).toBeVisible();

  // the display: the console's link opened in a browser without an account, its clock under the test's control
  const displayPath = await mo.page.getByRole("link", { name: /Open display/ }).getAttribute("href");
  expect(displayPath).toMatch(new RegExp(`^/meetings/${eventId}/display\\?token=`));
  const display = await (await browser.newContext({ viewport: PROJECTOR })).newPage();
  await display.clock.install();
  await display.goto(`${postgres.url}${displayPath}`);
  await expect(display.getByRole("heading", { level: 1, name: "Harbour Club Night" })).toBeVisible();
  await expect(display.getByText("Prepared pitch", { exact: true })).toBeVisible();
  await expect(display.getByText("Next: Evaluation at", { exact: false })).toBeVisible();

  // the ah counter counts the speaker's filler words; each tap is saved, and the moderator's console follows
  await aya.page.goto(consolePath);
  const counter = aya.page.getByRole("list", { name: "Filler words" });
  await aya.page.getByLabel("Counting for").selectOption({ label: "Pia" });
  for (const word of ["Um", "Um", "Um", "So"]) {
    await counter.getByRole("button", { name: new RegExp(`^${word} \\d+$`) }).click();
  }
  await expect(aya.page.getByText("Pia: 4 filler words so far")).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await postgres.sql<{ sum: number }>(
            "select sum(count)::int as sum from meeting_filler_counts where event_id = $1",
            [eventId],
          )
        )[0]?.sum,
    )
    .toBe(4);
  await expect(mo.page.getByRole("list", { name: "Filler words per speaker" })).toContainText("Pia");

  // the timer picks the speaker: her speech details give the lights (green 1:00, yellow 1:30, red 2:00)
  await tim.page.clock.install();
  await tim.page.goto(consolePath);
  const timer = timerOf(tim.page);
  await timer.getByLabel("Speaker").selectOption({ label: "Pia — “Harbour Lights”" });
  await expect(timer.getByRole("list", { name: "When each light comes on" })).toHaveText(
    /Greenfrom 1:00\s*Yellowfrom 1:30\s*Redfrom 2:00\s*Overtimeafter 2:30/,
  );
  // both screens have matched their clocks with the server's before the speech begins, as at a club's meeting
  await expect(timer).toHaveAttribute("data-clock", "in-step");
  await expect(display.getByRole("main")).toHaveAttribute("data-clock", "in-step");
  await timer.getByRole("button", { name: "Start" }).click();
  await expect(display.getByText("Pia", { exact: true })).toBeVisible();
  await expect(display.getByText("“Harbour Lights”")).toBeVisible();
  await expect(light(display)).toHaveAttribute("data-stage", "none");
  let started = 0;
  await expect
    .poll(async () => {
      const [row] = await postgres.sql<{ started_at: Date }>(
        "select started_at from meeting_timings where event_id = $1",
        [eventId],
      );
      started = row ? new Date(row.started_at).getTime() : 0;
      return started;
    })
    .toBeGreaterThan(0);

  // Both clocks stop a quarter second before each mark, then move half a second: the display's light has not
  // changed before the timer's and has changed with it.
  const screens = [tim.page, display];
  const marks: Array<[stage: string, before: string, seconds: number]> = [
    ["green", "none", 60],
    ["yellow", "green", 90],
    ["red", "yellow", 120],
  ];
  for (const [stage, before, seconds] of marks) {
    await Promise.all(screens.map((page) => page.clock.pauseAt(started + seconds * SECOND - 250)));
    for (const page of screens) await expect(light(page)).toHaveAttribute("data-stage", before);
    await Promise.all(screens.map((page) => page.clock.runFor(500)));
    for (const page of screens) await expect(light(page)).toHaveAttribute("data-stage", stage);
  }
  await expect(light(display)).toContainText("Red light");
  await Promise.all(screens.map((page) => page.clock.resume()));

  // the evaluator sends the evaluation of the speaker she is paired with; it reaches the speaker
  await eve.page.goto(consolePath);
  await expect(eve.page.getByRole("heading", { name: "Your evaluation of Pia" })).toBeVisible();
  const evaluation = eve.page.getByRole("main");
  await expect(evaluation.getByLabel("Speech Title *")).toHaveValue("Harbour Lights");
  await evaluation.getByRole("button", { name: "Next" }).click();
  await evaluation.getByLabel(/^Positive Opening/).fill("Your harbour opening put us all on the quay.");
  await evaluation.getByRole("button", { name: "Next" }).click();
  await evaluation.getByRole("button", { name: "Next" }).click();
  await evaluation.getByLabel(/^Positive Closing/).fill("A story I will retell.");
  await evaluation.getByRole("button", { name: "Submit Evaluation" }).click();
  await expectToast(eve.page, "Evaluation Submitted", "Your evaluation of Pia has been saved and sent to them.");
  const sent = await theOneMail(pia.email, "Your evaluation from Harbour Club Night", postgres.dataDir);
  expect(sent.text).toContain("Your harbour opening put us all on the quay.");
  await expect(mo.page.getByRole("list", { name: "Evaluations submitted" })).toHaveText("Eve evaluated Pia");

  // two attendees vote from their phones
  await abe.page.goto(consolePath);
  await expect(abe.page.getByText("You are attending this meeting: cast your votes under Votes.")).toBeVisible();
  await abe.page.getByRole("group", { name: "Best Speaker" }).getByRole("radio", { name: "Pia" }).check();
  await abe.page.getByRole("group", { name: "Best Evaluator" }).getByRole("radio", { name: "Eve" }).check();
  await eve.page.getByRole("group", { name: "Best Speaker" }).getByRole("radio", { name: "Pia" }).check();
  await expect
    .poll(async () => (await postgres.sql("select 1 from meeting_votes where event_id = $1", [eventId])).length)
    .toBe(3);

  // the moderator closes the vote, reveals it and ends the meeting
  await mo.page.getByRole("button", { name: "Close voting" }).click();
  await expect(mo.page.getByText("Best Speaker: Pia (2 votes)")).toBeVisible();
  await mo.page.getByRole("button", { name: "Reveal results" }).click();
  await expect(mo.page.getByText("The results are shown to everyone and on the display.")).toBeVisible();
  await mo.page.getByRole("button", { name: "End meeting" }).click();
  await mo.page
    .getByRole("alertdialog", { name: "End the meeting?" })
    .getByRole("button", { name: "End meeting" })
    .click();
  await expectToast(mo.page, "Meeting ended", "The report is ready and on its way to 6 people.");

  // the display shows the end and the winners; the timer's screen shows the speech stopped with the meeting
  await expect(display.getByText("The meeting has ended")).toBeVisible();
  await expect(display.getByRole("term").first()).toHaveText("Best Speaker");
  await expect(display.getByRole("definition").first()).toHaveText("Pia (2 votes)");
  await expect(timer.getByRole("button", { name: "Start" })).toHaveCount(0);

  // the report's e-mail: planned against actual, the speech, the filler words, who evaluated whom, the winners
  const report = await theOneMail(abe.email, "Meeting report: Harbour Club Night", postgres.dataDir);
  expect(report.text).toContain("Prepared pitch");
  expect(report.text).toMatch(/Pia — "Harbour Lights": \d+:\d\d, \w+ time \(1:00–2:00\)/);
  expect(report.text).toContain("Pia: 4 (Um 3, So 1)");
  expect(report.text).toContain("Eve evaluated Pia");
  expect(report.text).toContain("Best Speaker: Pia (2 votes)");
  expect(report.text).toContain("Best Evaluator: Eve (1 vote)");
  await theOneMail(mo.email, "Meeting report: Harbour Club Night", postgres.dataDir);

  // and the page of the report, from the moderator's console
  await mo.page.getByRole("link", { name: "Meeting report" }).click();
  await expect(mo.page).toHaveURL((url) => url.pathname === `/dashboard/events/${eventId}/report`);
  const votes = mo.page.getByRole("region", { name: "Votes", exact: true });
  await expect(votes.getByRole("definition")).toHaveText(["Pia (2 votes)", "Eve (1 vote)", "No votes"]);
  await expect(mo.page.getByRole("region", { name: "Filler words", exact: true })).toContainText("Pia");

  // ended in the console before its planned end: the event's page has ended too and offers nothing to change
  await abe.page.goto(`${postgres.url}/dashboard/events/${eventId}`);
  await expect(abe.page.getByRole("heading", { name: "Harbour Club Night", level: 1 })).toBeVisible();
  await expect(abe.page.getByText("Ended", { exact: true })).toBeVisible();
  await expect(abe.page.getByText("Now", { exact: true })).toHaveCount(0);
  await expect(abe.page.getByRole("region", { name: "Meeting Roles" }).getByText("Moderator").first()).toBeVisible();
  for (const change of [/Take role/, /Join Event/, /Leave Event/, /Edit Agenda/, /Edit event/, /Cancel event/]) {
    await expect(abe.page.getByRole("button", { name: change })).toHaveCount(0);
  }

  // the speaker's record holds all four: the speech as the report timed it, her filler words, Eve's evaluation and
  // the vote she won
  const [, reportTime = "", reportVerdict = ""] =
    /Pia — "Harbour Lights": (\d+:\d\d), (\w+ time)/.exec(report.text ?? "") ?? [];
  const record = await signedInPage(pia, { viewport: DESKTOP });
  await record.goto(`${postgres.url}/dashboard/profile/record`);
  const speeches = record.getByRole("table", { name: "Your speeches" });
  await expect(speeches.locator("tbody tr")).toHaveCount(1);
  const listed = await cellsOf(speeches);
  const [speech = []] = listed;
  expect(speechCell(speech, "Speech")).toBe(`Harbour Lights${GOAL}`);
  expect([speechCell(speech, "Planned"), speechCell(speech, "Time")]).toEqual(["1–2 min", reportTime]);
  expect(speechCell(speech, "Verdict").toLowerCase()).toBe(reportVerdict.toLowerCase());
  expect(speechCell(speech, "Filler words")).toBe("4");
  const evaluations = record.getByRole("region", { name: "Evaluations received (1)" });
  await expect(evaluations).toContainText("Evaluated by Eve");
  await expect(evaluations).toContainText("Your harbour opening put us all on the quay.");
  await expect(record.getByRole("region", { name: "Votes won (1)" })).toContainText(
    "Best Speaker — Harbour Club Night",
  );
  await expect(record.getByRole("region", { name: "Roles held (1)" })).toContainText("Pitcher");

  // the filler-word trend's table says what the list says; the CSV holds the same numbers
  const fillers = record.getByRole("region", { name: "Filler words per minute" });
  await expect(fillers.locator("canvas").first()).toBeVisible();
  await fillers.getByRole("button", { name: "Show as a table" }).click();
  const trend = await cellsOf(fillers.getByRole("table", { name: "Filler words per minute, as a table" }));
  expect(trend.map((row) => [row[0], row[2]])).toEqual([
    [speechCell(speech, "Date"), speechCell(speech, "Per minute")],
  ]);
  const csv = await downloadRecordCsv(record);
  const csvLine = (line: string) => csv.rows.filter((row) => csv.cell(row, "Line") === line);
  expect(csvLine("Speech").map((row) => csvSpeech(csv.cell, row))).toEqual(listed.map(listedSpeech));
  expect(csvLine("Evaluation").map((row) => csv.cell(row, "Evaluator"))).toEqual(["Eve"]);
  expect(csvLine("Award").map((row) => csv.cell(row, "Award"))).toEqual(["Best Speaker"]);

  // the speech counted toward the goal her speech details chose: her pitch and the speech, 2 of its 3
  await record.goto(`${postgres.url}/dashboard/pathways/certification/1`);
  await expect(record.getByRole("list", { name: "Speeches at meetings for Tell Your Story" })).toContainText(
    "Harbour Lights",
  );
  const goal = record.getByRole("listitem").filter({ has: record.getByRole("heading", { name: "Tell Your Story" }) });
  await expect(goal).toContainText("2 / 3 presentations");

  // Abe timed her Table Topics answer on his phone's standalone timer; afterwards he attaches the log to the meeting
  // and to Pia, and her record shows that speech too (decision 244)
  await abe.page.clock.install();
  await abe.page.goto(`${postgres.url}/dashboard/resources/timer`);
  await abe.page.getByLabel("Speech Type").selectOption({ label: "Table Topics (1:00–2:00)" });
  await abe.page.getByLabel("Speaker Name").fill("Pia");
  await abe.page.getByRole("button", { name: "Start" }).click();
  await abe.page.clock.runFor(75 * SECOND);
  await abe.page.getByRole("button", { name: "Stop & Log" }).click();
  await abe.page.getByRole("button", { name: "Attach Pia's Table Topics (1:15) to a meeting" }).click();
  const attach = abe.page.getByRole("dialog", { name: "Attach to a meeting" });
  await expect(attach.getByLabel("Meeting").locator("option", { hasText: "Harbour Club Night" })).toHaveCount(1);
  const meetings = await attach.getByLabel("Meeting").locator("option").allTextContents();
  const harbour = meetings.find((label) => label.startsWith("Harbour Club Night · Harbour Speakers · ")) ?? "";
  await attach.getByLabel("Meeting").selectOption({ label: harbour });
  await expect(attach.getByLabel("Speaker").locator("option:checked")).toHaveText(/^Pia/);
  await attach.getByLabel("Speech title (optional)").fill("The Harbour at Night");
  await attach.getByRole("button", { name: "Attach" }).click();
  await expect(abe.page.locator("[data-sonner-toast]").filter({ hasText: "Entry Attached" })).toContainText(
    "Added to Pia's speaking record for Harbour Club Night",
  );
  await record.goto(`${postgres.url}/dashboard/profile/record`);
  await expect(speeches.locator("tbody tr")).toHaveCount(2);
  await expect(speeches.getByRole("row", { name: /The Harbour at Night/ })).toContainText("1:15");
  await expect(speeches.getByRole("row", { name: /The Harbour at Night/ })).toContainText("Within time");
});

test("last week's demo meeting keeps its report: found in the club's reports, read on a desktop and a phone", async ({
  signedInAdmin,
  signedInPage,
}) => {
  const postgres = postgresServer();
  const admin = await signedInAdmin("Ada", { viewport: DESKTOP });
  const [club] = await postgres.sql<{ id: string }>("select id from clubs where name = 'Bay Area Pitch Masters'");
  await admin.page.goto(`${postgres.url}/dashboard/leadership/clubs/${club?.id}/reports`);
  const attendance = admin.page.getByRole("table", { name: "Attendance per meeting" });
  // the meeting running now has no report yet; last week's has
  await expect(attendance.getByRole("link", { name: "Lunchtime Pitch Club", exact: true })).toBeVisible();
  await expect(attendance.getByRole("link", { name: /^Report of / })).toHaveCount(1);
  await attendance.getByRole("link", { name: "Report of Lunchtime Pitch Club: Last Week" }).click();

  const page = admin.page;
  await expect(page.getByRole("heading", { level: 1, name: "Lunchtime Pitch Club: Last Week" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Votes", exact: true }).getByRole("definition")).toHaveText([
    "Marcus Chen (3 votes)",
    "Priya Natarajan (2 votes)",
    "Leila Haddad (2 votes)",
  ]);
  const speeches = page.getByRole("region", { name: "Speeches", exact: true });
  for (const verdict of ["Within time", "Under time", "Over time"]) {
    await expect(speeches.getByText(verdict).first()).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Evaluations", exact: true })).toContainText("Priya Natarajan");
  await expectNoAxeViolations(page, "the demo meeting's report");
  await page.screenshot({ path: `${SHOTS}/meeting-report-desktop-light.png`, fullPage: true });

  const phone = await signedInPage(admin, { viewport: PHONE, colorScheme: "dark" });
  await phone.goto(page.url());
  await expect(phone.getByRole("heading", { level: 1, name: "Lunchtime Pitch Club: Last Week" })).toBeVisible();
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "no horizontal overflow at 390 px").toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(phone, "the demo meeting's report on a phone, dark");
  await phone.screenshot({ path: `${SHOTS}/meeting-report-phone-dark.png`, fullPage: true });
});
