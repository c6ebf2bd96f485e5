import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

type LockOwner = { pid: number; bootId: string };

const LOCK_FILE = "pitchcraft.lock";

function currentBootId(): string {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return "unknown";
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number" ? { pid: owner.pid, bootId: String(owner.bootId) } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.bootId !== currentBootId()) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The embedded database has no lock of its own across processes, so the data folder gets one:
 * a file naming the owner's pid. A lock whose owner is gone (killed, power loss) is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, bootId: currentBootId() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return () => {
        if (readOwner(file)?.pid === me.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(file);
    if (owner && isAlive(owner) && owner.pid !== me.pid) {
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by another process (pid ${owner.pid}). ` +
          "Stop that process first (the server, or another command), or set DATA_DIR to another folder.",
      );
    }
    // The owner is gone: remove its lock, unless another process has replaced it meanwhile.
    if (JSON.stringify(readOwner(file)) === JSON.stringify(owner)) {
      try {
        unlinkSync(file);
      } catch {
        // already removed by another process taking over; try again
      }
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dataDir}; try again.`);
}
