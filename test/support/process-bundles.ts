// The server and the operator's command line as the tests start them in processes of their own: plain JavaScript
// bundled once per test run by the build's own bundler settings (scripts/build.mjs, as `npm start` runs
// dist/main.js), so each start costs Node's start and not a TypeScript compile of the whole module graph
// (docs/decisions/237).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
// @ts-expect-error plain JavaScript build script without type declarations
import { bundleServer } from "../../scripts/build.mjs";

export type ProcessBundles = { server: string; cli: string };

declare module "vitest" {
  export interface ProvidedContext {
    processBundles: ProcessBundles;
  }
}

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Bundles both entries into a fresh folder under node_modules/.cache (inside the package, so the bundles' imports of
 * packages resolve from its node_modules); answers them and a function removing the folder.
 */
export async function bundleProcesses(): Promise<{ bundles: ProcessBundles; remove: () => void }> {
  const cache = path.join(root, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(path.join(cache, "pitchcraft-processes-"));
  const bundles = { server: path.join(folder, "main.js"), cli: path.join(folder, "cli.js") };
  await Promise.all([bundleServer("src/server/main.ts", bundles.server), bundleServer("scripts/cli.ts", bundles.cli)]);
  return { bundles, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * `node <bundle> …args` as the tests spawn it: the bundle of this run, and the migrations of the package (a bundle
 * outside dist/ does not find them beside itself).
 */
export function processCommand(entry: keyof ProcessBundles, env: NodeJS.ProcessEnv) {
  return {
    command: process.execPath,
    args: [inject("processBundles")[entry]],
    env: { ...env, MIGRATIONS_DIR: path.join(root, "drizzle") },
  };
}
