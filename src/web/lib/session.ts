import { useSyncExternalStore } from "react";
import { authRequest } from "./auth";

export type Member = {
  id: string;
  email: string;
  name: string;
  lastName?: string | null;
  image?: string | null;
  emailVerified: boolean;
  createdAt: string;
};

type SessionResponse = { user: Member } | null;

/** The id of the JSON data block in which the server names the signed-in member (src/server/app-page.ts). */
const MEMBER_IN_PAGE_ID = "signed-in-member";

/**
 * The member the server put into the page, so the first render knows who is signed in without a round trip
 * (decision 101); null when the server looked and found nobody (`{"user":null}`, with the prerendered landing page,
 * decision 251); undefined when the page says nothing (a visitor elsewhere, or a page kept for offline use).
 */
function memberInPage(): Member | null | undefined {
  const block = typeof document === "undefined" ? null : document.getElementById(MEMBER_IN_PAGE_ID);
  if (!block?.textContent) return undefined;
  try {
    const { user } = JSON.parse(block.textContent) as { user?: Member | null };
    return user === null ? null : (user ?? undefined);
  } catch {
    return undefined;
  }
}

/** undefined while the first session check runs; null when signed out. */
let current: Member | null | undefined = memberInPage();
let pending: Promise<void> | undefined;
const subscribers = new Set<() => void>();

function publish(member: Member | null) {
  current = member;
  for (const subscriber of subscribers) subscriber();
}

/** Asks the server who is signed in (the cookie is httpOnly) and tells every subscriber. */
export function refreshSession(): Promise<void> {
  pending ??= authRequest<SessionResponse>("/get-session")
    .then((session) => publish(session?.user ?? null))
    .catch((error: unknown) => {
      console.error("Could not check the session", error);
      publish(current ?? null);
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** Starts the first session check at once (at start-up, before any page has loaded), unless the page named the member. */
export function checkSession(): void {
  if (current === undefined) void refreshSession();
}

/** Forgets the member locally (after signing out). */
export const clearSession = () => publish(null);

/**
 * Calls `onChange` whenever the signed-in member changes: signed out, or someone else signed in (loading, the
 * first answer and the same member again do not count). Used to drop everything cached for the previous member.
 */
export function onMemberChange(onChange: () => void): () => void {
  let previous = current === undefined ? undefined : (current?.id ?? null);
  const check = () => {
    if (current === undefined) return;
    const id = current?.id ?? null;
    if (previous !== undefined && previous !== id) onChange();
    previous = id;
  };
  subscribers.add(check);
  return () => subscribers.delete(check);
}

// A page restored from the back/forward cache shows what it showed when it was left, perhaps a member who has
// signed out since: ask the server again (docs/decisions/123).
if (typeof window !== "undefined") {
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) void refreshSession();
  });
}

function subscribe(onChange: () => void) {
  subscribers.add(onChange);
  checkSession();
  return () => subscribers.delete(onChange);
}

const snapshot = () => current;

/**
 * The current member (undefined while loading, null when signed out). The server's snapshot is the same: the
 * prerendered landing page is rendered signed out (src/build/prerender.tsx) and hydrated with the page's
 * `{"user":null}`.
 */
export function useSession() {
  const member = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { member, loading: member === undefined };
}
