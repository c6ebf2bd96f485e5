import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { useLocation, useNavigate, useParams } from "react-router";
import { CLUB_EVENTS_PAGE_SIZE } from "@/domain/clubs/club-events";
import { paths } from "@/domain/paths";
import { answer, client } from "@/web/lib/api";
import { useRefreshOn } from "@/web/lib/live";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";

const club = client.clubs[":clubId"];

export type ClubCard = InferResponseType<typeof client.clubs.$get, 200>["clubs"][number];
export type ClubDetail = InferResponseType<typeof club.$get, 200>;
export type ClubEvents = InferResponseType<typeof club.events.$get, 200>;
export type ClubEventsWhen = ClubEvents["when"];
export type ClubOfficers = InferResponseType<typeof club.officers.$get, 200>;
export type NewOfficer = InferRequestType<typeof club.officers.$post>["json"];

/** Every cache key of the clubs area. */
export const clubKeys = {
  all: ["clubs"] as const,
  list: (memberId: string | null, term: string) => ["clubs", "list", memberId, term] as const,
  detail: (memberId: string | null, clubId: string | undefined) => ["clubs", "detail", memberId, clubId] as const,
  officers: (clubId: string) => ["clubs", "officers", clubId] as const,
  events: (memberId: string | null, clubId: string, when: string, page: number) =>
    ["clubs", "events", memberId, clubId, when, page] as const,
};

/** Member counts change whenever anyone joins or leaves: refresh the clubs shown. */
function useLiveMemberships() {
  useRefreshOn("memberships", clubKeys.all);
}

export function useClubs(search: string) {
  const { member } = useSession();
  useLiveMemberships();
  const term = search.trim();
  const query = useQuery({
    queryKey: clubKeys.list(member?.id ?? null, term),
    queryFn: () => answer(client.clubs.$get({ query: term ? { search: term } : {} })),
    placeholderData: keepPreviousData,
    enabled: member !== undefined,
  });
  return query;
}

export function useClub(clubId: string | undefined) {
  const { member } = useSession();
  useLiveMemberships();
  useRefreshOn(clubId && `club_officers:club:${clubId}`, clubKeys.all);
  return useQuery({
    queryKey: clubKeys.detail(member?.id ?? null, clubId),
    queryFn: () => answer(club.$get({ param: { clubId: clubId ?? "" } })),
    enabled: member !== undefined && Boolean(clubId),
    retry: (failures, error) => (error as { status?: number }).status !== 404 && failures < 2,
  });
}

/**
 * The club a page of the club's own is about (its address's :clubId), the club's name once read, and the link back to
 * the club's page.
 */
export function useClubOfPage() {
  const { clubId = "" } = useParams();
  const clubName = useClub(clubId).data?.name;
  return { clubId, clubName, back: { to: paths.club(clubId), label: `Back to ${clubName ?? "the club"}` } };
}

/**
 * A page of the club's events, upcoming or past; the club page's own first page of upcoming ones shows at once, and a
 * page being fetched keeps the last one on screen.
 */
export function useClubEvents(detail: ClubDetail, when: ClubEventsWhen, page: number) {
  const { member } = useSession();
  useRefreshOn("events", clubKeys.all);
  return useQuery({
    queryKey: clubKeys.events(member?.id ?? null, detail.id, when, page),
    queryFn: () => answer(club.events.$get({ param: { clubId: detail.id }, query: { when, page: String(page) } })),
    placeholderData: (previous) =>
      previous ??
      (when === "upcoming" && page === 1 && detail.upcomingEvents.length < CLUB_EVENTS_PAGE_SIZE
        ? { when, page, pageCount: 1, eventCount: detail.upcomingEvents.length, events: detail.upcomingEvents }
        : undefined),
  });
}

/**
 * Join or leave a club; visitors are sent to sign in first and brought back. `run` answers the request's promise
 * (undefined when nothing was sent): the component shows its toasts from it.
 */
export function useMembership(clubId: string) {
  const { member } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mutation = useMutation({
    mutationFn: async (action: "join" | "leave") => {
      const param = { clubId };
      if (action === "join") await answer(club.membership.$post({ param }));
      else await answer(club.membership.$delete({ param }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubKeys.all }),
  });
  const run = (action: "join" | "leave"): Promise<void> | undefined => {
    if (!member) {
      void navigate(signInPath(pathname));
      return undefined;
    }
    return mutation.isPending ? undefined : mutation.mutateAsync(action);
  };
  return { run, pending: mutation.isPending ? mutation.variables : undefined };
}

/** The club's officers with their ids, and the members an officer may appoint (for its officers and admins). */
export function useClubOfficers(clubId: string, enabled: boolean) {
  return useQuery({
    queryKey: clubKeys.officers(clubId),
    queryFn: () => answer(club.officers.$get({ param: { clubId } })),
    enabled,
  });
}

type OfficerChange = { appoint: NewOfficer } | { retitle: { memberId: string; title: string } } | { remove: string };

/** Appoint a member of the club as an officer, change an officer's title, or remove one; the page and list follow. */
export function useOfficerChange(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OfficerChange) => {
      if ("appoint" in change) return answer(club.officers.$post({ param: { clubId }, json: change.appoint }));
      if ("retitle" in change) {
        const { memberId, title } = change.retitle;
        return answer(club.officers[":memberId"].$patch({ param: { clubId, memberId }, json: { title } }));
      }
      return answer(club.officers[":memberId"].$delete({ param: { clubId, memberId: change.remove } }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubKeys.all }),
  });
}
