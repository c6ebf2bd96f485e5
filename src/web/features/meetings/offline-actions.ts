import { queuedTimerAction, type TIMING_ACTIONS } from "@/domain/meetings/inputs";
import { speechVerdict, type Verdict } from "@/domain/meetings/verdict";
import { plural } from "@/domain/plurals";
import { SECOND } from "@/domain/time";
import { ApiError } from "@/web/lib/api";

/**
 * The timer's actions at a meeting, kept on the device until the server has them (docs/decisions/159). Each action
 * gets its id and its moment on the server's clock when the button is pressed, shows on the timer's screen at once,
 * and waits in a queue (in local storage, per meeting) until it is sent: if the network is gone, the queue is sent
 * again, in order, when it is back. The server ignores an id it has seen, so nothing counts twice.
 */

export type Thresholds = { green: number; yellow: number; red: number; overtime: number };

/** A timed speech as the console shows it: the server's record, or this device's before the server has it. */
export type LocalTiming = {
  id: string;
  speakerName: string;
  speechTitle: string | null;
  thresholds: Thresholds;
  /** On the server's clock. */
  runningSince: string | null;
  bankedMs: number;
  stoppedAt: string | null;
  durationSeconds: number | null;
  verdict: Verdict | null;
  agendaItemId: string | null;
  speakerUserId: string | null;
  startedAt: string | null;
};

/** The timer starts a speech; `id` is the speech's own id (and the action's). */
export type TimingStart = {
  kind: "start";
  id: string;
  at: string;
  /** The speaker as the screen names them (a member's name, or the guest's name as typed). */
  speakerName: string;
  /** A member of the meeting; absent for a guest. */
  speakerUserId?: string;
  speechTitle?: string;
  agendaItemId?: string;
  speechTypeId?: string;
  /** What this device expects the server to apply (the server's answer is what counts). */
  thresholds: Thresholds;
};

/** Pause, resume or stop of a speech being timed, with an id of its own. */
export type TimingChange = { kind: (typeof TIMING_ACTIONS)[number]; id: string; timingId: string; at: string };

export type TimerAction = TimingStart | TimingChange;

/** The stored queue, read with the domain's schema of the server's timer inputs. */
const queuedTimerActions = queuedTimerAction.array();

/**
 * Where a member's waiting actions for a meeting are kept on this device: per member too, so that another member
 * signing in on the same phone never sends the first one's actions as their own.
 */
export const queueKey = (eventId: string, memberId: string) => `pitchcraft-meeting-actions:${eventId}:${memberId}`;

/** The stored queue; anything unreadable (an old format, a hand-edited value) counts as empty, never a crash. */
export function parseQueue(raw: string | null): TimerAction[] {
  if (!raw) return [];
  try {
    const parsed = queuedTimerActions.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const time = (instant: string) => new Date(instant).getTime();

/** One action applied to the speeches, as the server applies it: a repeat or a late change of a stopped speech does nothing. */
export function applyAction(timings: readonly LocalTiming[], action: TimerAction): LocalTiming[] {
  if (action.kind === "start") {
    if (timings.some((timing) => timing.id === action.id)) return [...timings];
    return [
      ...timings,
      {
        id: action.id,
        speakerName: action.speakerName,
        speechTitle: action.speechTitle?.trim() || null,
        thresholds: action.thresholds,
        runningSince: action.at,
        bankedMs: 0,
        stoppedAt: null,
        durationSeconds: null,
        verdict: null,
        agendaItemId: action.agendaItemId ?? null,
        speakerUserId: action.speakerUserId ?? null,
        startedAt: action.at,
      },
    ];
  }
  return timings.map((timing) =>
    timing.id === action.timingId && timing.stoppedAt === null ? changed(timing, action) : timing,
  );
}

function changed(timing: LocalTiming, action: TimingChange): LocalTiming {
  const at = time(action.at);
  const ran = timing.runningSince ? Math.max(0, at - time(timing.runningSince)) : 0;
  const banked = timing.bankedMs + ran;
  switch (action.kind) {
    case "pause":
      return timing.runningSince ? { ...timing, bankedMs: banked, runningSince: null } : timing;
    case "resume":
      return timing.runningSince ? timing : { ...timing, runningSince: action.at };
    case "stop": {
      const durationSeconds = Math.floor(banked / SECOND);
      const { green, red, overtime } = timing.thresholds;
      return {
        ...timing,
        bankedMs: banked,
        runningSince: null,
        stoppedAt: action.at,
        durationSeconds,
        verdict: speechVerdict({ green, red }, durationSeconds, overtime - red),
      };
    }
  }
}

/** The speeches with the waiting actions applied in order: what the timer's screen shows. */
export const applyActions = (timings: readonly LocalTiming[], actions: readonly TimerAction[]): LocalTiming[] =>
  actions.reduce<LocalTiming[]>(applyAction, [...timings]);

/** Milliseconds a speech has run at `now` (on the server's clock). */
export function elapsedMs(timing: Pick<LocalTiming, "bankedMs" | "runningSince">, now: number): number {
  return timing.bankedMs + (timing.runningSince ? Math.max(0, now - time(timing.runningSince)) : 0);
}

/**
 * What to do with an action the server did not take: keep it for later when there was no answer (offline), the
 * server failed (5xx) or asked to wait (429); drop it when the server refused it (any other 4xx: sending it again
 * would be refused again).
 */
export function failureOutcome(error: unknown): "offline" | "retry" | "drop" {
  if (!(error instanceof ApiError)) return "retry";
  if (error.status === 0) return "offline";
  if (error.status >= 500 || error.status === 429) return "retry";
  return "drop";
}

/** The queue without `dropped`, and without the later actions of a speech whose start was dropped (they would be refused). */
export function withoutAction(queue: readonly TimerAction[], dropped: TimerAction): TimerAction[] {
  const rest = queue.filter((action) => action.id !== dropped.id);
  return dropped.kind === "start"
    ? rest.filter((action) => action.kind === "start" || action.timingId !== dropped.id)
    : rest;
}

export type QueueStatus = {
  /** Actions not yet taken by the server. */
  waiting: number;
  /** The last try found no network. */
  offline: boolean;
  sending: boolean;
};

/** "Offline — 2 actions waiting", "Offline", "Saving…", "Saved". */
export function queueStatusLine({ waiting, offline }: QueueStatus): string {
  if (offline)
    return waiting === 0 ? "Offline" : `Offline — ${plural(waiting, { one: "# action", other: "# actions" })} waiting`;
  return waiting === 0 ? "Saved" : "Saving…";
}

type QueueOptions = {
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined;
  send: (action: TimerAction) => Promise<unknown>;
  onSent?: (action: TimerAction) => void;
  onDropped?: (action: TimerAction, error: unknown) => void;
};

export type ActionQueue = {
  readonly actions: readonly TimerAction[];
  readonly status: QueueStatus;
  add(action: TimerAction): Promise<void>;
  /** Sends the waiting actions in order until one cannot be sent; one run at a time. */
  flush(): Promise<void>;
  subscribe(listener: () => void): () => void;
};

/** A member's queue of the timer's actions at a meeting, kept in `storage` under its key. */
export function createActionQueue(
  eventId: string,
  memberId: string,
  { storage, send, onSent, onDropped }: QueueOptions,
): ActionQueue {
  const key = queueKey(eventId, memberId);
  let actions: readonly TimerAction[] = parseQueue(read());
  let status: QueueStatus = { waiting: actions.length, offline: false, sending: false };
  let running: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  function read(): string | null {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function update(next: readonly TimerAction[], change: Partial<QueueStatus> = {}) {
    actions = next;
    status = { ...status, ...change, waiting: next.length };
    try {
      if (next.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(next));
    } catch {
      // storage full or refused: the actions still wait in memory while the page is open
    }
    for (const listener of listeners) listener();
  }

  async function run() {
    update(actions, { sending: true });
    try {
      for (let next = actions[0]; next; next = actions[0]) {
        try {
          await send(next);
          // the server's state with the action first, then the queue without it: no moment shows neither
          onSent?.(next);
          update(
            actions.filter((action) => action.id !== next?.id),
            { offline: false },
          );
        } catch (error) {
          const outcome = failureOutcome(error);
          if (outcome !== "drop") {
            update(actions, { offline: outcome === "offline" });
            return;
          }
          update(withoutAction(actions, next), { offline: false });
          onDropped?.(next, error);
        }
      }
    } finally {
      update(actions, { sending: false });
    }
  }

  return {
    get actions() {
      return actions;
    },
    get status() {
      return status;
    },
    async add(action) {
      update([...actions, action]);
      // a run under way may have passed its last action already: send again after it
      await running;
      await this.flush();
    },
    flush() {
      if (actions.length === 0 && !running) return Promise.resolve();
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A new id for an action: a UUID (with a fallback where `crypto.randomUUID` is missing, e.g. plain http). */
export function newActionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
