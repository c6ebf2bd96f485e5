import { AlertDialog } from "radix-ui";
import type { ComponentProps, MouseEvent } from "react";
import { Button, buttonClass } from "./button";
import type { ConfirmDialogProps } from "./confirm-dialog-props";
import { useDialogFocus } from "./dialog-focus";

/** A ConfirmDialog's props; its confirm button's click is passed on, so the dialog can keep itself open while busy. */
export type ConfirmDialogContentProps = Omit<ConfirmDialogProps, "onConfirm"> & {
  onConfirm: (event: MouseEvent<HTMLButtonElement>) => void;
};

/** The question itself (Radix AlertDialog), loaded the first time a ConfirmDialog opens. */
export default function ConfirmDialogContent({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  onConfirm,
  busy,
  children,
}: ConfirmDialogContentProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        {/* above a dialog it may be asked from (z-50): "Discard your changes?", "Send to every club?" */}
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/50" />
        <QuestionContent className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-[60] w-[calc(100vw-2rem)] max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <AlertDialog.Title className="font-semibold text-lg">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600 dark:text-slate-400">
            {description}
          </AlertDialog.Description>
          {children && <div className="mt-4">{children}</div>}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass({ variant: "secondary" })} disabled={busy}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button className="bg-red-700 hover:bg-red-800" busy={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </QuestionContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The question's box: Radix puts the focus on Cancel; closing gives it back to what opened the question. */
function QuestionContent(props: Omit<ComponentProps<typeof AlertDialog.Content>, "ref" | "onCloseAutoFocus">) {
  const focus = useDialogFocus();
  return <AlertDialog.Content {...props} ref={focus.ref} onCloseAutoFocus={focus.onCloseAutoFocus} />;
}
