import { gzipSync } from "node:zlib";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";

/** A value serialized once as JSON, and gzipped once, to be sent as it is to many requests (decisions 099, 245). */
export type PreparedJson = { json: string; gzip: Uint8Array<ArrayBuffer> };

export function prepareJson(value: unknown): PreparedJson {
  const json = JSON.stringify(value);
  return { json, gzip: new Uint8Array(gzipSync(json)) };
}

/**
 * Answers 200 with JSON prepared from a `T`: gzipped to a client that accepts it, as text to any other; typed for the
 * RPC client as `c.json(value)` would be.
 */
export function sendPreparedJson<T>(c: Context, prepared: PreparedJson) {
  const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
  const headers: Record<string, string> = { "content-type": "application/json", vary: "Accept-Encoding" };
  if (gzip) headers["content-encoding"] = "gzip";
  return c.body(gzip ? prepared.gzip : prepared.json, 200, headers) as unknown as Response &
    TypedResponse<JSONParsed<T>, 200, "json">;
}
