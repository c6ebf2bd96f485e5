import { useSyncExternalStore } from "react";
import { api } from "./api";

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

/** undefined while the first session check runs; null when signed out. */
let current: Member | null | undefined;
let pending: Promise<void> | undefined;
const subscribers = new Set<() => void>();

function publish(member: Member | null) {
  current = member;
  for (const subscriber of subscribers) subscriber();
}

/** Asks the server who is signed in (the cookie is httpOnly) and tells every subscriber. */
export function refreshSession(): Promise<void> {
  pending ??= api<SessionResponse>("/auth/get-session")
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

/** Forgets the member locally (after signing out). */
export const clearSession = () => publish(null);

function subscribe(onChange: () => void) {
  subscribers.add(onChange);
  if (current === undefined) void refreshSession();
  return () => subscribers.delete(onChange);
}

/** The current member (undefined while loading, null when signed out). */
export function useSession() {
  const member = useSyncExternalStore(subscribe, () => current);
  return { member, loading: member === undefined };
}
