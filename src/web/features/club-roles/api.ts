import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { answer, client } from "@/web/lib/api";

const roles = client.clubs[":clubId"].roles;

export type ClubRoles = InferResponseType<typeof roles.$get, 200>;
export type ClubRoleShown = ClubRoles["roles"][number];
export type RoleSetDraft = InferRequestType<typeof roles.$put>["json"];

/** Every cache key of the club roles area. */
export const clubRoleKeys = {
  all: ["club-roles"] as const,
  club: (clubId: string) => ["club-roles", clubId] as const,
};

/** The club's meeting roles in order (for its members, officers and admins) and whether the member may change them. */
export function useClubRoles(clubId: string | undefined) {
  return useQuery({
    queryKey: clubRoleKeys.club(clubId ?? ""),
    queryFn: () => answer(roles.$get({ param: { clubId: clubId ?? "" } })),
    enabled: Boolean(clubId),
    retry: (failures, error) => ((error as { status?: number }).status ?? 500) >= 500 && failures < 2,
  });
}

/** Saves the club's whole role set; the page shows the set as the server kept it, then refreshes it. */
export function useSaveClubRoles(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: RoleSetDraft) => answer(roles.$put({ param: { clubId }, json: draft })),
    onSuccess: (saved) => queryClient.setQueryData(clubRoleKeys.club(clubId), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubRoleKeys.club(clubId) }),
  });
}
