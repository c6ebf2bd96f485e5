import Papa from "papaparse";
import { describe, expect, test } from "vitest";
import { csvText, roleHistoryCsv, rosterCsv, rosterFileName } from "./roster-export";
import { readRosterFile } from "./roster-import";

const cellsOf = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;

describe("CSV files of a club", () => {
  test("commas, quotes and line breaks are quoted; formula-looking cells are written as text", () => {
    const text = csvText(
      ["A", "B"],
      [
        ["Doe, Jane", 'Say "hi"'],
        ["=1+1", "+33 1 23"],
        ["-2", "@SUM(A1)"],
        ["a\nb", "x"],
      ],
    );
    expect(text.startsWith("\uFEFFA,B\r\n")).toBe(true);
    expect(cellsOf(text)).toEqual([
      ["A", "B"],
      ["Doe, Jane", 'Say "hi"'],
      ["'=1+1", "'+33 1 23"],
      ["'-2", "'@SUM(A1)"],
      ["a\nb", "x"],
    ]);
  });

  test("a formula over several lines is escaped too", () => {
    expect(cellsOf(csvText(["A"], [["=HYPERLINK(\n1)"]]))[1]).toEqual(["'=HYPERLINK(\n1)"]);
  });

  test("the roster: name, address, the day joined in the club's zone, officer role", () => {
    const text = rosterCsv(
      [
        {
          name: "Ada",
          email: "ada@example.com",
          joinedAt: new Date("2026-03-01T23:30:00Z"),
          officerTitle: "President",
        },
        { name: "Alan", email: "alan@example.com", joinedAt: new Date("2026-03-01T10:00:00Z"), officerTitle: null },
      ],
      "Europe/Berlin",
    );
    expect(cellsOf(text)).toEqual([
      ["Name", "E-mail", "Joined", "Officer role"],
      ["Ada", "ada@example.com", "2026-03-02", "President"],
      ["Alan", "alan@example.com", "2026-03-01", ""],
    ]);
  });

  test("the exported roster imports again: its rows are read with their names and addresses", () => {
    const text = rosterCsv(
      [{ name: "Zoë Ørsted", email: "zoe@example.com", joinedAt: new Date(), officerTitle: null }],
      "UTC",
    );
    expect(readRosterFile(text)).toEqual({
      ok: true,
      lines: [{ row: 2, name: "Zoë Ørsted", email: "zoe@example.com" }],
    });
  });

  test("the role history: the meeting's day and time in its own zone", () => {
    const text = roleHistoryCsv([
      {
        eventDate: new Date("2026-05-07T17:30:00Z"),
        timeZone: "Europe/Lisbon",
        meeting: "Club Night",
        role: "Table Topics Master",
        member: "Ada",
      },
    ]);
    expect(cellsOf(text)).toEqual([
      ["Date", "Time", "Meeting", "Role", "Member"],
      ["2026-05-07", "18:30", "Club Night", "Table Topics Master", "Ada"],
    ]);
  });

  test("file names from the club's name and the day", () => {
    const now = new Date("2026-11-27T23:30:00Z");
    expect(rosterFileName("Harbour Speakers!", "roster", now, "UTC")).toBe("harbour-speakers-roster-2026-11-27.csv");
    expect(rosterFileName("Café Orateurs", "role-history", now, "Europe/Paris")).toBe(
      "cafe-orateurs-role-history-2026-11-28.csv",
    );
    expect(rosterFileName("???", "roster", now, "UTC")).toBe("club-roster-2026-11-27.csv");
  });
});
