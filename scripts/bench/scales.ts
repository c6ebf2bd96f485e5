// Ten times the network against the demo's size in one run (issue "Speed at ten times the size", target 2): a run
// at BENCH_SCALE above 1 first runs the same parts at scale 1 in a process of its own, which writes each
// measurement's rate ÷ the baseline's to a file; the larger run judges its own against them.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** A ratio at the larger scale may be this much below its value at scale 1 (better is always met). */
export const RATIO_TOLERANCE = 0.1;

/** Per database, per measurement: its requests per second ÷ the baseline's in the same run. */
export type ScaleRatios = Record<string, Record<string, number>>;

type Rates = { name: string; requestsPerSecond: number };

export function ratiosOf(runs: Array<{ database: string; results: Rates[] }>): ScaleRatios {
  return Object.fromEntries(
    runs.map(({ database, results: [baseline, ...measured] }) => [
      database,
      Object.fromEntries(
        measured.map((result) => [result.name, baseline ? result.requestsPerSecond / baseline.requestsPerSecond : 0]),
      ),
    ]),
  );
}

/** Whether a ratio at the larger scale holds its value at scale 1 within the tolerance. */
export const ratioHolds = (atScale: number, atOne: number) => atScale >= (1 - RATIO_TOLERANCE) * atOne;

export const writeRatios = (file: string, ratios: ScaleRatios) => writeFileSync(file, JSON.stringify(ratios));

/**
 * Runs the bench at scale 1 (its report printed as it goes) for `parts`, on port `port` and up; answers its ratios,
 * or undefined when it failed (it says why), and whether it exited with success.
 */
export function benchAtScaleOne(options: { root: string; parts: string[]; port: number; file: string }) {
  const child = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(options.root, "scripts", "bench", "run.ts")],
    {
      cwd: options.root,
      stdio: "inherit",
      env: {
        ...process.env,
        BENCH_SCALE: "1",
        BENCH_SKIP_BUILD: "true",
        BENCH_ONLY: options.parts.join(","),
        BENCH_PORT: String(options.port),
        BENCH_RATIOS_FILE: options.file,
      },
    },
  );
  let ratios: ScaleRatios | undefined;
  try {
    ratios = JSON.parse(readFileSync(options.file, "utf8")) as ScaleRatios;
  } catch {
    ratios = undefined;
  }
  return { ratios, succeeded: child.status === 0 };
}
