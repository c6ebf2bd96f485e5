import { type QueryKey, useQuery } from "@tanstack/react-query";
import { useSession } from "./session";

/**
 * A query about the signed-in member's own (their grant, the clubs they are an officer of): keyed by who they are, so
 * one member's answer is never shown to another, and asked only once someone is signed in.
 */
export function useMemberQuery<T>(key: (memberId: string | null) => QueryKey, read: () => Promise<T>) {
  const { member } = useSession();
  return useQuery({ queryKey: key(member?.id ?? null), queryFn: read, enabled: Boolean(member) });
}

/** A query of the signed-in member's own under a key that does not name them: asked only once someone is signed in. */
export function useSignedInQuery<T>(queryKey: QueryKey, read: () => Promise<T>, options: { retry?: boolean } = {}) {
  const { member } = useSession();
  return useQuery({ queryKey, queryFn: read, enabled: Boolean(member), ...options });
}
