import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { templateKeys } from "@/web/features/agenda-templates/api";
import { clubKeys } from "@/web/features/clubs/api";
import { ApiError, answer, client } from "@/web/lib/api";
import { useRefreshOn } from "@/web/lib/live";
import { useMemberQuery } from "@/web/lib/member-query";
import { useSession } from "@/web/lib/session";

const leadership = client.leadership;

export type LeadershipOverview = InferResponseType<typeof leadership.overview.$get, 200>;

/** Every cache key of the leadership area. */
export const leadershipKeys = {
  access: ["leadership", "access"] as const,
  memberAccess: (memberId: string | null) => ["leadership", "access", memberId] as const,
  overview: (clubId: string | undefined) => ["leadership", "overview", clubId ?? "network"] as const,
  announcementReach: ["leadership", "announcements", "reach"] as const,
  announcementAudience: (clubId: string | undefined) =>
    ["leadership", "announcements", "audience", clubId ?? "network"] as const,
};

/** Whether the signed-in member holds a grant (undefined while checking). */
export function useLeadershipAccess() {
  return useMemberQuery(leadershipKeys.memberAccess, () => answer(leadership.access.$get()));
}

/** The overview of one club, or (undefined: admins and the network-wide grant) of the whole network. */
export function useLeadershipOverview(clubId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: leadershipKeys.overview(clubId),
    queryFn: () => answer(leadership.overview.$get({ query: clubId ? { clubId } : {} })),
    enabled,
  });
}

/** Redeem an access key; the component shows the answer's toast (`mutateAsync(key).then(…)`). */
export function useRedeemAccessKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => answer(leadership.access.$post({ json: { key } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadershipKeys.access }),
  });
}

/** A leader's request was refused for lack of a grant (e.g. revoked meanwhile): check access again. */
export function useRecheckAccess() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: leadershipKeys.access });
}

/** A refusal for lack of a grant (e.g. revoked meanwhile) checks access again. */
function useLeaderMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const recheck = useRecheckAccess();
  return useMutation({
    mutationFn: request,
    onError: (error) => {
      if (error instanceof ApiError && error.code === "NO_LEADERSHIP_ACCESS") recheck();
    },
  });
}

/** The clubs the member may announce to, and whether they may address the whole network (decision 147). */
export function useAnnouncementReach(enabled: boolean) {
  return useQuery({
    queryKey: leadershipKeys.announcementReach,
    queryFn: () => answer(leadership.announcements.reach.$get()),
    enabled,
  });
}

/** How many people an announcement to the club (undefined: the whole network) reaches now. */
export function useAnnouncementAudience(clubId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: leadershipKeys.announcementAudience(clubId),
    queryFn: () => answer(leadership.announcements.audience.$get({ query: clubId ? { clubId } : {} })),
    enabled,
  });
}

export type AnnouncementDraft = InferRequestType<typeof leadership.announcements.$post>["json"];

/** E-mails an announcement to a club's active members (or, for admins, every club's). */
export const useSendAnnouncement = () =>
  useLeaderMutation((draft: AnnouncementDraft) => answer(leadership.announcements.$post({ json: draft })));

export type InvitationDraft = InferRequestType<typeof leadership.invitations.$post>["json"];

/** E-mails an invitation to join a club (or the product), with a link to the page that accepts it. */
export const useSendInvitation = () =>
  useLeaderMutation((draft: InvitationDraft) => answer(leadership.invitations.$post({ json: draft })));

// ---- an invitation's page (decision 183) ----

const invitation = client.invitations[":token"];

export type InvitationView = InferResponseType<typeof invitation.$get, 200>;

export const invitationKeys = {
  one: (token: string, memberId: string | null) => ["invitations", token, memberId] as const,
};

/** The invitation the link names: who invited whom, to which club, its next meeting, and whether it is still open. */
export function useInvitation(token: string) {
  const { member } = useSession();
  return useQuery({
    queryKey: invitationKeys.one(token, member?.id ?? null),
    queryFn: () => answer(invitation.$get({ param: { token } })),
    retry: false,
  });
}

/** Accepts the invitation: the member joins its club. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(invitation.accept.$post({ param: { token } })),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ["invitations", token] });
      await queryClient.invalidateQueries({ queryKey: clubKeys.all });
    },
  });
}

// ---- a club's pages in Leadership Central, for its officers (decision 150) ----

const officerClub = client.clubs[":clubId"];

export type ClubDashboard = InferResponseType<typeof officerClub.dashboard.$get, 200>;
export type ClubReports = InferResponseType<typeof officerClub.reports.$get, 200>;
export type ClubSettings = InferResponseType<typeof officerClub.settings.$get, 200>;
export type ClubSettingsChange = InferRequestType<typeof officerClub.$patch>["json"];

/** Every cache key of a club's pages in Leadership Central. */
export const officerClubKeys = {
  mine: (memberId: string | null) => ["leadership", "clubs", memberId] as const,
  club: (clubId: string) => ["leadership", "club", clubId] as const,
  dashboard: (clubId: string) => ["leadership", "club", clubId, "dashboard"] as const,
  reports: (clubId: string) => ["leadership", "club", clubId, "reports"] as const,
  settings: (clubId: string) => ["leadership", "club", clubId, "settings"] as const,
};

/** The clubs the signed-in member is an officer of (the club choice). */
export function useOfficerClubs() {
  return useMemberQuery(officerClubKeys.mine, () => answer(leadership.clubs.$get()));
}

/** A club's figures, following its meetings' roles and its members as they change. */
export function useClubDashboard(clubId: string) {
  useRefreshOn("meeting_role_assignments", officerClubKeys.club(clubId));
  useRefreshOn(`memberships:club:${clubId}`, officerClubKeys.club(clubId));
  return useQuery({
    queryKey: officerClubKeys.dashboard(clubId),
    queryFn: () => answer(officerClub.dashboard.$get({ param: { clubId } })),
  });
}

export function useClubReports(clubId: string) {
  useRefreshOn("meeting_role_assignments", officerClubKeys.club(clubId));
  return useQuery({
    queryKey: officerClubKeys.reports(clubId),
    queryFn: () => answer(officerClub.reports.$get({ param: { clubId } })),
  });
}

export function useClubSettings(clubId: string) {
  return useQuery({
    queryKey: officerClubKeys.settings(clubId),
    queryFn: () => answer(officerClub.settings.$get({ param: { clubId } })),
  });
}

/**
 * What saving these reminder and open-role settings would send at once (docs/decisions/177): asked when Save is
 * pressed, before saving.
 */
export function useSettingMessages(clubId: string) {
  return useMutation({
    mutationFn: ({ reminderDays, nudgeDays }: { reminderDays: number; nudgeDays: number }) =>
      answer(
        officerClub.settings.messages.$get({
          param: { clubId },
          query: { reminderDays: String(reminderDays), nudgeDays: String(nudgeDays) },
        }),
      ),
  });
}

/** Saves a club's settings; the club's pages and the club list show them next. */
export function useSaveClubSettings(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ClubSettingsChange) => answer(officerClub.$patch({ param: { clubId }, json })),
    onSuccess: (saved) => queryClient.setQueryData(officerClubKeys.settings(clubId), saved),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: officerClubKeys.mine(null).slice(0, 2) }),
        queryClient.invalidateQueries({ queryKey: clubKeys.all }),
        queryClient.invalidateQueries({ queryKey: templateKeys.club(clubId) }),
      ]);
    },
  });
}

export type RosterReport = InferResponseType<(typeof officerClub.roster)["preview"]["$post"], 200>;

/** What importing this CSV file would do, row by row (nothing is written or sent). */
export function useRosterPreview(clubId: string) {
  return useMutation({
    mutationFn: (csv: string) => answer(officerClub.roster.preview.$post({ param: { clubId }, json: { csv } })),
  });
}

/** Imports the CSV file: adds the site's members, invites the other addresses; answers with the report. */
export function useRosterImport(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => answer(officerClub.roster.import.$post({ param: { clubId }, json: { csv } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officerClubKeys.club(clubId) }),
  });
}

/** The addresses of the club's CSV files, downloaded by the browser with the session cookie. */
export const clubFileUrls = (clubId: string) => ({
  roster: `/api/clubs/${encodeURIComponent(clubId)}/roster.csv`,
  roleHistory: `/api/clubs/${encodeURIComponent(clubId)}/role-history.csv`,
  attendance: `/api/clubs/${encodeURIComponent(clubId)}/attendance.csv`,
});

const planning = officerClub["planning-grid"];
export type PlanningGrid = InferResponseType<typeof planning.$get, 200>;
export type SeriesEdit = InferRequestType<(typeof officerClub.series)[":seriesId"]["$put"]>["json"];
const gridKey = (clubId: string, weeks: number) => ["leadership", "club", clubId, "planning", weeks] as const;

/** The planning grid of the club's next `weeks` meetings (docs/decisions/234), following their roles as they change. */
export function usePlanningGrid(clubId: string, weeks: number) {
  useRefreshOn("meeting_role_assignments", officerClubKeys.club(clubId));
  return useQuery({
    queryKey: gridKey(clubId, weeks),
    queryFn: () => answer(planning.$get({ param: { clubId }, query: { weeks: String(weeks) } })),
  });
}

/** The grid's writes: give outright, propose, clear a holder or a proposal, skip a meeting, edit a series. */
export function useGridChanges(clubId: string) {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: officerClubKeys.club(clubId) });
  const assign = useMutation({
    mutationFn: (json: { eventId: string; roleType: string; memberId: string }) =>
      answer(planning.assign.$post({ param: { clubId }, json })),
    onSettled: settled,
  });
  const propose = useMutation({
    mutationFn: ({ eventId, ...json }: { eventId: string; roleType: string; memberId: string }) =>
      answer(client.events[":id"].proposals.$post({ param: { id: eventId }, json })),
    onSettled: settled,
  });
  const clear = useMutation({
    mutationFn: (json: { eventId: string; assignmentId?: string; offerId?: string }) =>
      answer(planning.clear.$post({ param: { clubId }, json })),
    onSettled: settled,
  });
  const skip = useMutation({
    mutationFn: ({ eventId, reason }: { eventId: string; reason: string }) =>
      answer(client.events[":id"].cancel.$post({ param: { id: eventId }, json: { reason } })),
    onSettled: settled,
  });
  const editSeries = useMutation({
    mutationFn: ({ seriesId, json }: { seriesId: string; json: SeriesEdit }) =>
      answer(officerClub.series[":seriesId"].$put({ param: { clubId, seriesId }, json })),
    onSettled: settled,
  });
  return { assign, propose, clear, skip, editSeries };
}
