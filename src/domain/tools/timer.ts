import { SECOND } from "../time";
/**
 * The speech timer's rules: speech types and their thresholds, the light for an elapsed time, the overtime mark,
 * the clock's m:ss format and an exact stopwatch driven by the system clock (never by counting ticks).
 */

export type Light = "green" | "yellow" | "red";

/** Where the light changes, in seconds of speaking: a speech type's, or a speaker's own time range's. */
export type Thresholds = {
  /** Seconds: the light turns yellow here. */
  yellow: number;
  /** Seconds: the light turns red here. */
  red: number;
  /** Seconds: past this mark the clock shows "Overtime +m:ss", counted from the red mark. */
  overtime: number;
};

export type SpeechType = Thresholds & { id: SpeechTypeId; name: string };

export type SpeechTypeId = "ice-breaker" | "project-speech" | "table-topics" | "evaluation";

export const SPEECH_TYPES: readonly SpeechType[] = [
  { id: "ice-breaker", name: "Ice Breaker", yellow: 240, red: 300, overtime: 360 },
  { id: "project-speech", name: "Project Speech", yellow: 300, red: 360, overtime: 420 },
  { id: "table-topics", name: "Table Topics", yellow: 60, red: 120, overtime: 150 },
  { id: "evaluation", name: "Evaluation", yellow: 120, red: 180, overtime: 210 },
];

export function speechType(id: string | undefined | null): SpeechType | undefined {
  return SPEECH_TYPES.find((type) => type.id === id);
}

/** Green when no type is chosen or below yellow; yellow from the yellow mark; red from the red mark. */
export function lightFor(type: Thresholds | undefined, elapsedSeconds: number): Light {
  if (!type) return "green";
  if (elapsedSeconds >= type.red) return "red";
  if (elapsedSeconds >= type.yellow) return "yellow";
  return "green";
}

/**
 * How far a speech is over its maximum (the red mark), in seconds, once it is past the overtime mark; null before.
 * The overtime mark only decides when the clock says so: a 2:00 maximum with 15 seconds' grace shows nothing at
 * 2:15 and "+0:18" at 2:18 (docs/decisions/188).
 */
export function overtimeSeconds(type: Thresholds | undefined, elapsedSeconds: number): number | null {
  if (!type || elapsedSeconds <= type.overtime) return null;
  return elapsedSeconds - type.red;
}

/** "Overtime +0:18" under the clock once past the overtime mark; null before. */
export function overtimeLine(type: Thresholds | undefined, elapsedSeconds: number): string | null {
  const over = overtimeSeconds(type, elapsedSeconds);
  return over === null ? null : `Overtime +${formatClock(over)}`;
}

/** m:ss — minutes are not padded and keep counting past 59 (a 65-minute meeting shows 65:00). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The stopwatch: time banked by earlier runs plus, while running, the time since the last start on the system
 * clock. A hidden tab or a busy phone that skips ticks still shows the exact time on the next render.
 */
export type Stopwatch = { bankedMs: number; runningSince: number | null };

export const IDLE_STOPWATCH: Stopwatch = { bankedMs: 0, runningSince: null };

export function isRunning(watch: Stopwatch): boolean {
  return watch.runningSince !== null;
}

export function elapsedMs(watch: Stopwatch, now: number): number {
  const running = watch.runningSince === null ? 0 : Math.max(0, now - watch.runningSince);
  return watch.bankedMs + running;
}

export function elapsedSeconds(watch: Stopwatch, now: number): number {
  return Math.floor(elapsedMs(watch, now) / SECOND);
}

export function startStopwatch(watch: Stopwatch, now: number): Stopwatch {
  return watch.runningSince === null ? { ...watch, runningSince: now } : watch;
}

export function pauseStopwatch(watch: Stopwatch, now: number): Stopwatch {
  return watch.runningSince === null ? watch : { bankedMs: elapsedMs(watch, now), runningSince: null };
}
