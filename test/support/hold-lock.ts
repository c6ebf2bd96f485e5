/**
 * A second process holding the data folder's lock, for the lock tests:
 * `node --import tsx test/support/hold-lock.ts DIR` prints "locked <pid>" and waits; SIGTERM releases the lock.
 */
import { lockDataDir } from "../../src/server/db/lock";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: hold-lock.ts DATA_DIR");
const release = lockDataDir(dataDir);
process.on("SIGTERM", () => {
  release();
  process.exit(0);
});
// only now: the test may send SIGTERM as soon as it reads this line
process.stdout.write(`locked ${process.pid}\n`);
setInterval(() => {}, 60_000);
