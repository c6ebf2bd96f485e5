/**
 * The speaking record as a CSV file (docs/decisions/240): the member's own lines, one row each, with the numbers the
 * page shows; within the page's club and period when asked.
 */
import Papa from "papaparse";
import { describe, expect, test } from "vitest";
import { aRecordedSpeech, uuid } from "../../../../test/support/meeting-record";
import { aServerForEachTest, expectError } from "../../../../test/support/server";
import { RECORD_CSV_HEADER } from "../../../domain/record/record-csv";

const server = aServerForEachTest();

/** 5:30 within time, 11 filler words, evaluated by Eva with an opening a spreadsheet would take for a formula. */
const PIAS_SPEECH = { ums: 8, opening: "=A gripping opening story." };

const csvRows = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;

const column = (row: string[] | undefined, name: (typeof RECORD_CSV_HEADER)[number]) =>
  row?.[RECORD_CSV_HEADER.indexOf(name)];

describe("my speaking record as a CSV file", () => {
  test("one row per role, speech, evaluation and vote won, with the page's numbers, formulas defused", async () => {
    const { pitcher } = await aRecordedSpeech(server, PIAS_SPEECH);
    const response = await pitcher.client.get("/api/profile/record.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="pia-speaking-record-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [header, ...rows] = csvRows(await response.text());
    expect(header).toEqual([...RECORD_CSV_HEADER]);
    expect(rows.map((row) => column(row, "Line"))).toEqual(["Role", "Speech", "Evaluation", "Award"]);
    for (const row of rows) {
      expect(column(row, "Meeting")).toBe("Harbour Club Night");
      expect(column(row, "Club")).toMatch(/^Harbour Speakers /);
      expect(column(row, "Date")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const [role, speech, evaluation, award] = rows;
    expect(column(role, "Role")).toBe("Pitcher");
    const expected = {
      Speech: "Bridges",
      Project: "Ice Breaker",
      Planned: "4–6 min",
      "Actual time": "5:30",
      Seconds: "330",
      Verdict: "Within time",
      "Filler words": "11",
      "Filler words per minute": "2.0",
    } as const;
    const names = Object.keys(expected) as (keyof typeof expected)[];
    expect(Object.fromEntries(names.map((name) => [name, column(speech, name)]))).toEqual(expected);
    expect(column(evaluation, "Evaluator")).toBe("Eva");
    expect([column(evaluation, "Clarity"), column(evaluation, "Eye Contact"), column(evaluation, "Gestures")]).toEqual([
      "4",
      "3",
      "",
    ]);
    expect(column(evaluation, "Average score")).toBe("3.5");
    expect(column(evaluation, "Opening")).toBe("'=A gripping opening story.");
    expect(column(evaluation, "To improve")).toBe("Pause after the question.");
    expect(column(award, "Award")).toBe("Best Speaker");
  });

  test("keeps the page's club and period; another member's lines are never in it (Eva's are her role and award)", async () => {
    const { pitcher, evaluator, clubId } = await aRecordedSpeech(server, PIAS_SPEECH);
    const within = csvRows(await (await pitcher.client.get(`/api/profile/record.csv?club=${clubId}&period=3m`)).text());
    expect(within).toHaveLength(5);
    const otherClub = csvRows(await (await pitcher.client.get(`/api/profile/record.csv?club=${uuid()}`)).text());
    expect(otherClub).toEqual([[...RECORD_CSV_HEADER]]);
    const evaluators = csvRows(await (await evaluator.client.get("/api/profile/record.csv")).text());
    expect(evaluators.slice(1).map((row) => [column(row, "Line"), column(row, "Role")])).toEqual([
      ["Role", "Evaluator"],
      ["Award", ""],
    ]);
  });

  test("is the signed-in member's only; an unknown period is refused", async () => {
    await expectError(await server.client().get("/api/profile/record.csv"), 401, "NOT_SIGNED_IN");
    const { pitcher } = await aRecordedSpeech(server, PIAS_SPEECH);
    await expectError(await pitcher.client.get("/api/profile/record.csv?period=forever"), 400, "INVALID_INPUT");
  });
});
