import { useLayoutEffect, useRef } from "react";
import { type FocusPlace, focusFirstField, placeOf, returnFocus } from "@/web/lib/focus";

/**
 * The keyboard focus of a dialog's content (docs/decisions/192), for Radix' `Dialog.Content` and
 * `AlertDialog.Content`: it remembers the element that had the focus when the dialog opened (before Radix moves it
 * in), opens on the dialog's first field (`onOpenAutoFocus`; an alert dialog keeps Radix' Cancel), and on closing
 * gives the focus back to that element, or to the one drawn in its place (`onCloseAutoFocus`). Without this, a dialog
 * opened without a Radix trigger left the focus at the top of the page.
 */
export function useDialogFocus() {
  const content = useRef<HTMLDivElement>(null);
  const opener = useRef<FocusPlace>(undefined);
  // a layout effect runs before Radix' focus scope (an effect) moves the focus into the dialog
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !content.current?.contains(active)) {
      opener.current = placeOf(active);
    }
  }, []);
  return {
    ref: content,
    onOpenAutoFocus: (event: Event) => {
      event.preventDefault();
      focusFirstField(content.current);
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (opener.current) returnFocus(opener.current);
    },
  };
}
