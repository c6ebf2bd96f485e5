import { lazy, type MouseEvent, Suspense, useEffect, useRef } from "react";
import { useDialogHistory } from "@/web/lib/dialog-history";
import type { ConfirmDialogProps } from "./confirm-dialog-props";
import { useOpenedOnce } from "./opened-once";

const ConfirmDialogContent = lazy(() => import("./confirm-dialog-content"));

/**
 * Asks before something is dropped for good: Cancel (focused first, so a stray Enter or Space drops nothing) or the
 * red confirm button. Back answers Cancel, and the focus goes back to what opened it (docs/decisions/191, 192). Its
 * code is loaded the first time it opens (useOpenedOnce).
 */
export function ConfirmDialog({ open, onOpenChange, onConfirm, busy, ...question }: ConfirmDialogProps) {
  const waitsForAnswer = busy !== undefined;
  const wasBusy = useRef(false);
  const opened = useOpenedOnce(open);
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
