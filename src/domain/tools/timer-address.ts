import { GRACE_SECONDS, type SpeechThresholds } from "../events/speech-timing";
import { HOUR, SECOND } from "../time";

/**
 * The speech timer's address can carry a speaker's own marks (docs/decisions/145):
 * `?green=300&yellow=360&red=420&speaker=Pia&title=Why%20Bridges%20Sing` — seconds of speaking. Without them, or
 * with marks that make no sense, the timer is as it always was.
 */

export type TimerPreset = { thresholds: SpeechThresholds; speaker: string; title: string };

const LONGEST_SECONDS = HOUR / SECOND;
const TEXT_MAX = 100;

const seconds = (value: string | null) => {
  if (value === null || !/^\d{1,5}$/.test(value)) return undefined;
  const number = Number(value);
  return number <= LONGEST_SECONDS ? number : undefined;
};

const text = (value: string | null) =>
  (value ?? "")
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, TEXT_MAX);

/** The marks in an address's query, in order green ≤ yellow < red; otherwise undefined. */
export function timerPresetFrom(query: URLSearchParams): TimerPreset | undefined {
  const [green, yellow, red] = [seconds(query.get("green")), seconds(query.get("yellow")), seconds(query.get("red"))];
  if (green === undefined || yellow === undefined || red === undefined) return undefined;
  if (!(green <= yellow && yellow < red)) return undefined;
  return {
    thresholds: { green, yellow, red, overtime: red + GRACE_SECONDS },
    speaker: text(query.get("speaker")),
    title: text(query.get("title")),
  };
}

/** The query that opens the timer with these marks, speaker and speech title. */
export function timerPresetQuery({ thresholds, speaker, title }: TimerPreset): string {
  const query = new URLSearchParams({
    green: String(thresholds.green),
    yellow: String(thresholds.yellow),
    red: String(thresholds.red),
  });
  if (speaker) query.set("speaker", speaker.slice(0, TEXT_MAX));
  if (title) query.set("title", title.slice(0, TEXT_MAX));
  return query.toString();
}
