import { FileText, Flag } from "lucide-react";
import { useState } from "react";
import { ENDING_MESSAGES } from "@/domain/meetings/ending";
import { paths } from "@/domain/paths";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { Spinner } from "@/web/components/ui/skeleton";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { type ConsoleState, useEndMeeting } from "./api";

/**
 * "End meeting" for those who may moderate (docs/decisions/159), after a confirmation: the server stops a speech still
 * being timed, closes voting, keeps the report and e-mails it. Once the meeting has ended, the report's link instead;
 * before the console opens (`records` false), nothing (docs/decisions/165).
 */
export function EndMeetingButton({ state, records = true }: { state: ConsoleState; records?: boolean }) {
  const [asking, setAsking] = useState(false);
  const end = useEndMeeting(state.meeting.id);
  if (state.run.endedAt) {
    return (
      <ButtonLink to={paths.meetingReport(state.meeting.id)} variant="secondary" size="sm">
        <FileText aria-hidden="true" className="size-4" />
        Meeting report
      </ButtonLink>
    );
  }
  if (!state.viewer.capabilities.moderate || state.meeting.cancelled || !records) return null;
  const confirm = () =>
    end.mutate(undefined, {
      onSuccess: (ended) => notify(ENDING_MESSAGES.ended(ended.notified)),
      onError: (error) => notifyRefusal(error, ENDING_MESSAGES.endFailed, "Not Ended"),
    });
  return (
    <>
      <Button variant="secondary" size="sm" busy={end.isPending} onClick={() => setAsking(true)}>
        {end.isPending ? <Spinner /> : <Flag aria-hidden="true" className="size-4" />}
        {ENDING_MESSAGES.confirmLabel}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={ENDING_MESSAGES.confirmTitle}
        description={ENDING_MESSAGES.confirmDescription}
        confirmLabel={ENDING_MESSAGES.confirmLabel}
        busy={end.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
