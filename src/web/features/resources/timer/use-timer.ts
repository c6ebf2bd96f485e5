/**
 * The timer's live state: speech type, speaker and the stopwatch, kept in local storage so a reload or a phone that
 * drops the tab in the middle of a speech carries on with the exact time.
 */
import { z } from "zod";
import { IDLE_STOPWATCH, isRunning, type Stopwatch } from "@/domain/tools/timer";
import { useTickingClock } from "@/web/lib/ticking-clock";
import { parseJson, useStored } from "../browser-storage";

export const CURRENT_TIMER_KEY = "toastmasters-timer-current";

export type TimerState = { typeId: string; speaker: string; watch: Stopwatch };

const timerStateSchema = z.object({
  typeId: z.string().max(50),
  speaker: z.string().max(200),
  watch: z.object({
    bankedMs: z.number().finite().min(0),
    runningSince: z.number().finite().nullable(),
  }),
});

const INITIAL: TimerState = { typeId: "", speaker: "", watch: IDLE_STOPWATCH };

const parseTimerState = (raw: string | null): TimerState => {
  const parsed = timerStateSchema.safeParse(parseJson(raw));
  return parsed.success ? parsed.data : INITIAL;
};

export function useTimerState() {
  return useStored(CURRENT_TIMER_KEY, parseTimerState);
}

/** The system clock, re-read several times a second while the stopwatch runs (and when the tab comes back). */
export function useNow(watch: Stopwatch): number {
  return useTickingClock(Date.now, isRunning(watch) ? 250 : null, watch);
}
