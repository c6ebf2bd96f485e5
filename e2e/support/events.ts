/** Events & News as the journeys read it. */
import type { Page } from "@playwright/test";

/** An event's card in the Events & News list, found by its exact title. */
export const eventCard = (page: Page, title: string) =>
  page.locator("article").filter({ has: page.getByRole("heading", { name: title, exact: true, level: 3 }) });
