import { useEffect, useSyncExternalStore } from "react";
import { initials } from "@/domain/member-names";
import { cn } from "./cn";

type Person = { firstName?: string | null; lastName?: string | null; email: string; picture?: string | null };

/**
 * Each picture address is fetched once per page, however many avatars show it, and an address that failed is not
 * asked for again in this tab (sessionStorage, so reloads and later pages skip it too): a broken address would
 * otherwise be requested by every avatar of every page. A new address (the member changes their picture) is tried
 * afresh.
 */
const FAILED_KEY = "pitchcraft-broken-pictures";
const MAX_REMEMBERED = 50;
type PictureStatus = "loading" | "loaded" | "failed";
const statuses = new Map<string, PictureStatus>();
const listeners = new Set<() => void>();
let failed: Set<string> | undefined;

function failedPictures(): Set<string> {
  if (failed) return failed;
  failed = new Set();
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(FAILED_KEY) ?? "[]");
    if (Array.isArray(stored)) for (const url of stored) if (typeof url === "string") failed.add(url);
  } catch {
    // unreadable: start empty
  }
  return failed;
}

function settle(url: string, status: PictureStatus) {
  statuses.set(url, status);
  if (status === "failed") {
    const urls = failedPictures();
    urls.add(url);
    try {
      window.sessionStorage.setItem(FAILED_KEY, JSON.stringify([...urls].slice(-MAX_REMEMBERED)));
    } catch {
      // storage refused: remembered for this page only
    }
  }
  for (const listener of listeners) listener();
}

const statusOf = (url: string): PictureStatus =>
  statuses.get(url) ?? (failedPictures().has(url) ? "failed" : "loading");

/** Loads the picture once (the <img> shown afterwards comes from the browser's memory cache). */
function fetchPicture(url: string) {
  if (statuses.has(url) || failedPictures().has(url)) return;
  statuses.set(url, "loading");
  const image = new Image();
  image.onload = () => settle(url, "loaded");
  image.onerror = () => settle(url, "failed");
  image.src = url;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A member's picture once it has loaded; their initials while it loads, when there is none, or when it failed to
 * load (now or earlier in this visit).
 */
export function Avatar({ person, className }: { person: Person; className?: string }) {
  const picture = person.picture || undefined;
  const status = useSyncExternalStore(subscribe, () => (picture ? statusOf(picture) : "failed"));
  useEffect(() => {
    if (picture) fetchPicture(picture);
  }, [picture]);
  const base = cn("inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full", className);
  if (picture && status === "loaded") {
    return <img src={picture} alt="" className={cn(base, "object-cover")} />;
  }
  // The initials are drawn by CSS, not written as text: a button that holds the avatar is named by the member's
  // name, and initials as text ("SO" in "Sam Okafor") would not be part of that name (WCAG 2.5.3, label in name).
  return (
    <span
      aria-hidden="true"
      data-initials={initials(person)}
      className={cn(
        base,
        "bg-accent-100 font-semibold text-accent-700 text-sm before:content-[attr(data-initials)] dark:bg-accent-900 dark:text-accent-100",
      )}
    />
  );
}
