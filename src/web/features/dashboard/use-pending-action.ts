import { useEffect, useState } from "react";
import { EVENT_MESSAGES } from "@/domain/events/messages";
import { LEARNING_MESSAGES } from "@/domain/learning/messages";
import { useAttendance } from "@/web/features/events/api";
import { usePathwayActions } from "@/web/features/learning/api";
import { takePendingAction } from "@/web/lib/pending-action";
import { useSession } from "@/web/lib/session";
import { notify, notifyFailure } from "@/web/lib/toast";

/**
 * Once a member is signed in, completes what they asked for as a visitor before being sent to sign in: Start
 * Pathway or Join Event (docs/decisions/122), with the toast the button itself would show. Taken from storage
 * first, so it runs once.
 */
function useCompletePendingAction() {
  const { member } = useSession();
  const { mutateAsync: startPathway } = usePathwayActions().start;
  const [joining, setJoining] = useState<string>();
  const { mutate: attend } = useAttendance(joining ?? "");

  useEffect(() => {
    if (!member) return;
    const action = takePendingAction();
    // the start's own toast; a failure is only logged (the spec), by the mutation
    if (action?.kind === "start-pathway")
      startPathway(action.pathwayId).then(
        () => notify(LEARNING_MESSAGES.pathwayStarted),
        () => undefined,
      );
    if (action?.kind === "join-event") setJoining(action.eventId);
  }, [member, startPathway]);

  useEffect(() => {
    if (!joining) return;
    attend(true, {
      onSuccess: () => notify(EVENT_MESSAGES.joined),
      onError: (error) => notifyFailure(EVENT_MESSAGES.attendanceFailed, error),
    });
  }, [joining, attend]);
}

/** Where the dashboard completes a pending action: inside its query cache, whose mutations do the work. */
export function CompletePendingAction() {
  useCompletePendingAction();
  return null;
}
