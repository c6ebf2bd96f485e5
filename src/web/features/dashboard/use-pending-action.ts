import { useEffect } from "react";
import { EVENT_MESSAGES } from "@/domain/events/messages";
import { LEARNING_MESSAGES } from "@/domain/learning/messages";
import { api } from "@/web/lib/api";
import { type PendingAction, takePendingAction } from "@/web/lib/pending-action";
import { queryClient } from "@/web/lib/query-client";
import { useSession } from "@/web/lib/session";
import { notify, notifyFailure } from "@/web/lib/toast";

/** Runs the action, with the toast the button itself would show. */
async function complete(action: PendingAction) {
  if (action.kind === "start-pathway") {
    try {
      await api(`/learning/pathways/${action.pathwayId}/start`, { method: "POST" });
      notify(LEARNING_MESSAGES.pathwayStarted);
    } catch (error) {
      // the spec: a failed start is only logged
      console.error("Could not start the pathway", error);
    }
    await queryClient.invalidateQueries({ queryKey: ["learning"] });
    await queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    return;
  }
  try {
    await api(`/events/${action.eventId}/attendance`, { method: "POST" });
    notify(EVENT_MESSAGES.joined);
  } catch (error) {
    notifyFailure(EVENT_MESSAGES.attendanceFailed, error);
  }
  await queryClient.invalidateQueries({ queryKey: ["events"] });
}

/**
 * Once a member is signed in, completes what they asked for as a visitor before being sent to sign in: Start
 * Pathway or Join Event (docs/decisions/122). Taken from storage first, so it runs once.
 */
export function useCompletePendingAction() {
  const { member } = useSession();
  useEffect(() => {
    if (!member) return;
    const action = takePendingAction();
    if (action) void complete(action);
  }, [member]);
}
