import { useCallback, useMemo, useSyncExternalStore } from "react";

/**
 * Whether the browser matches a media query now (e.g. "(min-width: 640px)"), followed as the window changes: for
 * what a phone shows in another order, where CSS alone would leave the reading and focus order behind the eye's.
 * Without `matchMedia` (a test's window), `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const list = useMemo(
    () => (typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(query) : null),
    [query],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? fallback);
}
