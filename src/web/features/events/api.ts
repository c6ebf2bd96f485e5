import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { lazy } from "react";
import type { RoleType } from "@/domain/events/roles";
import { MINUTE } from "@/domain/time";
import { answer } from "@/web/lib/api";
import { useRefreshOn } from "@/web/lib/live";
import { useSession } from "@/web/lib/session";
import { event, eventKeys, events } from "./event-keys";

/**
 * The events area's requests, the one file other areas import: the events themselves here, a meeting's agenda,
 * roles and speeches in their own files, re-exported.
 */
export * from "./agenda-api";
export { eventKeys } from "./event-keys";
export * from "./roles-api";
export * from "./speeches-api";

/** A page of the upcoming events list and the cursor of the next one (null: this is the last). */
export type EventsPage = InferResponseType<typeof events.$get, 200>;
export type EventSummary = EventsPage["events"][number];
/** One event with what the viewer may do. */
export type EventDetails = InferResponseType<typeof event.$get, 200>;
export type PickedMember = InferResponseType<typeof events.members.$get, 200>["members"][number];
export type NewEvents = InferRequestType<typeof events.$post>["json"];
export type EventEdit = InferRequestType<typeof event.$patch>["json"];
export type ClubChoices = InferResponseType<typeof events.clubs.$get, 200>;
export type UpcomingEvents = InfiniteData<EventsPage, string | undefined>;
export type { RoleType };

/**
 * Upcoming and running public events, a page at a time (`fetchNextPage` appends the next); new events and
 * attendance (anyone's) reload every page shown so far, so attendee counts follow live.
 */
export function useUpcomingEvents() {
  const query = useInfiniteQuery({
    queryKey: eventKeys.upcoming,
    queryFn: ({ pageParam }) => answer(events.$get({ query: pageParam ? { after: pageParam } : {} })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  useRefreshOn("events", eventKeys.upcoming);
  // one topic for every card: a topic per listed event would outgrow the stream's limit as pages are added
  useRefreshOn("event_attendees", eventKeys.upcoming);
  return query;
}

/** `update` applied to one event wherever the loaded pages show it. */
export function updateListedEvent(list: UpcomingEvents | undefined, update: (event: EventSummary) => EventSummary) {
  if (!list) return list;
  return { ...list, pages: list.pages.map((page) => ({ ...page, events: page.events.map(update) })) };
}

/** One event with what the viewer may do; its details and attendee count follow live. */
export function useEventDetails(eventId: string) {
  const query = useQuery({
    queryKey: eventKeys.event(eventId),
    queryFn: () => answer(event.$get({ param: { id: eventId } })),
  });
  useRefreshOn(`event_attendees:event:${eventId}`, eventKeys.event(eventId));
  // an edit or a cancellation by the club's officers shows at once
  useRefreshOn("events", eventKeys.event(eventId));
  // so does the end of the meeting (the link to its report)
  useRefreshOn(`meeting_runs:event:${eventId}`, eventKeys.event(eventId));
  return query;
}

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

/** The Create Event dialog (create, or edit one event), loaded when first opened; other areas open it too. */
export const EventDialog = lazy(() => import("./create-event-dialog"));

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventEdit) => answer(event.$patch({ param: { id: eventId }, json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** Cancels one event (with an optional reason); its page and the list show it cancelled. */
export function useCancelEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => answer(event.cancel.$post({ param: { id: eventId }, json: { reason } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** Joins or leaves an event; the list and the event's page show the new count at once. */
export function useAttendance(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attend: boolean) =>
      answer(
        attend
          ? event.attendance.$post({ param: { id: eventId } })
          : event.attendance.$delete({ param: { id: eventId } }),
      ),
    onSuccess: (result) => {
      const update = <T extends EventSummary>(current: T) =>
        current.id === eventId ? { ...current, ...result } : current;
      queryClient.setQueryData<UpcomingEvents>(eventKeys.upcoming, (list) => updateListedEvent(list, update));
      queryClient.setQueryData<EventDetails>(eventKeys.event(eventId), (current) =>
        current ? update(current) : current,
      );
    },
  });
}
