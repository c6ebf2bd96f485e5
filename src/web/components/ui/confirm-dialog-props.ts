import type { ReactNode } from "react";

/** What a ConfirmDialog asks and does; its content, loaded when it first opens, takes the same. */
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
