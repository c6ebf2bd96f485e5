import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { openEmbedded } from "./client";
import { DataDirLockedError, lockDataDir } from "./lock";

const HOLDER = path.resolve(import.meta.dirname, "../../../test/support/hold-lock.ts");

let dataDir: string;
let children: ChildProcess[] = [];

const lockFile = () => path.join(dataDir, "pitchcraft.lock");
const owner = () => JSON.parse(readFileSync(lockFile(), "utf8")) as { pid: number; bootId: string };
const bootId = () => readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-lock-"));
});

afterEach(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  children = [];
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts another process that takes the lock; resolves once it holds it. */
function otherProcessHoldingTheLock(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", HOLDER, dataDir], { stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      if (output.includes("locked")) resolve(child);
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => reject(new Error(`the lock holder exited (${code}) before locking:\n${output}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.on("exit", () => resolve());
  });

/** A pid no process has right now. */
function unusedPid(): number {
  for (let pid = 4_000_000; pid > 1000; pid -= 7919) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH") return pid;
    }
  }
  throw new Error("no unused pid found");
}

describe("lockDataDir", () => {
  test("writes a lock naming this process, and release removes it", () => {
    const release = lockDataDir(dataDir);
    expect(owner()).toEqual({ pid: process.pid, bootId: bootId() });
    release();
    expect(existsSync(lockFile())).toBe(false);
    // free again
    lockDataDir(dataDir)();
  });

  test("a second process is refused with a clear message while the first one runs", async () => {
    const holder = await otherProcessHoldingTheLock();
    expect(owner().pid).toBe(holder.pid);

    let refusal: unknown;
    try {
      lockDataDir(dataDir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`in use by another process (pid ${holder.pid})`);
    expect((refusal as Error).message).toContain("DATA_DIR");
    // the refused opener leaves the owner's lock alone
    expect(owner().pid).toBe(holder.pid);

    await expect(openEmbedded(path.join(dataDir, "db"), dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    expect(owner().pid).toBe(holder.pid);

    // once the holder stops cleanly, its lock is gone and the folder can be opened
    holder.kill("SIGTERM");
    await exited(holder);
    expect(existsSync(lockFile())).toBe(false);
    lockDataDir(dataDir)();
  });

  test("the lock of a process that was killed is taken over", async () => {
    const holder = await otherProcessHoldingTheLock();
    holder.kill("SIGKILL");
    await exited(holder);
    expect(owner().pid).toBe(holder.pid);

    const release = lockDataDir(dataDir);
    expect(owner().pid).toBe(process.pid);
    release();
  });

  test("a stale lock of a pid that does not exist is taken over", () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: unusedPid(), bootId: bootId() }));
    const release = lockDataDir(dataDir);
    expect(owner().pid).toBe(process.pid);
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  test("a lock from before a reboot is taken over even if its pid is in use now", () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: process.ppid, bootId: "an-earlier-boot" }));
    const release = lockDataDir(dataDir);
    expect(owner().pid).toBe(process.pid);
    release();
  });

  test("an unreadable lock file is taken over", () => {
    writeFileSync(lockFile(), "garbage");
    const release = lockDataDir(dataDir);
    expect(owner().pid).toBe(process.pid);
    release();
  });

  test("release leaves a lock that another process has taken over", () => {
    const release = lockDataDir(dataDir);
    const other = { pid: process.ppid, bootId: bootId() };
    writeFileSync(lockFile(), JSON.stringify(other));
    release();
    expect(owner()).toEqual(other);
  });
});

describe("openEmbedded", () => {
  test("holds the lock while open and releases it on close", async () => {
    const store = await openEmbedded(path.join(dataDir, "db"), dataDir);
    try {
      expect(owner().pid).toBe(process.pid);
      await store.ping();
    } finally {
      await store.close();
    }
    expect(existsSync(lockFile())).toBe(false);
    // a new data folder is an initdb in WebAssembly: like a hook's, its time follows the machine's load
  }, 60_000);
});
