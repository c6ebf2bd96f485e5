/**
 * The request-body limit as production serves it: through Node's HTTP server (@hono/node-server), where a body is
 * judged by its Content-Length header and only a chunked one is counted while read (src/server/app.ts).
 */
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { anEvent, signedInMember } from "../../../test/support/factories";
import { createTestServer, type TestServer } from "../../../test/support/server";

let server: TestServer;
let http: Server;
let port: number;

beforeAll(async () => {
  server = await createTestServer();
  http = createAdaptorServer({ fetch: server.app.fetch }) as Server;
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  port = (http.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await server.close();
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: unknown };

/**
 * Sends a request over HTTP: `body` as one piece with its Content-Length, `chunks` chunked, or `announce` a
 * Content-Length without sending the body (the answer must come from the header alone).
 */
function send(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string; chunks?: string[]; announce?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.body !== undefined) headers["content-length"] = Buffer.byteLength(options.body);
    if (options.announce !== undefined) headers["content-length"] = options.announce;
    let answered = false;
    const request = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => {
        const text = Buffer.concat(parts).toString();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text ? JSON.parse(text) : null });
        request.destroy();
      });
    });
    // the server may close the connection while a refused body is still being sent
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (options.announce !== undefined) {
      request.flushHeaders();
      return;
    }
    for (const chunk of options.chunks ?? []) request.write(chunk);
    request.end(options.body);
  });
}

const tooLarge = { error: { code: "PAYLOAD_TOO_LARGE", message: "The request body is larger than 1 MB." } };

describe("request bodies over HTTP", () => {
  test("a Content-Length over 1 MB is refused with 413 before the body is read, and the connection closed", async () => {
    const answer = await send("POST", "/api/auth/sign-up/email", {
      headers: { "content-type": "application/json" },
      announce: 1024 * 1024 + 1,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(tooLarge);
    expect(answer.headers.connection).toBe("close");
  });

  test("a chunked body over 1 MB is refused with 413", async () => {
    const answer = await send("POST", "/api/auth/sign-up/email", {
      headers: { "content-type": "application/json" },
      chunks: Array.from({ length: 20 }, () => "A".repeat(64 * 1024)),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(tooLarge);
  });

  test("a member takes a role with a small JSON body and drops it with a bodiless DELETE", async () => {
    const eventId = await anEvent(server);
    const { client } = await signedInMember(server, "Hana");
    const headers = { cookie: client.cookieHeader(), origin: "http://localhost:3000" };
    const taken = await send("POST", `/api/events/${eventId}/roles`, {
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ roleType: "timer" }),
    });
    expect(taken).toMatchObject({ status: 201, body: { roleType: "timer", roleName: "Timer" } });
    const { id } = taken.body as { id: string };
    const dropped = await send("DELETE", `/api/events/${eventId}/roles/${id}`, { headers });
    expect(dropped).toMatchObject({ status: 200, body: { roleType: "timer", roleName: "Timer" } });
    const chunked = await send("POST", `/api/events/${eventId}/roles`, {
      headers: { ...headers, "content-type": "application/json" },
      chunks: ['{"roleType":', '"moderator"}'],
    });
    expect(chunked).toMatchObject({ status: 201, body: { roleType: "moderator" } });
  });
});
