import { useSyncExternalStore } from "react";

/**
 * Whether the first page has its first data on screen (decision 259). The server names that data in the page
 * (`<link rel="preload" as="fetch">`, decision 253), and the answers usually arrive before the scripts have run; but
 * a query reads them only once the page has been drawn, so the page was drawn first with placeholders that the
 * answers then pushed down. The page's content stays hidden until every named answer has been taken and drawn, and
 * with it whatever those answers made the page ask for next (an event's agenda and roles once the event is known),
 * at most FIRST_SCREEN_HOLD_MS after it was first drawn; the layout around it shows at once.
 */

/** The longest the first page's content is held back for its data; then it shows with its placeholders. */
export const FIRST_SCREEN_HOLD_MS = 1000;

/** The id of the element whose content is held (the dashboard layout's `main`). */
export const FIRST_SCREEN_CONTENT_ID = "content";

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
/** The page's requests asked and not yet read (src/web/lib/api.ts). */
let asked = 0;
let frameAwaited = false;
const listeners = new Set<() => void>();

function settle() {
  if (settled) return;
  settled = true;
  for (const listener of listeners) listener();
}

/** A placeholder (Skeleton) in the held content: something of it is still to be drawn. */
const placeholderShown = () => document.querySelector(`#${FIRST_SCREEN_CONTENT_ID} [data-placeholder]`) !== null;

/**
 * Shows the content after the next frame (by when React has drawn what came in) if by then every named answer is in,
 * nothing the page asked for since is still on its way, and no placeholder is left (a page may draw an answer in
 * slices, over several frames: it is looked at again each frame).
 */
function settleWhenQuiet() {
  if (settled || frameAwaited || waiting.size > 0 || asked > 0) return;
  frameAwaited = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      frameAwaited = false;
      if (waiting.size > 0 || asked > 0) return; // the last answer looks again
      if (placeholderShown()) settleWhenQuiet();
      else settle();
    }, 0),
  );
}

/** Called as each request of the page is asked (its answer is then awaited before the content shows). */
export function firstScreenAsked() {
  if (!settled) asked += 1;
}

/** Called with each answer's address once it has been read for its query (or the request has failed). */
export function firstScreenAnswerTaken(url: string) {
  if (settled) return;
  asked = Math.max(0, asked - 1);
  waiting.delete(addressOf(url));
  settleWhenQuiet();
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
