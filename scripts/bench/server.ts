// Starts the built server (dist/main.js) for the benchmark and signs members in.
import { type ChildProcess, spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverNodeArgs } from "../server-node-args.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const BENCH_SECRET = "bench-secret-that-is-long-enough-for-better-auth-0123456789";

export type BenchServer = {
  url: string;
  logFile: string;
  /** The server's largest resident memory so far, in MB (Linux: VmHWM); undefined where it cannot be read. */
  peakMemoryMb(): number | undefined;
  stop(): Promise<void>;
};

export type ServerOptions = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  logFile: string;
  /** Overrides of the environment below. */
  env?: Record<string, string>;
};

/**
 * Runs `node dist/main.js` with the server's Node.js options (scripts/server-node-args.mjs) and the open-file limit
 * raised to the hard limit (1,000 live streams need more than the usual 1,024 descriptors); the JSON request log goes
 * to a file, as it would to a log collector.
 */
export async function startServer(options: ServerOptions): Promise<BenchServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const log = openSync(options.logFile, "a");
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles": to see where the server spends its time
  const nodeArgs = [
    ...serverNodeArgs(process.env.NODE_OPTIONS, options.databaseUrl ?? ""),
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean),
  ];
  const script = 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec node "$@" dist/main.js';
  const child = spawn("sh", ["-c", script, "sh", ...nodeArgs], {
    cwd: ROOT,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      BETTER_AUTH_SECRET: BENCH_SECRET,
      SEED_DEMO: "never",
      LOG_LEVEL: "info",
      ...options.env,
    },
  });
  await waitUntilReady(url, child, options.logFile);
  return {
    url,
    logFile: options.logFile,
    peakMemoryMb: () => peakMemoryMb(child.pid),
    stop: () => stopProcess(child),
  };
}

function peakMemoryMb(pid: number | undefined): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kilobytes = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) / 1024;
  } catch {
    return undefined;
  }
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}; see ${logFile}.`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`The server did not become ready within 60 s; see ${logFile}.`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forced = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(forced);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Signs a member in like the sign-in page does; answers the Cookie header of their session. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "");
  const session = cookies.filter((cookie) => cookie.includes("session_token"));
  if (session.length === 0) throw new Error(`Sign-in of ${email} set no session cookie.`);
  return session.join("; ");
}
