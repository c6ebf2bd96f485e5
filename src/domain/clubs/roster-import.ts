import Papa from "papaparse";
import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import { hasForbiddenCharacter, trimBlank } from "../text";
import {
  ROSTER_FILE_ROWS,
  ROSTER_IMPORT_ROWS,
  ROSTER_NAME_LENGTH,
  type RosterOutcome,
  type RosterRefusal,
} from "./roster-terms";

/**
 * Importing members into a club from a CSV file (docs/decisions/226): a name and an e-mail address on each row,
 * with or without a header row, separated by commas or semicolons. Each row is added (a member of the site not yet
 * in the club), invited (an address without an account) or refused with its reason.
 */

/** One row of the report: its number in the file (the header is row 1), what it gave, and what happens to it. */
export type RosterRow = {
  row: number;
  name: string;
  email: string;
  outcome: RosterOutcome;
  reason?: RosterRefusal;
};

export type RosterReport = {
  /** False: a preview, nothing was written or sent; true: what the import did. */
  done: boolean;
  rows: RosterRow[];
  counts: Record<RosterOutcome, number>;
};

/** A row of the file as read: its number, name and address (trimmed). */
export type RosterLine = { row: number; name: string; email: string };

export type RosterFile = { ok: true; lines: RosterLine[] } | { ok: false; problem: "empty" | "too-long" };

const headerWord = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, "");
const EMAIL_HEADERS = new Set(["email", "mail", "emailaddress", "mailaddress"]);
const NAME_HEADERS = new Set(["name", "fullname", "member", "membername"]);

type Columns = { name?: number; firstName?: number; lastName?: number; email: number };

/** The columns a header row names, or none when the first row is not a header. */
function headerColumns(first: string[]): Columns | undefined {
  const words = first.map(headerWord);
  const email = words.findIndex((word) => EMAIL_HEADERS.has(word));
  if (email < 0) return undefined;
  const index = (found: number) => (found < 0 ? undefined : found);
  return {
    email,
    name: index(words.findIndex((word) => NAME_HEADERS.has(word))),
    firstName: index(words.findIndex((word) => word === "firstname" || word === "givenname")),
    lastName: index(words.findIndex((word) => word === "lastname" || word === "surname" || word === "familyname")),
  };
}

function nameOf(cells: string[], columns: Columns): string {
  const cell = (at: number | undefined) => (at === undefined ? "" : trimBlank(cells[at] ?? ""));
  if (columns.name !== undefined) return cell(columns.name);
  return [cell(columns.firstName), cell(columns.lastName)].filter(Boolean).join(" ");
}

/**
 * The file's separator: the one of comma and semicolon that its first row uses more often outside quotes (a
 * spreadsheet set to a language with decimal commas saves semicolons).
 */
function separatorOf(text: string): "," | ";" {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === "\n" || character === "\r") && commas + semicolons > 0) break;
    else if (!quoted && character === ",") commas += 1;
    else if (!quoted && character === ";") semicolons += 1;
  }
  return semicolons > commas ? ";" : ",";
}

/**
 * Reads the file: a byte order mark and blank rows are skipped, the separator is the first row's (comma or
 * semicolon), quoted fields keep their separators, quotes and line breaks. Without a header row, the first column is
 * the name and the second the address.
 */
export function readRosterFile(text: string): RosterFile {
  const content = text.replace(/^\uFEFF/, "");
  const parsed = Papa.parse<string[]>(content, { delimiter: separatorOf(content), skipEmptyLines: false });
  const records = parsed.data
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => trimBlank(cell) !== ""));
  const [first] = records;
  if (!first) return { ok: false, problem: "empty" };
  const header = headerColumns(first.cells);
  const body = header ? records.slice(1) : records;
  if (body.length === 0) return { ok: false, problem: "empty" };
  if (body.length > ROSTER_FILE_ROWS) return { ok: false, problem: "too-long" };
  const columns = header ?? { name: 0, email: 1 };
  return {
    ok: true,
    lines: body.map(({ cells, row }) => ({
      row,
      name: nameOf(cells, columns),
      email: trimBlank(cells[columns.email] ?? ""),
    })),
  };
}

const wellFormedEmail = z.email().max(TEXT_LIMITS.email);

/** An address compared as people mean it: without case. */
export const addressKey = (email: string) => email.toLowerCase();

/** What a row's own text refuses, before the club is asked: name, address, repetition and the row limit. */
function lineRefusal(line: RosterLine, index: number, seen: Set<string>): RosterRefusal | undefined {
  if (index >= ROSTER_IMPORT_ROWS) return "over-limit";
  if (!line.name) return "missing-name";
  if (line.name.length > ROSTER_NAME_LENGTH || hasForbiddenCharacter(line.name)) return "bad-name";
  if (!line.email) return "missing-email";
  if (!wellFormedEmail.safeParse(line.email).success) return "bad-email";
  const key = addressKey(line.email);
  if (seen.has(key)) return "duplicate";
  seen.add(key);
  return undefined;
}

/** What the club and the site know of the file's addresses (each as `addressKey`). */
export type RosterKnowledge = {
  /** Addresses of the site's accounts. */
  accounts: ReadonlySet<string>;
  /** Addresses of the club's active members. */
  members: ReadonlySet<string>;
  /** Addresses with an open invitation to the club. */
  invited: ReadonlySet<string>;
};

/** The report of every row: refused with its reason, else added (an account) or invited (no account). */
export function classifyRoster(lines: readonly RosterLine[], known: RosterKnowledge, done = false): RosterReport {
  const seen = new Set<string>();
  const rows = lines.map((line, index): RosterRow => {
    const refused = (reason: RosterRefusal): RosterRow => ({ ...line, outcome: "refused", reason });
    const own = lineRefusal(line, index, seen);
    if (own) return refused(own);
    const key = addressKey(line.email);
    if (known.members.has(key)) return refused("already-member");
    if (known.accounts.has(key)) return { ...line, outcome: "added" };
    if (known.invited.has(key)) return refused("already-invited");
    return { ...line, outcome: "invited" };
  });
  return { done, rows, counts: countOutcomes(rows) };
}

export function countOutcomes(rows: readonly Pick<RosterRow, "outcome">[]): Record<RosterOutcome, number> {
  const counts = { added: 0, invited: 0, refused: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}

/** The addresses of rows whose own text is fine: the ones the server asks the database about. */
export const rosterAddresses = (lines: readonly RosterLine[]) => [
  ...new Set(lines.map((line) => addressKey(line.email)).filter((key) => wellFormedEmail.safeParse(key).success)),
];
