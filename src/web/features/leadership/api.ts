import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { ACCESS_KEY_MESSAGES } from "@/domain/leadership/messages";
import type { Message } from "@/domain/messages";
import { ApiError, answer, client } from "@/web/lib/api";
import { useSession } from "@/web/lib/session";
import { notify } from "@/web/lib/toast";

const leadership = client.leadership;

export type LeadershipOverview = InferResponseType<typeof leadership.overview.$get, 200>;

/** Every cache key of the leadership area. */
export const leadershipKeys = {
  access: ["leadership", "access"] as const,
  memberAccess: (memberId: string | null) => ["leadership", "access", memberId] as const,
  overview: ["leadership", "overview"] as const,
};

/** Whether the signed-in member holds a grant (undefined while checking). */
export function useLeadershipAccess() {
  const { member } = useSession();
  return useQuery({
    queryKey: leadershipKeys.memberAccess(member?.id ?? null),
    queryFn: () => answer(leadership.access.$get()),
    enabled: Boolean(member),
  });
}

export function useLeadershipOverview(enabled: boolean) {
  return useQuery({
    queryKey: leadershipKeys.overview,
    queryFn: () => answer(leadership.overview.$get()),
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
    mutationFn: (key: string) => answer(leadership.access.$post({ json: { key } })),
    onSuccess: async (granted) => {
      notify(granted.outcome === "granted" ? ACCESS_KEY_MESSAGES.granted : ACCESS_KEY_MESSAGES.alreadyGranted);
      onGranted();
      await queryClient.invalidateQueries({ queryKey: leadershipKeys.access });
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
  return () => void queryClient.invalidateQueries({ queryKey: leadershipKeys.access });
}

/** A refusal for lack of a grant (e.g. revoked meanwhile) checks access again. */
function useLeaderMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const recheck = useRecheckAccess();
  return useMutation({
    mutationFn: request,
    onError: (error) => {
      if (error instanceof ApiError && error.code === "NO_LEADERSHIP_ACCESS") recheck();
    },
  });
}

/** E-mails an announcement to every active club member. */
export const useSendAnnouncement = () =>
  useLeaderMutation((message: string) => answer(leadership.announcements.$post({ json: { message } })));

/** E-mails an invitation to create an account. */
export const useSendInvitation = () =>
  useLeaderMutation((email: string) => answer(leadership.invitations.$post({ json: { email } })));
