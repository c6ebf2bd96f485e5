import { useSyncExternalStore } from "react";

/**
 * Whether the first page has its first data on screen (decision 259). The server names that data in the page
 * (`<link rel="preload" as="fetch">`, decision 253), and the answers usually arrive before the scripts have run; but
 * a query reads them only once the page has been drawn, so the page was drawn first with placeholders that the
 * answers then pushed down. The page's content stays hidden until every named answer has been taken and drawn, at
 * most FIRST_SCREEN_HOLD_MS after it was first drawn; the layout around it shows at once.
 */

/** The longest the first page's content is held back for its data; then it shows with its placeholders. */
export const FIRST_SCREEN_HOLD_MS = 1000;

const addressOf = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
};

const named = (): string[] =>
  typeof document === "undefined"
    ? []
    : [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map((link) =>
        addressOf(link.href),
      );

const waiting = new Set(named());
let settled = waiting.size === 0;
let holdStarted = false;
const listeners = new Set<() => void>();

function settle() {
  if (settled) return;
  settled = true;
  for (const listener of listeners) listener();
}

/**
 * Called with each answer's address once it has been read for its query: when the last named one is in, the content
 * shows after the next frame, by when React has drawn it.
 */
export function firstScreenAnswerTaken(url: string) {
  if (settled || !waiting.delete(addressOf(url)) || waiting.size > 0) return;
  requestAnimationFrame(() => setTimeout(settle, 0));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!holdStarted && !settled) {
    holdStarted = true;
    setTimeout(settle, FIRST_SCREEN_HOLD_MS);
  }
  return () => listeners.delete(listener);
}

/** False while the first page's content waits for its first data (never again once it has shown). */
export function useFirstScreenSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => true,
  );
}
