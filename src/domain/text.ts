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

/** How deeply a request body may nest arrays and objects: the product's deepest input has a few levels. */
export const MAX_JSON_DEPTH = 32;

/**
 * True when the JSON text nests arrays and objects deeper than `maxDepth`. Read once from left to right without
 * recursion (strings skipped), so a body of thousands of levels is refused before anything walks it.
 */
export function nestsTooDeeply(json: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const character = json[index];
    if (inString) {
      if (character === "\\") index++;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === "[" || character === "{") {
      if (++depth > maxDepth) return true;
    } else if (character === "]" || character === "}") depth--;
  }
  return false;
}

/** A UTF-16 surrogate without its partner: no UTF-8 text (a JSON column, a mail) can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` cannot be stored: it holds NUL or a lone surrogate. */
export const unstorableText = (text: string) => text.includes("\u0000") || LONE_SURROGATE.test(text);

/**
 * True when any string or key anywhere in a parsed JSON value cannot be stored (unstorableText). Walks the value
 * with a list instead of recursion, so depth alone never overflows the stack.
 */
export function unstorableJson(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (unstorableText(next)) return true;
    } else if (Array.isArray(next)) {
      for (const entry of next) pending.push(entry);
    } else if (next && typeof next === "object") {
      for (const [key, entry] of Object.entries(next)) {
        if (unstorableText(key)) return true;
        pending.push(entry);
      }
    }
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

/** An e-mail address people type: trimmed, required, at most `max` characters, and well formed. */
export function emailField(max: number, required = "Email is required") {
  return z
    .string()
    .trim()
    .min(1, required)
    .max(max, `Email must be at most ${max} characters`)
    .pipe(z.email("Enter a valid email address"));
}

/** A name as a file name's part: ASCII letters and digits joined by hyphens, at most 60 characters ("Café Night" → "cafe-night"). */
export const fileNamePart = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-")
    .slice(0, 60);
