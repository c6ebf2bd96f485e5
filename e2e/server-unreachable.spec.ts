/**
 * When the server fails (a 5xx answer) or cannot be reached, the page says so instead of the specification's
 * reason for a refused request ("You may need to be a club member"); a real refusal keeps the spec's toast.
 */
import type { Page, Route } from "@playwright/test";
import { expectToast } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const ROLES = "**/api/events/*/roles";
const json = (status: number, code: string, message: string) => ({
  status,
  contentType: "application/json",
  body: JSON.stringify({ error: { code, message } }),
});

/** Clicks Take role with the role request answered by `answer` (the roles list itself still comes from the server). */
async function takeRoleAnswered(page: Page, answer: (route: Route) => Promise<void>) {
  await page.unroute(ROLES);
  await page.route(ROLES, (route) => (route.request().method() === "POST" ? answer(route) : route.fallback()));
  await page
    .locator("article")
    .filter({ has: page.getByRole("heading", { name: "Weekly Pitch Practice", exact: true, level: 3 }) })
    .getByRole("region", { name: "Meeting Roles" })
    .getByRole("button", { name: "Take role Evaluator" })
    .click();
}

const expectUnreachable = (page: Page) =>
  expectToast(page, "Can't reach the server", "We can't reach the server right now. Please try again in a moment.", {
    destructive: true,
  });

test("taking a role while the database is down says the server can't be reached", async ({ signedInMember }) => {
  const { page } = await signedInMember("Dora");
  await page.goto("/dashboard/events");
  await page.getByRole("button", { name: "More about Weekly Pitch Practice" }).click();

  await takeRoleAnswered(page, (route) =>
    route.fulfill(json(503, "DATABASE_UNAVAILABLE", "We can't reach the database right now.")),
  );
  await expectUnreachable(page);
  await expect(page.getByText("You may need to be a club member")).toHaveCount(0);

  // No answer at all: the same message.
  await takeRoleAnswered(page, (route) => route.abort("connectionrefused"));
  await expectUnreachable(page);

  // A refusal of the request itself keeps the specification's toast.
  await takeRoleAnswered(page, (route) => route.fulfill(json(400, "X", "x")));
  await expectToast(page, "Error", "Failed to assign role. You may need to be a club member.", { destructive: true });
});
