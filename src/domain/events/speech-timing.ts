import { type Light, lightFor, type Thresholds } from "../tools/timer";
import { wholeMinutes } from "./durations";

/**
 * A speaker's time range (speech details, docs/decisions/142) and the timer's lights that follow from it: green at
 * the minimum, yellow at the midpoint, red at the maximum, overtime 30 seconds past the maximum.
 */

export type SpeechRange = { minMinutes: number; maxMinutes: number };

export const DEFAULT_SPEECH_RANGE: SpeechRange = { minMinutes: 5, maxMinutes: 7 };
/** The longest speech a range may plan, in minutes. */
export const SPEECH_MINUTES_MAX = 60;
/** How long past the maximum a speech may run before the clock shows overtime. */
export const GRACE_SECONDS = 30;

/** Minutes as typed, read with the one duration rule; a maximum below the minimum becomes the minimum. */
export function speechRange(min: unknown, max: unknown): SpeechRange {
  const rule = { max: SPEECH_MINUTES_MAX };
  const minMinutes = wholeMinutes(min, { ...rule, fallback: DEFAULT_SPEECH_RANGE.minMinutes });
  const maxMinutes = wholeMinutes(max, { ...rule, fallback: DEFAULT_SPEECH_RANGE.maxMinutes });
  return { minMinutes, maxMinutes: Math.max(minMinutes, maxMinutes) };
}

/** The timer's thresholds (src/domain/tools/timer.ts), with the green mark: seconds of speaking. */
export type SpeechThresholds = Thresholds & { green: number };

export function speechThresholds({ minMinutes, maxMinutes }: SpeechRange = DEFAULT_SPEECH_RANGE): SpeechThresholds {
  const red = maxMinutes * 60;
  return { green: minMinutes * 60, yellow: (minMinutes + maxMinutes) * 30, red, overtime: red + GRACE_SECONDS };
}

/** No light before the minimum; then the timer's own rule. */
export function speechLight(thresholds: SpeechThresholds, elapsedSeconds: number): Light | undefined {
  return elapsedSeconds < thresholds.green ? undefined : lightFor(thresholds, elapsedSeconds);
}
