import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { type ConsoleState, meetingKeys, sendTimerAction } from "./api";
import {
  type ActionQueue,
  applyActions,
  createActionQueue,
  type LocalTiming,
  type TimerAction,
} from "./offline-actions";

/** How often waiting actions are sent again while the network seems gone (the `online` event also sends them). */
export const RETRY_MS = 5_000;

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** What the panel does when the server refuses a waiting action for good (its toast): the last one given. */
type Dropped = { current: (error: unknown) => void };

/** One queue per meeting and member for the page's lifetime, so a panel that mounts again finds its waiting actions. */
const queues = new Map<string, { queue: ActionQueue; dropped: Dropped }>();

function queueOf(
  eventId: string,
  memberId: string,
  queryClient: QueryClient,
): { queue: ActionQueue; dropped: Dropped } {
  const queueKey = `${eventId}:${memberId}`;
  const known = queues.get(queueKey);
  if (known) return known;
  const dropped: Dropped = { current: () => undefined };
  const key = meetingKeys.console(eventId);
  const queue = createActionQueue(eventId, memberId, {
    storage: browserStorage(),
    send: (action) => sendTimerAction(eventId, action),
    onSent: (action) => {
      // the console shows the action as the server took it until the server's own state arrives; a read sent
      // before the action is dropped for a new one (invalidating cancels it), so it never lands after this
      queryClient.setQueryData<ConsoleState>(key, (state) =>
        state ? { ...state, timings: applyActions(state.timings, [action]) } : state,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onDropped: (_action, error) => {
      dropped.current(error);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  queues.set(queueKey, { queue, dropped });
  return { queue, dropped };
}

/** The browser's word on the network: `online` and `offline` say at once when it changes. */
function subscribeToNetwork(changed: () => void) {
  window.addEventListener("online", changed);
  window.addEventListener("offline", changed);
  return () => {
    window.removeEventListener("online", changed);
    window.removeEventListener("offline", changed);
  };
}
const browserOnline = () => navigator.onLine;

const NO_TIMINGS: readonly LocalTiming[] = [];

/**
 * The speeches as the timer's screen shows them: the console's state as last read with this device's waiting
 * actions applied, read as one value from both places. The server's answer to an action and the queue letting it go
 * happen in one moment, and a render reads both together: no render shows the state before the action (the console
 * once flashed back for 10–60 ms after each press, and a speaker chosen then was wiped).
 */
function speechesShown(queryClient: QueryClient, eventId: string, queue: ActionQueue) {
  const key = meetingKeys.console(eventId);
  let last: { server: readonly LocalTiming[]; actions: readonly TimerAction[]; shown: LocalTiming[] } | undefined;
  return {
    subscribe(changed: () => void) {
      const leaveQueue = queue.subscribe(changed);
      const leaveCache = queryClient.getQueryCache().subscribe(changed);
      return () => {
        leaveQueue();
        leaveCache();
      };
    },
    read(): LocalTiming[] {
      const server = queryClient.getQueryData<ConsoleState>(key)?.timings ?? NO_TIMINGS;
      const actions = queue.actions;
      if (last?.server !== server || last.actions !== actions) {
        last = { server, actions, shown: applyActions(server, actions) };
      }
      return last.shown;
    },
  };
}

/**
 * The timer's actions at a meeting: `add` applies one on this device at once and sends it; what waits is sent
 * again when the browser is back online and every few seconds (src/web/features/meetings/offline-actions.ts).
 * `timings` are the speeches with the waiting actions applied; `status` says "Offline" as soon as the browser knows.
 * `onDropped` is the component's answer (its toast) to an action the server refused for good; the queue keeps the
 * last one given, so a refusal that arrives after the panel has gone is still told.
 */
export function useTimerActions(eventId: string, memberId: string, onDropped: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const { queue, dropped } = useMemo(() => queueOf(eventId, memberId, queryClient), [eventId, memberId, queryClient]);
  const shown = useMemo(() => speechesShown(queryClient, eventId, queue), [queryClient, eventId, queue]);
  const timings = useSyncExternalStore(shown.subscribe, shown.read);
  const queued = useSyncExternalStore(queue.subscribe, () => queue.status);
  const online = useSyncExternalStore(subscribeToNetwork, browserOnline);
  const status = useMemo(() => (online ? queued : { ...queued, offline: true }), [online, queued]);
  const waiting = queued.waiting > 0;

  useEffect(() => {
    dropped.current = onDropped;
  }, [dropped, onDropped]);

  useEffect(() => {
    const send = () => void queue.flush();
    send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [queue]);

  useEffect(() => {
    if (!waiting) return;
    const retry = window.setInterval(() => void queue.flush(), RETRY_MS);
    return () => window.clearInterval(retry);
  }, [queue, waiting]);

  return { timings, status, add: (action: TimerAction) => void queue.add(action) };
}
