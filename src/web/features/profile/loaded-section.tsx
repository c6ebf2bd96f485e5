import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Skeletons } from "@/web/components/ui/skeleton";

/**
 * The content of a profile section that shows what one query read (`what`: "away dates"), skeletons of `shapes` while
 * it loads. Mails link to the section's anchor (`/dashboard/profile#away-dates`): it is below the fold and laid out
 * only once loaded, so the page scrolls to it then.
 */
export function LoadedSection<T>({
  anchor,
  what,
  query,
  shapes,
  children,
}: {
  anchor: string;
  what: string;
  query: UseQueryResult<T>;
  shapes: readonly string[];
  children: (data: T) => ReactNode;
}) {
  const loaded = Boolean(query.data);
  useEffect(() => {
    if (loaded && window.location.hash === `#${anchor}`) {
      document.getElementById(anchor)?.scrollIntoView({ block: "start" });
    }
  }, [loaded, anchor]);
  if (query.isError) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        {`Your ${what} could not be loaded. Please reload the page.`}
      </p>
    );
  }
  if (!query.data) {
    return (
      <div className="space-y-2">
        <Skeletons shapes={shapes} />
      </div>
    );
  }
  return children(query.data);
}
