import { X } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/skeleton";
import { DialogClose, DialogContent, DialogDescription, DialogRoot, DialogTitle } from "./dialog";

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
  children: ReactNode;
};

/**
 * A modal form: title, description, fields, Cancel and a submit button that shows progress. It opens on its first
 * field; Back closes it, asking first when something was changed (DialogRoot).
 */
export function FormDialog(props: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.canSubmit && !props.busy) props.onSubmit();
  };
  return (
    <DialogRoot open={props.open} onOpenChange={(open) => !props.busy && props.onOpenChange(open)}>
      <DialogContent className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <DialogTitle className="font-semibold text-xl">{props.title}</DialogTitle>
            <DialogDescription className="mt-1 text-slate-600 text-sm dark:text-slate-400">
              {props.description}
            </DialogDescription>
          </div>
          <DialogClose
            className="rounded-lg p-2 hover:bg-slate-100 disabled:opacity-50 dark:hover:bg-slate-800"
            aria-label="Close"
            disabled={props.busy}
          >
            <X aria-hidden="true" className="size-5" />
          </DialogClose>
        </div>
        <form onSubmit={submit} noValidate className="space-y-4">
          {props.children}
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => props.onOpenChange(false)} disabled={props.busy}>
              Cancel
            </Button>
            <Button type="submit" busy={props.busy} disabled={!props.canSubmit}>
              {props.busy && <Spinner label={props.busyLabel} className="size-4" />}
              {props.busy ? props.busyLabel : props.submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
