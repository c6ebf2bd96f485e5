import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Skeletons } from "@/web/components/ui/skeleton";

/**
 * The content of a profile section that shows what one query read: skeletons of `shapes` while it loads, `failure`
 * when it cannot. Mails link to some sections' `anchor` (`/dashboard/profile#away-dates`): such a section is below
 * the fold and laid out only once loaded, so the page scrolls to it then.
 */
export function LoadedSection<T>({
  anchor,
  failure,
  query,
  shapes,
  children,
}: {
  anchor?: string;
  failure: string;
  query: UseQueryResult<T>;
  shapes: readonly string[];
  children: (data: T) => ReactNode;
}) {
  const loaded = Boolean(query.data);
  useEffect(() => {
    if (anchor && loaded && window.location.hash === `#${anchor}`) {
      document.getElementById(anchor)?.scrollIntoView({ block: "start" });
    }
  }, [loaded, anchor]);
  if (query.isError) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        {failure}
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
