import { EVENT_MESSAGES } from "@/domain/events/messages";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/toast";

/**
 * When the server refused a change because the event has ended (409 EVENT_ENDED, docs/decisions/115): shows
 * "Event Ended / This event has ended." and answers true; for any other failure answers false.
 */
export function notifyIfEnded(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== "EVENT_ENDED") return false;
  notify(EVENT_MESSAGES.ended, "destructive");
  return true;
}
