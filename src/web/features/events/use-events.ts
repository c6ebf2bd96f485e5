import { type InfiniteData, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { EventType } from "@/domain/events/inputs";
import type { RoleType } from "@/domain/events/roles";
import type { AgendaItem } from "@/server/features/events/agenda";
import type { RoleAssignment } from "@/server/features/events/roles";
import { api } from "@/web/lib/api";
import { useLiveTopic } from "@/web/lib/live";
import { useSession } from "@/web/lib/session";

export type { AgendaItem, RoleAssignment, RoleType };

export type EventSummary = {
  id: string;
  title: string;
  description: string | null;
  eventDate: string;
  /** The planned length: the event runs until eventDate + durationMinutes. */
  durationMinutes: number;
  /** The IANA zone where it takes place (its local time is shown beside the viewer's), or null. */
  timeZone: string | null;
  location: string | null;
  eventType: EventType;
  isPublic: boolean;
  clubId: string | null;
  clubName: string | null;
  seriesId: string | null;
  attendeeCount: number;
  attending: boolean;
};

export type EventDetails = EventSummary & { canEditAgenda: boolean; canTakeRoles: boolean };

export const EVENTS_KEY = ["events", "upcoming"] as const;
export const eventKey = (id: string) => ["events", "event", id] as const;
export const agendaKey = (id: string) => ["events", "agenda", id] as const;
export const rolesKey = (id: string) => ["events", "roles", id] as const;

/** A page of the upcoming events list and the cursor of the next one (null: this is the last). */
export type EventsPage = { events: EventSummary[]; nextCursor: string | null };
export type UpcomingEvents = InfiniteData<EventsPage, string | undefined>;

/**
 * Upcoming and running public events, a page at a time (`fetchNextPage` appends the next); new events and
 * attendance (anyone's) reload every page shown so far, so attendee counts follow live.
 */
export function useUpcomingEvents() {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: EVENTS_KEY,
    queryFn: ({ pageParam }) =>
      api<EventsPage>(pageParam ? `/events?after=${encodeURIComponent(pageParam)}` : "/events"),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
  useLiveTopic("events", reload);
  // one topic for every card: a topic per listed event would outgrow the stream's limit as pages are added
  useLiveTopic("event_attendees", reload);
  return query;
}

/** `update` applied to one event wherever the loaded pages show it. */
export function updateListedEvent(list: UpcomingEvents | undefined, update: (event: EventSummary) => EventSummary) {
  if (!list) return list;
  return { ...list, pages: list.pages.map((page) => ({ ...page, events: page.events.map(update) })) };
}

/** One event with what the viewer may do; its attendee count follows live when anyone joins or leaves. */
export function useEventDetails(eventId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: eventKey(eventId), queryFn: () => api<EventDetails>(`/events/${eventId}`) });
  useLiveTopic(`event_attendees:event:${eventId}`, () => {
    void queryClient.invalidateQueries({ queryKey: eventKey(eventId) });
  });
  return query;
}

export function useAgenda(eventId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: agendaKey(eventId),
    queryFn: () => api<{ items: AgendaItem[] }>(`/events/${eventId}/agenda`).then((body) => body.items),
  });
  useLiveTopic(`meeting_agendas:event:${eventId}`, () => {
    void queryClient.invalidateQueries({ queryKey: agendaKey(eventId) });
  });
  return query;
}

/** Role assignments of one meeting, refreshed live when anyone takes or drops a role there. */
export function useRoleAssignments(eventId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: rolesKey(eventId),
    queryFn: () => api<{ assignments: RoleAssignment[] }>(`/events/${eventId}/roles`).then((body) => body.assignments),
  });
  useLiveTopic(`meeting_role_assignments:event:${eventId}`, () => {
    void queryClient.invalidateQueries({ queryKey: rolesKey(eventId) });
  });
  return query;
}

/**
 * Whether the member is an admin (from their profile). Checking while the session or the profile loads;
 * a failed check means not an admin, and is only logged.
 */
export function useIsAdmin(): { checking: boolean; isAdmin: boolean } {
  const { member, loading } = useSession();
  const profile = useQuery({
    queryKey: ["profile"],
    queryFn: () => api<{ isAdmin: boolean }>("/profile"),
    enabled: Boolean(member),
    retry: false,
  });
  useEffect(() => {
    if (profile.error) console.error("Could not check the admin role", profile.error);
  }, [profile.error]);
  if (loading) return { checking: true, isAdmin: false };
  if (!member) return { checking: false, isAdmin: false };
  return { checking: profile.isPending, isAdmin: profile.data?.isAdmin === true };
}
