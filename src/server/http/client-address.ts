import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./context";

/**
 * The address our proxy saw in a forwarding header such as `X-Forwarded-For: <whatever the client wrote>, <client>`:
 * each trusted proxy appends the address it was connected from, so the client is `hops` entries from the right.
 * Entries to the left of it were written by the client and are never believed (docs/decisions/103).
 */
export function forwardedClient(value: string | undefined, hops: number): string | undefined {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/** The client's address: from the trusted proxy header when configured, else the socket. */
export function clientAddress(c: Context<AppEnv>): string {
  const { clientIpHeader, trustedProxyHops } = c.var.deps.config;
  if (clientIpHeader) {
    const forwarded = forwardedClient(c.req.header(clientIpHeader), trustedProxyHops);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
