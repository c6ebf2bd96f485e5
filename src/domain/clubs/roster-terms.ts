import { z } from "zod";
import { errorMessage, type Message } from "../messages";

/**
 * The terms of importing members from a CSV file (docs/decisions/226): its limits, its input, and the words of each
 * outcome and refusal — what the browser needs, without the parser.
 */

/** Rows one import takes; the rows after it are refused, each saying so. */
export const ROSTER_IMPORT_ROWS = 200;
/** Rows a file may hold at all: a longer file is refused whole. */
export const ROSTER_FILE_ROWS = 1000;
/** The longest name a row may give. */
export const ROSTER_NAME_LENGTH = 100;

export const rosterImportInput = z.strictObject({
  /** The CSV file's text, as the browser read it. */
  csv: z.string().max(512 * 1024, "The file must be at most 512 KB."),
});

export type RosterOutcome = "added" | "invited" | "refused";

export type RosterRefusal =
  | "missing-name"
  | "bad-name"
  | "missing-email"
  | "bad-email"
  | "duplicate"
  | "already-member"
  | "already-invited"
  | "over-limit";

export const ROSTER_REFUSAL_WORDS: Record<RosterRefusal, string> = {
  "missing-name": "No name: write the person's name in the name column.",
  "bad-name": `The name is longer than ${ROSTER_NAME_LENGTH} characters or holds a character that is not allowed.`,
  "missing-email": "No e-mail address.",
  "bad-email": "This is not an e-mail address.",
  duplicate: "The same e-mail address is on an earlier row.",
  "already-member": "Already a member of the club.",
  "already-invited": "Already invited to the club: the invitation is still open.",
  "over-limit": `Over the limit of ${ROSTER_IMPORT_ROWS} rows per import: import these rows in another file.`,
};

/** What each outcome is called, before the import (`will`) and after it (`did`). */
export const ROSTER_OUTCOME_WORDS: Record<RosterOutcome, { will: string; did: string }> = {
  added: { will: "Will be added", did: "Added" },
  invited: { will: "Will be invited", did: "Invited" },
  refused: { will: "Refused", did: "Refused" },
};

export const ROSTER_MESSAGES = {
  previewFailed: errorMessage("Failed to read the file"),
  importFailed: errorMessage("Failed to import members"),
} as const satisfies Record<string, Message>;
