/** Events & News as the journeys read it. */
import { expect, type Locator, type Page } from "@playwright/test";

/** An event's card in the Events & News list, found by its exact title. */
export const eventCard = (page: Page, title: string) =>
  page.locator("article").filter({ has: page.getByRole("heading", { name: title, exact: true, level: 3 }) });

/** The meeting agenda's rows: each item's title with its role slot ("" for none) and planned start, in order. */
export async function expectAgendaPlan(agenda: Locator, plan: Array<[item: string, start: string, slot: string]>) {
  const rows = agenda.getByRole("listitem");
  await expect(rows).toHaveCount(plan.length);
  for (const [index, [item, start, slot]] of plan.entries()) {
    await expect(rows.nth(index)).toContainText(item);
    if (slot) await expect(rows.nth(index)).toContainText(`Role slot: ${slot}`);
    await expect(rows.nth(index).locator("time")).toHaveText(start);
  }
}
