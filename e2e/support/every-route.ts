/**
 * Every route of the app's route table (src/web/routes.ts, as the build reads it) with an address to visit, using
 * real ids from the demo content, so journeys can check each page: no horizontal scrolling on a phone, no axe
 * violations. A route added to the table without an address here fails `everyRoute`.
 */

import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { routeTable } from "../../src/build/route-table";

export type RouteVisit = { route: string; path: string };

async function firstId<Body>(api: APIRequestContext, url: string, list: (body: Body) => Array<{ id: string }>) {
  const response = await api.get(url);
  expect(response.ok(), `GET ${url}`).toBe(true);
  const id = list((await response.json()) as Body)[0]?.id;
  expect(id, `the demo content has an item at ${url}`).toBeTruthy();
  return id as string;
}

/**
 * The address of each route. `api` is signed in as the member whose pages are visited (a pitch of their own is
 * written for the pitch page); without a member, the pitch page is visited with a made-up id.
 */
export async function everyRoute(api: APIRequestContext, { signedIn }: { signedIn: boolean }): Promise<RouteVisit[]> {
  const [eventId, clubId, pathwayId] = await Promise.all([
    firstId(api, "/api/events", (body: { events: Array<{ id: string }> }) => body.events),
    firstId(api, "/api/clubs", (body: { clubs: Array<{ id: string }> }) => body.clubs),
    firstId(api, "/api/learning/pathways", (body: Array<{ id: string }>) => body),
  ]);
  let pitchId = "00000000-0000-4000-8000-000000000000";
  if (signedIn) {
    const written = await api.post("/api/learning/pitches", {
      data: { certificationId: 1, goalId: "personal-story", title: "My first pitch", content: "Hello, room." },
    });
    expect(written.ok(), `a pitch is written: ${await written.text()}`).toBe(true);
    pitchId = ((await written.json()) as { id: string }).id;
  }
  // A certificate number nobody holds: the check page says so (the demo content claims no certificate).
  const number = "PC-2026-00000000";
  // An invitation link nobody was sent (the demo content sends none): its page says it is not found.
  const token = "x".repeat(43);
  // A member nobody knows: their record's page says there is no such member in your clubs.
  const memberId = "no-such-member";
  const ids: Record<string, string> = {
    eventId,
    clubId,
    pathwayId,
    certificationId: "1",
    pitchId,
    number,
    token,
    memberId,
  };
  const routes = routeTable().map((route) => route.path);
  const visits = [...new Set(routes)].map((route) => ({
    route,
    path: route
      .replace(/:(\w+)/g, (_, name: string) => {
        const id = ids[name];
        if (!id) throw new Error(`No demo id for :${name} in ${route}: add one to e2e/support/every-route.ts.`);
        return id;
      })
      .replace(/\*$/, "no-such-page"),
  }));
  return visits;
}

/** Waits until the page shows its content: a level-1 heading, nothing still loading, transitions settled. */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}
