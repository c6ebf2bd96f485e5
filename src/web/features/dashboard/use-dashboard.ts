import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { DashboardSummary } from "@/server/features/dashboard/service";
import { api } from "@/web/lib/api";
import { useLiveTopic } from "@/web/lib/live";

export type { DashboardSummary };

const SUMMARY_KEY = ["dashboard", "summary"] as const;
const CLUB_MEMBERS_KEY = ["dashboard", "club-members"] as const;

function logFailure(what: string, error: unknown) {
  if (error) console.error(`Could not load ${what}`, error);
}

/** The member's dashboard figures; failures are only logged and the last figures stay on screen. */
export function useDashboardSummary(enabled: boolean) {
  const queryClient = useQueryClient();
  const summary = useQuery({
    queryKey: SUMMARY_KEY,
    queryFn: () => api<DashboardSummary>("/dashboard/summary"),
    enabled,
  });
  const clubMembers = useQuery({
    queryKey: CLUB_MEMBERS_KEY,
    queryFn: () => api<{ count: number }>("/dashboard/club-members"),
    enabled,
  });
  useLiveTopic(enabled ? "memberships" : undefined, () => {
    void queryClient.invalidateQueries({ queryKey: CLUB_MEMBERS_KEY });
  });
  useLiveTopic(enabled ? "events" : undefined, () => {
    void queryClient.invalidateQueries({ queryKey: SUMMARY_KEY });
  });
  useEffect(() => logFailure("the dashboard", summary.error), [summary.error]);
  useEffect(() => logFailure("the member count", clubMembers.error), [clubMembers.error]);
  return {
    summary: summary.data,
    loading: summary.isPending,
    clubMembers: clubMembers.data?.count ?? summary.data?.stats.clubMembers,
  };
}
