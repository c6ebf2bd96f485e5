/** Reading a speaking record's page as a member does: its tables' cells and its CSV download. */
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import Papa from "papaparse";

/** The cells of a table's body rows, as text. */
export const cellsOf = (table: Locator) =>
  table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("td")].map((cell) => (cell.textContent ?? "").trim())),
    );

const SPEECH_COLUMNS = ["Date", "Meeting", "Speech", "Planned", "Time", "Verdict", "Filler words", "Per minute"];
/** A cell of a row of the speeches' table, by its column. */
export const speechCell = (row: readonly string[], name: (typeof SPEECH_COLUMNS)[number]) =>
  row[SPEECH_COLUMNS.indexOf(name)] ?? "";

/** Downloads the record's CSV from its page: the file's name and its rows, a cell read by its column's name. */
export async function downloadRecordCsv(page: Page) {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const file = await download;
  const [header = [], ...rows] = Papa.parse<string[]>(readFileSync(await file.path(), "utf8").replace(/^\uFEFF/, ""), {
    skipEmptyLines: true,
  }).data;
  const cell = (row: readonly string[], name: string) => row[header.indexOf(name)] ?? "";
  return { fileName: file.suggestedFilename(), rows, cell };
}

/** A CSV speech row as the speeches' table shows it: the title with its project under it, time, verdict, fillers. */
export const csvSpeech = (cell: (row: readonly string[], name: string) => string, row: readonly string[]) => [
  `${cell(row, "Speech")}${cell(row, "Project")}`,
  cell(row, "Actual time"),
  cell(row, "Verdict"),
  cell(row, "Filler words"),
  cell(row, "Filler words per minute"),
];

/** A row of the speeches' table in the CSV's terms (a rate not known: empty). */
export const listedSpeech = (row: readonly string[]) => [
  speechCell(row, "Speech"),
  speechCell(row, "Time"),
  speechCell(row, "Verdict"),
  speechCell(row, "Filler words"),
  speechCell(row, "Per minute") === "—" ? "" : speechCell(row, "Per minute"),
];
