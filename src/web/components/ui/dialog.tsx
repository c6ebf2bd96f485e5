import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useDialogHistory } from "@/web/lib/dialog-history";
import { cn } from "./cn";
import { ConfirmDialog } from "./confirm-dialog";
import { useDialogFocus } from "./dialog-focus";

/** Whether the member has changed anything in the open dialog (typed, chose, ticked). */
const ChangesContext = createContext<RefObject<boolean> | undefined>(undefined);

/** Controls whose press is a change (they send no input event). */
const CHOICE = '[role="switch"], [role="checkbox"], [role="radio"], [role="option"]';

/**
 * Every dialog of the product that is not a confirmation (ConfirmDialog) is a `DialogRoot` with a `DialogContent`
 * (docs/decisions/191, 192): Radix' `Dialog.Root` and `Dialog.Content`, plus
 * - Back closes it (a history entry of its own while it is open); when the member has changed something in it,
 *   Back first asks whether to discard the changes;
 * - it opens on its first field, and the focus goes back to what opened it when it closes.
 */
export function DialogRoot({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const changed = useRef(false);
  const [asking, setAsking] = useState(false);
  if (!open && asking) setAsking(false);
  useDialogHistory(open, () => (changed.current ? setAsking(true) : onOpenChange(false)));
  return (
    <ChangesContext.Provider value={changed}>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        {children}
      </Dialog.Root>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Discard your changes?"
        description="What you entered in this dialog has not been saved."
        confirmLabel="Discard changes"
        onConfirm={() => onOpenChange(false)}
      />
    </ChangesContext.Provider>
  );
}

type ContentProps = Omit<ComponentProps<typeof Dialog.Content>, "ref" | "onCloseAutoFocus">;

/**
 * Radix' `Dialog.Content` in its portal, over the page's dimmed overlay (`overlay={false}` for a dialog that covers
 * the whole screen itself): it opens on its first field, gives the focus back on closing, and notes changes.
 */
export function DialogContent({ overlay = true, ...props }: ContentProps & { overlay?: boolean }) {
  return (
    <Dialog.Portal>
      {overlay && <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />}
      <OpenContent {...props} />
    </Dialog.Portal>
  );
}

/** The content while the dialog is open: it mounts with each opening (the portal renders nothing while closed). */
function OpenContent({ onOpenAutoFocus, onInput, onChange, onClick, ...props }: ContentProps) {
  const focus = useDialogFocus();
  const changes = useContext(ChangesContext);
  // each opening starts unchanged
  useLayoutEffect(() => {
    if (changes) changes.current = false;
  }, [changes]);
  const changed = () => {
    if (changes) changes.current = true;
  };
  return (
    <Dialog.Content
      {...props}
      ref={focus.ref}
      onOpenAutoFocus={onOpenAutoFocus ?? focus.onOpenAutoFocus}
      onCloseAutoFocus={focus.onCloseAutoFocus}
      onInput={(event) => {
        changed();
        onInput?.(event);
      }}
      onChange={(event) => {
        changed();
        onChange?.(event);
      }}
      onClick={(event: MouseEvent<HTMLDivElement>) => {
        if (event.target instanceof Element && event.target.closest(CHOICE)) changed();
        onClick?.(event);
      }}
    />
  );
}

/** The dialog's parts, named for the product's dialogs: features build dialogs from these, never from Radix itself. */
export const DialogTitle = Dialog.Title;
export const DialogDescription = Dialog.Description;
export const DialogClose = Dialog.Close;
export const DialogTrigger = Dialog.Trigger;

/** A dialog's title and description, with its close button (refused while `busy`) at the right. */
export function DialogHeader({
  title,
  description,
  className,
  busy,
}: {
  title: ReactNode;
  description: ReactNode;
  /** Spacing and borders of the header row. */
  className?: string;
  busy?: boolean;
}) {
  return (
    <div className={cn("flex items-start justify-between", className)}>
      <div>
        <DialogTitle className="font-semibold text-xl">{title}</DialogTitle>
        <DialogDescription className="mt-1 text-slate-600 text-sm dark:text-slate-400">{description}</DialogDescription>
      </div>
      <DialogCloseButton label="Close" className="p-2" busy={busy} />
    </div>
  );
}

/** The cross that closes a dialog, named for a screen reader by `label` (refused while `busy`); `className` pads it. */
export function DialogCloseButton({ label, className, busy }: { label: string; className: string; busy?: boolean }) {
  return (
    <DialogClose
      className={cn("rounded-lg hover:bg-slate-100 disabled:opacity-50 dark:hover:bg-slate-800", className)}
      aria-label={label}
      disabled={busy}
    >
      <X aria-hidden="true" className="size-5" />
    </DialogClose>
  );
}
