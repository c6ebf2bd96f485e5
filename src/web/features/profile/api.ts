import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { answer, client } from "@/web/lib/api";
import { useSession } from "@/web/lib/session";

export type Profile = InferResponseType<typeof client.profile.$get, 200>;
export type ProfileChange = InferRequestType<typeof client.profile.$patch>["json"];

export const profileKeys = { profile: ["profile"] as const };

/** The signed-in member's profile (with whether they are an admin): the one query every page shares. */
export const profileQuery = queryOptions({
  queryKey: profileKeys.profile,
  queryFn: () => answer(client.profile.$get()),
});

/** The profile, once the member is known to be signed in. */
export function useProfile(options: { retry?: boolean } = {}) {
  const { member } = useSession();
  return useQuery({ ...profileQuery, enabled: Boolean(member), ...options });
}

/** Saves the profile; every page showing it gets the saved one. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileChange) => answer(client.profile.$patch({ json: change })),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.profile, saved),
  });
}
