import { useEffect, useState } from "react";
import { useAttendance } from "@/web/features/events/api";
import { usePathwayActions } from "@/web/features/learning/api";
import { takePendingAction } from "@/web/lib/pending-action";
import { useSession } from "@/web/lib/session";

/** What the component shows once a pending action has answered: the toasts the buttons themselves would show. */
export type PendingActionToasts = {
  pathwayStarted: () => void;
  joined: () => void;
  joinFailed: (error: unknown) => void;
};

/**
 * Once a member is signed in, completes what they asked for as a visitor before being sent to sign in: Start
 * Pathway or Join Event (docs/decisions/122), answering through `toasts`. Taken from storage first, so it runs once.
 */
export function useCompletePendingAction(toasts: PendingActionToasts) {
  const { member } = useSession();
  const { mutateAsync: startPathway } = usePathwayActions().start;
  const [joining, setJoining] = useState<string>();
  const { mutate: attend } = useAttendance(joining ?? "");

  useEffect(() => {
    if (!member) return;
    const action = takePendingAction();
    // the start's own toast; a failure is only logged (the spec), by the mutation
    if (action?.kind === "start-pathway") startPathway(action.pathwayId).then(toasts.pathwayStarted, () => undefined);
    if (action?.kind === "join-event") setJoining(action.eventId);
  }, [member, startPathway, toasts]);

  useEffect(() => {
    if (!joining) return;
    attend(true, { onSuccess: toasts.joined, onError: toasts.joinFailed });
  }, [joining, attend, toasts]);
}
