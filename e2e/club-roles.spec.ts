/**
 * A club's meeting roles (decision 222): an officer of the demo club that keeps the specification's five roles opens
 * Meeting roles from the club's Officers section, adds a Table Topics Master and a fourth Pitcher, saves, and sees
 * them after a reload; a member of the club reads the list without Edit roles; someone outside the club gets the
 * server's refusal. She then adds four Table Topics Speakers, and Mina takes one at the club's next meeting
 * (decision 223). The page and its editor pass axe, fit 1024 px without a select cut off, a 390 px phone and, with a 40-character name, a 360 px one
 * without sideways scrolling, a 40-character name without a space included.
 *
 * The officer and the member are made with SQL, which only a PostgreSQL-backed copy allows.
 */

import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast } from "./support/accounts";
import { joinClub, makeOfficer } from "./support/clubs";
import { expectEditorFits } from "./support/editor-fits";
import { waitForContent } from "./support/every-route";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();
const FIVE_ROLE_CLUB = "Berlin Demo Night";
/** 40 characters, no space: the longest name a role may have. */
const LONG_NAME = "Sergeantatarmsandkeeperofthegavelandbell";

test("an officer adds roles to the club's five and saves them; a member reads them; others are refused", async ({
  signedInMember,
}) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const [club] = await postgres.sql<{ id: string }>("select id from clubs where name = $1", [FIVE_ROLE_CLUB]);
  const clubId = club?.id ?? "";

  // Vera is the club's officer.
  const vera = await signedInMember("Vera", { viewport: { width: 1280, height: 900 } });
  await joinClub(postgres, vera.email, clubId);
  await makeOfficer(postgres, vera.email, clubId, "President");
  const page = vera.page;
  await page.goto(`/dashboard/find-clubs/${clubId}`);
  await page.getByRole("region", { name: "Officers" }).getByRole("link", { name: "Meeting roles" }).click();
  await expect(page.getByRole("heading", { name: "Meeting roles", level: 1 })).toBeVisible();
  const list = page.getByRole("list", { name: "The club's meeting roles" });
  await expect(list.getByRole("listitem")).toHaveText([
    /Pitcher\s*3 per meeting\s*Speaking\s*Evaluated/,
    /Evaluator\s*3 per meeting\s*Evaluator's duty/,
    /Moderator\s*1 per meeting\s*Moderator's duty/,
    /Timer\s*1 per meeting\s*Timer's duty/,
    /Ah Counter\s*1 per meeting\s*Ah counter's duty/,
  ]);

  // She adds a Table Topics Master after the Moderator and makes room for a fourth pitcher.
  await page.getByRole("button", { name: "Edit roles" }).click();
  const editor = page.getByRole("form", { name: "Edit meeting roles" });
  await expect(editor.getByLabel("Role 1 name")).toBeFocused();
  await editor.getByRole("button", { name: "Add role" }).click();
  await expect(editor.getByLabel("Role 6 name")).toBeFocused();
  await page.keyboard.type("Table Topics Master");
  for (const from of [6, 5]) {
    await editor.getByRole("button", { name: `Move role ${from} up` }).focus();
    await page.keyboard.press("Enter");
  }
  await expect(editor.getByLabel("Role 4 name")).toHaveValue("Table Topics Master");
  await expect(editor.getByRole("button", { name: "Move role 4 up" })).toBeFocused();
  const pitcher = editor.getByRole("group", { name: "Role 1" });
  await pitcher.getByLabel("Per meeting").fill("4");
  await expect(editor.getByRole("group", { name: "Role 4" }).getByLabel("Evaluated")).toBeDisabled();
  await expectNoAxeViolations(page, "meeting roles editor");
  await page.setViewportSize({ width: 1024, height: 900 });
  await expectEditorFits(page, editor);
  await editor.screenshot({ path: "test-results/club-roles-editor-1024.png" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await editor.getByRole("button", { name: "Save roles" }).click();
  await expectToast(page, "Roles Saved", "The club's meeting roles are saved.");
  await expect(editor).toHaveCount(0);

  await page.reload();
  await expect(list.getByRole("listitem")).toHaveText([
    /Pitcher\s*4 per meeting\s*Speaking\s*Evaluated/,
    /Evaluator\s*3 per meeting/,
    /Moderator\s*1 per meeting/,
    /Table Topics Master\s*1 per meeting$/,
    /Timer\s*1 per meeting/,
    /Ah Counter\s*1 per meeting/,
  ]);
  await waitForContent(page);
  await expectNoAxeViolations(page, "meeting roles page");
  await pictures(page, "desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScrolling(page);
  await pictures(page, "phone");

  // A 40-character name without a space fits the narrowest phone (360 px), in the editor and in the list.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole("button", { name: "Edit roles" }).click();
  await editor.getByRole("button", { name: "Add role" }).click();
  await editor.getByLabel("Role 7 name").fill(LONG_NAME);
  await expectNoSidewaysScrolling(page);
  await expectEditorFits(page, editor);
  await editor.screenshot({ path: "test-results/club-roles-editor-phone.png" });
  await editor.getByRole("button", { name: "Save roles" }).click();
  await expectToast(page, "Roles Saved", "The club's meeting roles are saved.");
  await expect(list.getByText(LONG_NAME)).toBeVisible();
  await expectNoSidewaysScrolling(page);

  // Mina, a member of the club, reads the roles; she cannot change them.
  const mina = await signedInMember("Mina", { viewport: { width: 390, height: 844 } });
  await joinClub(postgres, mina.email, clubId);
  await mina.page.goto(`/dashboard/clubs/${clubId}/roles`);
  await expect(mina.page.getByRole("list", { name: "The club's meeting roles" }).getByRole("listitem")).toHaveCount(7);
  await expect(mina.page.getByText("Table Topics Master")).toBeVisible();
  await waitForContent(mina.page);
  await expect(mina.page.getByRole("button", { name: "Edit roles" })).toHaveCount(0);
  await expectNoAxeViolations(mina.page, "meeting roles page, a member's");

  // Otto, of no club, gets the server's refusal.
  const otto = await signedInMember("Otto");
  await otto.page.goto(`/dashboard/clubs/${clubId}/roles`);
  await expect(otto.page.getByText("Only members of this club can see its meeting roles.")).toBeVisible();

  // Vera adds four Table Topics Speakers, a speaking role (decision 223): the club's next meeting offers them at once.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Edit roles" }).click();
  await editor.getByRole("button", { name: "Add role" }).click();
  await editor.getByLabel("Role 8 name").fill("Table Topics Speaker");
  const speaker = editor.getByRole("group", { name: "Role 8" });
  await speaker.getByLabel("Per meeting").fill("4");
  await speaker.getByLabel("Speaking").check();
  await editor.getByRole("button", { name: "Save roles" }).click();
  await expectToast(page, "Roles Saved", "The club's meeting roles are saved.");

  // Mina, a member, takes one at the club's next meeting.
  const [meeting] = await postgres.sql<{ id: string }>(
    `select id from events where club_id = $1 and event_type = 'meeting' and cancelled_at is null
       and event_date > now() order by event_date limit 1`,
    [clubId],
  );
  await mina.page.goto(`/dashboard/events/${meeting?.id}`);
  const roles = mina.page.getByRole("region", { name: "Meeting Roles" });
  const row = roles.locator('[data-role-row="table_topics_speaker"]');
  await expect(row).toContainText("Table Topics Speaker (0/4)");
  await row.getByRole("button", { name: "Take role Table Topics Speaker" }).click();
  await expectToast(mina.page, "Success", "You are now the Table Topics Speaker for this meeting.");
  await expect(row).toContainText("Table Topics Speaker (1/4)");
  await expect(row.getByText("(you)")).toBeVisible();
  await expectNoSidewaysScrolling(mina.page);
  await expectNoAxeViolations(mina.page, "a club meeting's roles with the club's own role");
});

async function expectNoSidewaysScrolling(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `the page scrolls sideways at ${clientWidth} px`).toBeLessThanOrEqual(clientWidth);
}

/** The roles page in the light and the dark theme, for docs/features.md. */
async function pictures(page: Page, device: "desktop" | "phone") {
  await expect(page.getByText("The club's meeting roles are saved.")).toBeHidden({ timeout: 15_000 });
  // the whole page in the window: a page scrolled for the picture would pass under the phone's sticky top bar
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.getByRole("main").screenshot({ path: `docs/screenshots/club-roles-${device}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(size);
}
