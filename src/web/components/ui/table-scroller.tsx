import type { ReactNode } from "react";

/**
 * A wide table scrolls sideways inside its card instead of widening the page on a phone. `relative` keeps the
 * table's visually hidden parts (`sr-only` captions and headers, absolutely positioned) inside the scrolling box:
 * otherwise they are placed against the page and widen it anyway.
 */
export function TableScroller({ children }: { children: ReactNode }) {
  return <div className="relative overflow-x-auto">{children}</div>;
}
