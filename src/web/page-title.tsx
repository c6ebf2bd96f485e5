import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { appName } from "./lib/app-info";

/** "Events & News · PitchCraft"; the landing page is the product itself. */
export const documentTitle = (title: string) => (title ? `${title} · ${appName}` : appName);

/**
 * Gives each page its own title in the tab and the history, and announces the new page's title after each
 * navigation in a polite live region (a single-page app's navigation is otherwise silent for screen readers; the
 * first page's title is read by the browser itself).
 */
export function PageTitle({ titleOf }: { titleOf: (pathname: string) => string }) {
  const { pathname, key } = useLocation();
  const title = documentTitle(titleOf(pathname));
  const [announced, setAnnounced] = useState<{ title: string; key: string } | null>(null);
  const first = useRef(true);
  useEffect(() => {
    document.title = title;
    if (first.current) first.current = false;
    else setAnnounced({ title, key });
  }, [title, key]);
  return (
    <div role="status" className="sr-only">
      {/* A new node for each navigation, so the same title is announced again after Back. */}
      {announced && <span key={announced.key}>{announced.title}</span>}
    </div>
  );
}
