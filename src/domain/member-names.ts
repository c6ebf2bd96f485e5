/** How members are named on screen. No zod here: the dashboard's first screen imports this (decision 101). */

/** How a member is shown: full name, else first name, else the e-mail. */
export function displayName(member: { firstName?: string | null; lastName?: string | null; email: string }): string {
  const full = [member.firstName, member.lastName]
    .filter((part) => part?.trim())
    .join(" ")
    .trim();
  return full || member.email;
}

/** The dashboard greeting: the first name, else the part of the e-mail before the at-sign. */
export function greetingName(member: { firstName?: string | null; email: string }): string {
  return member.firstName?.trim() || member.email.split("@")[0] || member.email;
}

/** Up to two initials for an avatar without a picture. */
export function initials(member: { firstName?: string | null; lastName?: string | null; email: string }): string {
  const letters = [member.firstName, member.lastName]
    .map((part) => part?.trim()[0])
    .filter(Boolean)
    .join("");
  return (letters || member.email[0] || "?").toUpperCase();
}

/**
 * Names in alphabetical order, case and accents aside ("ada" beside "Ada", "Émile" among the E's). One collator for
 * every sort: `localeCompare` with a locale builds a new one for each comparison, 100 times slower
 * (docs/decisions/246).
 */
export const alphabetical: (a: string, b: string) => number = new Intl.Collator("en", { sensitivity: "base" }).compare;
