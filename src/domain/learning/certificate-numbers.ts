/**
 * Certificate numbers (docs/decisions/120): PC-{year claimed}-{8 characters of Crockford's base 32}, e.g.
 * PC-2026-7K2QDM9X. 40 random bits per year: a number cannot be guessed, so the public verification page shows
 * only the certificates whose numbers their holders gave out.
 */

/** Crockford's base-32 alphabet: no I, L, O or U, so a number read aloud or retyped is not mistaken. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const RANDOM_LENGTH = 8;
const PATTERN = /^PC-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/;

/** A new number for a certificate claimed at `claimedAt` (its UTC year). */
export function newCertificateNumber(claimedAt: Date): string {
  const bytes = new Uint8Array(RANDOM_LENGTH);
  crypto.getRandomValues(bytes);
  const random = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `PC-${claimedAt.getUTCFullYear()}-${random}`;
}

/** The number as stored, from what a person typed or a link carried (any case, spaces around); undefined if it is none. */
export function canonicalCertificateNumber(text: string): string | undefined {
  const number = text.trim().toUpperCase();
  return PATTERN.test(number) ? number : undefined;
}
