import type { AgendaType } from "../events/inputs";
import {
  GRACE_SECONDS,
  type SpeechRange,
  type SpeechThresholds,
  speechLight,
  speechThresholds,
} from "../events/speech-timing";
import { formatClock, overtimeSeconds, type SpeechTypeId } from "../tools/timer";

/**
 * A timed speech in a meeting (docs/decisions/158): its thresholds (the speaker's own range, else the customary range
 * of the item's speech type), the stage of the light at an elapsed time, the cues that tell the stages apart without
 * colour, and the verdict once it stops: within range, under or over, with a grace either side.
 */

/**
 * The customary range of each of the timer's speech types. The standalone timer names no minimum (its light is green
 * from the start); in a meeting each range starts at the type's first figure (its yellow mark there).
 */
export const SPEECH_TYPE_RANGES: Readonly<Record<SpeechTypeId, SpeechRange>> = {
  "ice-breaker": { minMinutes: 4, maxMinutes: 6 },
  "project-speech": { minMinutes: 5, maxMinutes: 7 },
  "table-topics": { minMinutes: 1, maxMinutes: 2 },
  evaluation: { minMinutes: 2, maxMinutes: 3 },
};

/** The speech type an agenda item's type stands for; a general item has none. */
export const AGENDA_SPEECH_TYPES: Readonly<Record<AgendaType, SpeechTypeId | undefined>> = {
  general: undefined,
  pitch: "project-speech",
  evaluation: "evaluation",
  qa: "table-topics",
};

/** The thresholds of a range with a grace: green at the minimum, yellow at the midpoint, red at the maximum. */
export function graceThresholds(range: SpeechRange, graceSeconds = GRACE_SECONDS): SpeechThresholds {
  const thresholds = speechThresholds(range);
  return { ...thresholds, overtime: thresholds.red + graceSeconds };
}

/** The stage of the light: none before the minimum, then green, yellow, red; overtime past red plus the grace. */
export type Stage = "none" | "green" | "yellow" | "red" | "overtime";
export const STAGES: readonly Stage[] = ["none", "green", "yellow", "red", "overtime"];

/** The stage at an elapsed time, judged on the whole seconds the clock shows. */
export function stageAt(thresholds: SpeechThresholds, elapsedSeconds: number): Stage {
  const seconds = Math.max(0, Math.floor(elapsedSeconds));
  if (overtimeSeconds(thresholds, seconds) !== null) return "overtime";
  return speechLight(thresholds, seconds) ?? "none";
}

export type Shape = "none" | "circle" | "triangle" | "square" | "octagon";

export type StageCue = {
  /** The stage in words, shown beside the colour. */
  name: string;
  /** What it tells the speaker. */
  meaning: string;
  /** A shape of its own, so no stage is told by colour alone. */
  shape: Shape;
  /** Whether the display may flash its border (when the option is on). */
  flashes: boolean;
  /** Whether the display may sound (when the option is on). */
  sounds: boolean;
};

export const STAGE_CUES: Readonly<Record<Stage, StageCue>> = {
  none: { name: "No light", meaning: "Not yet at the minimum time", shape: "none", flashes: false, sounds: false },
  green: { name: "Green", meaning: "Minimum time reached", shape: "circle", flashes: false, sounds: false },
  yellow: {
    name: "Yellow",
    meaning: "Halfway to the maximum: start closing",
    shape: "triangle",
    flashes: false,
    sounds: false,
  },
  red: { name: "Red", meaning: "Maximum time reached: close now", shape: "square", flashes: true, sounds: true },
  overtime: { name: "Overtime", meaning: "Over the time limit", shape: "octagon", flashes: true, sounds: true },
};

export const VERDICTS = ["within", "under", "over"] as const;
export type Verdict = (typeof VERDICTS)[number];

export const VERDICT_LABELS: Readonly<Record<Verdict, string>> = {
  within: "Within time",
  under: "Under time",
  over: "Over time",
};

/**
 * Within from the minimum less the grace to the maximum plus the grace, both ends included; under below, over above.
 * Judged on whole seconds, as the clock showed them.
 */
export function speechVerdict(
  thresholds: Pick<SpeechThresholds, "green" | "red">,
  durationSeconds: number,
  graceSeconds = GRACE_SECONDS,
): Verdict {
  const seconds = Math.max(0, Math.floor(durationSeconds));
  if (seconds < thresholds.green - graceSeconds) return "under";
  if (seconds > thresholds.red + graceSeconds) return "over";
  return "within";
}

/** "5:00–7:00" */
export const thresholdsRangeText = (thresholds: Pick<SpeechThresholds, "green" | "red">) =>
  `${formatClock(thresholds.green)}–${formatClock(thresholds.red)}`;
