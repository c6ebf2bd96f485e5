import { describe, expect, test } from "vitest";
import {
  classifyRoster,
  type RosterKnowledge,
  type RosterLine,
  readRosterFile,
  rosterAddresses,
} from "./roster-import";
import { ROSTER_FILE_ROWS, ROSTER_IMPORT_ROWS } from "./roster-terms";

const lines = (text: string): RosterLine[] => {
  const file = readRosterFile(text);
  if (!file.ok) throw new Error(file.problem);
  return file.lines;
};
const nobody: RosterKnowledge = { accounts: new Set(), members: new Set(), invited: new Set() };

describe("reading a roster file", () => {
  test("a header row, commas, and the row numbers a spreadsheet shows", () => {
    expect(lines("name,email\nAda Lovelace,ada@example.com\nAlan Turing,alan@example.com\n")).toEqual([
      { row: 2, name: "Ada Lovelace", email: "ada@example.com" },
      { row: 3, name: "Alan Turing", email: "alan@example.com" },
    ]);
  });

  test("no header row: the name first, then the address", () => {
    expect(lines("Ada Lovelace,ada@example.com")).toEqual([{ row: 1, name: "Ada Lovelace", email: "ada@example.com" }]);
  });

  test("semicolons, quoted fields holding the separator, a byte order mark and Windows line ends", () => {
    const text = '\uFEFFName;E-mail\r\n"Lovelace; Ada";ada@example.com\r\n"Turing, ""Alan""";alan@example.com\r\n';
    expect(lines(text)).toEqual([
      { row: 2, name: "Lovelace; Ada", email: "ada@example.com" },
      { row: 3, name: 'Turing, "Alan"', email: "alan@example.com" },
    ]);
  });

  test("a header in another order, with first and last names, and accented UTF-8", () => {
    expect(lines("E-mail address,First name,Last name\nzoe@example.com,Zoë,Ørsted")).toEqual([
      { row: 2, name: "Zoë Ørsted", email: "zoe@example.com" },
    ]);
  });

  test("blank rows are skipped and keep the numbering; cells are trimmed", () => {
    expect(lines("name,email\n\n  Ada  ,  ada@example.com \n,\n")).toEqual([
      { row: 3, name: "Ada", email: "ada@example.com" },
    ]);
  });

  test("an empty file, a header alone, and a file over the limit are refused whole", () => {
    expect(readRosterFile("")).toEqual({ ok: false, problem: "empty" });
    expect(readRosterFile("\uFEFF\n\n")).toEqual({ ok: false, problem: "empty" });
    expect(readRosterFile("name,email\n")).toEqual({ ok: false, problem: "empty" });
    const long = Array.from({ length: ROSTER_FILE_ROWS + 1 }, (_, i) => `P${i},p${i}@example.com`).join("\n");
    expect(readRosterFile(long)).toEqual({ ok: false, problem: "too-long" });
  });
});

describe("classifying the rows", () => {
  test("accounts are added, new addresses invited, and each refusal has its reason", () => {
    const file = [
      "name,email",
      "Ada,ADA@example.com",
      "New Person,new@example.com",
      ",nameless@example.com",
      "Bad,not-an-address",
      "No Address,",
      "Ada Again,ada@EXAMPLE.com",
      "Member,member@example.com",
      "Invited,invited@example.com",
      "Has Account And Invitation,both@example.com",
      `${"x".repeat(101)},long@example.com`,
    ].join("\n");
    const report = classifyRoster(lines(file), {
      accounts: new Set(["ada@example.com", "member@example.com", "both@example.com"]),
      members: new Set(["member@example.com"]),
      invited: new Set(["invited@example.com", "both@example.com"]),
    });
    expect(report.rows.map((row) => [row.row, row.outcome, row.reason])).toEqual([
      [2, "added", undefined],
      [3, "invited", undefined],
      [4, "refused", "missing-name"],
      [5, "refused", "bad-email"],
      [6, "refused", "missing-email"],
      [7, "refused", "duplicate"],
      [8, "refused", "already-member"],
      [9, "refused", "already-invited"],
      [10, "added", undefined],
      [11, "refused", "bad-name"],
    ]);
    expect(report.counts).toEqual({ added: 2, invited: 1, refused: 7 });
    expect(report.done).toBe(false);
  });

  test("rows after the import's limit are refused, each saying so", () => {
    const file = Array.from({ length: ROSTER_IMPORT_ROWS + 2 }, (_, i) => `P${i},p${i}@example.com`).join("\n");
    const report = classifyRoster(lines(file), nobody);
    expect(report.counts).toEqual({ added: 0, invited: ROSTER_IMPORT_ROWS, refused: 2 });
    expect(report.rows.at(-1)).toMatchObject({ row: ROSTER_IMPORT_ROWS + 2, reason: "over-limit" });
  });

  test("a duplicate refused for its own reason does not hide a later good row", () => {
    const report = classifyRoster(lines("A,bad\nB,b@example.com\nC,B@example.com"), nobody);
    expect(report.rows.map((row) => row.reason)).toEqual(["bad-email", undefined, "duplicate"]);
  });

  test("only well-formed addresses are looked up, once each, without case", () => {
    expect(rosterAddresses(lines("A,a@example.com\nB,nope\nC,A@Example.com"))).toEqual(["a@example.com"]);
  });
});
