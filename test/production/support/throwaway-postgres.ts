/**
 * A PostgreSQL cluster of the test's own, on a free port, that the test can stop and start under a running server
 * (as root, the server programs run as the `postgres` user). Uses Debian's server programs (/usr/lib/postgresql/N/bin)
 * or initdb and pg_ctl on PATH.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

function serverProgram(name: string): string | undefined {
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const program = path.join(debian, version, "bin", name);
      if (existsSync(program)) return program;
    }
  }
  try {
    return execFileSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** True where initdb and pg_ctl can be found. */
export const canStartPostgres = () => Boolean(serverProgram("initdb") && serverProgram("pg_ctl"));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type ThrowawayPostgres = { url: string; stop(): void; start(): void; remove(): void };

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const initdb = serverProgram("initdb");
  const pgCtl = serverProgram("pg_ctl");
  if (!initdb || !pgCtl) throw new Error("initdb and pg_ctl are needed to start a throwaway PostgreSQL");
  const root = process.getuid?.() === 0;
  const run = (program: string, args: string[]) =>
    execFileSync(root ? "runuser" : program, root ? ["-u", "postgres", "--", program, ...args] : args, {
      stdio: "pipe",
    });
  const dir = mkdtempSync(path.join(tmpdir(), "pitchcraft-outage-pg-"));
  if (root) execFileSync("chown", ["postgres", dir]);
  else chownSync(dir, process.getuid?.() ?? 0, process.getgid?.() ?? 0);
  const port = await freePort();
  const data = path.join(dir, "data");
  run(initdb, ["-D", data, "-U", "postgres", "-A", "trust"]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`;
  const start = () => run(pgCtl, ["-D", data, "-l", path.join(dir, "log"), "-o", options, "-w", "start"]);
  const stop = () => run(pgCtl, ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
