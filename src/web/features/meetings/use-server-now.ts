import { useEffect, useState } from "react";
import { serverClock } from "@/web/lib/server-clock";

/**
 * Now on the server's clock (src/web/lib/server-clock.ts), read again every `intervalMs` (null: only on mount) and
 * when the tab comes back into view; `key` reads it again at once when it changes (a start, a pause).
 */
export function useServerNow(intervalMs: number | null, key?: unknown): number {
  const [now, setNow] = useState(() => serverClock.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of `key` must re-read the clock at once
  useEffect(() => {
    const tick = () => setNow(serverClock.now());
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
