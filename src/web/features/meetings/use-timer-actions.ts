import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { CONSOLE_MESSAGES } from "@/domain/meetings/console-messages";
import { notifyRefusal } from "@/web/lib/toast";
import { type ConsoleState, meetingKeys, sendTimerAction } from "./api";
import { type ActionQueue, applyActions, createActionQueue, type TimerAction } from "./offline-actions";

/** How often waiting actions are sent again while the network seems gone (the `online` event also sends them). */
export const RETRY_MS = 5_000;

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** One queue per meeting and member for the page's lifetime, so a panel that mounts again finds its waiting actions. */
const queues = new Map<string, ActionQueue>();

function queueOf(eventId: string, memberId: string, queryClient: QueryClient): ActionQueue {
  const queueKey = `${eventId}:${memberId}`;
  let queue = queues.get(queueKey);
  if (!queue) {
    const key = meetingKeys.console(eventId);
    queue = createActionQueue(eventId, memberId, {
      storage: browserStorage(),
      send: (action) => sendTimerAction(eventId, action),
      onSent: (action) => {
        // the console shows the action as the server took it until the server's own state arrives
        queryClient.setQueryData<ConsoleState>(key, (state) =>
          state ? { ...state, timings: applyActions(state.timings, [action]) } : state,
        );
        void queryClient.invalidateQueries({ queryKey: key });
      },
      onDropped: (_action, error) => {
        notifyRefusal(error, CONSOLE_MESSAGES.timerActionFailed);
        void queryClient.invalidateQueries({ queryKey: key });
      },
    });
    queues.set(queueKey, queue);
  }
  return queue;
}

/**
 * The timer's actions at a meeting: `add` applies one on this device at once and sends it; what waits is sent
 * again when the browser is back online and every few seconds (src/web/features/meetings/offline-actions.ts).
 */
export function useTimerActions(eventId: string, memberId: string) {
  const queryClient = useQueryClient();
  const queue = useMemo(() => queueOf(eventId, memberId, queryClient), [eventId, memberId, queryClient]);
  const actions = useSyncExternalStore(queue.subscribe, () => queue.actions);
  const status = useSyncExternalStore(queue.subscribe, () => queue.status);
  const waiting = status.waiting > 0;

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

  return { actions, status, add: (action: TimerAction) => void queue.add(action) };
}
