// The bench's targets (docs/performance.md) as one run judged them: each printed met, MISSED or not run, and with
// BENCH_STRICT=1 the run exits non-zero when one was missed.

type Verdict = { target: string; met: boolean | undefined };

const verdicts: Verdict[] = [];

/** Judges one target (`measured` undefined: the part did not run) and answers its line for the report. */
export function judge(target: string, measured: unknown, ok: boolean): string {
  const met = measured === undefined ? undefined : ok;
  verdicts.push({ target, met });
  return `- ${target}: ${met === undefined ? "not run" : met ? "met" : "MISSED"}`;
}

/** The closing line of the run; sets a failing exit code under BENCH_STRICT=1 when a target was missed. */
export function closeTargets(): string {
  const missed = verdicts.filter((verdict) => verdict.met === false);
  const met = verdicts.filter((verdict) => verdict.met === true).length;
  if (missed.length > 0 && process.env.BENCH_STRICT === "1") process.exitCode = 1;
  return (
    `\n**Targets: ${met} met, ${missed.length} missed.**` +
    (missed.length > 0 ? ` Missed: ${missed.map((verdict) => verdict.target).join("; ")}.` : "")
  );
}
