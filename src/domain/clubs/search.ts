import { textField } from "../text";

/** Longest search text accepted; longer input is refused by the server. */
export const CLUB_SEARCH_MAX = 100;

/** The search box's text as the server reads it: trimmed, empty means "every club". */
export const clubSearchInput = textField("Search", CLUB_SEARCH_MAX)
  .optional()
  .transform((value) => value || undefined);

/** An ILIKE pattern that finds `term` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The same match the server makes (name, location or description, case-insensitive), for the browser's use. */
export function clubMatches(
  club: { name: string; location?: string | null; description?: string | null },
  term: string | undefined,
): boolean {
  const wanted = term?.trim().toLowerCase();
  if (!wanted) return true;
  return [club.name, club.location, club.description].some((field) => field?.toLowerCase().includes(wanted));
}
