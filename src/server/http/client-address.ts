import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./context";

/** The client's address: from the trusted proxy header when configured, else the socket. */
export function clientAddress(c: Context<AppEnv>): string {
  const header = c.var.deps.config.clientIpHeader;
  if (header) {
    const value = c.req.header(header);
    const first = value?.split(",")[0]?.trim();
    if (first) return first;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
