import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { useEffect } from "react";
import { answer, client } from "@/web/lib/api";
import { useRefreshOn } from "@/web/lib/live";

export type DashboardSummary = InferResponseType<typeof client.dashboard.summary.$get, 200>;
export type MemberSchedule = InferResponseType<typeof client.dashboard.schedule.$get, 200>;

/** Every cache key of the dashboard area. */
export const dashboardKeys = {
  summary: ["dashboard", "summary"] as const,
  clubMembers: ["dashboard", "club-members"] as const,
  schedule: ["dashboard", "schedule"] as const,
};

function logFailure(what: string, error: unknown) {
  if (error) console.error(`Could not load ${what}`, error);
}

/** The member's dashboard figures; failures are only logged and the last figures stay on screen. */
export function useDashboardSummary(enabled: boolean) {
  const summary = useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: () => answer(client.dashboard.summary.$get()),
    enabled,
  });
  const clubMembers = useQuery({
    queryKey: dashboardKeys.clubMembers,
    queryFn: () => answer(client.dashboard["club-members"].$get()),
    enabled,
  });
  useRefreshOn(enabled ? "memberships" : undefined, dashboardKeys.clubMembers);
  useRefreshOn(enabled ? "events" : undefined, dashboardKeys.summary);
  useEffect(() => logFailure("the dashboard", summary.error), [summary.error]);
  useEffect(() => logFailure("the member count", clubMembers.error), [clubMembers.error]);
  return {
    summary: summary.data,
    loading: summary.isPending,
    clubMembers: clubMembers.data?.count ?? summary.data?.stats.clubMembers,
  };
}

/** The member's next roles and their clubs' next meetings; a failure is only logged and the last ones stay. */
export function useMemberSchedule() {
  const schedule = useQuery({
    queryKey: dashboardKeys.schedule,
    queryFn: () => answer(client.dashboard.schedule.$get()),
  });
  useRefreshOn("events", dashboardKeys.schedule);
  useRefreshOn("meeting_role_assignments", dashboardKeys.schedule);
  useRefreshOn("memberships", dashboardKeys.schedule);
  useEffect(() => logFailure("your schedule", schedule.error), [schedule.error]);
  return schedule.data;
}
