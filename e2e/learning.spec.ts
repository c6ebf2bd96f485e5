/**
 * Learning: a member starts a pathway and completes a project (the dashboard follows), starts a course (Enrolled,
 * modules unlock, a watched lesson moves the progress), writes pitches until a goal completes, and works through
 * the fixed page of program 4. Every page passes axe.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { APP_URL, expectToast } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const stat = (page: Page, label: string) =>
  page.getByRole("region", { name: "Your figures" }).locator("div", { hasText: label }).locator("p.text-3xl");

test("start a pathway with a double click, complete a project, and see it on the dashboard", async ({
  signedInMember,
}) => {
  const { page } = await signedInMember("Pia");
  await page.goto("/dashboard/pathways");
  await expect(page.getByRole("heading", { name: "Professional Certifications" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Certified Tech Presentation Strategist/ })).toBeVisible();
  await expectNoAxeViolations(page, "the Pathways page");

  const start = page.getByRole("button", { name: "Start Pathway: Persuasive Influence" });
  await start.dblclick();
  await expect(page.getByRole("link", { name: "Continue Learning" })).toHaveCount(1);
  await expect(page.getByText("0 of 8 projects")).toBeVisible();

  // The server holds exactly one row, however many clicks arrived.
  const pathways = await (await page.request.get("/api/learning/pathways")).json();
  expect(pathways.filter((p: { started: boolean }) => p.started)).toHaveLength(1);

  await page.getByRole("link", { name: "Continue Learning" }).click();
  await expect(page.getByRole("heading", { name: "Persuasive Influence", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Mark Complete: Understand Your Audience" }).click();
  await expectToast(page, "Project completed", "Nice work — your progress is updated.");
  await expect(page.getByText("1 of 8 projects completed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark Complete: Frame the Problem" })).toBeVisible();
  await expectNoAxeViolations(page, "a pathway page");

  await page.goto("/dashboard");
  await expect(stat(page, "Active Pathways")).toHaveText("1");
  await expect(stat(page, "Projects Completed")).toHaveText("1");
  await expect(page.getByText("1/8 · 13%")).toBeVisible();
  await page.getByRole("link", { name: "Persuasive Influence" }).click();
  await expect(page).toHaveURL(/\/dashboard\/pathways\/[0-9a-f-]{36}$/);

  // A topic tile opens its card; Begin Journey goes to the matching course.
  await page.goto("/dashboard/pathways");
  await page.getByRole("button", { name: /Storytelling/ }).click();
  await page.getByRole("link", { name: "Begin Journey" }).click();
  await expect(page.getByRole("heading", { name: "Storytelling for Leaders", level: 2 })).toBeVisible();
});

test("a visitor's Start Pathway goes to the sign-in screen", async ({ page }) => {
  await page.goto("/dashboard/pathways");
  await page.getByRole("button", { name: "Start Pathway: Presentation Mastery" }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard%2Fpathways/);
});

test("start a course: Enrolled, modules unlock, and a watched lesson moves the progress", async ({
  signedInMember,
}) => {
  const { page } = await signedInMember("Cora");
  await page.goto("/dashboard/courses");
  const course = page.getByRole("region", { name: "Selected course" });
  await expect(course.getByRole("heading", { name: "The Perfect Pitch", level: 2 })).toBeVisible();
  await expect(course.getByText("$49", { exact: true })).toBeVisible();
  await expect(course.getByText("Free Preview")).toBeVisible();
  await expect(course.getByLabel("Locked")).toHaveCount(2);
  await expect(course.getByRole("button", { name: "Watch The hook in 30 seconds" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Course list" }).getByText("Free", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "the Courses page");

  await course.getByRole("button", { name: "Start Course" }).click();
  await expectToast(page, "Success", "Course started! You can now access all modules.");
  await expect(course.getByText("Enrolled")).toBeVisible();
  await expect(course.getByLabel("Locked")).toHaveCount(0);

  const watched = page.waitForResponse((r) => r.url().includes("/watch") && r.request().method() === "POST");
  await course.getByRole("button", { name: "Watch The hook in 30 seconds" }).click();
  expect((await watched).ok()).toBe(true);
  const dialog = page.getByRole("dialog", { name: "The hook in 30 seconds" });
  await expect(dialog.getByText(/Open with a moment, a number or a question/)).toBeVisible();
  await expectNoAxeViolations(page, "an open lesson", '[role="dialog"]');
  await page.keyboard.press("Escape");
  await expect(course.getByText("1 of 7 lessons")).toBeVisible();
  await expect(course.getByRole("progressbar", { name: "The Perfect Pitch progress" })).toHaveAttribute(
    "aria-valuenow",
    "14",
  );
});

test("write pitches until a goal completes: the goal is marked and progress moves", async ({ signedInMember }) => {
  const { page } = await signedInMember("Max");
  await page.goto("/dashboard/pathways/certification/2");
  await expect(page.getByRole("heading", { name: "Certified Startup Pitcher", level: 1 })).toBeVisible();
  await expect(page.getByText("12 presentations")).toBeVisible();
  await expectNoAxeViolations(page, "a certification program");
  const overall = page.getByRole("progressbar", { name: "Overall progress" });
  await expect(overall).toHaveAttribute("aria-valuenow", "0");

  for (const [n, expected] of [
    [1, "8"],
    [2, "17"],
  ] as const) {
    await page.getByRole("link", { name: "Add Pitch for The Investor Q&A" }).click();
    await expect(page).toHaveURL(/pitch\/new\?goal=investor-qa$/);
    await expect(page.getByRole("heading", { name: "Create New Pitch" })).toBeVisible();
    if (n === 1) {
      await expect(page.getByRole("heading", { name: "Pitch Tips" })).toBeVisible();
      await expectNoAxeViolations(page, "the pitch screen");
      await page.getByRole("button", { name: "Save Pitch" }).click();
      await expectToast(page, "Error", "Please fill in the title and content", { destructive: true });
    }
    await page.getByLabel("Pitch Title").fill(`Answering investors ${n}`);
    await page.getByLabel("Description").fill("Hard questions about risk");
    await page.getByLabel("Pitch Content").fill("Our biggest risk is distribution, and here is how we handle it.");
    await page.getByRole("button", { name: "Save Pitch" }).click();
    await expectToast(page, "Success", "Pitch created successfully!");
    await expect(page).toHaveURL(/\/certification\/2$/);
    await expect(overall).toHaveAttribute("aria-valuenow", expected);
  }
  const goal = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "The Investor Q&A" }) });
  await expect(goal.getByText("Complete", { exact: true })).toBeVisible();
  await expect(goal.getByText("2 / 2")).toBeVisible();

  await page.getByRole("link", { name: "View pitch Answering investors 1" }).click();
  await expect(page.getByRole("heading", { name: "Edit Pitch" })).toBeVisible();
  await expect(page.getByLabel("Pitch Title")).toHaveValue("Answering investors 1");
  await page.getByLabel("Pitch Title").fill("Answering investors, revised");
  await page.getByRole("button", { name: "Save Pitch" }).click();
  await expectToast(page, "Success", "Pitch updated successfully!");
  await expect(page.getByRole("link", { name: "View pitch Answering investors, revised" })).toBeVisible();

  // Without ?goal the screen offers a goal select.
  await page.goto("/dashboard/pathways/certification/2/pitch/new");
  await expect(page.getByLabel("Goal")).toBeVisible();
});

test("the fixed page of program 4: start, complete and review a module", async ({ signedInMember }) => {
  const { page } = await signedInMember("Tess");
  await page.goto("/dashboard/pathways/certification/4");
  await expect(page.getByRole("heading", { name: "Certified Tech Presentation Strategist", level: 1 })).toBeVisible();
  await expect(page.getByText("0 of 8 modules completed")).toBeVisible();
  await expect(page.getByText("8 remaining")).toBeVisible();
  await expect(page.getByText("8-12 weeks", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "the fixed page of program 4");

  const title = "Audience Analysis for Technical Talks";
  await page.getByRole("button", { name: `Start Module: ${title}` }).click();
  await expect(page).toHaveURL(/\/certification\/4$/);
  await page.getByRole("button", { name: `Mark Complete: ${title}` }).click();
  await expect(page.getByRole("button", { name: `Review ${title}` })).toBeVisible();
  await expect(page.getByText("1 of 8 modules completed")).toBeVisible();
  await expect(page.getByText("7 remaining")).toBeVisible();

  await page.reload();
  await expect(page.getByText("1 of 8 modules completed")).toBeVisible();
  await expect(page.getByRole("button", { name: `Review ${title}` })).toBeVisible();

  await page.getByRole("tab", { name: "Resources" }).click();
  for (const action of ["Download", "Watch", "Join"]) {
    await expect(page.getByRole("button", { name: new RegExp(`^${action}:`) })).toBeVisible();
  }
  await expectNoAxeViolations(page, "the Resources tab");

  await page.goto("/dashboard/pathways/certification/9");
  await expect(page.getByRole("heading", { name: "Certification Program Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Pathways" }).click();
  await expect(page).toHaveURL(/\/dashboard\/pathways$/);
});

test("a completed program shows Congratulations; claiming opens a printable certificate", async ({
  signedInMember,
}) => {
  const { page } = await signedInMember("Iris");
  const goals = { "elevator-pitch": 3, "problem-solution": 4, "traction-numbers": 3, "investor-qa": 2 };
  for (const [goalId, count] of Object.entries(goals)) {
    for (let n = 1; n <= count; n++) {
      const answer = await page.request.post("/api/learning/pitches", {
        data: { certificationId: 2, goalId, title: `${goalId} ${n}`, description: "", content: "Words." },
        headers: { origin: APP_URL },
      });
      expect(answer.status()).toBe(201);
    }
  }
  await page.goto("/dashboard/pathways/certification/2");
  await expect(page.getByRole("progressbar", { name: "Overall progress" })).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByRole("heading", { name: "Congratulations" })).toBeVisible();
  await expectNoAxeViolations(page, "a completed program");
  await page.getByRole("button", { name: "Claim Your Certificate" }).click();
  await expect(page).toHaveURL(/\/certification\/2\/certificate$/);
  await expect(page.getByRole("heading", { name: "Iris", level: 1 })).toBeVisible();
  await expect(page.getByText("Certified Startup Pitcher", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print Certificate" })).toBeEnabled();
  await expectNoAxeViolations(page, "the certificate");
  await page.getByRole("link", { name: "Back to Program" }).click();
  await expect(page.getByRole("link", { name: "View Certificate" })).toBeVisible();
});
