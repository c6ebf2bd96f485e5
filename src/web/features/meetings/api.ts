import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { GuestInput } from "@/domain/meetings/attendance";
import { ApiError, answer, client } from "@/web/lib/api";
import { useRefreshOn } from "@/web/lib/live";
import { serverClock } from "@/web/lib/server-clock";
import { useWriteThenRefresh } from "@/web/lib/write-then-refresh";
import type { TimerAction } from "./offline-actions";

type GuestSent = { name: string; email?: string; heardFrom?: string; consent: boolean } & GuestInput;

const meetings = client.meetings;
const meeting = meetings[":id"];

/** Everything a meeting's console shows, with what the viewer may do there (docs/decisions/159). */
export type ConsoleState = InferResponseType<typeof meeting.$get, 200>;
export type ConsoleTiming = ConsoleState["timings"][number];
export type ConsoleAgendaItem = ConsoleState["agenda"][number];
/** What a meeting's display shows (no account: the link's token). */
export type DisplayState = InferResponseType<typeof meeting.display.$get, 200>;

/** Every cache key of the meetings area. */
export const meetingKeys = {
  all: ["meetings"] as const,
  console: (id: string) => ["meetings", "console", id] as const,
  display: (id: string, token: string) => ["meetings", "display", id, token] as const,
  report: (id: string) => ["meetings", "report", id] as const,
};

/** The tables of the meeting room on the change feed: any change to them refreshes an open console. */
const CONSOLE_TOPICS = [
  "meeting_runs",
  "meeting_agendas",
  "meeting_timings",
  "meeting_filler_counts",
  "meeting_evaluations",
  "meeting_votes",
  "meeting_vote_decisions",
  "meeting_role_assignments",
  "event_attendees",
  "meeting_attendance",
  "meeting_guests",
] as const;

/** The console's state, refreshed live whenever anyone records something at the meeting. */
export function useConsole(eventId: string) {
  const key = meetingKeys.console(eventId);
  for (const table of CONSOLE_TOPICS) {
    // a fixed list: the same hooks in the same order on every render
    // biome-ignore lint/correctness/useHookAtTopLevel: CONSOLE_TOPICS never changes
    useRefreshOn(`${table}:event:${eventId}`, key);
  }
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      // each answer also measures how far the server's clock is from this device's (src/web/lib/server-clock.ts)
      const sentAt = Date.now();
      const state = await answer(meeting.$get({ param: { id: eventId } }));
      serverClock.sample(state.serverNow, sentAt, Date.now());
      return state;
    },
  });
}

/** The moderator starts an agenda item at `at` (the server's clock); the first start of an item is kept. */
export function useStartItem(eventId: string) {
  return useWriteThenRefresh(meetingKeys.console(eventId), ({ itemId, at }: { itemId: string; at: string }) =>
    answer(meeting.items[":itemId"].start.$post({ param: { id: eventId, itemId }, json: { at } })),
  );
}

/** An officer renews the display link: the old one stops working. */
export function useRenewDisplayLink(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(meeting["display-link"].$post({ param: { id: eventId } })),
    onSuccess: ({ displayPath }) =>
      queryClient.setQueryData<ConsoleState>(meetingKeys.console(eventId), (state) =>
        state ? { ...state, displayPath } : state,
      ),
  });
}

/** Sends one of the timer's actions (src/web/features/meetings/offline-actions.ts); a repeat changes nothing. */
export function sendTimerAction(eventId: string, action: TimerAction) {
  if (action.kind === "start") {
    const { speakerUserId, speakerName, speechTitle, agendaItemId, speechTypeId } = action;
    return answer(
      meeting.timings.$post({
        param: { id: eventId },
        json: {
          id: action.id,
          at: action.at,
          agendaItemId,
          speechTypeId,
          speechTitle: speechTitle?.trim() || undefined,
          // a member is named by id (the server knows their name); a guest by the name typed
          ...(speakerUserId ? { speakerUserId } : { speakerName }),
        },
      }),
    );
  }
  return answer(
    meeting.timings[":timingId"][":action"].$post({
      param: { id: eventId, timingId: action.timingId, action: action.kind },
      json: { actionId: action.id, at: action.at },
    }),
  );
}

/** A meeting's report as kept when it ended, with the meeting's title and id (docs/decisions/159). */
export type MeetingReportAnswer = InferResponseType<typeof meeting.report.$get, 200>;
export type MeetingReport = MeetingReportAnswer["report"];

/** A refusal (not ended yet, not allowed, no such meeting) is not asked again; a failure is, once. */
const retryUnlessRefused = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1;

/** The meeting's report; it appears as soon as the meeting is ended, wherever that happens. */
export function useMeetingReport(eventId: string) {
  const key = meetingKeys.report(eventId);
  useRefreshOn(`meeting_runs:event:${eventId}`, key);
  return useQuery({
    queryKey: key,
    queryFn: () => answer(meeting.report.$get({ param: { id: eventId } })),
    retry: retryUnlessRefused,
  });
}

/** Ends the meeting (its moderator, the club's officers and admins); the answer carries the report. */
export function useEndMeeting(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(meeting.end.$post({ param: { id: eventId } })),
    onSuccess: ({ notified: _notified, ...kept }) => queryClient.setQueryData(meetingKeys.report(eventId), kept),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingKeys.console(eventId) }),
  });
}

/**
 * The display's state, read at once on opening and after a reconnect; the request also measures the server's clock
 * (src/web/lib/server-clock.ts), so the elapsed time counts like the timer's. A wrong token is a 404 and is not
 * asked again.
 */
export function useDisplay(eventId: string, token: string) {
  return useQuery({
    queryKey: meetingKeys.display(eventId, token),
    enabled: token !== "",
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
    queryFn: async (): Promise<DisplayState> => {
      const sentAt = Date.now();
      const state = await answer(meeting.display.$get({ param: { id: eventId }, query: { token } }));
      serverClock.sample(state.serverNow, sentAt, Date.now());
      return state;
    },
  });
}

/** The later of two readings of the display's state (by the server's clock when each was read). */
export const laterDisplayState = (known: DisplayState | undefined, incoming: DisplayState) =>
  known && Date.parse(known.serverNow) > Date.parse(incoming.serverNow) ? known : incoming;

export type DisplayConnection = "connecting" | "open" | "lost" | "revoked";

const REOPEN_MS = 3000;

/**
 * The display's live stream (Server-Sent Events): each `state` replaces the cached state; `revoked` says the link
 * was renewed. When the connection drops (or the device goes offline) it says "lost" and reconnects by itself;
 * once back it reads the state again (whatever it missed). Each state also tells the server's clock..
 */
export function useDisplayStream(eventId: string, token: string, enabled: boolean): DisplayConnection {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<DisplayConnection>("connecting");
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const key = meetingKeys.display(eventId, token);
    const address = `/api/meetings/${encodeURIComponent(eventId)}/display/stream?token=${encodeURIComponent(token)}`;
    let source: EventSource | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let lost = false;
    let revoked = false;

    const catchUp = () => void queryClient.invalidateQueries({ queryKey: key });
    const loseConnection = () => {
      lost = true;
      setConnection("lost");
    };
    const close = () => {
      source?.close();
      source = undefined;
      clearTimeout(reopenTimer);
    };
    const open = () => {
      close();
      if (revoked) return;
      const opened = new EventSource(address);
      source = opened;
      opened.addEventListener("ready", () => {
        setConnection("open");
        if (lost) catchUp();
        lost = false;
      });
      opened.addEventListener("state", (event) => {
        const incoming = JSON.parse((event as MessageEvent<string>).data) as DisplayState;
        serverClock.heard(incoming.serverNow, Date.now());
        queryClient.setQueryData<DisplayState>(key, (known) => (known ? laterDisplayState(known, incoming) : known));
      });
      opened.addEventListener("revoked", () => {
        revoked = true;
        close();
        setConnection("revoked");
      });
      opened.addEventListener("error", () => {
        if (revoked) return;
        loseConnection();
        // the browser retries by itself unless the server answered with a refusal or an error page
        if (opened.readyState === EventSource.CLOSED) {
          catchUp(); // a link renewed meanwhile is a 404 there
          reopenTimer = setTimeout(open, REOPEN_MS);
        }
      });
    };
    const goneOffline = () => {
      close();
      loseConnection();
    };
    open();
    window.addEventListener("offline", goneOffline);
    window.addEventListener("online", open);
    return () => {
      close();
      window.removeEventListener("offline", goneOffline);
      window.removeEventListener("online", open);
    };
  }, [eventId, token, enabled, queryClient]);
  return connection;
}

// ---- filler words, evaluations and votes (docs/decisions/159) ------------------------------------------------

export type ConsoleFiller = ConsoleState["fillers"][number];
export type ConsoleVoteCategory = ConsoleState["votes"]["categories"][number];
export type ConsoleEvaluation = ConsoleState["evaluations"]["mine"][number];
export type FillerTap = InferRequestType<typeof meeting.fillers.$post>["json"];
type EvaluationSent = InferRequestType<(typeof meeting.evaluations)[":speakerUserId"]["$put"]>["json"];
type VoteCategory = InferRequestType<(typeof meeting.votes)[":category"]["$put"]>["param"]["category"];
type VotingState = InferRequestType<typeof meeting.voting.$post>["json"]["state"];

/** A refusal the server explained (4xx): sending the same request again would be refused again. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;
const TAP_TRIES = 10;

/**
 * One tap of the ah counter. A tap that did not reach the server (no network, a server fault) is sent again with
 * the same actionId, so however often it arrives it counts once. Once it is recorded, `onRecorded` is told (with
 * how many times the console's state had been read by then) and the console is read again.
 */
export function useFillerTap(eventId: string, onRecorded?: (tap: FillerTap, readsBefore: number) => void) {
  const queryClient = useQueryClient();
  const key = meetingKeys.console(eventId);
  return useMutation({
    mutationFn: (tap: FillerTap) => answer(meeting.fillers.$post({ param: { id: eventId }, json: tap })),
    retry: (failures, error) => failures < TAP_TRIES && !refused(error),
    retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 10_000),
    onSuccess: (_count, tap) => {
      onRecorded?.(tap, queryClient.getQueryState(key)?.dataUpdateCount ?? 0);
      // a read already under way may predate the tap: it is dropped for a new one
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** How many times the console's state has been read (a tap recorded after read n shows in read n + 1). */
export function useConsoleReads(eventId: string): number {
  const queryClient = useQueryClient();
  const subscribe = useCallback((changed: () => void) => queryClient.getQueryCache().subscribe(changed), [queryClient]);
  // a read that brings nothing new keeps the same data (and renders nothing), but still counts here
  return useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryState(meetingKeys.console(eventId))?.dataUpdateCount ?? 0,
  );
}

/** The evaluator's form for the speaker they are paired with: the first submission delivers it. */
export function useSaveEvaluation(eventId: string) {
  return useWriteThenRefresh(
    meetingKeys.console(eventId),
    ({ speakerUserId, form }: { speakerUserId: string; form: EvaluationSent }) =>
      answer(meeting.evaluations[":speakerUserId"].$put({ param: { id: eventId, speakerUserId }, json: form })),
  );
}

/** The member's vote in one category (it replaces their earlier one). */
export function useVote(eventId: string) {
  return useWriteThenRefresh(
    meetingKeys.console(eventId),
    ({ category, nomineeId }: { category: VoteCategory; nomineeId: string }) =>
      answer(meeting.votes[":category"].$put({ param: { id: eventId, category }, json: { nomineeId } })),
  );
}

/** The moderator (or an officer) chooses the winner among nominees tied for the most votes (docs/decisions/190). */
export function useDecideTie(eventId: string) {
  return useWriteThenRefresh(
    meetingKeys.console(eventId),
    ({ category, nomineeId }: { category: VoteCategory; nomineeId: string }) =>
      answer(meeting.votes[":category"].decision.$post({ param: { id: eventId, category }, json: { nomineeId } })),
  );
}

/** The moderator closes the vote, reveals its results or opens it again. */
export function useVotingState(eventId: string) {
  return useWriteThenRefresh(meetingKeys.console(eventId), (state: VotingState) =>
    answer(meeting.voting.$post({ param: { id: eventId }, json: { state } })),
  );
}

/** Checks a member in or marks them absent (docs/decisions/232); the same mark again changes nothing. */
export function useCheckIn(eventId: string) {
  return useWriteThenRefresh(
    meetingKeys.console(eventId),
    ({ userId, present }: { userId: string; present: boolean }) =>
      answer(meeting.attendance[":userId"].$put({ param: { id: eventId, userId }, json: { present } })),
  );
}

/** Adds a guest under an id chosen here, so a repeated add keeps one guest. */
export function useSaveGuest(eventId: string) {
  return useWriteThenRefresh(meetingKeys.console(eventId), ({ guestId, ...json }: GuestSent & { guestId: string }) =>
    answer(meeting.guests[":guestId"].$put({ param: { id: eventId, guestId }, json })),
  );
}

/** An officer gives a guest a role, or takes it back (null). */
export function useGuestRole(eventId: string) {
  return useWriteThenRefresh(
    meetingKeys.console(eventId),
    ({ guestId, roleType }: { guestId: string; roleType: string | null }) =>
      answer(meeting.guests[":guestId"].role.$put({ param: { id: eventId, guestId }, json: { roleType } })),
  );
}
