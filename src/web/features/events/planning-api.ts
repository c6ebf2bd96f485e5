import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { MINUTE } from "@/domain/time";
import { answer } from "@/web/lib/api";
import { useSession } from "@/web/lib/session";
import { useWriteThenRefresh } from "@/web/lib/write-then-refresh";
import { event, eventKeys, events } from "./event-keys";

/**
 * Planning events: the Create Event dialog's requests (create, edit, the clubs to plan for, the members to name).
 * Apart from api.ts, which loads the dialog lazily and re-exports this file, so the dialog's files never import it.
 */

export type PickedMember = InferResponseType<typeof events.members.$get, 200>["members"][number];
export type NewEvents = InferRequestType<typeof events.$post>["json"];
export type EventEdit = InferRequestType<typeof event.$patch>["json"];
export type ClubChoices = InferResponseType<typeof events.clubs.$get, 200>;

/** Members whose name or e-mail holds `text` (admins only), while `enabled`. */
export function useMemberSearch(text: string, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.memberSearch(text),
    queryFn: () => answer(events.members.$get({ query: { q: text } })).then((body) => body.members),
    enabled,
    staleTime: 30_000,
  });
}

/**
 * The clubs the member plans events for (docs/decisions/140): every club for admins (and no club allowed), an
 * officer's own clubs, none for anyone else. Asked only while `enabled` (signed in).
 */
export function usePlanningChoices(enabled = true) {
  return useQuery({
    queryKey: eventKeys.planningChoices,
    queryFn: () => answer(events.clubs.$get()),
    enabled,
    retry: false,
    staleTime: MINUTE,
  });
}

/** Every club an event can belong to (the admins' pickers). */
export function useClubChoices() {
  return useQuery({
    queryKey: eventKeys.clubChoices,
    queryFn: () => answer(events.clubs.$get()).then((body) => body.clubs),
  });
}

/** Whether the member may plan events (an admin or a club's officer): the server's answer to the club picker. */
export function useMayPlanEvents(): { checking: boolean; mayPlan: boolean } {
  const { member, loading } = useSession();
  const choices = usePlanningChoices(Boolean(member));
  if (loading) return { checking: true, mayPlan: false };
  if (!member) return { checking: false, mayPlan: false };
  const mayPlan = Boolean(choices.data && (choices.data.noClubAllowed || choices.data.clubs.length > 0));
  return { checking: choices.isPending, mayPlan };
}

/** A club the member may plan events for, with the settings a new meeting starts from (docs/decisions/175). */
export type PlanningClub = NonNullable<ReturnType<typeof usePlanningChoices>["data"]>["clubs"][number];

/** Creates an event (or a recurring series); the list shows it. */
export function useCreateEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewEvents) => answer(events.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.upcoming }),
  });
}

/** Edits one event; its page and the list show the new details. */
export function useUpdateEvent(eventId: string) {
  return useWriteThenRefresh(eventKeys.all, (input: EventEdit) =>
    answer(event.$patch({ param: { id: eventId }, json: input })),
  );
}
