import { z } from "zod";

/**
 * The one rule for text people type (docs/decisions/105). Control characters are refused: NUL cannot be stored at
 * all, and the others only hide or break text (tab and line breaks are allowed in multi-line fields). Leading and
 * trailing blanks are dropped, invisible ones included (zero-width space, word joiner, byte-order mark, soft hyphen),
 * so a name made only of them is blank.
 */
/** Unicode's control characters (U+0000–U+001F, U+007F–U+009F) except tab and line breaks. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
const BLANK_EDGES = /^[\s\u00AD\u180E\u200B-\u200D\u2060\uFEFF]+|[\s\u00AD\u180E\u200B-\u200D\u2060\uFEFF]+$/g;

export type TextOptions = { multiLine?: boolean };

/** True when `value` holds a character no text field accepts (tab and line breaks only in multi-line text). */
export function hasForbiddenCharacter(value: string, options: TextOptions = {}): boolean {
  return CONTROL.test(value) || (!options.multiLine && LINE_BREAK_OR_TAB.test(value));
}

/** True when any string anywhere in a parsed JSON value holds NUL, which no field can store. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, entry]) => key.includes("\u0000") || holdsNul(entry));
  }
  return false;
}

/** `value` without blank or invisible characters at either end. */
export const trimBlank = (value: string) => value.replace(BLANK_EDGES, "");

export const notAllowedMessage = (label: string) => `${label} contains a character that is not allowed.`;

/**
 * A text field: refuses control characters, trims (invisible characters too) and caps the length. Its messages are
 * whole sentences naming the field in words, shown as they are (see describeIssues). It stays a zod string, so `.min(1, "… is required")`, `.optional()` and `.default()` chain as usual.
 */
export function textField(label: string, max: number, options: TextOptions = {}) {
  return z
    .string()
    .refine((value) => !CONTROL.test(value), { message: notAllowedMessage(label), abort: true })
    .refine((value) => options.multiLine || !LINE_BREAK_OR_TAB.test(trimBlank(value)), {
      message: `${label} must be on one line.`,
      abort: true,
    })
    .overwrite(trimBlank)
    .max(max, `${label} must be at most ${max} characters.`);
}
