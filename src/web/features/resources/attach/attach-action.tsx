import { CalendarCheck, CalendarPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { type AttachedTool, attachMeetingLabel } from "@/domain/meetings/attach";
import { Button } from "@/web/components/ui/button";
import { useSession } from "@/web/lib/session";
import { useAttachedEntries } from "../api";
import type { AttachDialogProps } from "./attach-dialog";

const AttachDialog = lazy(() => import("./attach-dialog").then((module) => ({ default: module.AttachDialog })));

type AttachActionProps = Omit<AttachDialogProps, "open" | "onOpenChange"> & {
  tool: AttachedTool;
  entryId: string;
  /** An ah-counter session's counted speaker. */
  partId?: string;
};

/**
 * A saved entry's "Attach to a meeting" (docs/decisions/244), for a signed-in member: once attached, where it went
 * instead — an entry is attached once.
 */
export function AttachAction(props: AttachActionProps) {
  const { member } = useSession();
  // the tools work signed out too (and offline): attaching needs a member
  return member ? <MembersAttachAction {...props} /> : null;
}

function MembersAttachAction({ tool, entryId, partId = "", ...dialog }: AttachActionProps) {
  const attached = useAttachedEntries();
  const [open, setOpen] = useState(false);
  const entry = attached.data?.entries.find(
    (each) => each.tool === tool && each.entryId === entryId && each.partId === partId,
  );
  return (
    <>
      {entry ? (
        <p className="flex min-w-0 items-start gap-1.5 text-emerald-700 text-sm dark:text-emerald-400">
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            Attached to {attachMeetingLabel(entry.meeting)} ({entry.speakerName})
          </span>
        </p>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          disabled={attached.isPending}
          aria-label={`Attach ${dialog.what} to a meeting`}
          onClick={() => setOpen(true)}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          Attach to a meeting
        </Button>
      )}
      {/* kept while the attached entries are read again, so that the dialog's answer (its toast) is shown */}
      {open && (
        <Suspense fallback={null}>
          <AttachDialog open={open} onOpenChange={setOpen} {...dialog} />
        </Suspense>
      )}
    </>
  );
}
