/**
 * Roster in and out (decisions 226, 227): an officer of the demo club Bay Area Pitch Masters opens the club's Roster
 * page in Leadership Central, chooses the sample file docs/samples/roster-import.csv (20 rows: members of other demo
 * clubs, two of the club's own members, new addresses and bad rows), reads the preview of every row, imports it (by
 * keyboard) and reads the report; the new addresses get their invitation e-mails, the members added theirs. She downloads the roster and finds
 * the added members in it with her officer role, and the role history. The page passes axe and fits a 390 px phone,
 * light and dark, with a long address in the report.
 *
 * The officer is made with SQL, which only a PostgreSQL-backed copy allows.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import Papa from "papaparse";
import { expectNoAxeViolations } from "./support/accessibility";
import { joinClub, makeOfficer } from "./support/clubs";
import { waitForContent } from "./support/every-route";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { mailsTo } from "./support/mail";

const postgresServer = ownPostgresServer();
const CLUB = "Bay Area Pitch Masters";
const SAMPLE = path.resolve("docs/samples/roster-import.csv");

test("an officer imports a CSV file of 20 rows with its report and downloads the club's roster", async ({
  signedInMember,
  signedInPage,
}) => {
  test.setTimeout(150_000);
  const postgres = postgresServer();
  const [club] = await postgres.sql<{ id: string }>("select id from clubs where name = $1", [CLUB]);
  const clubId = club?.id ?? "";
  const vera = await signedInMember("Vera", { viewport: { width: 1280, height: 900 } });
  await joinClub(postgres, vera.email, clubId);
  await makeOfficer(postgres, vera.email, clubId, "VP Membership");
  const page = vera.page;

  // The club's pages in Leadership Central have a Roster tab.
  await page.goto(`/dashboard/leadership/clubs/${clubId}`);
  await page.getByRole("navigation", { name: "Club pages" }).getByRole("link", { name: "Roster" }).click();
  await expect(page).toHaveURL(`${postgres.url}/dashboard/leadership/clubs/${clubId}/roster`);
  await expect(page.getByRole("heading", { level: 1, name: CLUB })).toBeVisible();

  // Choosing the file shows what each of its 20 rows would do; nothing is sent yet.
  await page.getByLabel("CSV file").setInputFiles(SAMPLE);
  await expect(page.getByRole("status").filter({ hasText: "will be added" })).toHaveText(
    "5 will be added, 9 will be invited, 6 refused.",
  );
  const preview = page.getByRole("table", { name: "Preview of the import" });
  await expect(preview.getByRole("row")).toHaveCount(21);
  await expect(preview.getByRole("row", { name: /Grace Kim/ })).toContainText("Will be added");
  await expect(preview.getByRole("row", { name: /Okoro, Chidi/ })).toContainText("Will be invited");
  await expect(preview.getByRole("row", { name: /Ana Ruiz/ })).toContainText("Already a member of the club.");
  await expect(preview.getByRole("row", { name: /Jules Martin/ })).toContainText("This is not an e-mail address.");
  await expect(preview.getByRole("row", { name: /Maya Again/ })).toContainText(
    "The same e-mail address is on an earlier row.",
  );
  await expect(preview.getByRole("row", { name: /no\.name@example\.com/ })).toContainText("No name");
  await expect(preview.getByRole("row", { name: /Nadia Rahman/ })).toContainText("No e-mail address.");
  expect(mailsTo("chidi.okoro@example.com", postgres.dataDir)).toHaveLength(0);
  await expectNoAxeViolations(page, "the roster import's preview");

  // Import, by keyboard (the button follows the file picker): the report of what happened, row by row.
  await page.getByLabel("CSV file").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Import 14 members" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "added" })).toHaveText("5 added, 9 invited, 6 refused.");
  const report = page.getByRole("table", { name: "Import report" });
  await expect(report.getByRole("row")).toHaveCount(21);
  await expect(report.getByRole("row", { name: /Grace Kim/ })).toContainText("Added");
  await expect(report.getByRole("row", { name: /Paul Durand/ })).toContainText("Invited");
  await expect(page.getByRole("button", { name: /Import \d+ members/ })).toHaveCount(0);
  await expect
    .poll(() => mailsTo("chidi.okoro@example.com", postgres.dataDir).map((mail) => mail.subject))
    .toEqual([`Vera invited you to ${CLUB} on PitchCraft`]);
  // a member of the site who was added hears of it
  await expect
    .poll(() => mailsTo("grace.kim@members.example", postgres.dataDir).map((mail) => mail.subject))
    .toContain(`Vera added you to ${CLUB} on PitchCraft`);
  await expectNoAxeViolations(page, "the roster import's report");
  await pictures(page, "light");
  const dark = await signedInPage(vera, { colorScheme: "dark", viewport: { width: 1280, height: 900 } });
  await dark.goto(`/dashboard/leadership/clubs/${clubId}/roster`);
  await waitForContent(dark);
  await dark.getByLabel("CSV file").setInputFiles(SAMPLE);
  // the same file once more: every row is done now, so nothing is left to import
  await expect(dark.getByRole("status").filter({ hasText: "will be added" })).toHaveText(
    "0 will be added, 0 will be invited, 20 refused.",
  );
  await expect(dark.getByRole("button", { name: "Nothing to import" })).toBeDisabled();
  await expectNoAxeViolations(dark, "the roster import's preview, dark");
  await pictures(dark, "dark");

  // The roster as a CSV file: the added members are in it, and Vera with her officer role.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export roster" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bay-area-pitch-masters-roster-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = Papa.parse<string[]>(readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, ""), {
    skipEmptyLines: true,
  }).data;
  expect(rows[0]).toEqual(["Name", "E-mail", "Joined", "Officer role"]);
  const byEmail = new Map(rows.slice(1).map((row) => [row[1], row]));
  expect(byEmail.get("grace.kim@members.example")?.[0]).toBe("Grace Kim");
  expect(byEmail.get("ravi.shah@members.example")?.[0]).toBe("Ravi Shah");
  expect(byEmail.get(vera.email)?.[3]).toBe("VP Membership");
  expect(byEmail.get("ana.ruiz@members.example")?.[3]).toBe("President");
  expect(byEmail.has("paul.durand@example.com")).toBe(false);
  expect(rows).toHaveLength(1 + 6 + 1 + 5);

  const historyDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export role history" }).click();
  const history = await historyDownload;
  expect(history.suggestedFilename()).toMatch(/^bay-area-pitch-masters-role-history-[\d-]+\.csv$/);
  const held = Papa.parse<string[]>(readFileSync(await history.path(), "utf8").replace(/^\uFEFF/, ""), {
    skipEmptyLines: true,
  }).data;
  expect(held[0]).toEqual(["Date", "Time", "Meeting", "Role", "Member"]);
  // the demo club's meeting of last week, with the roles of its own set
  expect(held.filter((row) => row[2] === "Lunchtime Pitch Club: Last Week").map((row) => row[3])).toContain(
    "Moderator",
  );
});

/** The report on a desktop and on a 390 px phone (no sideways scrolling, the long address wraps). */
async function pictures(page: Page, scheme: "light" | "dark") {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `docs/screenshots/roster-import-desktop-${scheme}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText("first.last.1795703684586@example.com").last()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `docs/screenshots/roster-import-phone-${scheme}.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}
