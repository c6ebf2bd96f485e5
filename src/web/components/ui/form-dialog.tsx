import { lazy, Suspense } from "react";
import type { FormDialogProps } from "./form-dialog-props";
import { useOpenedOnce } from "./opened-once";

const FormDialogContent = lazy(() => import("./form-dialog-content"));

/**
 * A modal form: title, description, fields, Cancel and a submit button that shows progress. It opens on its first
 * field; Back closes it, asking first when something was changed (DialogRoot). Its code is loaded the first time it
 * opens (useOpenedOnce).
 */
export function FormDialog(props: FormDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <FormDialogContent {...props} />
    </Suspense>
  );
}
