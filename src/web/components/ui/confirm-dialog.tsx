import { AlertDialog } from "radix-ui";
import { type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import { Button, buttonClass } from "./button";

type ConfirmDialogProps = {
  /** Open when set; closing (Cancel, Escape) calls onOpenChange(false). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /**
   * The confirmed request runs (pass the mutation's `isPending`). Given, the dialog stays open while it runs — the
   * confirm button busy, Cancel and Escape refused — and closes once it has answered (docs/decisions/172).
   */
  busy?: boolean;
  /** Fields asked for with the question (e.g. an optional reason), below the description. */
  children?: ReactNode;
};

/** Asks before something is dropped for good: Cancel (focused first) or the red confirm button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy,
  children,
}: ConfirmDialogProps) {
  const waitsForAnswer = busy !== undefined;
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) onOpenChange(false);
    wasBusy.current = Boolean(busy);
  }, [busy, onOpenChange]);
  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    if (waitsForAnswer) event.preventDefault(); // stays open until the request has answered
    onConfirm();
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <AlertDialog.Content className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <AlertDialog.Title className="font-semibold text-lg">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600 dark:text-slate-400">
            {description}
          </AlertDialog.Description>
          {children && <div className="mt-4">{children}</div>}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass({ variant: "secondary" })} disabled={busy}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button className="bg-red-700 hover:bg-red-800" busy={busy} onClick={confirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
