/** What the dashboard's tests share: the summary as a browser gets it, and the parts of it they compare. */
import { expect } from "vitest";

/** The summary as `browser` gets it. */
export async function summary(browser: { get(pathname: string): Promise<Response> }) {
  const response = await browser.get("/api/dashboard/summary");
  expect(response.status).toBe(200);
  return response.json();
}

export type Summary = {
  stats: Record<string, number>;
  learning: unknown[];
  activity: Array<{ kind: string; title: string; detail: string }>;
  achievements: Array<{ id: string }>;
  nextAchievement: unknown;
};

export const activityOf = (body: Summary) => body.activity.map((item) => [item.title, item.detail]);
export const achievementsOf = (body: Summary) => body.achievements.map((achievement) => achievement.id);
