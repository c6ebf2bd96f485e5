import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { appName } from "./lib/app-info";

/** "Events & News · PitchCraft"; the landing page is the product itself. */
export const documentTitle = (title: string) => (title ? `${title} · ${appName}` : appName);

/** The name of what the open page shows (an event's title, a club's name), once the page knows it. */
let subject: string | undefined;
const listeners = new Set<() => void>();
const setSubject = (next: string | undefined) => {
  if (next === subject) return;
  subject = next;
  for (const listener of listeners) listener();
};
const currentSubject = () => subject;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Names the page's subject in its title ("Weekly Club Meeting · Event · PitchCraft"): a page that shows one event,
 * club or program calls this with its name once loaded. Leaving the page takes the name away again.
 */
export function usePageSubject(name: string | undefined) {
  useEffect(() => {
    setSubject(name || undefined);
    return () => setSubject(undefined);
  }, [name]);
}

/** The title of a page: its subject (when it has one) before the page's own title. */
export const titleWithSubject = (pageTitle: string, name: string | undefined) =>
  name ? [name, pageTitle].filter(Boolean).join(" · ") : pageTitle;

/**
 * Gives each page its own title in the tab and the history, and announces the new page's title after each
 * navigation in a polite live region (a single-page app's navigation is otherwise silent for screen readers; the
 * first page's title is read by the browser itself).
 */
export function PageTitle({ titleOf }: { titleOf: (pathname: string) => string }) {
  const { pathname, key } = useLocation();
  const name = useSyncExternalStore(subscribe, currentSubject, currentSubject);
  const title = documentTitle(titleWithSubject(titleOf(pathname), name));
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
