import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { CLUB_MESSAGES } from "@/domain/clubs/messages";
import type { ClubCard, ClubDetail } from "@/server/features/clubs/service";
import { api } from "@/web/lib/api";
import { useLiveTopic } from "@/web/lib/live";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { notify, notifyFailure } from "@/web/lib/toast";

export type { ClubCard, ClubDetail };

const CLUBS_KEY = ["clubs"] as const;

/** The text after the member stops typing for a moment (the search runs on the server). */
export function useDebounced(value: string, delayMs = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Member counts change whenever anyone joins or leaves: refresh the clubs shown. */
function useLiveMemberships() {
  const queryClient = useQueryClient();
  useLiveTopic("memberships", () => void queryClient.invalidateQueries({ queryKey: CLUBS_KEY }));
}

export function useClubs(search: string) {
  const { member } = useSession();
  useLiveMemberships();
  const term = search.trim();
  const query = useQuery({
    queryKey: [...CLUBS_KEY, "list", member?.id ?? null, term],
    queryFn: () => api<{ clubs: ClubCard[] }>(`/clubs${term ? `?search=${encodeURIComponent(term)}` : ""}`),
    placeholderData: keepPreviousData,
    enabled: member !== undefined,
  });
  useEffect(() => {
    if (query.error) notify(CLUB_MESSAGES.loadFailed, "destructive");
  }, [query.error]);
  return query;
}

export function useClub(clubId: string | undefined) {
  const { member } = useSession();
  useLiveMemberships();
  return useQuery({
    queryKey: [...CLUBS_KEY, "detail", member?.id ?? null, clubId],
    queryFn: () => api<ClubDetail>(`/clubs/${clubId}`),
    enabled: member !== undefined && Boolean(clubId),
    retry: (failures, error) => (error as { status?: number }).status !== 404 && failures < 2,
  });
}

/** Join or leave a club; visitors are sent to sign in first and brought back. */
export function useMembership(clubId: string) {
  const { member } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mutation = useMutation({
    mutationFn: (action: "join" | "leave") =>
      api(`/clubs/${clubId}/membership`, { method: action === "join" ? "POST" : "DELETE" }),
    onSuccess: (_data, action) => notify(action === "join" ? CLUB_MESSAGES.joined : CLUB_MESSAGES.left),
    onError: (error, action) => {
      console.error(`Could not ${action} the club`, error);
      notifyFailure(action === "join" ? CLUB_MESSAGES.joinFailed : CLUB_MESSAGES.leaveFailed, error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CLUBS_KEY }),
  });
  const run = (action: "join" | "leave") => {
    if (!member) {
      void navigate(signInPath(pathname));
      return;
    }
    if (!mutation.isPending) mutation.mutate(action);
  };
  return { run, pending: mutation.isPending ? mutation.variables : undefined };
}
