/**
 * Progress that counts (docs/decisions/242): a member chooses her pathway project in her speech details, her evaluator
 * rates the speech on the project's own criteria, the moderator ends the meeting, and the project is completed with
 * the evaluation attached; her home page shows the milestone. The home panels photographed in four looks.
 */
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { FOUR_LOOKS } from "./support/looks";
import { giveRole, meetingRunningNow, userIdsByEmail } from "./support/meetings";

const postgresServer = ownPostgresServer();
const SHOTS = "docs/screenshots";
const PROJECT = "Presentation Mastery 1: Ice Breaker: Introduce Yourself";

test("a speech at a meeting completes the pathway project chosen for it, with its evaluation; the home page shows the milestone", async ({
  signedInMember,
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const postgres = postgresServer();
  const [mo, pia, eve] = await Promise.all([
    signedInMember("Mo"),
    signedInMember("Pia"),
    signedInMember("Eve", { viewport: { width: 390, height: 844 } }),
  ]);
  const idOf = await userIdsByEmail(postgres.sql, [mo.email, pia.email, eve.email]);
  const [pathway] = await postgres.sql<{ id: string }>("select id from pathways where name = 'Presentation Mastery'");
  const pathwayId = pathway?.id ?? "";
  await postgres.sql("insert into user_pathways (user_id, pathway_id, completed_projects) values ($1, $2, 0)", [
    idOf(pia.email),
    pathwayId,
  ]);
  const eventId = await meetingRunningNow(postgres.sql, {
    title: "Harbour Goals Night",
    agenda: [
      ["Opening", 5, "general"],
      ["Prepared pitch", 8, "pitch"],
      ["Evaluation", 5, "evaluation"],
    ],
  });
  const talk = await giveRole(postgres.sql, eventId, idOf(pia.email), "pitcher");
  await giveRole(postgres.sql, eventId, idOf(mo.email), "moderator");
  await giveRole(postgres.sql, eventId, idOf(eve.email), "evaluator", { evaluates: talk });

  // the speaker chooses her pathway's project in her speech details
  await pia.page.goto(`${postgres.url}/dashboard/events/${eventId}`);
  const speakers = pia.page.getByRole("region", { name: "Speakers", exact: true });
  await speakers.getByRole("button", { name: "Add speech details" }).click();
  const dialog = pia.page.getByRole("dialog", { name: "Speech details" });
  await dialog.getByLabel("Speech title").fill("Harbour Lights");
  await dialog.getByLabel("Project").selectOption({ label: PROJECT });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(pia.page, "Speech Details Saved", "The speech details are on the agenda.");
  await expect(speakers.getByText(`Project: ${PROJECT}`)).toBeVisible();

  // the evaluator rates the speech on the project's own criteria
  const consolePath = `${postgres.url}/dashboard/events/${eventId}/run`;
  await eve.page.goto(consolePath);
  await expect(eve.page.getByRole("heading", { name: "Your evaluation of Pia" })).toBeVisible();
  const evaluation = eve.page.getByRole("main");
  await expect(evaluation.getByLabel("Speech Title *")).toHaveValue("Harbour Lights");
  await evaluation.getByRole("button", { name: "Next" }).click();
  await evaluation.getByLabel(/^Positive Opening/).fill("You made the harbour feel like home.");
  await evaluation.getByRole("button", { name: "Next" }).click();
  await expect(evaluation.getByText("The criteria of the speech's pathway project.")).toBeVisible();
  await expect(evaluation.getByRole("heading", { level: 3, name: "Personal Story" })).toBeVisible();
  await expect(evaluation.getByRole("heading", { level: 3, name: "Clarity" })).toHaveCount(0);
  await evaluation
    .getByRole("group", { name: "Personal Story rating" })
    .getByRole("radio", { name: "5 stars of 5" })
    .check({ force: true });
  await evaluation.getByRole("button", { name: "Next" }).click();
  await evaluation.getByLabel(/^Positive Closing/).fill("Tell us the next chapter.");
  await expect(evaluation.getByText("Personal Story", { exact: true }).last()).toBeVisible();
  await expectNoAxeViolations(eve.page, "the evaluation with the project's criteria");
  await evaluation.getByRole("button", { name: "Submit Evaluation" }).click();
  await expectToast(eve.page, "Evaluation Submitted", "Your evaluation of Pia has been saved and sent to them.");

  // the moderator ends the meeting: the speech counts
  await mo.page.goto(consolePath);
  await mo.page.getByRole("button", { name: "End meeting" }).click();
  await mo.page
    .getByRole("alertdialog", { name: "End the meeting?" })
    .getByRole("button", { name: "End meeting" })
    .click();
  await expect(mo.page.getByText("Meeting ended", { exact: true }).first()).toBeVisible();

  // the project is completed, the speech and its evaluation beside it
  await pia.page.goto(`${postgres.url}/dashboard/pathways/${pathwayId}`);
  await expect(pia.page.getByText("1 of 10 projects completed")).toBeVisible();
  const spoken = pia.page.getByRole("list", { name: "Speeches for Ice Breaker: Introduce Yourself" });
  await expect(spoken).toContainText("Speech “Harbour Lights” at Harbour Goals Night");
  await expect(spoken.getByRole("link", { name: "Evaluated by Eve · 5.0 / 5" })).toBeVisible();
  await expectNoAxeViolations(pia.page, "the pathway with a speech counted");

  // the home page: the milestone, the speech in Recent Activity, the project counted in Learning Progress
  await pia.page.goto(`${postgres.url}/dashboard`);
  await expect(pia.page.getByText("Milestone: First Speech")).toBeVisible();
  await expect(pia.page.getByText("You gave your first speech at Harbour Goals Night.").first()).toBeVisible();
  await expect(pia.page.getByText("1 speech at a meeting counted")).toBeVisible();
  await expect(pia.page.getByText("Next up: Right on Time.")).toBeVisible();
  await expectNoAxeViolations(pia.page, "the home page with a speaking milestone");

  for (const [look, options] of FOUR_LOOKS) {
    const page = await signedInPage(pia, options);
    await page.goto(`${postgres.url}/dashboard`);
    await expect(page.getByText("Milestone: First Speech")).toBeVisible();
    await expect(page.getByText("1 speech at a meeting counted")).toBeVisible();
    // the whole page photographed and cut to the panels: the sticky header stays at the top, not over them
    const clip = await page.getByTestId("home-panels").evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height };
    });
    await page.screenshot({ path: `${SHOTS}/home-speaking-milestones-${look}.png`, fullPage: true, clip });
    await expectNoAxeViolations(page, `the home panels, ${look}`);
  }
});
