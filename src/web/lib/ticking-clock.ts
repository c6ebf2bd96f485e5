import { useEffect, useState } from "react";

/**
 * Now, as `read` tells it, read again every `intervalMs` (null: only on mount) and when the tab comes back into view;
 * a change of `key` (a start, a pause, a reset) reads it again at once.
 */
export function useTickingClock(read: () => number, intervalMs: number | null, key?: unknown): number {
  const [now, setNow] = useState(read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of `key` must re-read the clock at once
  useEffect(() => {
    const tick = () => setNow(read());
    tick();
    if (intervalMs === null) return;
    const interval = window.setInterval(tick, intervalMs);
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [intervalMs, key]);
  return now;
}
