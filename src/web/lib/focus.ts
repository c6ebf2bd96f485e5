/**
 * Where the keyboard focus goes after an action (docs/decisions/192): it stays where the action was, or moves to
 * what the action produced — never to the top of the page because the element that had it was drawn anew.
 */

const DIALOG = '[role="dialog"], [role="alertdialog"]';
const FIELD = [
  "[data-autofocus]",
  'input:not([type="hidden"]):not(:disabled):not([readonly]):not([tabindex="-1"]):not([aria-hidden="true"])',
  'select:not(:disabled):not([tabindex="-1"]):not([aria-hidden="true"])',
  "textarea:not(:disabled):not([readonly])",
].join(", ");
const FOCUSABLE =
  'button:not(:disabled), a[href], input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** A dialog opens on its first field; one without fields on itself (its name and description are read out). */
export function focusFirstField(dialog: HTMLElement | null) {
  if (!dialog) return;
  const field = dialog.querySelector<HTMLElement>(FIELD);
  (field ?? dialog).focus();
}

const nameOf = (element: Element) =>
  (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim();

const focusedSomewhere = () => {
  const active = document.activeElement;
  return active !== null && active !== document.body && active.isConnected;
};

/** An element to come back to, with what it takes to find it again once it has been drawn anew. */
export type FocusPlace = { element: HTMLElement; tag: string; name: string; ancestors: Element[]; page: string };

export function placeOf(element: HTMLElement): FocusPlace {
  const ancestors: Element[] = [];
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    ancestors.push(parent);
  }
  return { element, tag: element.tagName.toLowerCase(), name: nameOf(element), ancestors, page: location.pathname };
}

/**
 * The element itself while it is on the page; else the one that replaced it (same kind, same name) nearest to where
 * it was; else, as the last resort, the first control of the nearest part of the page still shown (on the same page:
 * after a navigation the new page's own focus rules).
 */
function find(place: FocusPlace): HTMLElement | null {
  if (place.element.isConnected) return place.element;
  const shown = place.ancestors.filter((ancestor) => ancestor.isConnected);
  for (const ancestor of shown) {
    for (const candidate of ancestor.querySelectorAll<HTMLElement>(place.tag)) {
      if (nameOf(candidate) === place.name && !candidate.closest(DIALOG)) return candidate;
    }
  }
  const nearest = shown[0];
  if (!nearest || nearest.id === "root" || location.pathname !== place.page) return null;
  return [...nearest.querySelectorAll<HTMLElement>(FOCUSABLE)].find((candidate) => !candidate.closest(DIALOG)) ?? null;
}

/**
 * Calls `check` on every change of the page for `within` ms, until it answers true or the member clicks somewhere
 * (their own choice of where the focus goes). Returns nothing: it stops by itself.
 */
function watchPage(check: () => boolean, within: number) {
  const observer = new MutationObserver(() => {
    if (check()) stop();
  });
  const timer = setTimeout(() => stop(), within);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener("pointerdown", stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener("pointerdown", stop, true);
}

/**
 * A closed dialog gives the focus back to the element that opened it — also when that element is drawn anew, now
 * or in the moments after (its list reloads after a save).
 */
export function returnFocus(place: FocusPlace, within = 2000) {
  let current = find(place);
  if (!focusedSomewhere()) current?.focus();
  watchPage(() => {
    if (focusedSomewhere()) return document.activeElement !== current; // the member has moved on
    current = find(current ? { ...place, element: current } : place);
    current?.focus();
    return false;
  }, within);
}

/**
 * After an action that replaces the element it started from (`from`, e.g. Take role becoming Remove), the focus
 * moves to what `target()` finds as soon as it is shown — unless the member has moved it elsewhere meanwhile.
 */
export function focusWhenShown(target: () => HTMLElement | null | undefined, from: Element | null, within = 3000) {
  const moveFocus = () => {
    if (focusedSomewhere() && document.activeElement !== from) return true; // the member has moved on
    const shown = target();
    shown?.focus();
    return Boolean(shown);
  };
  if (!moveFocus()) watchPage(moveFocus, within);
}
