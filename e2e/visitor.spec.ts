/**
 * What a visitor (not signed in) sees: the landing page, the dashboard's sign-in prompt instead of personal
 * figures, honest pages for unknown addresses, and the way back to the
 * page they were on after signing in.
 */
import { expectToast, submitSignIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test("the landing page welcomes a visitor and its Login button opens the sign-in screen", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Welcome to PitchCraft", level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      "Join a community dedicated to mastering presentation skills and crafting the perfect pitch for any situation",
      { exact: true },
    ),
  ).toBeVisible();
  // Signed out, the top bar has no Dashboard or Sign Out buttons.
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(0);

  await page.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/auth");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();

  // The logo on the auth screen goes back home.
  await page.getByRole("link", { name: "PitchCraft" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { name: "Welcome to PitchCraft" })).toBeVisible();
});

test("the landing page shows its content before any script runs, and the app takes it over unchanged", async ({
  browser,
}) => {
  // Without JavaScript: the server's prerendered page (decision 251), with the product's name and the Login link.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto("/");
  await expect(still.getByRole("heading", { name: "Welcome to PitchCraft", level: 1 })).toBeVisible();
  await expect(still.getByText("Join a community dedicated to mastering presentation skills")).toBeVisible();
  await expect(still.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth");
  await expect(still.getByText("Clubs near you", { exact: true })).toBeVisible();
  // only `/` is prerendered: another page is the app's, empty until its scripts run
  await still.goto("/dashboard/events");
  await expect(still.locator("#root")).toBeEmpty();
  await noScript.close();

  // With JavaScript: React hydrates the same page, without a mismatch or any error, and it works.
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Welcome to PitchCraft", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/auth");
  expect(errors).toEqual([]);
  await page.close();
});

test("a visitor on /dashboard sees the sign-in prompt and no personal figures", async ({ page }) => {
  await page.goto("/dashboard");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Welcome", exact: true, level: 1 })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Sign in to see your progress" })).toBeVisible();
  for (const figure of ["Active Pathways", "Projects Completed", "Upcoming Events", "Club Members"]) {
    await expect(page.getByText(figure, { exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole("heading", { name: "Recent Activity" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open the profile menu" })).toHaveCount(0);
  // The quick actions are there for everyone.
  for (const action of ["Find a Club", "Start Learning", "View Events", "Get Resources"]) {
    await expect(main.getByRole("link", { name: action })).toBeVisible();
  }
  await expect(main.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
    "href",
    "/auth?next=%2Fdashboard",
  );
});

test("an unknown address shows Page not found, outside and inside the dashboard", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await page.getByRole("link", { name: "PitchCraft home" }).click();
  await expect(page.getByRole("heading", { name: "Welcome to PitchCraft" })).toBeVisible();

  await page.goto("/dashboard/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

test("signing in from a dashboard page returns the visitor to that page", async ({ page, newMember }) => {
  const member = await newMember("Nora");

  await page.goto("/dashboard/events");
  await expect(page.getByRole("heading", { name: "Events & News", level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/auth" && url.searchParams.get("next") === "/dashboard/events",
  );

  const answer = await submitSignIn(page, member.email, member.password);
  expect(answer.ok()).toBe(true);
  await expectToast(page, "Welcome back!", "You have successfully signed in.");
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/events");
  await expect(page.getByRole("heading", { name: "Events & News", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open the profile menu" })).toBeVisible();
});

test("a visitor opening the profile page is sent to sign in, with the way back in the address", async ({ page }) => {
  await page.goto("/dashboard/profile");
  await expect(page).toHaveURL(
    (url) => url.pathname === "/auth" && url.searchParams.get("next") === "/dashboard/profile",
  );
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
});
