import { paths } from "./paths";

/**
 * Where the product may send a browser next: a page of its own origin, read the way a browser reads it.
 * `/.//evil.example`, `/x/..//evil.example`, `/%2e//evil.example`, `/\evil.example` and `/<tab>/evil.example` all
 * resolve to another host (or to a path that turns into one when re-emitted), so they are not pages of this site.
 */
const BASE = "http://pitchcraft.invalid";

export const DEFAULT_REDIRECT = paths.dashboard;

/** The normalised path (with query and fragment) when `value` names a page of this site, else undefined. */
export function sameSiteTarget(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith("/")) return undefined;
  let url: URL;
  try {
    url = new URL(value, `${BASE}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // A path that starts with two slashes is read as another host wherever it is written out again.
  return /^\/[/\\]/.test(target) ? undefined : target;
}

/** `value` when it is a page of this site (normalised), else the dashboard. */
export const safeRedirect = (value: unknown, fallback: string = DEFAULT_REDIRECT): string =>
  sameSiteTarget(value) ?? fallback;
