import { useEffect, useState } from "react";
import { MINUTE, SECOND } from "@/domain/time";
import { answer, client } from "@/web/lib/api";
import { serverClock } from "@/web/lib/server-clock";

/** In step: this device knows the server's clock within a tenth of a second (decision 256). */
export const IN_STEP_MS = 100;
const FIRST_ASK_MS = 250;
const LONGEST_WAIT_MS = 30 * SECOND;
const IN_STEP_WAIT_MS = 5 * MINUTE;

/** How a screen marks whether its clock is in step (`data-clock`), for whoever checks that the screens agree. */
export const clockState = (inStep: boolean | undefined) => (inStep ? "in-step" : "matching");

/**
 * When to ask the server's clock again after `asked` earlier asks: soon and then further apart until the device is
 * in step, then every few minutes, because a device's clock drifts and can be set.
 */
export function nextClockAskMs(asked: number, inStep: boolean): number {
  return inStep ? IN_STEP_WAIT_MS : Math.min(FIRST_ASK_MS * 2 ** asked, LONGEST_WAIT_MS);
}

/** One measurement of the server's clock from its smallest answer. */
async function askServerClock() {
  const sentAt = Date.now();
  const { serverNow } = await answer(client.clock.$get());
  serverClock.sample(serverNow, sentAt, Date.now());
}

/**
 * Keeps this device's estimate of the server's clock (src/web/lib/server-clock.ts) in step while a timer's screen or
 * a display is open: the answers a page reads while it is still loading come back late and bound the clock loosely,
 * so it is asked again until one quick answer pins it. Not asked while the clock is held. Says whether it is in step.
 */
export function useClockInStep(enabled: boolean): boolean {
  const [inStep, setInStep] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let asked = 0;
    let timer: number | undefined;
    const ask = async () => {
      if (!serverClock.held) await askServerClock().catch(() => undefined); // offline: asked again later
      if (stopped) return;
      const now = serverClock.uncertaintyMs <= IN_STEP_MS;
      setInStep(now);
      timer = window.setTimeout(ask, nextClockAskMs(asked++, now));
    };
    timer = window.setTimeout(ask, FIRST_ASK_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [enabled]);
  return inStep;
}
