import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { lazy } from "react";
import type { RoleType } from "@/domain/events/roles";
import { MINUTE } from "@/domain/time";
import { answer, client } from "@/web/lib/api";
import { useRefreshOn } from "@/web/lib/live";
import { useSession } from "@/web/lib/session";

const events = client.events;
const event = events[":id"];

/** A page of the upcoming events list and the cursor of the next one (null: this is the last). */
export type EventsPage = InferResponseType<typeof events.$get, 200>;
export type EventSummary = EventsPage["events"][number];
/** One event with what the viewer may do. */
export type EventDetails = InferResponseType<typeof event.$get, 200>;
export type AgendaItem = InferResponseType<typeof event.agenda.$get, 200>["items"][number];
export type MeetingRoles = InferResponseType<typeof event.roles.$get, 200>;
export type RoleAssignment = MeetingRoles["assignments"][number];
export type WaitingMember = MeetingRoles["waitlist"][number];
export type RoleOffer = InferResponseType<typeof event.offers.$get, 200>["offers"][number];
export type OfferCandidates = InferResponseType<(typeof event)["offer-candidates"]["$get"], 200>;
export type PickedMember = InferResponseType<typeof events.members.$get, 200>["members"][number];
export type NewEvents = InferRequestType<typeof events.$post>["json"];
export type EventEdit = InferRequestType<typeof event.$patch>["json"];
export type ClubChoices = InferResponseType<typeof events.clubs.$get, 200>;
export type NewAgendaItem = InferRequestType<typeof event.agenda.$post>["json"];
export type AgendaItemChanges = InferRequestType<(typeof event.agenda)[":itemId"]["$patch"]>["json"];
export type MeetingSpeakers = InferResponseType<typeof event.speakers.$get, 200>;
export type Speaker = MeetingSpeakers["speakers"][number];
export type SpeechDetails = InferRequestType<(typeof event.roles)[":assignmentId"]["speech"]["$put"]>["json"];
export type UpcomingEvents = InfiniteData<EventsPage, string | undefined>;
export type { RoleType };

/** Every cache key of the events area. */
export const eventKeys = {
  all: ["events"] as const,
  upcoming: ["events", "upcoming"] as const,
  event: (id: string) => ["events", "event", id] as const,
  agenda: (id: string) => ["events", "agenda", id] as const,
  roles: (id: string) => ["events", "roles", id] as const,
  offers: (id: string) => ["events", "offers", id] as const,
  offerCandidates: (id: string, roleType?: RoleType) => ["events", "offer-candidates", id, roleType] as const,
  speakers: (id: string) => ["events", "speakers", id] as const,
  agendaMail: (id: string) => ["events", "agenda-mail", id] as const,
  speechProjects: (id: string, assignmentId: string) => ["events", "speech-projects", id, assignmentId] as const,
  memberSearch: (text: string) => ["events", "member-search", text] as const,
  clubChoices: ["events", "club-choices"] as const,
  planningChoices: ["events", "planning-choices"] as const,
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

type AgendaAnswer = InferResponseType<typeof event.agenda.$get, 200>;
export type AgendaLastChange = NonNullable<AgendaAnswer["lastChange"]>;

const agendaQuery = (eventId: string) => ({
  queryKey: eventKeys.agenda(eventId),
  queryFn: () => answer(event.agenda.$get({ param: { id: eventId } })),
});

/** The meeting's agenda items in order. */
export function useAgenda(eventId: string) {
  const query = useQuery({ ...agendaQuery(eventId), select: (body: AgendaAnswer) => body.items });
  useRefreshOn(`meeting_agendas:event:${eventId}`, eventKeys.agenda(eventId));
  return query;
}

/** Who changed the agenda last, what and when (docs/decisions/163); null before any change. Same request as the items. */
export function useAgendaLastChange(eventId: string) {
  return useQuery({ ...agendaQuery(eventId), select: (body: AgendaAnswer) => body.lastChange });
}

/** Role assignments and waitlists of one meeting, refreshed live when anyone takes, drops or waits for a role. */
export function useRoleAssignments(eventId: string) {
  const query = useQuery({
    queryKey: eventKeys.roles(eventId),
    queryFn: () => answer(event.roles.$get({ param: { id: eventId } })),
  });
  useRefreshOn(`meeting_role_assignments:event:${eventId}`, eventKeys.roles(eventId));
  useRefreshOn(`role_waitlist:event:${eventId}`, eventKeys.roles(eventId));
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
      const before = queryClient.getQueryData<AgendaAnswer>(key);
      queryClient.setQueryData<AgendaAnswer>(key, (body) =>
        body ? { ...body, items: itemIds.flatMap((id) => body.items.filter((item) => item.id === id)) } : body,
      );
      return { before };
    },
    onError: (_error, _itemIds, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (items) => queryClient.setQueryData<AgendaAnswer>(key, (body) => (body ? { ...body, items } : body)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export type RoleChange = { take: RoleType } | { drop: string } | { wait: RoleType } | { stopWaiting: RoleType };

function changeRole(eventId: string, change: RoleChange) {
  const param = { id: eventId };
  if ("take" in change) return answer(event.roles.$post({ param, json: { roleType: change.take } }));
  if ("drop" in change) {
    return answer(event.roles[":assignmentId"].$delete({ param: { ...param, assignmentId: change.drop } }));
  }
  if ("wait" in change) return answer(event.waitlist.$post({ param, json: { roleType: change.wait } }));
  return answer(event.waitlist[":roleType"].$delete({ param: { ...param, roleType: change.stopWaiting } }));
}

/**
 * Takes a role, drops one (one's own; an officer any at their club's meeting), joins or leaves a full role's
 * waitlist; the roles reload whatever the answer.
 */
export function useRoleChange(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RoleChange) => changeRole(eventId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.roles(eventId) }),
  });
}

/** The meeting's speakers with their speeches and evaluators; live when anyone's role or speech changes. */
export function useSpeakers(eventId: string) {
  const query = useQuery({
    queryKey: eventKeys.speakers(eventId),
    queryFn: () => answer(event.speakers.$get({ param: { id: eventId } })),
  });
  useRefreshOn(`meeting_role_assignments:event:${eventId}`, eventKeys.speakers(eventId));
  return query;
}

/** The projects a speaker may choose for their speech, while `enabled`. */
export function useSpeechProjects(eventId: string, assignmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.speechProjects(eventId, assignmentId),
    queryFn: () =>
      answer(event.roles[":assignmentId"]["speech-projects"].$get({ param: { id: eventId, assignmentId } })).then(
        (body) => body.choices,
      ),
    enabled,
  });
}

/** Saves (details) or removes (null) a speaker's speech details; the speakers reload whatever the answer. */
export function useSpeechDetails(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ assignmentId, details }: { assignmentId: string; details: SpeechDetails | null }) => {
      const speech = event.roles[":assignmentId"].speech;
      const param = { id: eventId, assignmentId };
      if (details) return answer(speech.$put({ param, json: details }));
      await answer(speech.$delete({ param }));
      return null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.speakers(eventId) }),
  });
}

/** Pairs an evaluator with a speaker, or unpairs them (null); the speakers reload whatever the answer. */
export function usePairing(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, speakerAssignmentId }: { assignmentId: string; speakerAssignmentId: string | null }) =>
      answer(
        event.roles[":assignmentId"].pairing.$put({
          param: { id: eventId, assignmentId },
          json: { speakerAssignmentId },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.speakers(eventId) }),
  });
}

/** Whether the member may e-mail the meeting's agenda (its club's officers, admins), and to how many people. */
export function useAgendaMailAudience(eventId: string) {
  const { member } = useSession();
  return useQuery({
    queryKey: eventKeys.agendaMail(eventId),
    queryFn: () => answer(client.events[":id"]["agenda-mail"].$get({ param: { id: eventId } })),
    enabled: Boolean(member),
  });
}

/** E-mails the agenda to the club's members who receive agendas (decision 149). */
export function useSendAgendaMail(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(client.events[":id"]["agenda-mail"].$post({ param: { id: eventId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.agendaMail(eventId) }),
  });
}

/** The open role offers of a meeting the member sees (made to them, by them; officers: all); live. */
export function useRoleOffers(eventId: string, enabled: boolean) {
  const query = useQuery({
    queryKey: eventKeys.offers(eventId),
    queryFn: () => answer(event.offers.$get({ param: { id: eventId } })).then((body) => body.offers),
    enabled,
  });
  useRefreshOn(enabled ? `role_offers:event:${eventId}` : undefined, eventKeys.offers(eventId));
  return query;
}

/** Whom a role can be offered to (decisions 155, 166), while a hand-over or proposal dialog for it is open. */
export function useOfferCandidates(eventId: string, roleType: RoleType | undefined) {
  return useQuery({
    queryKey: eventKeys.offerCandidates(eventId, roleType),
    queryFn: () =>
      answer(event["offer-candidates"].$get({ param: { id: eventId }, query: roleType ? { roleType } : {} })),
    enabled: roleType !== undefined,
  });
}

export type OfferChange =
  | { handover: { assignmentId: string; memberId: string } }
  | { propose: { roleType: RoleType; memberId: string } }
  | { answer: { offerId: string; accept: boolean } }
  | { withdraw: string };

function changeOffer(eventId: string, change: OfferChange): Promise<unknown> {
  const param = { id: eventId };
  if ("handover" in change) {
    const { assignmentId, memberId } = change.handover;
    return answer(
      event.roles[":assignmentId"].handover.$post({ param: { ...param, assignmentId }, json: { memberId } }),
    );
  }
  if ("propose" in change) return answer(event.proposals.$post({ param, json: change.propose }));
  if ("answer" in change) {
    const { offerId, accept } = change.answer;
    return answer(event.offers[":offerId"].answer.$post({ param: { ...param, offerId }, json: { accept } }));
  }
  return answer(event.offers[":offerId"].$delete({ param: { ...param, offerId: change.withdraw } }));
}

/** Offers a role, answers an offer or withdraws one; offers and roles reload whatever the answer. */
export function useOfferChange(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OfferChange) => changeOffer(eventId, change),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.offers(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.roles(eventId) }),
      ]),
  });
}
