import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { lazy } from "react";
import type { RoleType } from "@/domain/events/roles";
import { answer } from "@/web/lib/api";
import { useRefreshOn } from "@/web/lib/live";
import { useWriteThenRefresh } from "@/web/lib/write-then-refresh";
import { type EventDetails, event, eventKeys, events } from "./event-keys";

/**
 * The events area's requests, the one file other areas import: the events themselves here, their planning (the
 * Create Event dialog's requests), a meeting's agenda, roles and speeches in their own files, re-exported.
 */
export * from "./agenda-api";
export { type EventDetails, eventKeys } from "./event-keys";
export * from "./planning-api";
export * from "./roles-api";
export * from "./speeches-api";

/** A page of the upcoming events list and the cursor of the next one (null: this is the last). */
export type EventsPage = InferResponseType<typeof events.$get, 200>;
export type EventSummary = EventsPage["events"][number];
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
  // a member who joins or leaves a club gains or loses its members-only events
  useRefreshOn("memberships", eventKeys.upcoming);
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
    // a panel that shows the event beside its page does not ask again: the page's own reading is kept current live
    refetchOnMount: (shown) => shown.getObserversCount() <= 1,
  });
  useRefreshOn(`event_attendees:event:${eventId}`, eventKeys.event(eventId));
  // an edit or a cancellation by the club's officers shows at once
  useRefreshOn("events", eventKeys.event(eventId));
  // so does the end of the meeting (the link to its report)
  useRefreshOn(`meeting_runs:event:${eventId}`, eventKeys.event(eventId));
  return query;
}

/** The Create Event dialog (create, or edit one event), loaded when first opened; other areas open it too. */
export const EventDialog = lazy(() => import("./create-event-dialog"));

/** Cancels one event (with an optional reason); its page and the list show it cancelled. */
export function useCancelEvent(eventId: string) {
  return useWriteThenRefresh(eventKeys.all, (reason: string) =>
    answer(event.cancel.$post({ param: { id: eventId }, json: { reason } })),
  );
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
