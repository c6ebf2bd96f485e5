#!/usr/bin/env node
// `npm start`: builds when the built tree is missing or older than the sources, then runs the bundled server.
// Kept free of heavy imports so that start-up on a built tree costs only a few milliseconds here.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverNodeArgs } from "./server-node-args.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverBundle = path.join(root, "dist", "main.js");
const clientPage = path.join(root, "dist", "client", "index.html");
/** What the build reads: a change to any of these makes the built tree stale. */
const SOURCES = [
  "src",
  "drizzle",
  "index.html",
  "package.json",
  "vite.config.ts",
  "tsconfig.json",
  "scripts/build.mjs",
];

function newestMtime(target) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted or renamed file changes its folder's mtime
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function builtTreeIsCurrent() {
  if (!existsSync(serverBundle) || !existsSync(clientPage)) return false;
  const builtAt = statSync(serverBundle).mtimeMs;
  return SOURCES.every((source) => newestMtime(path.join(root, source)) <= builtAt);
}

/** Runs a script of this folder with Node; resolves to its exit status. */
function runScript(name, args = [], stdio = "inherit") {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "scripts", name), ...args], { cwd: root, stdio });
    child.on("error", () => resolve(1));
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

if (process.env.START_SKIP_BUILD !== "true" && !builtTreeIsCurrent()) {
  console.log("The built tree is missing or older than the sources: building first.");
  // A first start also has no embedded database yet: its files are made beside the build (decision 252).
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || "data");
  const creating = process.env.DATABASE_URL?.trim()
    ? undefined
    : runScript("create-embedded-database.mjs", [dataDir], "ignore");
  const status = await runScript("build.mjs");
  await creating;
  if (status !== 0) {
    console.error("npm start: the build failed, so the server was not started.");
    process.exit(status);
  }
}

const server = spawn(process.execPath, [...serverNodeArgs(), serverBundle, ...process.argv.slice(2)], {
  stdio: "inherit",
});

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    // The server shuts down gracefully on the first signal and ignores repeats.
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on("error", (error) => {
  console.error("npm start: could not run the server:", error.message);
  process.exit(1);
});

server.on("exit", (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});
