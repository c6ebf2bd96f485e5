import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { SPEC_ROLE_SET } from "@/domain/clubs/role-set";
import { answer } from "@/web/lib/api";
import { useRefreshOn } from "@/web/lib/live";
import { useWriteThenRefresh } from "@/web/lib/write-then-refresh";
import { event, eventKeys } from "./event-keys";

/** A meeting's roles: who holds and who waits for each, and the offers that hand a role over. */

export type MeetingRoles = InferResponseType<typeof event.roles.$get, 200>;
export type RoleAssignment = MeetingRoles["assignments"][number];
export type WaitingMember = MeetingRoles["waitlist"][number];
export type RoleOffer = InferResponseType<typeof event.offers.$get, 200>["offers"][number];
export type OfferCandidates = InferResponseType<(typeof event)["offer-candidates"]["$get"], 200>;

/** Role assignments and waitlists of one meeting, refreshed live when anyone takes, drops or waits for a role. */
export function useRoleAssignments(eventId: string, enabled = true) {
  const query = useQuery({
    queryKey: eventKeys.roles(eventId),
    queryFn: () => answer(event.roles.$get({ param: { id: eventId } })),
    enabled,
  });
  useRefreshOn(`meeting_role_assignments:event:${eventId}`, eventKeys.roles(eventId));
  useRefreshOn(`role_waitlist:event:${eventId}`, eventKeys.roles(eventId));
  // the club's role set: a role its officers add or rename (docs/decisions/223)
  const clubId = query.data?.clubId;
  useRefreshOn(clubId ? `club_roles:club:${clubId}` : undefined, eventKeys.roles(eventId));
  return query;
}

/** The roles the meeting offers, in their order: its club's role set, or the specification's five (read if `needed`). */
export function useEventRoleSet(eventId: string, needed = true) {
  return useRoleAssignments(eventId, needed).data?.roles ?? SPEC_ROLE_SET;
}

export type RoleChange = { take: string } | { drop: string } | { wait: string } | { stopWaiting: string };

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
  return useWriteThenRefresh(eventKeys.roles(eventId), (change: RoleChange) => changeRole(eventId, change));
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
export function useOfferCandidates(eventId: string, roleType: string | undefined) {
  return useQuery({
    queryKey: eventKeys.offerCandidates(eventId, roleType),
    queryFn: () =>
      answer(event["offer-candidates"].$get({ param: { id: eventId }, query: roleType ? { roleType } : {} })),
    enabled: roleType !== undefined,
  });
}

export type OfferChange =
  | { handover: { assignmentId: string; memberId: string } }
  | { propose: { roleType: string; memberId: string } }
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
