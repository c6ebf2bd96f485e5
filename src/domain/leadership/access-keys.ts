import { z } from "zod";
import { calendarDayInWords, parseDay } from "../dates";
import { isId } from "../ids";
import { textField } from "../text";
import { DAY } from "../time";

/** Crockford's base-32 alphabet: no I, L, O or U, so a key read aloud or retyped is not mistaken. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const GROUPS = 4;
const GROUP_LENGTH = 5;
const MARK = "LC";

export const ACCESS_KEY_LIMITS = { key: 100, label: 80 } as const;

/** Attempts a member may make at the access-key gate per window (the server counts them). */
export const ACCESS_KEY_ATTEMPTS = { max: 10, windowSeconds: 15 * 60 } as const;

/** A new key like LC-7K2QD-M9XTA-4HB3N-PZ8RE: 100 random bits. */
export function generateAccessKey(): string {
  const bytes = new Uint8Array(GROUPS * GROUP_LENGTH);
  crypto.getRandomValues(bytes);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]);
  const groups = Array.from({ length: GROUPS }, (_, index) =>
    chars.slice(index * GROUP_LENGTH, (index + 1) * GROUP_LENGTH).join(""),
  );
  return [MARK, ...groups].join("-");
}

/** The form a key is hashed in: case, spaces and dashes do not matter when a person types it. */
export const canonicalAccessKey = (key: string) => key.replace(/[\s-]/g, "").toUpperCase();

/** The part of a key that is stored in clear and shown in lists: its first group, e.g. LC-7K2QD. */
export function accessKeyPrefix(key: string): string {
  const canonical = canonicalAccessKey(key);
  return `${canonical.slice(0, MARK.length)}-${canonical.slice(MARK.length, MARK.length + GROUP_LENGTH)}`;
}

/**
 * A key issued without saying otherwise (docs/decisions/179): one person may redeem it, through the 14th day from
 * today (UTC). More uses, no limit, another last day or none are chosen when issuing.
 */
export const ACCESS_KEY_DEFAULTS = { uses: 1, days: 14 } as const;
/** The most uses one key may have when a number is given. */
export const ACCESS_KEY_MAX_USES = 1000;

/** The default last day of a key issued `now`: YYYY-MM-DD, 14 days on (UTC). */
export const defaultLastDay = (now = new Date()) =>
  new Date(now.getTime() + ACCESS_KEY_DEFAULTS.days * DAY).toISOString().slice(0, 10);

export type AccessKeyStatus = "active" | "inactive" | "expired" | "used-up";

export function accessKeyStatus(
  key: { isActive: boolean; expiresAt: Date | string | null; usedCount?: number; maxUses?: number | null },
  now = new Date(),
): AccessKeyStatus {
  if (!key.isActive) return "inactive";
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now.getTime()) return "expired";
  if (isUsedUp(key)) return "used-up";
  return "active";
}

/** Whether every use the key allows is taken (no limit: never). */
export const isUsedUp = (key: { usedCount?: number; maxUses?: number | null }) =>
  key.maxUses != null && (key.usedCount ?? 0) >= key.maxUses;

/**
 * "Expires on YYYY-MM-DD": the key works through that whole day (UTC) and stops at the following midnight UTC.
 * Undefined for a date that does not exist.
 */
export function expiryOfDate(date: string): Date | undefined {
  const day = parseDay(date);
  return day && new Date(Date.UTC(day.year, day.month - 1, day.day) + DAY);
}

/** The last day a key works (YYYY-MM-DD, UTC), as the admin chose it: the day before its expiry instant. */
export const lastDayOfKey = (expiresAt: Date | string) =>
  new Date(new Date(expiresAt).getTime() - 1).toISOString().slice(0, 10);

/** "Dec 11, 2026": a YYYY-MM-DD day as the Administration page writes it, the same in every viewer's zone. */
export const dayInWords = (day: string) => calendarDayInWords(day, "date");

/**
 * What a key just issued allows, in words, shown beside it (docs/decisions/179): who may redeem it, until when, and
 * what it makes of them. "For one person, through Dec 11, 2026. Whoever redeems it becomes an officer of Harbour."
 */
export function accessKeyTerms(key: {
  maxUses: number | null;
  expiresAt: Date | string | null;
  club: { name: string } | null;
}): string {
  const who =
    key.maxUses === null
      ? "For any number of people"
      : key.maxUses === 1
        ? "For one person"
        : `For ${key.maxUses} people`;
  const until = key.expiresAt ? `through ${dayInWords(lastDayOfKey(key.expiresAt))}` : "with no expiry";
  const what = key.club
    ? `Whoever redeems it becomes an officer of ${key.club.name}.`
    : "It opens Leadership Central for the whole network.";
  return `${who}, ${until}. ${what}`;
}

/** What a member types at the gate. */
export const accessKeyInput = z.strictObject({
  key: textField("The access key", ACCESS_KEY_LIMITS.key).min(1, "Enter your access key"),
});

/**
 * What an admin gives when issuing a key: an optional label, a last day (YYYY-MM-DD; not given: 14 days on; null or
 * empty: no expiry), how many may redeem it (not given: 1; null: no limit) and an optional club (a club's key makes
 * its holder an officer of that club, decision 139). The messages are whole sentences naming the field in words: the
 * Administration page shows them as they are.
 */
export const issueAccessKeyInput = z.strictObject({
  label: textField("The label", ACCESS_KEY_LIMITS.label)
    .optional()
    .transform((value) => value || undefined),
  expiresOn: z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((value) => (value === "" ? null : value))
    .refine((value) => !value || expiryOfDate(value) !== undefined, "The expiry date must be a date (YYYY-MM-DD).")
    .refine(
      (value) => !value || (expiryOfDate(value)?.getTime() ?? 0) > Date.now(),
      "The expiry date must be today or later.",
    ),
  maxUses: z
    .number("The number of uses must be a whole number from 1 to 1000.")
    .int("The number of uses must be a whole number from 1 to 1000.")
    .min(1, "The number of uses must be a whole number from 1 to 1000.")
    .max(ACCESS_KEY_MAX_USES, "The number of uses must be a whole number from 1 to 1000.")
    .nullable()
    .optional(),
  clubId: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isId(value), "Choose a club from the list."),
});

export type IssueAccessKeyInput = z.infer<typeof issueAccessKeyInput>;
