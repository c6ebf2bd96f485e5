import { useCallback, useEffect, useRef, useState } from "react";
import { type NavigateOptions, type To, useNavigate } from "react-router";

/**
 * Back closes the dialog on top instead of leaving the page (docs/decisions/191). Every dialog (DialogRoot,
 * ConfirmDialog) registers here while it is open:
 *
 * - **Opening** pushes a history entry of the dialog's own: the same address, React Router's state kept (its key and
 *   index), and the ids of the dialogs whose entries lead to it under `MARK`.
 * - **Back** (the browser's button, a phone's back gesture) leaves that entry: the dialog is asked to close (`onBack`:
 *   a form with changes asks first whether to discard them).
 * - **Closing otherwise** (Close, Cancel, Escape, saved) goes back over the dialog's entry, so none is left behind;
 *   so does a page reloaded on a dialog's entry.
 * - **Navigating from inside a dialog** replaces its entry (`useNavigateFromDialog`), so Back from the new page
 *   returns to the page under the dialog.
 *
 * Chromium's back button skips all of a page's entries once it adds one without a user activation (a click or a key
 * press), and after a Back or Forward it wants a new activation (docs/history_manipulation_intervention.md in
 * Chromium). So entries are pushed only during one: a dialog that opens without one, or stays open after Back, gets
 * its entry at the member's next click or key press.
 */

const MARK = "pitchcraftDialogs";

type OpenDialog = { id: string; onBack: () => void; hadEntry: boolean };

/** The open dialogs, in the order they opened. */
const openDialogs: OpenDialog[] = [];
/** Dialogs closed since the last reconcile: their entries, where current, are gone back over. */
const closedWithEntry = new Set<string>();
/** The entries a traversal of ours is going to land on, until its popstate arrives. */
let landingOn: string[] | undefined;
let landingTimer: ReturnType<typeof setTimeout> | undefined;
/** A Back or Forward happened since the member's last click or key press. */
let needsActivation = false;
let scheduled = false;
let listening = false;
const idPrefix = Math.random().toString(36).slice(2, 8);
let idCount = 0;

/** The ids of the dialogs whose entries lead to the current history entry (none: the page's own entry). */
function entriesHere(): string[] {
  const state: unknown = window.history.state;
  const ids = state && typeof state === "object" ? (state as Record<string, unknown>)[MARK] : undefined;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

function mayPush(): boolean {
  if (needsActivation) return false;
  const activation = (navigator as { userActivation?: { isActive: boolean } }).userActivation;
  return activation ? activation.isActive : true;
}

function goBack(steps: number, landing: string[]) {
  landingOn = landing;
  needsActivation = true;
  clearTimeout(landingTimer);
  // a traversal that never answers (the page is leaving) must not hold the dialogs back for good
  landingTimer = setTimeout(() => {
    landingOn = undefined;
    schedule();
  }, 1000);
  window.history.go(-steps);
}

/**
 * Brings the history in line with the open dialogs: goes back over the entries of dialogs closed while their entry
 * was current (or under the current one), and gives open dialogs without an entry theirs when it may.
 */
function reconcile() {
  scheduled = false;
  if (landingOn) return; // a traversal of ours is under way: its popstate reconciles again
  const here = entriesHere();
  const firstClosed = here.findIndex((id) => closedWithEntry.has(id));
  closedWithEntry.clear();
  if (firstClosed >= 0) return goBack(here.length - firstClosed, here.slice(0, firstClosed));
  for (const dialog of openDialogs) if (!here.includes(dialog.id)) dialog.hadEntry = false;
  if (!mayPush()) return;
  let ids = here;
  for (const dialog of openDialogs) {
    if (ids.includes(dialog.id)) continue;
    ids = [...ids, dialog.id];
    const state: unknown = window.history.state;
    window.history.pushState({ ...(state && typeof state === "object" ? state : {}), [MARK]: ids }, "");
    dialog.hadEntry = true;
  }
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(reconcile);
}

function onPopState() {
  needsActivation = true;
  const here = entriesHere();
  if (landingOn && sameIds(here, landingOn)) {
    landingOn = undefined;
    clearTimeout(landingTimer);
    return reconcile();
  }
  landingOn = undefined;
  // The member went back: each dialog whose entry they left is asked to close, the top one first.
  const left = openDialogs.filter((dialog) => dialog.hadEntry && !here.includes(dialog.id)).reverse();
  for (const dialog of left) {
    dialog.hadEntry = false;
    dialog.onBack();
  }
  schedule();
}

/**
 * A user activation as Chromium counts one — a mouse button, the end of a touch, a key press other than Escape and the
 * browser's own shortcuts (Alt+Left is Back): entries may be pushed again, and an open dialog without one gets it now.
 */
function onActivation(event: Event) {
  if (event instanceof KeyboardEvent && (event.key === "Escape" || event.altKey || event.ctrlKey || event.metaKey)) {
    return;
  }
  if (event.type === "pointerdown" && (event as PointerEvent).pointerType !== "mouse") return;
  needsActivation = false;
  const here = entriesHere();
  if (openDialogs.some((dialog) => !here.includes(dialog.id))) reconcile();
}

function listen() {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("popstate", onPopState);
  for (const type of ["pointerdown", "mousedown", "keydown", "touchend"]) {
    window.addEventListener(type, onActivation, { capture: true });
  }
}

// A page opened on an entry of a dialog it no longer shows (reloaded with a dialog open) goes back over it.
if (typeof window !== "undefined" && entriesHere().length > 0) {
  for (const id of entriesHere()) closedWithEntry.add(id);
  listen();
  schedule();
}

function openDialog(id: string, onBack: () => void) {
  listen();
  closedWithEntry.delete(id); // opened again before its entry was gone back over: it keeps it
  if (!openDialogs.some((dialog) => dialog.id === id)) openDialogs.push({ id, onBack, hadEntry: false });
  schedule();
}

function closeDialog(id: string) {
  const index = openDialogs.findIndex((dialog) => dialog.id === id);
  if (index >= 0) openDialogs.splice(index, 1);
  closedWithEntry.add(id);
  schedule();
}

/**
 * Gives a dialog its history entry while `open`: Back calls `onBack` (which closes it, or asks first); closing it
 * otherwise (or unmounting it) takes the entry away again.
 */
export function useDialogHistory(open: boolean, onBack: () => void) {
  const [id] = useState(() => `${idPrefix}-${++idCount}`);
  const back = useRef(onBack);
  useEffect(() => {
    back.current = onBack;
  });
  useEffect(() => {
    if (!open) return;
    openDialog(id, () => back.current());
    return () => closeDialog(id);
  }, [open, id]);
}

/** Whether the current history entry is an open dialog's. */
export const onDialogEntry = () => typeof window !== "undefined" && entriesHere().length > 0;

/** React Router's navigate for code inside a dialog: it replaces the dialog's entry instead of adding one after it. */
export function useNavigateFromDialog() {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: NavigateOptions) => navigate(to, { ...options, replace: options?.replace || onDialogEntry() }),
    [navigate],
  );
}

/** For tests: forgets every open dialog and pending traversal. */
export function resetDialogHistory() {
  openDialogs.length = 0;
  closedWithEntry.clear();
  landingOn = undefined;
  clearTimeout(landingTimer);
  needsActivation = false;
}
