/**
 * A new id for an action sent to the meeting console (docs/decisions/159): a UUID, made on the device, so an action
 * sent again (a retry, an offline replay) is known by the server as the same one. crypto.randomUUID exists only on
 * https and localhost (clubs also meet on plain http); crypto.getRandomValues exists everywhere.
 */
export function newActionId(): string {
  if (typeof crypto.randomUUID === "function" && globalThis.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // the RFC 4122 variant
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
