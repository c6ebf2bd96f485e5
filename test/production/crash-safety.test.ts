// Crash safety of the embedded database: members keep saving their profiles while the server is killed with SIGKILL
// (no shutdown code runs); the restarted server takes over the dead process's lock and has every save it acknowledged.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  HttpClient,
  killAllServers,
  prepareEmbeddedDataDir,
  signUpAndVerify,
  startServerProcess,
} from "./support/server-process";

const PORT = 3720;
const APP_URL = `http://127.0.0.1:${PORT}`;
const WRITERS = 4;

type Writer = { client: HttpClient; email: string; acknowledged: number; inFlight: number | undefined };

describe("the embedded database after SIGKILL", () => {
  let dataDir = "";

  afterAll(async () => {
    await killAllServers();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged write and takes over the stale lock", async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-crash-"));
    await prepareEmbeddedDataDir(dataDir);
    const first = await startServerProcess({ port: PORT, dataDir, env: { APP_URL } });
    const writers: Writer[] = [];
    for (let index = 0; index < WRITERS; index++) {
      const client = new HttpClient(APP_URL);
      const email = `writer${index}@crash.example`;
      await signUpAndVerify(first, client, email, `Writer${index}`);
      writers.push({ client, email, acknowledged: 0, inFlight: undefined });
    }

    // Each writer saves lastName "v1", "v2", … one after the other; a save counts once the server answered 200.
    let killed = false;
    const write = async (writer: Writer) => {
      for (let version = 1; !killed; version++) {
        writer.inFlight = version;
        try {
          const response = await writer.client.request(`${first.url}/api/profile`, {
            method: "PATCH",
            json: { firstName: "Writer", lastName: `v${version}`, profilePictureUrl: "" },
          });
          if (response.status !== 200) throw new Error(`PATCH /api/profile answered ${response.status}`);
          await response.json();
          if (!killed) writer.acknowledged = version;
        } catch (error) {
          if (killed) return; // the connection died with the process
          throw error;
        }
      }
    };
    const load = Promise.all(writers.map(write));
    while (writers.some((writer) => writer.acknowledged < 25)) await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    process.kill(first.pid, "SIGKILL");
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });
    await load;
    const total = writers.reduce((sum, writer) => sum + writer.acknowledged, 0);
    expect(total).toBeGreaterThanOrEqual(WRITERS * 25);

    // The dead process's lock is still there, naming it.
    const lockFile = path.join(dataDir, "pitchcraft.lock");
    expect(existsSync(lockFile)).toBe(true);
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(first.pid);

    const second = await startServerProcess({ port: PORT, dataDir, env: { APP_URL } });
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(second.pid);
    for (const writer of writers) {
      const response = await writer.client.get(`${second.url}/api/profile`);
      expect(response.status).toBe(200);
      const profile = (await response.json()) as { email: string; lastName: string };
      expect(profile.email).toBe(writer.email);
      // the last acknowledged save, or the one that was in flight when the process died
      const saved = Number(profile.lastName.slice(1));
      expect(saved === writer.acknowledged || saved === writer.inFlight).toBe(true);
    }

    expect(await second.stop("SIGTERM")).toEqual({ code: 0, signal: null });
    expect(existsSync(lockFile)).toBe(false);
  }, 60_000);
});
