// SIGTERM and SIGINT as a process manager sends them: the server stops accepting connections, ends live streams
// after their retry hint, answers the request it is in the middle of, closes the database and exits 0.
// Embedded database in the PGlite pass (and its lock file), PostgreSQL in the PostgreSQL pass.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { usingPostgres } from "../support/server";
import { type FreshDatabase, freshDatabase } from "./support/postgres";
import {
  HttpClient,
  prepareEmbeddedDataDir,
  type ServerProcess,
  signUpAndVerify,
  startServerProcess,
} from "./support/server-process";

const GRACE_MS = 10_000; // SHUTDOWN_GRACE_MS in src/server/main.ts
const PORTS = { SIGTERM: 3710, SIGINT: 3711 } as const;

/** A request whose body arrives in two parts: it is in flight from the first part until `finish()`. */
function requestInTwoParts(url: string, method: string, headers: Record<string, string>, body: string) {
  const bytes = Buffer.from(body);
  const request = http.request(url, {
    method,
    headers: { ...headers, "content-type": "application/json", "content-length": String(bytes.length) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (incoming) => {
      let text = "";
      incoming.on("data", (chunk: Buffer) => {
        text += chunk;
      });
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, body: text }));
    });
  });
  const half = Math.floor(bytes.length / 2);
  request.write(bytes.subarray(0, half));
  return { response, finish: () => request.end(bytes.subarray(half)) };
}

/** Reads a Server-Sent Events response to its end; `onText` sees the text received so far. */
async function readStream(response: Response, onText: (text: string) => void): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error("no body");
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
    onText(text);
  }
}

async function refusesConnections(url: string, within: number): Promise<boolean> {
  const deadline = Date.now() + within;
  while (Date.now() < deadline) {
    try {
      await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(500) });
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code === "ECONNREFUSED") return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

describe.concurrent.each(["SIGTERM", "SIGINT"] as const)("on %s", (signal) => {
  let dataDir = "";
  let server: ServerProcess | undefined;
  let database: FreshDatabase | undefined;

  afterEach(async () => {
    if (server && server.child.exitCode === null) await server.stop("SIGKILL");
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes the request in flight, ends live streams with a retry hint, refuses new connections and closes the database", async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `pitchcraft-shutdown-${signal}-`));
    const port = PORTS[signal];
    const appUrl = `http://127.0.0.1:${port}`;
    if (usingPostgres()) database = await freshDatabase("pc_shutdown");
    else await prepareEmbeddedDataDir(dataDir);
    server = await startServerProcess({ port, dataDir, env: { APP_URL: appUrl, DATABASE_URL: database?.url } });
    const member = new HttpClient(appUrl);
    await signUpAndVerify(server, member, `shutdown-${signal.toLowerCase()}@members.example`, "Sam");

    // a browser tab's live stream, open and past its first event
    const live = await member.get(`${server.url}/api/live?topics=memberships`);
    expect(live.status).toBe(200);
    let sawHint: () => void = () => {};
    const hinted = new Promise<void>((resolve) => {
      sawHint = resolve;
    });
    const streamed = readStream(live, (text) => {
      if (text.includes("retry: 2000")) sawHint();
    });
    await hinted;

    // a profile save whose body is still arriving when the signal comes
    const save = requestInTwoParts(
      `${server.url}/api/profile`,
      "PATCH",
      { origin: appUrl, cookie: [...member.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
      JSON.stringify({ firstName: "Samantha", lastName: "Stone", profilePictureUrl: "" }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalledAt = Date.now();
    process.kill(server.pid, signal);

    // the live stream ends cleanly (the browser reconnects after the retry hint it already has)
    const text = await streamed;
    expect(text.startsWith("event: ready\n")).toBe(true);
    expect(text).toContain("retry: 2000");
    // no new connections, while the process still waits for the save
    expect(await refusesConnections(server.url, 5_000)).toBe(true);
    expect(server.child.exitCode).toBeNull();

    save.finish();
    const saved = await save.response;
    const answeredAt = Date.now();
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.body)).toMatchObject({ firstName: "Samantha", lastName: "Stone" });

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(GRACE_MS);
    // the answered request's keep-alive connection does not hold the process for its 5 s timeout
    expect(Date.now() - answeredAt).toBeLessThan(3_000);
    const messages = server.logLines().map((line) => line.msg);
    expect(server.logLines()).toContainEqual(expect.objectContaining({ msg: "shutting down", signal }));
    expect(messages.at(-1)).toBe("stopped");
    if (!usingPostgres()) expect(existsSync(path.join(dataDir, "pitchcraft.lock"))).toBe(false);
    // a server process started from scratch plus the grace period: about 25 s on a busy two-core machine
  }, 60_000);
});
