import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { useEffect } from "react";
import type { RoleType } from "@/domain/events/roles";
import { answer, client } from "@/web/lib/api";
import { useRefreshOn } from "@/web/lib/live";
import { useSession } from "@/web/lib/session";
import { useProfile } from "../profile/api";

const events = client.events;
const event = events[":id"];

/** A page of the upcoming events list and the cursor of the next one (null: this is the last). */
export type EventsPage = InferResponseType<typeof events.$get, 200>;
export type EventSummary = EventsPage["events"][number];
/** One event with what the viewer may do. */
export type EventDetails = InferResponseType<typeof event.$get, 200>;
export type AgendaItem = InferResponseType<typeof event.agenda.$get, 200>["items"][number];
export type RoleAssignment = InferResponseType<typeof event.roles.$get, 200>["assignments"][number];
export type PickedMember = InferResponseType<typeof events.members.$get, 200>["members"][number];
export type NewEvents = InferRequestType<typeof events.$post>["json"];
export type NewAgendaItem = InferRequestType<typeof event.agenda.$post>["json"];
export type AgendaItemChanges = InferRequestType<(typeof event.agenda)[":itemId"]["$patch"]>["json"];
export type UpcomingEvents = InfiniteData<EventsPage, string | undefined>;
export type { RoleType };

/** Every cache key of the events area. */
export const eventKeys = {
  all: ["events"] as const,
  upcoming: ["events", "upcoming"] as const,
  event: (id: string) => ["events", "event", id] as const,
  agenda: (id: string) => ["events", "agenda", id] as const,
  roles: (id: string) => ["events", "roles", id] as const,
  memberSearch: (text: string) => ["events", "member-search", text] as const,
  clubChoices: ["events", "club-choices"] as const,
};

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

/** One event with what the viewer may do; its attendee count follows live when anyone joins or leaves. */
export function useEventDetails(eventId: string) {
  const query = useQuery({
    queryKey: eventKeys.event(eventId),
    queryFn: () => answer(event.$get({ param: { id: eventId } })),
  });
  useRefreshOn(`event_attendees:event:${eventId}`, eventKeys.event(eventId));
  return query;
}

export function useAgenda(eventId: string) {
  const query = useQuery({
    queryKey: eventKeys.agenda(eventId),
    queryFn: () => answer(event.agenda.$get({ param: { id: eventId } })).then((body) => body.items),
  });
  useRefreshOn(`meeting_agendas:event:${eventId}`, eventKeys.agenda(eventId));
  return query;
}

/** Role assignments of one meeting, refreshed live when anyone takes or drops a role there. */
export function useRoleAssignments(eventId: string) {
  const query = useQuery({
    queryKey: eventKeys.roles(eventId),
    queryFn: () => answer(event.roles.$get({ param: { id: eventId } })).then((body) => body.assignments),
  });
  useRefreshOn(`meeting_role_assignments:event:${eventId}`, eventKeys.roles(eventId));
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

/** The clubs an event can belong to (admins only). */
export function useClubChoices() {
  return useQuery({
    queryKey: eventKeys.clubChoices,
    queryFn: () => answer(events.clubs.$get()).then((body) => body.clubs),
  });
}

/**
 * Whether the member is an admin (from their profile). Checking while the session or the profile loads;
 * a failed check means not an admin, and is only logged.
 */
export function useIsAdmin(): { checking: boolean; isAdmin: boolean } {
  const { member, loading } = useSession();
  const profile = useProfile({ retry: false });
  useEffect(() => {
    if (profile.error) console.error("Could not check the admin role", profile.error);
  }, [profile.error]);
  if (loading) return { checking: true, isAdmin: false };
  if (!member) return { checking: false, isAdmin: false };
  return { checking: profile.isPending, isAdmin: profile.data?.isAdmin === true };
}

/** Creates an event (or a recurring series); the list shows it. */
export function useCreateEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewEvents) => answer(events.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.upcoming }),
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

/** Adds an agenda item; the agenda reloads whatever the answer. */
export function useAddAgendaItem(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: NewAgendaItem) => answer(event.agenda.$post({ param: { id: eventId }, json: item })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.agenda(eventId) }),
  });
}

/** Deletes an agenda item; the agenda reloads whatever the answer. */
export function useDeleteAgendaItem(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => answer(event.agenda[":itemId"].$delete({ param: { id: eventId, itemId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.agenda(eventId) }),
  });
}

/** Edits an agenda item; the agenda reloads whatever the answer. */
export function useUpdateAgendaItem(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, changes }: { itemId: string; changes: AgendaItemChanges }) =>
      answer(event.agenda[":itemId"].$patch({ param: { id: eventId, itemId }, json: changes })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.agenda(eventId) }),
  });
}

/**
 * Puts the agenda in a new order (every item's id, in order): shown at once, put back if the server refuses, and
 * reloaded whatever the answer.
 */
export function useReorderAgenda(eventId: string) {
  const queryClient = useQueryClient();
  const key = eventKeys.agenda(eventId);
  return useMutation({
    mutationFn: (itemIds: string[]) =>
      answer(event.agenda.order.$put({ param: { id: eventId }, json: { itemIds } })).then((body) => body.items),
    onMutate: async (itemIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AgendaItem[]>(key);
      queryClient.setQueryData<AgendaItem[]>(key, (items) =>
        items ? itemIds.flatMap((id) => items.filter((item) => item.id === id)) : items,
      );
      return { before };
    },
    onError: (_error, _itemIds, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (items) => queryClient.setQueryData(key, items),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Takes a role or drops one's own; the roles reload whatever the answer. */
export function useRoleChange(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { take: RoleType } | { drop: string }) =>
      "take" in change
        ? answer(event.roles.$post({ param: { id: eventId }, json: { roleType: change.take } }))
        : answer(event.roles[":assignmentId"].$delete({ param: { id: eventId, assignmentId: change.drop } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.roles(eventId) }),
  });
}
