import { isId } from "@/domain/ids";
import { HOUR } from "@/domain/time";

/**
 * What a visitor asked for before being sent to sign in (docs/decisions/122): completed once they are signed in.
 * Only these two actions exist, each naming one id; nothing else can be stored or run.
 */
export type PendingAction = { kind: "start-pathway"; pathwayId: string } | { kind: "join-event"; eventId: string };

const KEY = "pitchcraft-pending-action";
/** Long enough to sign up and open the verification e-mail; older requests are dropped. */
export const PENDING_ACTION_MAX_AGE_MS = HOUR;

/** The stored request, if it is one of the two actions with a well-formed id and recent enough; else undefined. */
export function parsePendingAction(stored: unknown, now: number): PendingAction | undefined {
  if (typeof stored !== "object" || stored === null) return undefined;
  const { kind, id, at } = stored as Record<string, unknown>;
  if (typeof at !== "number" || at > now || now - at > PENDING_ACTION_MAX_AGE_MS) return undefined;
  if (!isId(id)) return undefined;
  if (kind === "start-pathway") return { kind, pathwayId: id };
  if (kind === "join-event") return { kind, eventId: id };
  return undefined;
}

/** Local storage that may be missing or full: then nothing is remembered (the visitor just lands on the page). */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Remembers the action on this device (this site only: a link from elsewhere cannot set it). */
export function rememberPendingAction(action: PendingAction, now = Date.now()): void {
  const id = action.kind === "start-pathway" ? action.pathwayId : action.eventId;
  try {
    storage()?.setItem(KEY, JSON.stringify({ kind: action.kind, id, at: now }));
  } catch {
    // storage full or refused: the visitor signs in and clicks again
  }
}

/** The action waiting to be completed, taken out of storage so it runs once. */
export function takePendingAction(now = Date.now()): PendingAction | undefined {
  const text = storage()?.getItem(KEY);
  if (text == null) return undefined;
  forgetPendingAction();
  try {
    return parsePendingAction(JSON.parse(text), now);
  } catch {
    return undefined;
  }
}

/** Drops a waiting action (signing out). */
export const forgetPendingAction = () => storage()?.removeItem(KEY);
