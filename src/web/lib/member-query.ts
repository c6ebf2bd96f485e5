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
