import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { answer } from "@/web/lib/api";
import { useRefreshOn } from "@/web/lib/live";
import { useSignedInQuery } from "@/web/lib/member-query";
import { useWriteThenRefresh } from "@/web/lib/write-then-refresh";
import { event, eventKeys } from "./event-keys";

/** A meeting's agenda: its items in order, their changes, and the agenda's mail to the club. */

export type AgendaItem = InferResponseType<typeof event.agenda.$get, 200>["items"][number];
export type NewAgendaItem = InferRequestType<typeof event.agenda.$post>["json"];
export type AgendaItemChanges = InferRequestType<(typeof event.agenda)[":itemId"]["$patch"]>["json"];

type AgendaAnswer = InferResponseType<typeof event.agenda.$get, 200>;
export type AgendaLastChange = NonNullable<AgendaAnswer["lastChange"]>;

const agendaQuery = (eventId: string) => ({
  queryKey: eventKeys.agenda(eventId),
  queryFn: () => answer(event.agenda.$get({ param: { id: eventId } })),
});

/** The meeting's agenda items in order, each with its slot's holders. */
export function useAgenda(eventId: string) {
  const query = useQuery({ ...agendaQuery(eventId), select: (body: AgendaAnswer) => body.items });
  useRefreshOn(`meeting_agendas:event:${eventId}`, eventKeys.agenda(eventId));
  // each line names its slot's holders (docs/decisions/230): a role taken or given up changes them
  useRefreshOn(`meeting_role_assignments:event:${eventId}`, eventKeys.agenda(eventId));
  return query;
}

/** Who changed the agenda last, what and when (docs/decisions/163); null before any change. Same request as the items. */
export function useAgendaLastChange(eventId: string) {
  return useQuery({ ...agendaQuery(eventId), select: (body: AgendaAnswer) => body.lastChange });
}

/** Adds an agenda item; the agenda reloads whatever the answer. */
export function useAddAgendaItem(eventId: string) {
  return useWriteThenRefresh(eventKeys.agenda(eventId), (item: NewAgendaItem) =>
    answer(event.agenda.$post({ param: { id: eventId }, json: item })),
  );
}

/** Deletes an agenda item; the agenda reloads whatever the answer. */
export function useDeleteAgendaItem(eventId: string) {
  return useWriteThenRefresh(eventKeys.agenda(eventId), (itemId: string) =>
    answer(event.agenda[":itemId"].$delete({ param: { id: eventId, itemId } })),
  );
}

/** Edits an agenda item; the agenda reloads whatever the answer. */
export function useUpdateAgendaItem(eventId: string) {
  return useWriteThenRefresh(
    eventKeys.agenda(eventId),
    ({ itemId, changes }: { itemId: string; changes: AgendaItemChanges }) =>
      answer(event.agenda[":itemId"].$patch({ param: { id: eventId, itemId }, json: changes })),
  );
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

/** Whether the member may e-mail the meeting's agenda (its club's officers, admins), and to how many people. */
export function useAgendaMailAudience(eventId: string) {
  return useSignedInQuery(eventKeys.agendaMail(eventId), () =>
    answer(event["agenda-mail"].$get({ param: { id: eventId } })),
  );
}

/** E-mails the agenda to the club's members who receive agendas (decision 149). */
export function useSendAgendaMail(eventId: string) {
  return useWriteThenRefresh(eventKeys.agendaMail(eventId), () =>
    answer(event["agenda-mail"].$post({ param: { id: eventId } })),
  );
}
