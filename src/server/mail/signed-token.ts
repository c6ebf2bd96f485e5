import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A token for a link that works without signing in (unsubscribe, role links): a few values, signed with a key
 * derived from the server's secret and the link's purpose, so it cannot be made up, changed or used for another
 * purpose. The values are readable (base64url JSON): never put a secret in them.
 */
const keyOf = (secret: string, purpose: string) =>
  createHmac("sha256", secret).update(`pitchcraft:${purpose}:v1`).digest();

const signatureOf = (secret: string, purpose: string, payload: string) =>
  createHmac("sha256", keyOf(secret, purpose)).update(payload).digest("base64url");

export function signValues(secret: string, purpose: string, values: readonly string[]): string {
  const payload = Buffer.from(JSON.stringify(values)).toString("base64url");
  return `${payload}.${signatureOf(secret, purpose, payload)}`;
}

/** The token's values, or undefined when it is garbled, or was not signed with this secret for this purpose. */
export function readSignedValues(secret: string, purpose: string, token: string, count: number): string[] | undefined {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(signatureOf(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== count || !value.every((item) => typeof item === "string")) {
      return undefined;
    }
    return value as string[];
  } catch {
    return undefined;
  }
}
