import { Ban, Pencil } from "lucide-react";
import { Suspense, useState } from "react";
import { EVENT_CHANGE_MESSAGES } from "@/domain/events/messages";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { TextAreaField } from "@/web/components/ui/field";
import { Spinner } from "@/web/components/ui/skeleton";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { type EventDetails, EventDialog, useCancelEvent } from "./api";

const REASON_MAX = 500;

/** Edit event and Cancel event, for the event's club officers and admins, while it may still change. */
export function ManageEventActions({ event }: { event: EventDetails }) {
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const cancel = useCancelEvent(event.id);
  // these actions leave the page as soon as the cancellation is seen, maybe before its answer: the promise still tells
  const confirm = () =>
    cancel.mutateAsync(reason.trim()).then(
      () => notify(EVENT_CHANGE_MESSAGES.cancelled),
      (error) => notifyRefusal(error, EVENT_CHANGE_MESSAGES.cancelFailed),
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit event
      </Button>
      <Button variant="secondary" size="sm" busy={cancel.isPending} onClick={() => setAsking(true)}>
        <Ban aria-hidden="true" className="size-4" />
        Cancel event
      </Button>
      {editing && (
        <Suspense fallback={<Spinner label="Opening" />}>
          <EventDialog open={editing} onOpenChange={setEditing} editing={event} />
        </Suspense>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Cancel ${event.title}?`}
        description="The event stays listed as cancelled until it would have ended, and everyone who holds a role or registered is e-mailed. This cannot be undone."
        confirmLabel="Cancel event"
        cancelLabel="Keep event"
        busy={cancel.isPending}
        onConfirm={confirm}
      >
        <TextAreaField
          label="Reason (optional)"
          rows={2}
          value={reason}
          maxLength={REASON_MAX}
          onChange={(change) => setReason(change.target.value)}
        />
      </ConfirmDialog>
    </div>
  );
}
