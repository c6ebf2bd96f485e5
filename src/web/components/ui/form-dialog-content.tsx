import type { FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/skeleton";
import { DialogContent, DialogHeader, DialogRoot } from "./dialog";
import type { FormDialogProps } from "./form-dialog-props";

/**
 * A modal form: title, description, fields, Cancel and a submit button that shows progress. It opens on its first
 * field; Back closes it, asking first when something was changed (DialogRoot).
 */
export default function FormDialogContent(props: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.canSubmit && !props.busy) props.onSubmit();
  };
  return (
    <DialogRoot open={props.open} onOpenChange={(open) => !props.busy && props.onOpenChange(open)}>
      <DialogContent className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
        <DialogHeader title={props.title} description={props.description} className="mb-4 gap-4" busy={props.busy} />
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
