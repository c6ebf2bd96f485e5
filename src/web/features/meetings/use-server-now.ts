import { serverClock } from "@/web/lib/server-clock";
import { useTickingClock } from "@/web/lib/ticking-clock";

const readServerClock = () => serverClock.now();

/**
 * Now on the server's clock (src/web/lib/server-clock.ts), read again every `intervalMs` (null: only on mount) and
 * when the tab comes back into view; `key` reads it again at once when it changes (a start, a pause).
 */
export function useServerNow(intervalMs: number | null, key?: unknown): number {
  return useTickingClock(readServerClock, intervalMs, key);
}
