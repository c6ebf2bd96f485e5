import { setFlagsFromString } from "node:v8";
import { PGlite } from "@electric-sql/pglite";

/**
 * The embedded database's page cache inside its WebAssembly memory (PostgreSQL's default is 128MB). Its files are
 * read through the operating system, which caches them too; a quarter of the default keeps the server about 100 MB
 * smaller with no measured loss (decision 260).
 */
export const EMBEDDED_SHARED_BUFFERS = "32MB";

/**
 * Whether PostgreSQL's WebAssembly is to be compiled by V8's baseline compiler (Liftoff) only: optimizing its busy
 * functions again (TurboFan) cost the server 50–90 MB of memory and saved 5–15 % of a read's time at ten times the
 * demo network, nothing on writes (decision 262). Not when the process was started with a Liftoff option of its own.
 */
export const liftoffOnlyWanted = (nodeOptions: string, execArgv: readonly string[]) =>
  ![nodeOptions, ...execArgv].some((option) => /--(no-)?liftoff/.test(option));

/**
 * Opens PGlite on a data folder (or in memory without one), optionally from a dump. V8's options are the process's:
 * set here, before PGlite compiles its module, they hold for a database in any thread. A V8 that no longer knows
 * the option says so on stderr and goes on.
 */
export async function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  if (liftoffOnlyWanted(process.env.NODE_OPTIONS ?? "", process.execArgv)) setFlagsFromString("--liftoff-only");
  return PGlite.create({
    dataDir,
    loadDataDir,
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
}
