import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { answer, client } from "@/web/lib/api";
import { useSignedInQuery } from "@/web/lib/member-query";
import { useSession } from "@/web/lib/session";
import { useWriteThenRefresh, useWriteThenShow } from "@/web/lib/write-then-refresh";

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
  return useWriteThenShow(profileKeys.profile, (change: ProfileChange) =>
    answer(client.profile.$patch({ json: change })),
  );
}

export const mailPreferenceKeys = { all: ["profile", "mail-preferences"] as const };

export type MailPreferences = InferResponseType<(typeof client.profile)["mail-preferences"]["$get"], 200>;
type MailChoice = InferRequestType<(typeof client.profile)["mail-preferences"]["$put"]>["json"];

/** What bulk mail the member gets from each of their clubs (decision 148). */
export function useMailPreferences() {
  return useSignedInQuery(mailPreferenceKeys.all, () => answer(client.profile["mail-preferences"].$get()));
}

/** Saves the choice for one club; the page shows what the server kept. */
export function useSaveMailPreferences() {
  return useWriteThenShow(mailPreferenceKeys.all, (choice: MailChoice) =>
    answer(client.profile["mail-preferences"].$put({ json: choice })),
  );
}

export const absenceKeys = { all: ["profile", "absences"] as const };

export type Absence = InferResponseType<typeof client.profile.absences.$get, 200>["absences"][number];
type NewAbsence = InferRequestType<typeof client.profile.absences.$post>["json"];

/** The member's away dates that have not ended, soonest first (decision 156). */
export function useAbsences() {
  return useSignedInQuery(absenceKeys.all, () => answer(client.profile.absences.$get()));
}

/** Adds away dates; the list is asked again (the server keeps it in order). */
export function useAddAbsence() {
  return useWriteThenRefresh(absenceKeys.all, (absence: NewAbsence) =>
    answer(client.profile.absences.$post({ json: absence })),
  );
}

/** Removes the member's own away dates. */
export function useRemoveAbsence() {
  return useWriteThenRefresh(absenceKeys.all, (absenceId: string) =>
    answer(client.profile.absences[":absenceId"].$delete({ param: { absenceId } })),
  );
}

export type HeldOnAwayDays = Absence["roles"][number];

/**
 * Gives up a role held on away days (decision 169), the same request as "Remove" in the meeting's roles panel; the
 * away-dates list is asked again.
 */
export function useGiveUpRole() {
  return useWriteThenRefresh(absenceKeys.all, (role: HeldOnAwayDays) =>
    answer(
      client.events[":id"].roles[":assignmentId"].$delete({
        param: { id: role.eventId, assignmentId: role.assignmentId },
      }),
    ),
  );
}

export const receivedEvaluationKeys = { all: ["profile", "evaluations"] as const };

export type ReceivedEvaluation = InferResponseType<typeof client.profile.evaluations.$get, 200>["evaluations"][number];

/** The evaluations written for the member at meetings, the latest meeting first (decision 159). */
export function useReceivedEvaluations() {
  return useSignedInQuery(receivedEvaluationKeys.all, () => answer(client.profile.evaluations.$get()));
}

export const calendarFeedKeys = { address: ["profile", "calendar-feed"] as const };

/** The member's calendar feed address, or null before they first ask for one (decision 224). */
export function useCalendarFeed() {
  return useSignedInQuery(calendarFeedKeys.address, () => answer(client.profile["calendar-feed"].$get()));
}

/** A new address for the feed (the first one, or one that replaces the old); the page shows the new one. */
export function useRenewCalendarFeed() {
  return useWriteThenShow(calendarFeedKeys.address, () => answer(client.profile["calendar-feed"].$post()));
}

export const speakingRecordKeys = { all: ["profile", "record"] as const };

export type SpeakingRecordAnswer = InferResponseType<typeof client.profile.record.$get, 200>;

/** The member's own speaking record: roles, speeches, evaluations and votes won (decision 238). */
export function useSpeakingRecord() {
  return useSignedInQuery(speakingRecordKeys.all, () => answer(client.profile.record.$get()));
}

export const memberRecordKeys = { of: (memberId: string) => ["members", memberId, "record"] as const };

export type MemberRecordAnswer = InferResponseType<(typeof client.members)[":memberId"]["record"]["$get"], 200>;

/**
 * Another member's speaking record as the reader may see it: whole, or roles and speech dates only (decision 241);
 * a refusal (RECORD_HIDDEN, MEMBER_NOT_FOUND) is an answer, not a passing failure: asked once.
 */
export function useMemberRecord(memberId: string) {
  return useSignedInQuery(
    memberRecordKeys.of(memberId),
    () => answer(client.members[":memberId"].record.$get({ param: { memberId } })),
    { retry: false },
  );
}

export const recordVisibilityKeys = { all: ["profile", "record-visibility"] as const };

/** Whether the member hides their speaking record from other members (decision 241). */
export function useRecordVisibility() {
  return useSignedInQuery(recordVisibilityKeys.all, () => answer(client.profile["record-visibility"].$get()));
}

/** Saves the choice; the page shows what the server kept. */
export function useSaveRecordVisibility() {
  return useWriteThenShow(recordVisibilityKeys.all, (hidden: boolean) =>
    answer(client.profile["record-visibility"].$put({ json: { hidden } })),
  );
}
