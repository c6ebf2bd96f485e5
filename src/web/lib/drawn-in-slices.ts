import { useDeferredValue } from "react";

/**
 * The answer a large page is drawn from, drawn at a transition's priority: React draws it in slices, the browser free
 * in between, instead of one long task (a query's own update is drawn in one go, since TanStack Query reads its cache
 * through `useSyncExternalStore`, which React never slices; decision 261). Undefined until then: the page shows its
 * placeholder a frame longer.
 */
export function useDrawnInSlices<T>(answer: T): T {
  return useDeferredValue(answer);
}
