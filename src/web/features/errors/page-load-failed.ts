import { MINUTE } from "@/domain/time";
/**
 * A page's file could not be fetched: the network is down, or a release renamed the page files while this tab was
 * open (docs/decisions/110-error-boundaries-and-reload-once.md).
 */
export class PageLoadFailed extends Error {
  constructor(cause: unknown) {
    super(`The page could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "PageLoadFailed";
  }
}

const RELOADED_AT = "pitchcraft:reloaded-for-missing-page";
/** A second failure this soon after the reload is not a stale tab: show the error instead of reloading again. */
const RELOAD_GUARD_MS = MINUTE;

/**
 * Reloads the page to get a new release's files, at most once a minute per tab (no reload loop). Returns whether it
 * reloads: false when it already did less than a minute ago, or the tab's session storage cannot be used.
 */
export function reloadOnceForNewRelease(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT));
    if (Number.isFinite(last) && Date.now() - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
