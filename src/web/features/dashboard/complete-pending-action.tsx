import { EVENT_MESSAGES } from "@/domain/events/messages";
import { LEARNING_MESSAGES } from "@/domain/learning/messages";
import { notify, notifyFailure } from "@/web/lib/toast";
import { type PendingActionToasts, useCompletePendingAction } from "./use-pending-action";

/** The toasts Start Pathway and Join Event show when pressed (one object for the page's lifetime). */
const toasts: PendingActionToasts = {
  pathwayStarted: () => notify(LEARNING_MESSAGES.pathwayStarted),
  joined: () => notify(EVENT_MESSAGES.joined),
  joinFailed: (error) => notifyFailure(EVENT_MESSAGES.attendanceFailed, error),
};

/** Where the dashboard completes a pending action: inside its query cache, whose mutations do the work. */
export function CompletePendingAction() {
  useCompletePendingAction(toasts);
  return null;
}
