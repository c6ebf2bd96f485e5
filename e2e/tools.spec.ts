/**
 * The meeting tools in a real browser: the timer through green → yellow → red → overtime on a controlled clock with
 * its report downloaded, the ah counter and evaluator journeys with their reports, keyboard use, corrupt storage,
 * offline use through the service worker, and axe on every page.
 */
import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { expect, test } from "./support/fixtures";

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: (download as Download).suggestedFilename(), text: await readFile(await download.path(), "utf8") };
}

const clock = (page: Page) => page.getByRole("timer").first();

test("Meeting Resources offers the three tools, each with Open App", async ({ page }) => {
  await page.goto("/dashboard/resources");
  await expect(page.getByRole("heading", { name: "Meeting Resources", level: 1 })).toBeVisible();
  for (const tool of ["Timer App", "Ah Counter App", "Evaluator Form"]) {
    await expect(page.getByRole("heading", { name: tool, level: 2 })).toBeVisible();
  }
  await expectNoAxeViolations(page, "Meeting Resources");
  await page.getByRole("link", { name: "Open App: Ah Counter App" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/resources/ah-counter");
  await page.getByRole("link", { name: "Back to Resources" }).click();
  await page.getByRole("link", { name: "Open App: Evaluator Form" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/resources/evaluator");
  await page.getByRole("link", { name: "Back to Resources" }).click();
  await page.getByRole("link", { name: "Open App: Timer App" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/resources/timer");
});

test("the timer runs green → yellow → red → overtime on the clock, logs the speech and exports the report", async ({
  page,
}) => {
  await page.clock.install({ time: new Date(2026, 2, 1, 19, 0, 0) });
  await page.goto("/dashboard/resources/timer");
  await expect(page.getByRole("heading", { name: "Timer App", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Stop & Log" })).toBeDisabled();

  await page.getByLabel("Speech Type").selectOption({ label: "Table Topics (1:00–2:00)" });
  await page.getByLabel("Speaker Name").fill("Maya Chen");
  // Until the timer is paused the page's time moves only when the test moves it: on a busy machine a natural second
  // would otherwise slip in between two steps.
  await page.clock.pauseAt(new Date(2026, 2, 1, 19, 5, 0));
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
  await expect(clock(page)).toHaveText("Elapsed time 0:00");
  await expect(page.getByText("Green light", { exact: true }).first()).toBeVisible();

  await page.clock.runFor(59_000);
  await expect(clock(page)).toHaveText("Elapsed time 0:59");
  await expect(page.getByText("Green light", { exact: true }).first()).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(clock(page)).toHaveText("Elapsed time 1:00");
  await expect(page.getByText("Yellow light", { exact: true }).first()).toBeVisible();

  await page.clock.runFor(60_000);
  await expect(clock(page)).toHaveText("Elapsed time 2:00");
  await expect(page.getByText("Red light", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Overtime \+/)).toHaveCount(0);

  // The overtime mark of Table Topics is 2:30; a second past it the light says Overtime, as the meeting's display
  // does, and counts from the maximum (the red mark, 2:00).
  await page.clock.runFor(31_000);
  await expect(clock(page)).toHaveText("Elapsed time 2:31");
  await expect(page.getByText("Overtime +0:31")).toBeVisible();
  await expect(page.getByText("Overtime", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Red light", { exact: true })).toHaveCount(0);

  // Space pauses (focus is not in a text field): the time stands still.
  await page.getByRole("heading", { name: "Timer App" }).click();
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Start" })).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(clock(page)).toHaveText("Elapsed time 2:31");
  await page.clock.resume(); // the timer stands still; the page's frames and animations run again

  // The projector view: the whole screen in the light's colour with its own Start/Pause.
  await page.getByRole("button", { name: "Full Screen" }).click();
  const projector = page.getByRole("dialog", { name: "Maya Chen · Table Topics" });
  await expect(projector).toBeVisible();
  await expect(projector.getByRole("timer")).toHaveText("Elapsed time 2:31");
  await expect(projector.getByText("Overtime +0:31")).toBeVisible();
  await expectNoAxeViolations(page, "the timer's projector view", '[role="dialog"]');
  await page.keyboard.press("Escape");
  await expect(projector).toBeHidden();

  await page.getByRole("button", { name: "Stop & Log" }).click();
  await expectToast(page, "Speech Recorded", "Maya Chen's Table Topics (2:31) was added to the speech history.");
  await expect(clock(page)).toHaveText("Elapsed time 0:00");
  await expect(page.getByLabel("Speaker Name")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Stop & Log" })).toBeDisabled();
  const history = page.getByRole("region", { name: /Speech History/ });
  await expect(history.getByText("Maya Chen")).toBeVisible();

  const report = await downloaded(page, () => page.getByRole("button", { name: "Export" }).click());
  await expectToast(page, "Report Exported", "Timer report has been downloaded.");
  expect(report.name).toBe("timer-report-2026-03-01.txt");
  expect(report.text).toContain("Speech Timer Report");
  expect(report.text).toContain("1. Maya Chen (Table Topics)\n   Duration: 2:31\n   Final light: Red\n");
  await expectNoAxeViolations(page, "the timer with a speech in its history");

  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await page.getByRole("button", { name: "Clear History" }).click();
  await expectToast(page, "History Cleared", "All speech records have been removed.");
  await page.getByRole("button", { name: "Export" }).click();
  await expectToast(page, "No Data", "No speeches recorded to export.");
});

test("in full screen, Space starts and pauses wherever the focus is, Escape exits, every light stays readable", async ({
  page,
}) => {
  await page.clock.install({ time: new Date(2026, 2, 1, 19, 0, 0) });
  await page.goto("/dashboard/resources/timer");
  await page.getByLabel("Speech Type").selectOption({ label: "Table Topics (1:00–2:00)" });
  await page.getByLabel("Speaker Name").fill("Maya Chen");
  await page.getByRole("button", { name: "Full Screen" }).click();
  const projector = page.getByRole("dialog", { name: "Maya Chen · Table Topics" });
  await expect(projector).toBeVisible();
  await expect(projector.getByRole("button", { name: "Start" })).toBeFocused();

  // Even with the focus on Exit, Space starts the clock and the view stays open.
  const exit = projector.getByRole("button", { name: "Exit Full Screen" });
  await exit.focus();
  await page.keyboard.press("Space");
  await expect(projector).toBeVisible();
  await expect(projector.getByRole("button", { name: "Pause" })).toBeVisible();
  const timer = projector.getByRole("timer");
  await page.clock.runFor(5_000);
  await expect(timer).toHaveText(/^Elapsed time 0:(0[5-9]|1\d)$/); // the page's own clock flows on too
  await expect(exit).toBeFocused();
  await page.keyboard.press("Space");
  await expect(projector.getByRole("button", { name: "Start" })).toBeVisible();
  const paused = await timer.textContent();
  await page.clock.runFor(5_000);
  await expect(timer).toHaveText(paused ?? "");

  // Green, yellow and red: the controls' text keeps its contrast on each (axe checks 4.5:1).
  await page.keyboard.press("Space");
  for (const [wait, light] of [
    [0, "Green"],
    [55_000, "Yellow"], // 1:00
    [60_000, "Red"], // 2:00
  ] as const) {
    await page.clock.runFor(wait);
    await expect(projector.getByText(`${light} light`, { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page, `the projector view in the ${light.toLowerCase()} light`, '[role="dialog"]');
    if (light === "Yellow") await page.screenshot({ path: "docs/screenshots/timer-full-screen-desktop.png" });
  }

  await page.keyboard.press("Escape");
  await expect(projector).toBeHidden();
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
});

test("the full-screen timer on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard/resources/timer");
  await page.getByLabel("Speech Type").selectOption({ label: "Evaluation (2:00–3:00)" });
  await page.getByLabel("Speaker Name").fill("Ana Ruiz");
  await page.getByRole("button", { name: "Full Screen" }).click();
  const projector = page.getByRole("dialog", { name: "Ana Ruiz · Evaluation" });
  await expect(projector.getByRole("button", { name: "Exit", exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "the projector view on a phone", '[role="dialog"]');
  await page.screenshot({ path: "docs/screenshots/timer-full-screen-phone.png" });
});

test("the ah counter counts two speakers' filler words, ends the session and exports it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard/resources/ah-counter");
  await expect(page.getByRole("heading", { name: "Ah Counter App", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Start Session" }).click();
  await expectToast(page, "No Speakers Added", "Please add at least one speaker to start counting.");
  await page.getByLabel("Speaker name").press("Enter");
  await expectToast(page, "Speaker Name Required", "Please enter the speaker's name to add them.");
  await page.getByLabel("Speaker name").fill("Maya");
  await page.getByLabel("Speaker name").press("Enter");
  await expectToast(page, "Speaker Added", "Maya was added to the list.");
  await page.getByLabel("Speaker name").fill("Leo");
  await page.getByLabel("Speaker name").press("Enter");
  await page.getByRole("button", { name: "Start Session" }).click();
  await expectToast(page, "Session Started", "Now counting filler words for 2 speaker(s)");

  const um = page.getByRole("button", { name: /^Um \d+$/ });
  // Big touch targets on a phone.
  const box = await um.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
  await um.click();
  await um.click();
  await expect(um).toHaveAccessibleName("Um 2");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(um).toHaveAccessibleName("Um 1");

  await page.getByLabel("Counting for").selectOption({ label: "Leo" });
  // Keys 1–8 count too (here 6 = Like, 8 = Actually), but not while typing a name.
  await page.getByRole("heading", { name: "Count Filler Words" }).click();
  await page.keyboard.press("6");
  await page.keyboard.press("8");
  await page.keyboard.press("8");
  await page.getByLabel("Speaker name").fill("");
  await page.getByLabel("Speaker name").press("6");
  await expect(page.getByRole("button", { name: /^Like \d+$/ })).toHaveAccessibleName("Like 1");
  await expect(page.getByRole("button", { name: /^Actually \d+$/ })).toHaveAccessibleName("Actually 2");
  await page.getByLabel("Speaker name").fill("");
  await expectNoAxeViolations(page, "the ah counter during a session");

  await page.getByRole("button", { name: "End Session" }).click();
  await expectToast(page, "Session Completed", "Recorded 4 total filler words across all speakers");
  await expect(page.getByRole("list", { name: "Speakers" })).toHaveCount(0);

  const report = await downloaded(page, () => page.getByRole("button", { name: "Export" }).click());
  await expectToast(page, "Report Exported", "Ah counter report has been downloaded.");
  expect(report.name).toMatch(/^ah-counter-report-\d{4}-\d{2}-\d{2}\.txt$/);
  expect(report.text).toContain("(4 filler words)");
  expect(report.text).toContain("   Maya: 1 filler word\n      Um 1\n");
  expect(report.text).toContain("   Leo: 3 filler words\n      Like 1, Actually 2\n");

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("ah-counter-history") ?? "[]"));
  expect(stored[0].speakers.map((speaker: { name: string; totalCount: number }) => speaker.totalCount)).toEqual([1, 3]);

  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await page.getByRole("button", { name: "Clear History" }).click();
  await expectToast(page, "History Cleared", "All session records have been removed.");
  await page.getByRole("button", { name: "Export" }).click();
  await expectToast(page, "No Data", "No sessions recorded to export.");
});

test("the evaluator walks through four steps with keyboard star ratings, submits and exports", async ({ page }) => {
  await page.goto("/dashboard/resources/evaluator");
  await expect(page.getByRole("heading", { name: "Step 1 of 4: Basic Information" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expectToast(page, "Missing Information", "Please fill in all required fields.");
  await page.getByLabel("Speaker Name *").fill("Ana Ruiz");
  await page.getByLabel("Speech Title *").fill("Why We Walk");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { name: "Step 2 of 4: Positive Opening" })).toBeFocused();
  await page.getByLabel(/^Positive Opening/).fill("Your opening story had the whole room leaning in.");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { name: "Step 3 of 4: Detailed Evaluation" })).toBeVisible();
  await expectNoAxeViolations(page, "the evaluator's detailed evaluation");
  // Keyboard only: Tab into Clarity's stars, arrows choose.
  const clarity = page.getByRole("group", { name: "Clarity rating" });
  await clarity.getByRole("radio", { name: "1 star of 5" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(clarity.getByRole("radio", { name: "4 stars of 5" })).toBeChecked();
  await page.getByRole("group", { name: "Eye Contact rating" }).getByText("5 stars of 5").click({ force: true });
  await page.getByLabel("Clarity feedback").fill("Three clear parts.");
  await page.getByLabel(/^Improvement Points/).fill("Pause after your key line.");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { name: "Step 4 of 4: Positive Closing" })).toBeVisible();
  await expect(page.getByText("4.5 / 5")).toBeVisible();
  await page.getByRole("button", { name: "Submit Evaluation" }).click();
  await expectToast(page, "Missing Information", "Please fill in all required fields.");
  await page.getByLabel(/^Positive Closing/).fill("I can't wait for your next speech.");
  await page.getByRole("button", { name: "Submit Evaluation" }).click();
  await expectToast(page, "Evaluation Submitted", "Your evaluation of Ana Ruiz has been saved.");
  await expect(page.getByRole("heading", { name: "Step 1 of 4: Basic Information" })).toBeVisible();
  await expect(page.getByLabel("Speaker Name *")).toHaveValue("");
  const recent = page.getByRole("region", { name: /Recent Evaluations/ });
  await expect(recent.getByText("Why We Walk")).toBeVisible();
  await expect(recent.getByText("4.5")).toBeVisible();

  const report = await downloaded(page, () => page.getByRole("button", { name: "Export" }).click());
  await expectToast(page, "Report Exported", "Evaluator report has been downloaded.");
  expect(report.name).toMatch(/^evaluator-report-\d{4}-\d{2}-\d{2}\.txt$/);
  expect(report.text).toContain('1. Ana Ruiz: "Why We Walk"');
  expect(report.text).toContain("   Overall score: 4.5 / 5");
  expect(report.text).toContain("      Clarity: 4/5 - Three clear parts.");
  expect(report.text).toContain("      Eye Contact: 5/5");
  expect(report.text).toContain("      Gestures: not rated");
  await expectNoAxeViolations(page, "the evaluator with a recent evaluation");

  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await page.getByRole("button", { name: "Clear History" }).click();
  await expectToast(page, "History Cleared", "All evaluation records have been removed.");
  await page.getByRole("button", { name: "Export" }).click();
  await expectToast(page, "No Data", "No evaluations recorded to export.");
});

test("corrupt or foreign values under the tools' keys are ignored", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("toastmasters-timer-history", "{broken");
    localStorage.setItem("ah-counter-history", JSON.stringify({ sessions: 3 }));
    localStorage.setItem("evaluator-form-history", JSON.stringify([null, 42, { id: "x" }]));
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  for (const [path, heading, empty] of [
    ["/dashboard/resources/timer", "Timer App", "No speeches yet"],
    ["/dashboard/resources/ah-counter", "Ah Counter App", "No sessions yet"],
    ["/dashboard/resources/evaluator", "Evaluator Form", "No evaluations yet"],
  ]) {
    await page.goto(path as string);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(empty as string)).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test("the tools keep working offline once the app has been opened", async ({ page, context }) => {
  const worker = await page.request.get("/sw.js");
  expect(worker.ok()).toBe(true);
  expect(worker.headers()["cache-control"]).toBe("no-cache");

  await page.goto("/dashboard/resources/timer");
  await expect(page.getByRole("heading", { name: "Timer App" })).toBeVisible();
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === "activated";
  });

  await context.setOffline(true);
  try {
    for (const [path, heading] of [
      ["/dashboard/resources/ah-counter", "Ah Counter App"],
      ["/dashboard/resources/evaluator", "Evaluator Form"],
      ["/dashboard/resources", "Meeting Resources"],
      ["/dashboard/resources/timer", "Timer App"],
    ]) {
      await page.goto(path as string);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    }
    // Moving between the tools inside the app works too.
    for (const [link, heading] of [
      ["Open App: Ah Counter App", "Ah Counter App"],
      ["Open App: Evaluator Form", "Evaluator Form"],
      ["Open App: Timer App", "Timer App"],
    ]) {
      await page.getByRole("link", { name: "Back to Resources" }).click();
      await expect(page.getByRole("heading", { name: "Meeting Resources", level: 1 })).toBeVisible();
      await page.getByRole("link", { name: link as string }).click();
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    }
    await page.getByLabel("Speech Type").selectOption({ label: "Evaluation (2:00–3:00)" });
    await page.getByLabel("Speaker Name").fill("Offline Olivia");
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(clock(page)).toHaveText("Elapsed time 0:01", { timeout: 5_000 });
  } finally {
    await context.setOffline(false);
  }
});
