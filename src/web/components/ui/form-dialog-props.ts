import type { ReactNode } from "react";

/** What a FormDialog shows and does; its content, loaded when it first opens, takes the same. */
export type FormDialogProps = {
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
