import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ACCESS_KEY_MESSAGES } from "@/domain/leadership/messages";
import type { Message } from "@/domain/messages";
import { ApiError, api } from "@/web/lib/api";
import { useSession } from "@/web/lib/session";
import { notify } from "@/web/lib/toast";

const ACCESS_KEY = ["leadership", "access"] as const;
const OVERVIEW_KEY = ["leadership", "overview"] as const;

export type LeadershipOverview = {
  stats: {
    activeMembers: number;
    meetingsThisMonth: number;
    speechesThisMonth: number;
    goals: { completed: number; attempted: number };
  };
  activity: Array<{ kind: "join" | "event" | "role"; title: string; detail: string; at: string }>;
};

/** Whether the signed-in member holds a grant (undefined while checking). */
export function useLeadershipAccess() {
  const { member } = useSession();
  return useQuery({
    queryKey: [...ACCESS_KEY, member?.id ?? null],
    queryFn: () => api<{ granted: boolean }>("/leadership/access"),
    enabled: Boolean(member),
  });
}

export function useLeadershipOverview(enabled: boolean) {
  return useQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: () => api<LeadershipOverview>("/leadership/overview"),
    enabled,
  });
}

/** The toast for each answer of the server to a key (part 2 §8). */
function redemptionFailure(error: unknown): Message {
  if (!(error instanceof ApiError)) return ACCESS_KEY_MESSAGES.unexpected;
  switch (error.code) {
    case "INVALID_ACCESS_KEY":
      return ACCESS_KEY_MESSAGES.invalid;
    case "ACCESS_KEY_EXPIRED":
      return ACCESS_KEY_MESSAGES.expired;
    case "RATE_LIMITED":
      return { title: "Too many attempts", description: error.message };
    case "VERIFY_FAILED":
      return ACCESS_KEY_MESSAGES.verifyFailed;
    case "GRANT_FAILED":
      return ACCESS_KEY_MESSAGES.grantFailed;
    default:
      return ACCESS_KEY_MESSAGES.unexpected;
  }
}

export function useRedeemAccessKey(onGranted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      api<{ granted: true; outcome: "granted" | "already-granted" }>("/leadership/access", { body: { key } }),
    onSuccess: async (answer) => {
      notify(answer.outcome === "granted" ? ACCESS_KEY_MESSAGES.granted : ACCESS_KEY_MESSAGES.alreadyGranted);
      onGranted();
      await queryClient.invalidateQueries({ queryKey: ACCESS_KEY });
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status >= 500) console.error("Access key check failed", error);
      notify(redemptionFailure(error), "destructive");
    },
  });
}

/** A leader's request was refused for lack of a grant (e.g. revoked meanwhile): check access again. */
export function useRecheckAccess() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ACCESS_KEY });
}
