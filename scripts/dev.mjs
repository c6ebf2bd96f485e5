#!/usr/bin/env node
// `npm run dev`: the server (tsx watch, restarts on change) and the Vite dev server (hot reload, proxies /api to the
// server), with prefixed output. Ctrl-C stops both.
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const VITE_PORT = Number(process.env.VITE_PORT || 5173);
const VITE_URL = `http://localhost:${VITE_PORT}`;
const serverPort = process.env.PORT || "3000";
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (colour ? `\u001b[${code}m${text}\u001b[0m` : text);

const env = {
  ...process.env,
  PORT: serverPort,
  // Links in e-mails and redirects after sign-in go to the page the developer has open.
  APP_URL: process.env.APP_URL || VITE_URL,
  // Pages served by Vite may write to the API; only here, never under `npm start` (docs/decisions/109).
  DEV_ORIGIN: VITE_URL,
  ...(colour ? { FORCE_COLOR: "1" } : {}),
};

const children = [];
let stopping = false;
let exitCode = 0;

function run(name, colourCode, command, args, extraEnv = {}) {
  const prefix = paint(colourCode, `[${name}]`.padEnd(9));
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => {
      (stream === child.stderr ? process.stderr : process.stdout).write(`${prefix} ${line}\n`);
    });
  }
  child.on("error", (error) => {
    console.error(`${prefix} could not start ${command}: ${error.message}`);
    exitCode = 1;
    stopAll();
  });
  child.on("exit", (code, signal) => {
    children.splice(children.indexOf(child), 1);
    if (!stopping) {
      console.error(`${prefix} stopped (${signal ?? `exit code ${code}`}); stopping the other process too.`);
      exitCode = code || 1;
      stopAll();
    }
    if (children.length === 0) process.exit(exitCode);
  });
  children.push(child);
  return child;
}

function stopAll(signal = "SIGTERM") {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  // A process that does not stop within 10 s is killed.
  setTimeout(() => {
    for (const child of children) child.kill("SIGKILL");
  }, 10_000).unref();
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (stopping) return;
    console.log("\nStopping the server and Vite…");
    stopAll("SIGTERM");
  });
}

run("server", "36", bin("tsx"), ["watch", "--clear-screen=false", "src/server/main.ts"], { SERVE_CLIENT: "false" });
run("web", "35", bin("vite"), ["--port", String(VITE_PORT), "--strictPort"]);

console.log(
  [
    "",
    paint("1", `  PitchCraft is starting in development mode. Open ${VITE_URL}`),
    `  (the API runs on http://localhost:${serverPort} and Vite proxies /api to it; Ctrl-C stops both)`,
    "",
  ].join("\n"),
);
