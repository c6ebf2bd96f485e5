import { lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useDialogHistory } from "@/web/lib/dialog-history";

const ConfirmDialogContent = lazy(() => import("./confirm-dialog-content"));

export type ConfirmDialogProps = {
  /** Open when set; closing (Cancel, Escape) calls onOpenChange(false). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that leaves things as they are: "Cancel" unless that could be read as the action (e.g. "Keep event"). */
  cancelLabel?: string;
  onConfirm: () => void;
  /**
   * The confirmed request runs (pass the mutation's `isPending`). Given, the dialog stays open while it runs — the
   * confirm button busy, Cancel and Escape refused — and closes once it has answered (docs/decisions/172).
   */
  busy?: boolean;
  /** Fields asked for with the question (e.g. an optional reason), below the description. */
  children?: ReactNode;
};

/**
 * Asks before something is dropped for good: Cancel (focused first, so a stray Enter or Space drops nothing) or the
 * red confirm button. Back answers Cancel, and the focus goes back to what opened it (docs/decisions/191, 192). The
 * dialog's code is loaded the first time it opens, so the pages that may ask stay within their budget
 * (docs/performance.md).
 */
export function ConfirmDialog({ open, onOpenChange, onConfirm, busy, ...question }: ConfirmDialogProps) {
  const waitsForAnswer = busy !== undefined;
  const wasBusy = useRef(false);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useDialogHistory(open, () => !busy && onOpenChange(false));
  useEffect(() => {
    if (wasBusy.current && !busy) onOpenChange(false);
    wasBusy.current = Boolean(busy);
  }, [busy, onOpenChange]);
  if (!opened) return null;
  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    if (waitsForAnswer) event.preventDefault(); // stays open until the request has answered
    onConfirm();
  };
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent
        {...question}
        open={open}
        busy={busy}
        onOpenChange={(next) => !busy && onOpenChange(next)}
        onConfirm={confirm}
      />
    </Suspense>
  );
}
